"""Founders, pronouns, makers, signed deals and energy companies (fifty-ninth session, from
reading unseen152, AI in insurance, real estate, construction, mining, oil and gas, unseen98,
chips for cars, unseen121, phones and telecoms, and unseen77; the sentences are our own):

- "Amazon founder Jeff Bezos", "Microsoft co-founder Bill Gates", "el fundador de Amazon, Jeff
  Bezos", "Microsoft's Bill Gates", "Jeff Bezos, fundador de Amazon,": among investors, the
  person invests, not the company, and the company is no investor's target there ("Amazon's
  Jeff Bezos, the company said" is no company either);
- "Musk’s Grok", "Bezos-backed Lumvra" in a headline: a surname the article gives in full
  anywhere ("Elon Musk", "Jeff Bezos") is no entity alone, even before the full name;
- "Gates’ Breakthrough Energy", "Nvidia’ H100 GPUs": a bare curly apostrophe is a possessive,
  as a straight one is; but a name listed after a given name owns nothing a company would
  ("Mark and Stavros' Vector Compiler": people's);
- "Qualcomm knows this, which is why it invested in X": a pronoun stands for the one company
  that is a clause's subject before it in the sentence, before the company the sentences
  before were about (not a subordinate clause's: "After Microsoft invested in the startup, it
  partnered with Nvidia" is the startup's);
- "built around the NVIDIA DRIVE AGX Thor chip and the AX9 domain controller": a maker named
  at a list's head does not reach a name its own determiner opens (but "the Rockchip RK3588
  processor and the RK3576 processor", one class noun after both, is one maker's line);
- "visualized with NVIDIA Omniverse": a sentence with one product named with its maker in
  front is read (the maker develops it);
- "Repsol y Microsoft han formalizado un memorando de entendimiento", "Chevron inked a
  memorandum with Microsoft": more verbs of signing a deal (not a settlement, "un acuerdo
  extrajudicial", nor a break-up, "la ruptura de su alianza");
- "Nvidia deploys GPUs in its own data centers": a maker does not use the class of chips it is
  known for (common.json house_chips);
- "a joint initiative of Cisco, Nokia and Ericsson", "un programa conjunto entre Cisco y Nokia":
  a joint initiative or programme is a partnership among those it names (a joint project, not:
  it named Arm's founders of 1990 too, history the gold lists leave out);
- oil, gas, mining, insurance, property and construction companies are in the gazetteer
  (Shell, SparkCognition, Codelco by its long Spanish name, Rio Tinto, Glencore ...), and more
  retailers (AutoZone, Macy's, Ulta Beauty, Lowe's ...).

Guards of limits, which held before as well (the last three from the reviews of the new
rules): "Shell and BP signed agreements with Nvidia" (both sign with Nvidia, not with each
other), "Shell signed a settlement with Halliburton" (no partnership), "David and Nikos’ Kernel
Library" (a bare curly apostrophe after a given name's list owns nothing), "the Rockchip RK3588
processor and the RK3576 processor" (one maker's line), "After Microsoft invested in the
startup, it partnered with Nvidia" (not Microsoft's) and "Qualcomm y Arm formalizaron un acuerdo
extrajudicial" (no partnership).
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Samsung tested the modems last year. Qualcomm knows this, which is why it invested $500"
        " million in Lumvra.",
        {("qualcomm", "investsIn", "lumvra")},
    ),
    (
        "en",
        "Samsung tested the modems last year. Intel lost share to Arm — that is why it partnered"
        " with TSMC.",
        {("intel", "partnersWith", "tsmc")},
    ),
    (
        "en",
        "The design was rendered with NVIDIA Omniverse before construction began.",
        {("nvidia", "develops", "omniverse")},
    ),
    (
        "es",
        "Los planos se visualizaron con NVIDIA Omniverse antes de la obra.",
        {("nvidia", "develops", "omniverse")},
    ),
    (
        "es",
        "Las empresas Repsol y Microsoft han formalizado un memorando de entendimiento para usar"
        " inteligencia artificial en sus refinerías.",
        {("repsol", "partnersWith", "microsoft")},
    ),
    (
        "en",
        "Chevron inked a memorandum of understanding with Microsoft on industrial AI.",
        {("chevron", "partnersWith", "microsoft")},
    ),
    (
        "en",
        "SparkCognition and Shell have worked together on seismic imaging since 2021.",
        {("sparkcognition", "partnersWith", "shell")},
    ),
    (
        "es",
        "La Corporación Nacional del Cobre de Chile (Codelco) firmó un acuerdo con IBM.",
        {("codelco", "partnersWith", "ibm")},
    ),
    (
        "es",
        "Glencore firmó un acuerdo con Rio Tinto para compartir datos.",
        {("glencore", "partnersWith", "rio-tinto")},
    ),
    (
        "en",
        "Trimble and Autodesk have worked together on digital twins since 2022.",
        {("trimble", "partnersWith", "autodesk")},
    ),
    (
        "en",
        "Shell and BP signed agreements with Nvidia last year.",
        {("shell", "partnersWith", "nvidia"), ("bp", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "The board uses the Rockchip RK3588 processor and the RK3576 processor.",
        {("rockchip", "develops", "rk3576"), ("rockchip", "develops", "rk3588")},
    ),
    (
        "en",
        "Polaris is a joint initiative of Cisco, Nokia and Ericsson to test AI in radio networks.",
        {
            ("cisco", "partnersWith", "nokia"),
            ("cisco", "partnersWith", "ericsson"),
            ("nokia", "partnersWith", "ericsson"),
        },
    ),
    (
        "es",
        "Polaris es un programa conjunto entre Cisco y Nokia para probar la IA en redes de radio.",
        {("cisco", "partnersWith", "nokia")},
    ),
    (
        "en",
        "Retailers such as AutoZone, Macy’s and Ulta Beauty announced partnerships with Google"
        " Cloud.",
        {
            ("autozone", "partnersWith", "google-cloud"),
            ("macys", "partnersWith", "google-cloud"),
            ("ulta-beauty", "partnersWith", "google-cloud"),
        },
    ),
    (
        "en",
        "Siemens runs its models on Nvidia’ H100 GPUs.",
        {("siemens", "uses", "h100")},
    ),
]

NOT_THIS = [
    (
        "es",
        "Ventora usa los chips Blackwell de Nvidia. Entre sus inversores figuran el fundador de"
        " Amazon, Jeff Bezos, y Nvidia.",
        ("nvidia", "investsIn", "amazon"),
    ),
    (
        "es",
        "Entre los inversores de Ventora están el fundador de Amazon, Jeff Bezos, y el fondo"
        " Sequoia.",
        ("amazon", "investsIn", "ventora"),
    ),
    (
        "en",
        "Ventora, which uses Nvidia GPUs, is backed by Amazon founder Jeff Bezos.",
        ("amazon", "investsIn", "ventora"),
    ),
    (
        "en",
        "Microsoft co-founder Bill Gates invested in the battery maker Quantix, alongside Nvidia.",
        ("microsoft", "investsIn", "quantix"),
    ),
    (
        "en",
        "Amazon founder Jeff Bezos invested in Anthropic alongside Google.",
        ("amazon", "investsIn", "anthropic"),
    ),
    (
        "es",
        "Jeff Bezos, fundador de Amazon, invirtió en Physical Intelligence, que usa las GPU de"
        " Nvidia.",
        ("amazon", "investsIn", "physical-intelligence"),
    ),
    (
        "en",
        "Mistral launched a new model. After Microsoft invested in the startup, it partnered with"
        " Nvidia.",
        ("microsoft", "partnersWith", "nvidia"),
    ),
    (
        "es",
        "Qualcomm y Arm formalizaron un acuerdo extrajudicial, según Reuters, y Qualcomm usa los"
        " núcleos Cortex-X925.",
        ("qualcomm", "partnersWith", "arm"),
    ),
    (
        "en",
        "Quantix, which uses Nvidia GPUs, is backed by Microsoft's Bill Gates.",
        ("microsoft", "investsIn", "quantix"),
    ),
    (
        "en",
        "Samsung tested the modems last year. Qualcomm knows this, which is why it invested $500"
        " million in Lumvra.",
        ("samsung", "investsIn", "lumvra"),
    ),
    (
        "en",
        "The robotaxi runs on a computer built around the NVIDIA DRIVE AGX Thor chip and the AX9"
        " domain controller.",
        ("nvidia", "develops", "ax9"),
    ),
    (
        "es",
        "La Corporación Nacional del Cobre de Chile (Codelco) firmó un acuerdo con IBM.",
        ("cobre", "partnersWith", "ibm"),
    ),
    (
        "en",
        "Oracle to host Musk’s Grok models\nOracle said on Monday it would host Elon Musk’s Grok"
        " models on its cloud.",
        ("musk", "develops", "grok"),
    ),
    (
        "en",
        "Bezos-backed Lumvra raises $90 million\nThe startup, backed by Jeff Bezos, uses Nvidia"
        " GPUs.",
        ("bezos", "investsIn", "lumvra"),
    ),
    (
        "es",
        "Nvidia despliega GPU en sus propios centros de datos y colabora con Foxconn.",
        ("nvidia", "uses", "gpu"),
    ),
    (
        "en",
        "Nvidia posted its records on Llama 3, sometimes using 512-GPU configurations.",
        ("nvidia", "uses", "gpu"),
    ),
    (
        "en",
        "Mark and Stavros' Vector Compiler is an open-source project hosted by Microsoft.",
        ("stavros", "develops", "vector"),
    ),
    (
        "en",
        "David and Nikos’ Kernel Library is an open-source project hosted by Google.",
        ("nikos", "develops", "kernel"),
    ),
    (
        "en",
        "Shell and BP signed agreements with Nvidia last year.",
        ("shell", "partnersWith", "bp"),
    ),
    (
        "en",
        "Shell signed a settlement with Halliburton over the lawsuit, and it uses Microsoft Azure.",
        ("shell", "partnersWith", "halliburton"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
