"""What a chip has, what a buyer spends on, whose a described system is, and lists whose last
name is described: rules written in the twenty-fifth session from the read folders of
tests/realnews (misses of "uses" between chips, a chip and its memory, a buyer and what it
spends on, lists; false owners and own products).
The sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

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
    # a listed name described by the words before it ("the British chip designer Arm", "el
    # proveedor de nube CoreWeave") stays on the list
    (
        "en",
        "AMD invested in Cohere and the British cloud provider Fluidstack.",
        {("amd", "investsIn", "fluidstack"), ("amd", "investsIn", "cohere")},
    ),
    (
        "es",
        "Microsoft se asoció con OpenAI, Mistral y el proveedor de nube CoreWeave.",
        {("microsoft", "partnersWith", "coreweave"), ("microsoft", "partnersWith", "mistral")},
    ),
    (
        "en",
        "Google partnered with Anthropic and the cloud provider Lambda.",
        {("google", "partnersWith", "lambda")},
    ),
    # a device has its chip without a count; the owner of a described system stays its own
    ("es", "El Galaxy S26 tiene el Exynos 2600.", {("galaxy-s26", "uses", "exynos2600")}),
    ("en", "The Pixel 10 has the Tensor G5.", {("pixel10", "uses", "tensor-g5")}),
    (
        "es",
        "Colossus, el superordenador con GPU H100 de xAI, está en Memphis.",
        {("xai", "operates", "colossus")},
    ),
    # "its" of someone else's chips is no own product
    ("es", "Llama se basa en sus GPU H100, dijo Meta.", {("llama", "uses", "h100")}),
    ("es", "Los clientes usan el Graviton4 de AWS.", {("aws", "develops", "graviton4")}),
    # ... in the active voice too, and in an apposition
    (
        "es",
        "El superordenador Equinox contará con 10.000 de sus GPU Blackwell de Nvidia.",
        {("equinox", "uses", "blackwell")},
    ),
    (
        "en",
        "Anthropic trains Claude on its Trainium2 clusters from Amazon.",
        {("anthropic", "uses", "trainium2")},
    ),
    (
        "es",
        "Graviton4, el procesador de AWS, llega a más regiones.",
        {("aws", "develops", "graviton4")},
    ),
]


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
    # one's own line, one's own class of chips
    ("es", "Huawei apuesta fuerte por su línea Ascend.", ("huawei", "uses", "ascend")),
    ("en", "Nvidia runs the benchmark on its GPUs.", ("nvidia", "uses", "gpu")),
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
    # a name past "the CEO of" is no item of the list before it
    (
        "en",
        "Nvidia invested in Mistral and the CEO of Cohere praised it.",
        ("nvidia", "investsIn", "cohere"),
    ),
    # "have", "ship with" without a count: a rival, a successor, a comparison, no part
    ("en", "Nvidia's H100 has the A100 as its predecessor.", ("h100", "uses", "a100")),
    ("en", "The MI355X ships with more memory than Nvidia's B200.", ("mi355x", "uses", "b200")),
    # "forma parte de" is no composition
    ("es", "El H100 de Nvidia forma parte de la plataforma DGX.", ("h100", "uses", "dgx")),
]


test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
