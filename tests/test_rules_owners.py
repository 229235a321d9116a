"""Who owns what a possessive names, whom "la empresa" stands for inside a clause about a
company, and what a comparison compares: rules written in the nineteenth session from real
news (the batches tests/realnews/unseen42 on benchmark results and unseen43 on
supercomputers). The sentences are our own,
with other companies and products than the articles'.
"""

from __future__ import annotations

import pytest
from helpers import triples

CASES = [
    # a possessive before a product named with its maker: the owner has it, the maker makes it
    (
        "en",
        "Meta's AMD MI300X accelerators serve Llama models.",
        {("meta", "uses", "mi300x"), ("amd", "develops", "mi300x")},
    ),
    (
        "es",
        "Meta dijo que sus aceleradores AMD MI300X sirven los modelos Llama.",
        {("meta", "uses", "mi300x"), ("amd", "develops", "mi300x")},
    ),
    ("en", "Microsoft's Nvidia GPUs are busy all day.", {("microsoft", "uses", "gpu")}),
    # a list of its own products, one of them also a company's name, stays its own
    (
        "es",
        "Nvidia ha liderado el mercado gracias a sus chips Ampere y Hopper.",
        {("nvidia", "develops", "hopper")},
    ),
    # a product named with its owner's cloud arm is still the owner's
    ("en", "AWS Trainium is Amazon's own accelerator.", {("amazon", "develops", "trainium")}),
    # "la empresa" in a clause under a subject the company owns is that company, not the one
    # in focus from the sentence before
    (
        "es",
        "Nvidia lidera el mercado. El éxito de AMD se basa en sus FPGA de Xilinx, la unidad que"
        " la empresa compró en 2022.",
        {("amd", "acquires", "xilinx")},
    ),
    (
        "en",
        "Nvidia leads the market. Intel's progress rests on Gaudi 3 chips from Habana, a unit the"
        " company bought in 2019.",
        {("intel", "acquires", "habana-labs")},
    ),
    # a comparison with a named product still compares the products
    (
        "en",
        "The Gaudi 3 performed better than the Nvidia H100 GPU in the test.",
        {("gaudi-3", "competesWith", "h100")},
    ),
    # (supercomputers, tests/realnews/unseen43) "este sistema" is the supercomputer named last
    (
        "es",
        "LUMI fue inaugurado en Finlandia en 2022. Este sistema, desarrollado por HPE, supera a"
        " Leonardo.",
        {("hpe", "develops", "lumi")},
    ),
    (
        "en",
        "Perlmutter was unveiled in 2021. The system, built by HPE, has 6,000 Nvidia A100 GPUs.",
        {("hpe", "develops", "perlmutter"), ("perlmutter", "uses", "a100")},
    ),
    # where a supercomputer is housed runs it; a name "conocido como" is the one owned
    (
        "en",
        "Perlmutter, housed at Oak Ridge National Laboratory, is an HPE system.",
        {("oak-ridge-national-laboratory", "operates", "perlmutter")},
    ),
    (
        "es",
        "El superordenador MareNostrum 5 está instalado en el BSC de Barcelona.",
        {("bsc", "operates", "marenostrum5")},
    ),
    (
        "es",
        "La Universidad de Tokio inauguró su nuevo superordenador, conocido como Miyabi.",
        {("university-of-tokyo", "operates", "miyabi")},
    ),
    # names as published: a no-break hyphen, a Spanish plural class word after a known name,
    # the GPU under another name
    (
        "en",
        "Lenovo ships servers with NVIDIA Grace\u2011Blackwell GPUs.",
        {("nvidia", "develops", "gb200")},
    ),
    (
        "es",
        "El sistema usa 5.448 chips NVIDIA GH200 Grace Hopper Superchips.",
        {("nvidia", "develops", "gh200")},
    ),
    ("es", "Viettel compra chips gráficos de Nvidia.", {("nvidia", "develops", "gpu")}),
    ("en", "Nvidia sells graphics chips to Meta.", {("meta", "uses", "gpu")}),
    # a product against a company: its known maker is the rival
    ("en", "The Gaudi 3 beats Nvidia on price.", {("intel", "competesWith", "nvidia")}),
    (
        "es",
        "El acelerador MI355X supera a Nvidia en inferencia.",
        {("amd", "competesWith", "nvidia")},
    ),
    # (software and its hardware, unseen45) a model trained using something uses it
    (
        "en",
        "Mistral trained Mistral Large using 3,000 H100 GPUs.",
        {("mistral-large", "uses", "h100")},
    ),
    ("es", "Alibaba entrenó Qwen3 utilizando chips Ascend.", {("qwen3", "uses", "ascend")}),
    # "X is a library from Apple": the copula describes as the apposition does
    ("en", "Zorb is an open-source inference library from Apple.", {("apple", "develops", "zorb")}),
    ("es", "Zorb es una biblioteca de código abierto de Apple.", {("apple", "develops", "zorb")}),
    # a model's size, total, active or effective, is no part of its name
    ("en", "Qwen3.5-397B-A17B is Alibaba's flagship model.", {("alibaba", "develops", "qwen3-5")}),
    ("en", "Gemma 3n E4B beats Phi-4 on phones.", {("gemma3", "competesWith", "phi4")}),
    # a passive's agent works in collaboration with the partner named after it
    (
        "es",
        "El sistema fue construido por Eviden en colaboración con ParTec.",
        {("eviden", "partnersWith", "partec")},
    ),
    (
        "en",
        "The chip was designed by Google in partnership with Broadcom.",
        {("google", "partnersWith", "broadcom")},
    ),
    # a maker at the head of a family's name makes the products a bracket lists after it
    (
        "en",
        "Systems include Nvidia Hopper (H100 and H200) and AMD Instinct (MI300X and MI325X).",
        {("nvidia", "develops", "h200"), ("amd", "develops", "mi325x")},
    ),
    # (the session's review) the owner's reference yields to a company named after it, but
    # not to the names of the phrase the reference's clause describes
    (
        "es",
        "El dominio de Nvidia preocupa a Google, aunque la empresa ha invertido 2.000 millones en"
        " Anthropic.",
        {("google", "investsIn", "anthropic")},
    ),
    # "the system" is a supercomputer rather than a chip named in the same sentence
    (
        "en",
        "AMD MI250X chips power the Frontier supercomputer. The system was built by HPE.",
        {("hpe", "develops", "frontier")},
    ),
    # a named chip's class in words is its class noun, not a second product
    (
        "en",
        "China's ByteDance ordered Nvidia H20 graphics chips worth $2 billion.",
        {("bytedance", "uses", "h20")},
    ),
    # a company's goods compared stand for the company
    (
        "en",
        "Cerebras claims its systems are cheaper than Nvidia hardware.",
        {("cerebras", "competesWith", "nvidia")},
    ),
    # a company named after a software or cloud class noun is still bought
    ("es", "Nvidia adquirió la plataforma Run:ai.", {("nvidia", "acquires", "run-ai")}),
    ("en", "Nvidia acquired the GPU cloud Lepton AI.", {("nvidia", "acquires", "lepton-ai")}),
    # a stake in a construction is a stake
    (
        "es",
        "La participación de SoftBank en la construcción de Stargate es del 40%.",
        {("softbank", "investsIn", "stargate")},
    ),
    # chips assigned to a lab are used by it (an inverse frame's passive)
    ("es", "Las GPU H100 fueron destinadas a OpenAI.", {("openai", "uses", "h100")}),
    # software of a class a kind of hardware qualifies, given by example, targets it
    (
        "es",
        "Nvidia ofrece bibliotecas de GPU altamente optimizadas como cuBLAS y cuDNN.",
        {("cublas", "targets", "gpu"), ("cudnn", "targets", "gpu")},
    ),
    ("en", "AMD ships GPU compilers like Triton.", {("triton", "targets", "gpu")}),
    # a division bought is a company bought; a stake is an investment
    ("es", "Intel compró la división Habana en 2019.", {("intel", "acquires", "habana-labs")}),
    (
        "es",
        "La participación de Nvidia en Mistral es del 2%.",
        {("nvidia", "investsIn", "mistral")},
    ),
]


