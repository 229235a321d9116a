"""What a chip has, what a buyer spends on, and whose a described system is: rules written in
the twenty-fifth session from the read folders of tests/realnews (misses of "uses" between
chips, a chip and its memory, a buyer and what it spends on; false owners and own products).
The sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

import pytest
from helpers import triples

CASES = [
    # a chip or system has its parts, its memory past an amount ("128 GB of")
    ("en", "The Gaudi 3 has 128 GB of HBM2e memory.", {("gaudi-3", "uses", "hbm2e")}),
    ("es", "El Instinct MI250X tiene 128 GB de memoria HBM2e.", {("mi250x", "uses", "hbm2e")}),
    (
        "en",
        "The Radeon RX 7900 XTX ships with 24GB of GDDR6 memory.",
        {("radeon-rx-7900-xtx", "uses", "gddr6")},
    ),
    (
        "es",
        "La GeForce RTX 4090 llega con 24 GB de memoria GDDR6X.",
        {("rtx-4090", "uses", "gddr6x")},
    ),
    (
        "es",
        "El Snapdragon 8 Gen 3 se compone de un núcleo Cortex-X4 y cinco Cortex-A720.",
        {("snapdragon8-gen3", "uses", "cortex-x4")},
    ),
    # spending on a product is using it
    (
        "en",
        "Tesla spent $500 million on Nvidia's H100 GPUs last quarter.",
        {("tesla", "uses", "h100")},
    ),
    (
        "es",
        "ByteDance gastará 2.000 millones de dólares en chips Ascend de Huawei.",
        {("bytedance", "uses", "ascend")},
    ),
    # an apposition past an owner that is no name ("the world's first ... with")
    (
        "en",
        "Oak Ridge switched on Frontier, the world's first exascale supercomputer with 37,000 "
        "AMD Instinct MI250X GPUs.",
        {("frontier", "uses", "mi250x")},
    ),
    # a cloud arm that designs a chip: its possessive says it makes it
    (
        "en",
        "Customers can now rent AWS's Inferentia2 chips in four regions.",
        {("aws", "develops", "inferentia2")},
    ),
    # the name after a part noun is the one meant ("SoftBank subsidiary Arm")
    (
        "en",
        "The El Capitan supercomputer was built by Hewlett Packard Enterprise subsidiary Cray.",
        {("cray", "develops", "el-capitan")},
    ),
    (
        "en",
        "The Trainium2 chip was designed by Amazon subsidiary Annapurna Labs.",
        {("annapurna-labs", "develops", "trainium2")},
    ),
]


@pytest.mark.parametrize(("lang", "text", "expected"), CASES, ids=[c[1][:40] for c in CASES])
def test_fact_extracted(lang, text, expected):
    found = triples(text, lang)
    assert expected <= found, f"missing {expected - found}; got {found}"


NOT_THIS = [
    # relying on its own chips is no use of them
    (
        "es",
        "El negocio de Samsung se basa en sus chips Exynos.",
        ("samsung", "uses", "exynos"),
    ),
    # the owner of the name inside the apposition is not the described system's
    (
        "es",
        "Argonne presentó Aurora, un superordenador con 60.000 GPU Ponte Vecchio de Intel.",
        ("intel", "operates", "aurora"),
    ),
    # a rival in one's sights is not a part
    ("en", "UALink has Nvidia's NVLink in its sights.", ("ualink", "uses", "nvlink")),
    # time spent on one's own product is no use of it
    (
        "en",
        "Google spent a decade on the TPU before Broadcom joined.",
        ("google", "uses", "tpu"),
    ),
    # a subsidiary's parent named before it does not act
    (
        "en",
        "The El Capitan supercomputer was built by Hewlett Packard Enterprise subsidiary Cray.",
        ("hpe", "develops", "el-capitan"),
    ),
]


@pytest.mark.parametrize(("lang", "text", "wrong"), NOT_THIS, ids=[c[1][:40] for c in NOT_THIS])
def test_no_false_fact(lang, text, wrong):
    found = triples(text, lang)
    assert found, "the sentence states facts"
    assert wrong not in found
