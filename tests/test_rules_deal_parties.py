"""Who the parties of a deal, a round or a launch are (fifty-third session, from a precision
and recall audit of three read folders, unseen105, unseen83 and unseen95; the sentences are
our own):

- who leads a round the parser read as a predicate or a clause ("Fidelity led Mistral's Series
  G round"), who takes part in a round named after a person's company ("Elon Musk's xAI Series
  C"), and who a company "raised funds from" ("ha recaudado fondos de") invest in it;
- "signed an accord with" is a partnership, as a joint thing done with a company is ("anunció
  un proyecto conjunto con Nvidia", "a joint mission with Naver to test hardware", "con la
  empresa Naver"); what "will power Lockheed Martin's data centers" is used by its owner;
  "an Nvidia cloud partner", "a longtime Nvidia technology partner" are partners past the
  words of the role's own;
- "the launch of Gaudi 3 by Intel", "el lanzamiento de Gaudi 3 por parte de Intel": the agent
  after a launch's object presents it;
- not parties: a purpose after the field a deal is about ("partnerships on research projects
  for Walmart"), the name of another's contract ("won the Navy's Neptune contract"), a role the
  clause gives something else ("con el frío como aliado"), the subjects of a deal made with a
  company of its own ("cerraron un acuerdo con la eléctrica local") or told by its sources
  ("según apuntan fuentes conocedoras del acuerdo", "people familiar with the deal"); what is
  said together makes no partners ("un comunicado conjunto con Arm"), nor does receiving
  funds ("received funds from Microsoft as prepayments");
- FPGAs and microcontrollers are chips' class words ("AMD's space-grade Versal FPGAs" is
  Versal's, not the FPGA's), languages and a bare "Corporación" are no entities, and the
  gazetteer knows the companies the folders named (Cassava, Doosan Group, VORAGO, ...);
- a bank's name runs past "de" / "of" as a university's does ("el Banco de Fomento", "el Banco
  de Desarrollo de América Latina").
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Fidelity led Mistral's Series G round.",
        {("fidelity", "investsIn", "mistral")},
    ),
    (
        "en",
        "Fidelity participated in Elon Musk's xAI Series C at $24 billion.",
        {("fidelity", "investsIn", "xai")},
    ),
    (
        "en",
        "Mistral has raised funds from Nvidia, Samsung and Cisco.",
        {
            ("nvidia", "investsIn", "mistral"),
            ("samsung", "investsIn", "mistral"),
            ("cisco", "investsIn", "mistral"),
        },
    ),
    (
        "es",
        "Mistral ha recaudado fondos de Nvidia y Samsung.",
        {("nvidia", "investsIn", "mistral"), ("samsung", "investsIn", "mistral")},
    ),
    ("en", "Cohere signed an accord with Fujitsu.", {("cohere", "partnersWith", "fujitsu")}),
    ("en", "Nebius is an Nvidia cloud partner.", {("nebius", "partnersWith", "nvidia")}),
    (
        "en",
        "Lambda, a longtime Nvidia technology partner, rents GPUs.",
        {("lambda", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "Analysts welcomed the launch of Gaudi 3 by Intel.",
        {("intel", "announces", "gaudi-3")},
    ),
    (
        "es",
        "Los analistas celebraron el lanzamiento de Gaudi 3 por parte de Intel.",
        {("intel", "announces", "gaudi-3")},
    ),
    (
        "en",
        "The satellite carries AMD's space-grade Versal FPGAs.",
        {("amd", "develops", "versal")},
    ),
    (
        "en",
        "Cassava deployed Nvidia GPUs in its data centres.",
        {("cassava-technologies", "uses", "gpu")},
    ),
    (
        "en",
        "Nvidia announced deals with Naver and Doosan Group.",
        {("nvidia", "partnersWith", "doosan"), ("nvidia", "partnersWith", "naver")},
    ),
    (
        "en",
        "The collaboration between VORAGO and AMD covers radiation-hardened chips.",
        {("vorago-technologies", "partnersWith", "amd")},
    ),
    (
        "es",
        "Google anunció un proyecto conjunto con Nvidia.",
        {("google", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "Oracle announced a joint mission with Naver to test hardware in orbit.",
        {("oracle", "partnersWith", "naver")},
    ),
    (
        "es",
        "Oracle anunció una misión conjunta con la empresa Naver para probar hardware en órbita.",
        {("oracle", "partnersWith", "naver")},
    ),
    (
        "en",
        "Microsoft Azure will power Lockheed Martin's data centers.",
        {("lockheed-martin", "uses", "azure")},
    ),
    # (the third round, from unseen103: a bank's name runs past "of" / "de"; the folder's
    # companies are known)
    (
        "es",
        "El Banco de Fomento invirtió en Mistral.",
        {("banco-de-fomento", "investsIn", "mistral")},
    ),
    (
        "es",
        "Solaria ha firmado un acuerdo con la compañía japonesa Datasection.",
        {("solaria", "partnersWith", "datasection")},
    ),
    (
        "es",
        "Nvidia colabora con el Banco de Desarrollo de América Latina.",
        {("nvidia", "partnersWith", "caf")},
    ),
    # (guards: what the new checks must leave alone)
    ("en", "Meta and AMD announced an alliance.", {("meta", "partnersWith", "amd")}),
    (
        "es",
        "Google y Meta anunciaron un plan conjunto.",
        {("google", "partnersWith", "meta")},
    ),
    (
        "es",
        "El anuncio de Qualcomm del acuerdo con BMW llegó ayer.",
        {("qualcomm", "partnersWith", "bmw")},
    ),
    (
        "es",
        "Microsoft y OpenAI firmaron un acuerdo con el objetivo de crecer.",
        {("microsoft", "partnersWith", "openai")},
    ),
    (
        "en",
        "Cisco and Nvidia have strengthened their AI partnership with the introduction of a"
        " new switch.",
        {("cisco", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "El laboratorio trabaja con Lenovo, que usa GPU de Nvidia.",
        {("lenovo", "uses", "gpu")},
    ),
    ("en", "Nvidia is a key partner for Microsoft.", {("nvidia", "partnersWith", "microsoft")}),
    # (from the reviews: a relation described "as" an alliance, subjects an adjective is said
    # of, and a round's raising from a prepayment are left as they were)
    (
        "es",
        "Google y Anthropic describieron su relación como una alianza estratégica.",
        {("google", "partnersWith", "anthropic")},
    ),
    (
        "en",
        "AMD and Sony, responsible for the alliance behind the PlayStation 5, are preparing a"
        " new chip.",
        {("amd", "partnersWith", "sony")},
    ),
    (
        "es",
        "Nvidia, que junto con TSMC desarrollan el empaquetado CoWoS, anunció un acuerdo con"
        " Amkor.",
        {("nvidia", "partnersWith", "tsmc")},
    ),
    (
        "en",
        "Nvidia and Intel, the two chipmakers responsible for the deal, declined to comment.",
        {("nvidia", "partnersWith", "intel")},
    ),
    (
        "es",
        "Nvidia e Intel anunciaron la operación, concebida como una alianza a largo plazo.",
        {("nvidia", "partnersWith", "intel")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Intel launched Gaudi 3. IBM and Nvidia are launching partnerships on research projects"
        " for Walmart.",
        ("ibm", "partnersWith", "walmart"),
    ),
    (
        "en",
        "Oracle launched the OCI Supercluster. Oracle won the Navy's Neptune contract.",
        ("oracle", "partnersWith", "neptune"),
    ),
    (
        "es",
        "Meta presentó el chip MTIA. Meta y AMD llegaron al espacio con el frío como aliado.",
        ("meta", "partnersWith", "amd"),
    ),
    (
        "es",
        "Oracle y OpenAI usan GPU H100. Oracle y OpenAI cerraron un acuerdo con la eléctrica"
        " local.",
        ("oracle", "partnersWith", "openai"),
    ),
    (
        "en",
        "Oracle and OpenAI use H100 GPUs. Oracle and OpenAI signed a deal with the local utility.",
        ("oracle", "partnersWith", "openai"),
    ),
    (
        "es",
        "Microsoft y OpenAI usan GPU H100, según apuntan fuentes conocedoras del acuerdo.",
        ("microsoft", "partnersWith", "openai"),
    ),
    (
        "en",
        "Microsoft and OpenAI use H100 GPUs, according to people familiar with the deal.",
        ("microsoft", "partnersWith", "openai"),
    ),
    (
        "en",
        "The satellite carries AMD's space-grade Versal FPGAs.",
        ("amd", "develops", "fpga"),
    ),
    (
        "es",
        "Qualcomm presentó el Snapdragon X Elite. Qualcomm publicó un comunicado conjunto con"
        " Arm para poner fin a su litigio.",
        ("qualcomm", "partnersWith", "arm"),
    ),
    (
        "en",
        "Nvidia launched Blackwell. Nvidia received funds from Microsoft and Meta as"
        " prepayments for Blackwell chips.",
        ("microsoft", "investsIn", "nvidia"),
    ),
    # (a stance on a deal stays no partnership when "with" follows it: the re-read)
    (
        "es",
        "Google y Meta usan GPU. Google y Meta protestaron contra la alianza con el objetivo de"
        " frenarla.",
        ("google", "partnersWith", "meta"),
    ),
    (
        "en",
        "Google and Meta use GPUs. Google and Meta lobbied against the deal with all their might.",
        ("google", "partnersWith", "meta"),
    ),
    (
        "en",
        "Nvidia launched Blackwell. Nvidia acted in accord with the Commerce Department's export"
        " rules.",
        ("nvidia", "partnersWith", "commerce-department"),
    ),
    (
        "en",
        "Sarvam launched a Hindi model trained on Nvidia GPUs.",
        ("sarvam-ai", "announces", "hindi"),
    ),
    (
        "es",
        "La Corporación anunció que comprará GPU de AMD para su centro de datos.",
        ("corporacion", "uses", "gpu"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
