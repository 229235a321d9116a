"""Software described by the hardware it is for, makers described by what they make, and other
rules written in the twenty-second session from real news (the batches tests/realnews/unseen49,
on chips in cars and robots, and unseen50, on the software that makes AI chips usable). The
sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

import pytest
from helpers import triples

CASES = [
    # software a class of chip qualifies targets that class
    (
        "en",
        "OpenVINO, an NPU toolkit from Intel, ships with the laptop.",
        {("openvino", "targets", "npu")},
    ),
    ("en", "oneAPI is a GPU software stack.", {("oneapi", "targets", "gpu")}),
    ("en", "The GPU library cuDNN speeds up training.", {("cudnn", "targets", "gpu")}),
    ("es", "MUSA es una plataforma de programación de GPU.", {("musa", "targets", "gpu")}),
    ("es", "HIP es un lenguaje para GPU de AMD.", {("hip", "targets", "gpu")}),
    # a maker noun before "de" and an article: "el gigante de los procesadores gráficos"
    ("es", "Nvidia, el gigante de las GPU, presentó resultados.", {("nvidia", "develops", "gpu")}),
    ("es", "AMD es el gigante de los procesadores gráficos.", {("amd", "develops", "gpu")}),
]


@pytest.mark.parametrize(("lang", "text", "expected"), CASES, ids=[c[1][:40] for c in CASES])
def test_fact_extracted(lang, text, expected):
    assert expected <= triples(text, lang)


NOT_THIS = [
    # a cloud, or a name only a class noun types, rents the chips a noun between qualifies
    ("en", "CoreWeave is a GPU cloud platform.", {("coreweave", "targets", "gpu")}),
    ("en", "Barcloud is a GPU rental platform.", {("barcloud", "targets", "gpu")}),
    ("es", "Foonet es una plataforma de alquiler de GPU.", {("foonet", "targets", "gpu")}),
    # the customer of a maker described by what it makes makes nothing
    (
        "es",
        "Microsoft es el mayor cliente del gigante de las GPU.",
        {("microsoft", "develops", "gpu")},
    ),
]


@pytest.mark.parametrize(("lang", "text", "wrong"), NOT_THIS, ids=[c[1][:40] for c in NOT_THIS])
def test_no_false_fact(lang, text, wrong):
    assert not wrong & triples(text, lang)