@pytest.mark.parametrize(("lang", "text", "expected"), CASES, ids=[c[1][:40] for c in CASES])
def test_rule_table(lang, text, expected):
    found = triples(text, lang)
    assert expected <= found, expected - found


NOT_THIS = [
    # "MangoBoost's 32 AMD MI300X GPUs": a possessive does not make what its maker is named with
    ("en", "Meta's AMD MI300X accelerators serve Llama models.", {("meta", "develops", "mi300x")}),
    (
        "es",
        "Meta dijo que sus aceleradores AMD MI300X sirven los modelos Llama.",
        {("meta", "develops", "mi300x")},
    ),
    ("en", "Microsoft's Nvidia GPUs are busy all day.", {("microsoft", "develops", "gpu")}),
    (
        "es",
        "Nvidia ha liderado el mercado gracias a sus chips Ampere y Hopper.",
        {("nvidia", "uses", "hopper")},
    ),
    ("en", "AWS Trainium is Amazon's own accelerator.", {("amazon", "uses", "trainium")}),
    (
        "es",
        "Nvidia lidera el mercado. El éxito de AMD se basa en sus FPGA de Xilinx, la unidad que"
        " la empresa compró en 2022.",
        {("nvidia", "acquires", "xilinx")},
    ),
    (
        "en",
        "Nvidia leads the market. Intel's progress rests on Gaudi 3 chips from Habana, a unit the"
        " company bought in 2019.",
        {("nvidia", "acquires", "habana-labs")},
    ),
    # a quote's subject owned by another company: the speaker after it is the one in focus
    (
        "es",
        'AMD compró Silo AI. "El equipo de Silo AI aportará a AMD un equipo que ha desarrollado'
        ' Poplar", ha dicho la compañía.',
        {("silo-ai", "develops", "poplar")},
    ),
    # software's hardware is not what is offered ("GPU libraries such as cuDNN")
    (
        "es",
        "Nvidia ofrece bibliotecas de GPU altamente optimizadas como cuBLAS y cuDNN.",
        {("nvidia", "offers", "gpu")},
    ),
    (
        "en",
        "Nvidia offers highly optimized GPU libraries such as cuBLAS and cuDNN.",
        {("nvidia", "offers", "gpu")},
    ),
    # with no agent, what is built in partnership is no partner
    ("en", "Maia 200 was built in partnership with TSMC.", {("maia-200", "partnersWith", "tsmc")}),
    (
        "en",
        "Nvidia's dominance worries Google, although the company has invested $2 billion in"
        " Anthropic.",
        {("nvidia", "investsIn", "anthropic")},
    ),
    # "the system" is no public cloud
    (
        "en",
        "Amazon unveiled its Trainium3 chip on Tuesday. Customers can rent it through AWS. The"
        " system was designed by Annapurna Labs.",
        {("annapurna-labs", "develops", "aws")},
    ),
    ("en", "Meta's Nvidia H100 graphics chips train Llama.", {("meta", "develops", "gpu")}),
    # a company of the owner's house before its product: still the owner's
    (
        "en",
        "Nvidia's Mellanox InfiniBand switches connect the GPUs.",
        {("nvidia", "uses", "infiniband")},
    ),
    ("en", "Amazon's Annapurna Labs Trainium2 chips are fast.", {("amazon", "uses", "trainium2")}),
    # the copula's subject is what a class noun "from" a company describes, not another name
    (
        "en",
        "The accelerator used by Frobnik is a chip from Nvidia.",
        {("nvidia", "develops", "frobnik")},
    ),
    ("en", "Frobnik is a supercomputer from HPE.", {("hpe", "operates", "frobnik")}),
    # a machine of a maker's bought is no company bought
    (
        "es",
        "Petrobras compró una supercomputadora Dell llamada Gaia.",
        {("petrobras", "acquires", "dell")},
    ),
    ("en", "Shell bought a Dell supercomputer last year.", {("shell", "acquires", "dell")}),
    # a part in a system's development is no stake in it
    (
        "es",
        "La participación de HPE en el desarrollo de Frontier fue clave.",
        {("hpe", "investsIn", "frontier")},
    ),
    # "RIKEN's Center for Computational Science": a common word is no operator
    (
        "en",
        "The Tsubame supercomputer, located at Tokyo Tech's Center for Information"
        " Infrastructure, is fast.",
        {("center", "operates", "tsubame")},
    ),
    # a cloud platform keeps its name against a company; an instruction set has no rival
    (
        "en",
        "Oracle is now directly competing with Amazon Web Services and Google Cloud.",
        {("amazon", "competesWith", "oracle"), ("oracle", "competesWith", "amazon")},
    ),
    (
        "en",
        "Tenstorrent plans to challenge Nvidia with RISC-V.",
        {("risc-v-international", "competesWith", "tenstorrent")},
    ),
    # a name that only qualifies another noun is not what is compared
    (
        "en",
        "Gemma 3 is a bigger model than the earlier Llama 2 test.",
        {
            ("gemma3", "competesWith", "llama-2"),
            ("llama-2", "competesWith", "gemma3"),
        },
    ),
]


@pytest.mark.parametrize(("lang", "text", "wrong"), NOT_THIS, ids=[c[1][:40] for c in NOT_THIS])
def test_no_false_fact(lang, text, wrong):
    assert not wrong & triples(text, lang)
