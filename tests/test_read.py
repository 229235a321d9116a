"""Reading bytes into articles: encodings, mojibake, saved pages, feeds, language.

The pages and feeds are in tests/pages (see its README): saved the way browsers save them, with
navigation, scripts, a cookie banner, asides, related links, comments and a footer around the
article. Each page's test lists sentences of the article that must be read and sentences of
everything else that must not.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import ROOT

from hwkg.ingest import InputError, extract, new_article
from hwkg.ingest.feeds import looks_like_feed
from hwkg.ingest.language import detect_language
from hwkg.ingest.read import Entry, clean, decode, read_document, repair, strip_markdown

PAGES = ROOT / "tests" / "pages"
ES = "Amazon presentó TorchNeuron, su versión de PyTorch para sus chips."
EN = "Amazon announced TorchNeuron, its version of PyTorch for the Trainium chips."


def entries(name: str, kind: str | None = None) -> list[Entry]:
    path = PAGES / name
    found = list(read_document(path.read_bytes(), name, kind or path.suffix.lstrip(".")))
    assert all(isinstance(e, Entry) for e in found), found
    return [e for e in found if isinstance(e, Entry)]


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


@pytest.mark.parametrize(
    ("damaged", "repaired"),
    [
        # UTF-8 read as Latin-1 / Windows-1252 somewhere before the file was written.
        ("Intel presentÃ³ Gaudi 3 en MÃ©xico", "Intel presentó Gaudi 3 en México"),
        ("La compaÃ±Ã­a anunciÃ³ el chip", "La compañía anunció el chip"),
        # HTML entities left in text by a careless export.
        ("AT&amp;T y Nvidia &quot;compiten&quot;", 'AT&T y Nvidia "compiten"'),
        # Curly quotes and dashes are the article's own: left alone.
        ("Intel’s chip — “Gaudi”", "Intel’s chip — “Gaudi”"),
    ],
)
def test_mojibake_and_entities_are_repaired(damaged, repaired):
    assert repair(damaged) == repaired
    assert clean(damaged) == repaired


def test_a_mojibake_file_reads_as_its_article():
    data = "Amazon presentÃ³ Trainium3 el martes.".encode()
    [entry] = list(read_document(data, "x.txt"))
    assert isinstance(entry, Entry) and entry.page.text == "Amazon presentó Trainium3 el martes."


def test_markdown_markup_is_removed():
    md = "# Título\n\n**Google** anunció [TorchTPU](https://example.org) en `2026`.\n- punto"
    assert clean(strip_markdown(md)).splitlines() == [
        "Título",
        "Google anunció TorchTPU en 2026.",
        "punto",
    ]


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Lima 4 mar (EFE).- La peruana Telefónica firmó un acuerdo.", "La peruana Telefónica"),
        ("Ciudad de México, 3 de junio (Notimex) - Telmex compró GPUs.", "Telmex compró"),
        ("SEOUL, Dec 2 (Reuters) - Samsung began shipping HBM4.", "Samsung began"),
        ("TOKYO/OSAKA (AP) — Rapidus showed its 2nm wafer.", "Rapidus showed"),
        ("San Francisco (EE.UU.), 18 feb (EFE).- Nvidia presentó Rubin.", "Nvidia presentó"),
        ("MADRID, 18 (Portaltic/EP) - Nvidia ha firmado un acuerdo.", "Nvidia ha"),
        ("LONDON (Reuters Breakingviews) - Arm wants more.", "Arm wants"),
        ("Microsoft (AP) - The company said it would build.", "Microsoft (AP)"),
        # no dateline: a company and its ticker, a verb before the agency
        ("Nvidia (NVDA) - shares rose 4%.", "Nvidia (NVDA)"),
        ("Nvidia anunció (Reuters) - un chip.", "Nvidia anunció"),
        # a place and its photo's credit (the credit names no party)
        ("Caracas/Foto: Kovrel Energy.- Google anunció un acuerdo.", "Google anunció"),
        ("Bogotá / Imagen: archivo.- Nvidia presentó Rubin.", "Nvidia presentó"),
        # no credit: a company's name and a slash, a caption's sentence
        ("Nvidia/Foto de archivo. - Rubin llega.", "Nvidia/Foto"),
        ("Madrid/Imagen: Amazon lanza Trainium 3.- Anthropic usará los chips.", "Madrid/Imagen"),
    ],
)
def test_an_agency_dateline_is_no_part_of_the_text(line, kept):
    assert clean(f"Título\n{line}").splitlines()[1].startswith(kept)


def test_a_dateline_place_and_day_make_no_product():
    text = "Lima 4 mar (EFE).- La peruana Telefónica firmó un acuerdo con Nvidia."
    found = {f.triple for f in extract(new_article(clean(text), lang="es")).facts}
    assert found == {("telefonica", "partnersWith", "nvidia")}


def test_control_characters_and_surrogates_do_not_break_cleaning():
    text = clean("Nvidia\x00 y\u200b AMD \ud800 compiten 🚀 עברית")
    assert "\x00" not in text and "\ud800" not in text
    text.encode("utf-8")


# -- saved pages ------------------------------------------------------------------------------

PAGE_CASES = {
    "diario-silicio-gaudi3.es.html": {
        "title": "Intel presenta Gaudi 3 para competir con las GPUs de Nvidia",
        "date": "2026-10-22",
        "url": "https://diariosilicio.example/tecnologia/intel-presenta-gaudi-3",
        "site": "Diario Silicio",
        "author": "Lucía Fernández",
        "kept": [
            "Intel presentó el martes Gaudi 3, su nuevo chip para entrenar modelos de "
            "inteligencia artificial, en un evento celebrado en San José ante clientes y socios "
            "de la compañía.",
            "El mes pasado, IBM anunció que ofrecerá Gaudi 3 en IBM Cloud, y los primeros "
            "sistemas llegarán a sus clientes a principios de 2026, según fuentes de la compañía.",
            "Intel también contribuye a PyTorch para que los modelos escritos para las GPUs de "
            "Nvidia funcionen en sus chips sin cambios en el código.",
        ],
        "dropped": [
            "Utilizamos cookies",  # cookie banner
            "Suscríbete",  # navigation
            "Compartir en X",  # share buttons
            "AMD anuncia el MI300",  # related links
            "Amazon desarrolla Trainium",  # a comment
            "Microsoft usa Maia",  # another comment
            "Nvidia presenta Blackwell",  # aside: most read
            "Recibe cada mañana",  # newsletter box
            "Todos los derechos reservados",  # footer
            "Publicidad",  # ad slot
            "gtag",  # scripts
            "dataLayer",
        ],
    },
    "chip-ledger-maia.en.html": {
        "title": "Microsoft brings its Maia accelerator to Azure",
        "date": "2026-11-12",
        "url": "https://www.chipledger.example/2026/11/12/microsoft-maia-azure",
        "site": "The Chip Ledger",
        "author": "Jane Doe",
        "kept": [
            "Microsoft announced on Tuesday that its Maia chip now runs customer workloads in "
            "Azure, the company's public cloud, after two years of internal use.",
            "Microsoft developed Maia to reduce its dependence on Nvidia GPUs, which remain "
            "scarce and expensive for the largest training jobs.",
            "Analysts expect the chip to compete with Google's TPU for large training jobs, "
            "although neither company publishes comparable benchmarks.",
        ],
        "dropped": [
            "We use cookies",
            "Sign in",
            "Get The Chip Ledger daily",  # newsletter box inside the article
            "Google ships Trillium",  # related stories
            "Amazon announced Trainium3 months ago",  # comments
            "Meta developed MTIA",
            "Nvidia Blackwell shipments slip",  # trending aside
            "Cerebras files for IPO",
            "All rights reserved",
            "disqus",
        ],
    },
}


@pytest.mark.parametrize("name", sorted(PAGE_CASES))
def test_a_saved_page_gives_the_article_alone(name):
    case = PAGE_CASES[name]
    [entry] = entries(name)
    page = entry.page
    lines = page.text.splitlines()
    assert lines[0] == case["title"], "the headline is the first line"
    for sentence in case["kept"]:
        assert sentence in lines, sentence
    for words in case["dropped"]:
        assert words.lower() not in page.text.lower(), words
    assert (page.title, page.date, page.url, page.site, page.author) == (
        case["title"],
        case["date"],
        case["url"],
        case["site"],
        case["author"],
    )


def test_a_page_date_does_not_depend_on_the_clock():
    html = (PAGES / "diario-silicio-gaudi3.es.html").read_text("utf-8")
    later = html.replace("2026-10-22", "2031-10-22").replace("2026-10-23", "2031-10-23")
    [entry] = list(read_document(later.encode(), "later.html", "html"))
    assert isinstance(entry, Entry) and entry.page.date == "2031-10-22"


def test_a_page_with_no_article_is_one_error():
    with pytest.raises(InputError, match="the page has no article text"):
        entries("diario-silicio-portada.es.html")


def test_a_page_saved_as_txt_is_still_a_page(tmp_path: Path):
    page = tmp_path / "nota.txt"
    page.write_bytes((PAGES / "diario-silicio-gaudi3.es.html").read_bytes())
    [entry] = list(read_document(page.read_bytes(), str(page), "txt"))
    assert isinstance(entry, Entry) and entry.page.site == "Diario Silicio"
    assert "Utilizamos cookies" not in entry.page.text


@pytest.mark.parametrize("charset", ["windows-1252", "iso-8859-15"])
def test_a_page_is_read_in_the_charset_it_declares(charset):
    html = (PAGES / "diario-silicio-gaudi3.es.html").read_text("utf-8")
    html = html.replace("charset=UTF-8", f"charset={charset}").replace("›", ">")
    # € is 0x80 in windows-1252 and 0xA4 in iso-8859-15: only the declared charset reads both.
    html = html.replace("rendimiento por dólar", "rendimiento por cada 1.000 €")
    [entry] = list(read_document(html.encode(charset), f"{charset}.html", "html"))
    assert isinstance(entry, Entry)
    assert "Intel presentó el martes Gaudi 3" in entry.page.text
    assert "rendimiento por cada 1.000 €" in entry.page.text
    assert entry.page.author == "Lucía Fernández"


# -- feeds ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "is_feed"),
    [
        ("diario-silicio.rss.xml", True),
        ("chip-ledger.atom", True),
        ("chip-ledger-maia.en.html", False),
        ("README.md", False),
    ],
)
def test_a_feed_is_told_by_its_content(name, is_feed):
    assert looks_like_feed((PAGES / name).read_bytes()) is is_feed


def test_rss_gives_one_article_per_item():
    first, second = entries("diario-silicio.rss.xml")
    assert first.page.title == "Intel presenta Gaudi 3 para competir con las GPUs de Nvidia"
    assert first.page.url == "https://diariosilicio.example/tecnologia/intel-presenta-gaudi-3"
    assert (first.page.date, first.page.site, first.page.author) == (
        "2026-10-22",
        "Diario Silicio",
        "Lucía Fernández",
    )
    # content:encoded, the fuller text, rather than the one-line description
    assert first.page.text.splitlines() == [
        "Intel presenta Gaudi 3 para competir con las GPUs de Nvidia",
        "Intel presentó el martes Gaudi 3, su nuevo chip para entrenar modelos de inteligencia "
        "artificial.",
        "El mes pasado, IBM anunció que ofrecerá Gaudi 3 en IBM Cloud.",
        "Intel también contribuye a PyTorch para que los modelos funcionen en sus chips sin "
        "cambios.",
    ]
    assert first.lang == "es" and first.place == "diario-silicio.rss.xml#1"
    # an item with a plain description only
    assert second.page.text.splitlines()[1].startswith("Huawei desarrolla Ascend 910")
    assert second.page.date == "2026-10-19" and second.page.author is None


def test_atom_gives_one_article_per_entry():
    first, second = entries("chip-ledger.atom")
    assert first.page.url == "https://www.chipledger.example/2026/11/12/microsoft-maia-azure"
    assert first.page.date == "2026-11-12" and first.page.author == "Jane Doe"
    assert "Microsoft developed Maia to reduce its dependence on Nvidia GPUs." in (
        first.page.text.splitlines()
    )
    assert second.page.date == "2026-11-05"  # no <published>: its <updated>
    assert second.page.site == "The Chip Ledger"


def test_a_feed_saved_with_any_name_is_a_feed(tmp_path: Path):
    data = (PAGES / "chip-ledger.atom").read_bytes()
    assert len(list(read_document(data, "feed", "txt"))) == 2


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
            b'<rss version="2.0"><channel><item><title>&x;</title></item></channel></rss>',
            "a feed with a DTD",
        ),
        (
            b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]>'
            b"<feed xmlns='http://www.w3.org/2005/Atom'><title>&b;</title></feed>",
            "a feed with a DTD",
        ),
        (b'<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title></feed>', "no entries"),
        (b'<rss version="2.0"><channel><title>t</title></channel></rss>', "no entries"),
    ],
    ids=["external-entity", "entity-expansion", "empty-atom", "empty-rss"],
)
def test_feeds_that_are_refused(data, message):
    with pytest.raises(InputError, match=message):
        list(read_document(data, "feed.xml", "xml"))


def test_xml_that_is_no_feed_is_refused():
    with pytest.raises(InputError, match="not an RSS or Atom feed"):
        list(read_document(b"<?xml version='1.0'?><catalog><book/></catalog>", "x.xml", "xml"))


# -- language ---------------------------------------------------------------------------------

LANGUAGE_CASES = [
    (ES, "es"),
    (EN, "en"),
    # short texts
    ("Intel presentó Gaudi 3.", "es"),
    ("Google anunció TorchTPU.", "es"),
    ("Google announced TorchTPU.", "en"),
    ("AMD ships MI300X", "en"),
    ("Nvidia lanza su nuevo chip", "es"),
    # Portuguese is not Spanish, however close
    ("A Nvidia lançou o novo chip de IA", "pt"),
    (
        "A Amazon anunciou ontem o Trainium3, o seu novo chip para treinar modelos de "
        "inteligência artificial.",
        "pt",
    ),
    ("Nvidia lance sa nouvelle puce", "fr"),
    ("La Nvidia ha presentato il nuovo chip", "it"),
    ("Nvidia stellt neuen KI-Chip vor", "de"),
    ("L'empresa ha presentat el nou xip", "ca"),
    # mixed: a Spanish article quoting English, an English one quoting Spanish
    (
        "Intel presentó Gaudi 3 en San José. Según la compañía, el chip compite con el H100 de "
        'Nvidia. "It is the best chip we have built", dijo su director ejecutivo, que añadió '
        "que los primeros sistemas llegarán a principios de 2026.",
        "es",
    ),
    (
        "Amazon Web Services launched Trainium3 on Tuesday. The company said that its new chip "
        'trains models faster. "Estamos muy contentos", said a spokesperson.',
        "en",
    ),
    # names and numbers say nothing
    ("TPU", None),
    ("Amazon AWS Trainium", None),
    ("1234 5678", None),
]


@pytest.mark.parametrize(("text", "expected"), LANGUAGE_CASES)
def test_language(text, expected):
    assert detect_language(text) == expected


def test_names_are_set_aside_as_one_alternation_would():
    """The trie of gazetteer names blanks out exactly what a longest-first alternation of
    the same names does (the trie only shares their prefixes, for speed)."""
    import re

    from hwkg.ingest.language import _names, trie_pattern
    from hwkg.ingest.resources import gazetteer

    names = sorted(
        {n for e in gazetteer() for n in (e.label, *e.aliases) if len(n) > 1}, key=len, reverse=True
    )
    plain = re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")s?\b", re.I)
    texts = [
        "Nvidia H100s and NVIDIA H200 GPUs beat the Ascend 910C; AWS Trainium3 ships.",
        "Huawei presentó el Ascend 910C y la CPU Kunpeng 920 en la Huawei Connect 2025.",
        "Google Cloud TPU v5p, Cloud TPU v5e and TPUs; vLLM on ROCm 7 and llama.cpp.",
        "Intel Gaudi 3, Intel Gaudi2, Gaudi 2 y Xeon 6: nada de esto es castellano.",
    ]
    for text in texts:
        assert _names().sub(" ", text) == plain.sub(" ", text)
        assert _names().sub(" ", text) != text  # names were found
    assert re.fullmatch(trie_pattern({"ab", "abc", "b"}), "abc")
    assert re.fullmatch(trie_pattern({"ab", "abc", "b"}), "ab")
    assert not re.fullmatch(trie_pattern({"ab", "abc", "b"}), "a")
