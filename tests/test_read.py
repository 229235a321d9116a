"""Reading bytes into clean text: encodings, HTML, Markdown, language detection."""

from __future__ import annotations

import pytest

from hwkg.ingest import InputError
from hwkg.ingest.read import clean, decode, detect_language, strip_html, strip_markdown

ES = "Amazon presentó TorchNeuron, su versión de PyTorch para sus chips."
EN = "Amazon announced TorchNeuron, its version of PyTorch for the Trainium chips."


@pytest.mark.parametrize(
    "data",
    [
        ES.encode("utf-8"),
        ES.encode("utf-8-sig"),
        ES.encode("utf-16"),
        ES.encode("latin-1"),
        ES.encode("cp1252"),
    ],
    ids=["utf8", "utf8-bom", "utf16-bom", "latin1", "cp1252"],
)
def test_decode_fallbacks(data):
    assert decode(data) == ES


def test_binary_is_refused():
    with pytest.raises(InputError, match="binary"):
        decode(bytes(range(256)) * 10)


def test_html_keeps_the_text_and_drops_scripts():
    html = (
        "<html><head><title>t</title><script>var x = 'Nvidia';</script></head>"
        "<body><h1>Título</h1><p>Google anunció <b>TorchTPU</b>.</p></body></html>"
    )
    text = clean(html, "html")
    assert text.splitlines() == ["Título", "Google anunció TorchTPU."]
    assert "var x" not in strip_html(html)


def test_markdown_markup_is_removed():
    md = "# Título\n\n**Google** anunció [TorchTPU](https://example.org) en `2026`.\n- punto"
    assert clean(strip_markdown(md)).splitlines() == [
        "Título",
        "Google anunció TorchTPU en 2026.",
        "punto",
    ]


def test_control_characters_and_surrogates_do_not_break_cleaning():
    text = clean("Nvidia\x00 y\u200b AMD \ud800 compiten 🚀 עברית")
    assert "\x00" not in text and "\ud800" not in text
    text.encode("utf-8")


def test_language_detection():
    assert detect_language(ES) == "es"
    assert detect_language(EN) == "en"
    assert detect_language("1234 5678") is None
