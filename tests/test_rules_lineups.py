"""What a lineup holds, what "both models" stand for, software that runs on software, a
cloud's instances a chip powers, Spanish verbs of powering, rivals who fight or catch up, and
partners in a joint effort or for years: rules written in the thirty-second session from real
news (the read folders' misses, and the folders tests/realnews/unseen12 and unseen25, read
this session). The sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

import pytest
from helpers import extract, new_article, rule_tests

from hwkg.ingest.facts import ASSERTED, REPORTED

CASES = [
    # idioms of presenting: the lid lifted, the wraps taken off, made official
    ("en", "Nvidia took the wraps off the Rubin CPX.", {("nvidia", "announces", "rubin-cpx")}),
    ("en", "Nvidia lifted the lid on the Rubin CPX.", {("nvidia", "announces", "rubin-cpx")}),
    ("es", "Nvidia hizo oficiales los chips Rubin CPX.", {("nvidia", "announces", "rubin-cpx")}),
    # a lineup, roadmap or family a verb presents: the products it is said to hold
    (
        "en",
        "Qualcomm unveiled a roadmap that includes the Snapdragon X2 Elite and the Cloud AI 100.",
        {
            ("qualcomm", "announces", "snapdragon-x2-elite"),
            ("qualcomm", "announces", "cloud-ai-100"),
        },
    ),
    (
        "en",
        "Intel revealed its new lineup of processors, featuring the long-awaited Gaudi 3.",
        {("intel", "announces", "gaudi-3")},
    ),
    (
        "en",
        "AMD announced a family of chips including the MI350X and MI355X.",
        {("amd", "announces", "mi350x"), ("amd", "announces", "mi355x")},
    ),
    (
        "es",
        "AMD ha presentado su hoja de ruta, que incluye la serie Instinct MI350.",
        {("amd", "announces", "mi350")},
    ),
    (
        "es",
        "Intel ha revelado su nueva gama de procesadores, con el esperado Gaudi 3.",
        {("intel", "announces", "gaudi-3")},
    ),
    (
        "es",
        "AMD anunció una familia de chips que incluye el MI350X y el MI355X.",
        {("amd", "announces", "mi350x"), ("amd", "announces", "mi355x")},
    ),
    # "both models", "ambos modelos": two chip models named together, as well as AI models
    (
        "es",
        "AMD presentó el MI350X y el MI355X. Ambos modelos utilizan memoria HBM3E.",
        {("mi350x", "uses", "hbm3e"), ("mi355x", "uses", "hbm3e")},
    ),
    (
        "en",
        "Nvidia shipped the H200 and the B200 this year. Both models use HBM3E memory.",
        {("h200", "uses", "hbm3e"), ("b200", "uses", "hbm3e")},
    ),
    (
        "en",
        "Meta released Llama 3 and Llama 4. Both models run on H100 GPUs.",
        {("llama-3", "uses", "h100"), ("llama-4", "uses", "h100")},
    ),
    # the examples of a range of hardware a verb takes
    (
        "en",
        "vLLM now supports a wide range of hardware, including Intel Gaudi and AWS Trainium.",
        {("vllm", "targets", "gaudi"), ("vllm", "targets", "trainium")},
    ),
    (
        "es",
        "vLLM admite una amplia variedad de hardware, como Intel Gaudi y AWS Trainium.",
        {("vllm", "targets", "gaudi"), ("vllm", "targets", "trainium")},
    ),
    # examples that open on their maker's name ("including Nvidia GPUs and Google TPUs")
    (
        "en",
        "JAX supports many chips, including Nvidia GPUs and Google TPUs.",
        {("jax", "targets", "gpu"), ("jax", "targets", "tpu")},
    ),
    # a list item's label before a colon names nothing
    (
        "es",
        "- Compatibilidad: TensorFlow admite una amplia gama de hardware, incluidas las TPU.",
        {("tensorflow", "targets", "tpu")},
    ),
    # a model's version of a letter and a number ("Kimi K2.5")
    (
        "en",
        "Moonshot AI released Kimi K2.5.",
        {("moonshot-ai", "announces", "kimi-k2-5"), ("kimi-k2-5", "versionOf", "kimi")},
    ),
    # software that runs on other software uses it (on hardware, it targets it)
    ("en", "Frameworks such as JAX run on ROCm.", {("jax", "uses", "rocm")}),
    ("en", "Libraries like vLLM run seamlessly on CUDA.", {("vllm", "uses", "cuda")}),
    ("es", "PyTorch funciona sobre oneAPI.", {("pytorch", "uses", "oneapi")}),
    ("en", "vLLM runs on AWS and Google Cloud.", {("vllm", "targets", "aws")}),
    ("en", "JAX runs on Google TPUs.", {("jax", "targets", "tpu")}),
    # a cloud's instances or services a chip powers: the cloud offers the chip
    (
        "en",
        "Google Cloud offers new instances powered by Nvidia H200 GPUs.",
        {("google-cloud", "offers", "h200")},
    ),
    ("en", "AWS offers new instances, powered by Trainium 2.", {("aws", "offers", "trainium2")}),
    ("es", "Azure ofrece servicios basados en la H200.", {("azure", "offers", "h200")}),
    # fighting: rivals
    ("es", "AMD lucha contra Nvidia en el mercado de la IA.", {("amd", "competesWith", "nvidia")}),
    ("en", "Intel is battling against AMD in servers.", {("intel", "competesWith", "amd")}),
    # partners: a joint effort, a key partner, a partner for years
    (
        "en",
        "The chip is the result of a joint effort between Nvidia and MediaTek.",
        {("nvidia", "partnersWith", "mediatek")},
    ),
    (
        "es",
        "El chip es fruto de un esfuerzo conjunto entre Nvidia y MediaTek.",
        {("nvidia", "partnersWith", "mediatek")},
    ),
    ("es", "TSMC es un socio clave de AMD.", {("tsmc", "partnersWith", "amd")}),
    (
        "es",
        "TSMC ha sido un socio clave de AMD durante muchos años.",
        {("tsmc", "partnersWith", "amd")},
    ),
    # a class noun a copula or an apposition says a chip is: what it is based on, the chip uses
    (
        "en",
        "The H20 is a GPU based on the Hopper architecture.",
        {("h20", "uses", "hopper")},
    ),
    ("es", "El H20, una GPU basada en Hopper, llega a China.", {("h20", "uses", "hopper")}),
    # Spanish verbs of powering: what is powered uses the chip
    ("es", "El GB10 impulsa el DGX Spark.", {("dgx-spark", "uses", "gb10")}),
    (
        "es",
        "El Galaxy S25 está impulsado por el Snapdragon 8 Elite.",
        {("galaxy-s25", "uses", "snapdragon-8-elite")},
    ),
    (
        "es",
        "Nvidia presentó DGX Spark, una supercomputadora personal impulsada por el GB10.",
        {("dgx-spark", "uses", "gb10")},
    ),
]

NOT_THIS = [
    # a lineup's examples are products: a lineup of partners, a roadmap with a company
    (
        "en",
        "Dell announced a lineup of partners including Nvidia and AMD.",
        ("dell", "announces", "nvidia"),
    ),
    # a lineup inside another phrase is not the one the verb presents
    (
        "en",
        "AMD unveiled chips for a range of devices, including the Galaxy S25.",
        ("amd", "announces", "galaxy-s25"),
    ),
    (
        "en",
        "AMD announced support for a family of models including Llama 4.",
        ("amd", "announces", "llama-4"),
    ),
    # the examples of a range of partners are no hardware
    (
        "en",
        "Nvidia announced a range of partners, including Dell and HPE.",
        ("nvidia", "announces", "dell"),
    ),
    # on hardware, software targets: it does not "use" it as well
    ("en", "JAX runs on Google TPUs.", ("jax", "uses", "tpu")),
    ("en", "vLLM runs on AWS and Google Cloud.", ("vllm", "uses", "aws")),
    # a class noun no copula ties to a name: its seller uses nothing
    (
        "en",
        "Nvidia sells a GPU based on Hopper to China and develops the H20.",
        ("nvidia", "uses", "hopper"),
    ),
    # users and builders of what a chip powers rent out nothing
    ("en", "Meta relies on services powered by Nvidia's H100.", ("meta", "offers", "h100")),
    ("en", "xAI is building machines powered by Nvidia's GB200.", ("xai", "offers", "gb200")),
    # what a lineup does not (or may) hold is not announced
    (
        "en",
        "Nvidia announced its new lineup, which does not include the H20.",
        ("nvidia", "announces", "h20"),
    ),
    (
        "es",
        "AMD presentó su cartera de productos, que no incluye el MI400.",
        ("amd", "announces", "mi400"),
    ),
    # catching up with demand is no rivalry; drawing the curtain on a line ends it
    (
        "en",
        "SK Hynix is racing to catch up with demand from Nvidia for HBM3E.",
        ("sk-hynix", "competesWith", "nvidia"),
    ),
    ("en", "Intel drew the curtain on its Gaudi line.", ("intel", "announces", "gaudi")),
    # a user of services a chip powers offers nothing
    (
        "en",
        "Microsoft uses services powered by the H100 and develops the Maia 100.",
        ("microsoft", "offers", "h100"),
    ),
    # chips bought from a maker: the maker is the seller, not bought ("compra chips a Nvidia")
    (
        "es",
        "Meta compra chips de IA a Nvidia y desarrolla el MTIA.",
        ("meta", "acquires", "nvidia"),
    ),
    # a counted plural is no name to fight with
    (
        "es",
        "Telefónica y Nvidia luchan contra otras 75 Gigafactorías de IA propuestas a la UE, "
        "y Nvidia suministrará los chips Blackwell.",
        ("nvidia", "competesWith", "gigafactorias"),
    ),
    # a modal copula describes no one ("could be the next company to buy")
    (
        "en",
        "Analysts say Meta could be the next company to buy Groq's LPUs.",
        ("meta", "uses", "lpu"),
    ),
    # a maker carried by its own product uses nothing ("impulsó las ventas de Nvidia")
    (
        "es",
        "La H20 impulsó las ventas de Nvidia, y el Snapdragon 8 Elite impulsa los móviles "
        "de Samsung.",
        ("nvidia", "uses", "h20"),
    ),
    # driving sales or growth uses nothing
    (
        "es",
        "La demanda de IA impulsó las ventas de Nvidia, que presentó el Blackwell Ultra.",
        ("nvidia", "uses", "blackwell-ultra"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)


@pytest.mark.parametrize(
    ("lang", "text", "triple"),
    [
        ("en", "Meta plans to use Trainium chips next year.", ("meta", "uses", "trainium")),
        ("es", "OpenAI planea usar el MI450 de AMD en 2026.", ("openai", "uses", "mi450")),
        ("en", "Meta has plans to use Google TPUs.", ("meta", "uses", "tpu")),
        ("es", "Meta tiene la intención de comprar Groq.", ("meta", "acquires", "groq")),
    ],
)
def test_a_plan_is_reported_not_asserted(lang, text, triple):
    modalities = {
        f.modality for f in extract(new_article(text, lang=lang)).facts if f.triple == triple
    }
    assert modalities == {REPORTED}


@pytest.mark.parametrize(
    ("lang", "text", "triple"),
    [
        ("es", "El H20 no es una GPU basada en Blackwell.", ("h20", "uses", "blackwell")),
        ("es", "El B30A sería una GPU basada en Blackwell.", ("b30a", "uses", "blackwell")),
        ("es", "Intel habría sido socio de Nvidia.", ("intel", "partnersWith", "nvidia")),
        ("es", "El principal rival de Nvidia sería AMD.", ("amd", "competesWith", "nvidia")),
    ],
)
def test_a_denied_or_conditional_copula_asserts_nothing(lang, text, triple):
    facts = extract(new_article(text, lang=lang)).facts
    assert not [f for f in facts if f.triple == triple and f.modality == ASSERTED]


@pytest.mark.parametrize(
    ("lang", "text", "triple"),
    [
        ("en", "Meta has no plans to use Google TPUs.", ("meta", "uses", "tpu")),
        ("en", "Meta has no intention of buying Groq.", ("meta", "acquires", "groq")),
        ("es", "Meta no tiene planes de usar las TPU de Google.", ("meta", "uses", "tpu")),
    ],
)
def test_a_plan_denied_states_nothing(lang, text, triple):
    assert triple not in {f.triple for f in extract(new_article(text, lang=lang)).facts}


def test_a_plan_hedges_its_own_clause_only():
    text = "Meta plans to use Google's TPUs, but it uses Nvidia's H100 today."
    modality = {f.triple: f.modality for f in extract(new_article(text, lang="en")).facts}
    assert modality[("meta", "uses", "tpu")] == REPORTED
    assert modality[("meta", "uses", "h100")] == ASSERTED


def test_a_use_without_a_plan_is_asserted():
    facts = extract(new_article("Meta uses Trainium chips.", lang="en")).facts
    assert {f.modality for f in facts if f.triple == ("meta", "uses", "trainium")} == {ASSERTED}
