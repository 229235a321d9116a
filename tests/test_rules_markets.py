"""Stock tickers as names, a seller marked by a preposition before what is bought, a
participle after a verb's object, buyers, chasers and collaborators as role nouns, and "both
companies" for two companies listed together: rules written in the thirty-fourth session from
real news (the read folders' misses and false facts, and the folders tests/realnews/unseen64
and unseen67, read this session), with false facts beside them. The sentences are our own,
with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a stock ticker names its company
    (
        "en",
        "Analysts expect AVGO to launch its Tomahawk 6 switch chip this year.",
        {("broadcom", "announces", "tomahawk6")},
    ),
    # "compra a X varias GPU": X sells them; the buyer uses what is bought
    (
        "es",
        "La startup Sateliot compra a AMD varias GPU MI300X para entrenar sus modelos.",
        {("sateliot", "uses", "mi300x")},
    ),
    (
        "es",
        "Oracle compró a Nvidia miles de aceleradores H200 el año pasado.",
        {("oracle", "uses", "h200")},
    ),
    # ... while "compra a X" alone still buys X
    (
        "es",
        "Nvidia compra a Run:ai por 700 millones de dólares.",
        {("nvidia", "acquires", "run-ai")},
    ),
    # a participle after a verb's object, behind a comma, is said of the object
    (
        "en",
        "Anthropic launched Claude 3, trained on Trainium, the Amazon chip.",
        {("claude3", "uses", "trainium")},
    ),
    # buyers, chasers and collaborators
    (
        "en",
        "Oracle is one of the biggest buyers of the GB200.",
        {("oracle", "uses", "gb200")},
    ),
    (
        "es",
        "Meta es el mayor comprador de GPU H200 de Nvidia.",
        {("meta", "uses", "h200")},
    ),
    (
        "es",
        "Intel, considerado durante años el principal perseguidor de AMD en servidores, cae"
        " en bolsa.",
        {("intel", "competesWith", "amd")},
    ),
    (
        "en",
        "Dell, a longtime collaborator of Nvidia, rose 5%.",
        {("dell", "partnersWith", "nvidia")},
    ),
    # "these companies": the two a list named just before
    (
        "en",
        "Oracle and Meta signed deals with AMD. These companies will deploy the MI355X this year.",
        {("oracle", "uses", "mi355x"), ("meta", "uses", "mi355x")},
    ),
    (
        "es",
        "Nvidia vende sus GPU a OVHcloud y Scaleway. Estas empresas alquilan los chips Blackwell"
        " a sus clientes.",
        {("ovhcloud", "offers", "blackwell"), ("scaleway", "offers", "blackwell")},
    ),
    # a round led by one investor that "included" others: all of them invest
    (
        "en",
        "Cohere raised $500 million. The round was led by Radical Ventures and included Nvidia"
        " and Salesforce Ventures.",
        {
            ("radical-ventures", "investsIn", "cohere"),
            ("nvidia", "investsIn", "cohere"),
            ("salesforce-ventures", "investsIn", "cohere"),
        },
    ),
    # "ambas empresas": the two companies listed together, not the one named after them
    (
        "es",
        "Google y Amazon buscan alternativas a Nvidia. Ambas empresas utilizan chips Gaudi 3.",
        {("google", "uses", "gaudi-3"), ("amazon", "uses", "gaudi-3")},
    ),
    # "the new chip", "el modelo": the product presented, not the one it is compared with
    (
        "es",
        "Intel presentó el Gaudi 3, que según la empresa es el doble de rápido frente a la H100"
        " de Nvidia. Dell y Supermicro ya han encargado sistemas basados en el nuevo chip.",
        {("dell", "uses", "gaudi-3"), ("supermicro", "uses", "gaudi-3")},
    ),
    (
        "es",
        "Alibaba lanzó su modelo Qwen 3, que según la empresa rivaliza con Llama 3 de Meta y"
        " Gemma de Google. El modelo está disponible en Alibaba Cloud.",
        {("alibaba-cloud", "offers", "qwen3")},
    ),
    # a company named only as where people once worked owns nothing ("its Sohu chips")
    (
        "en",
        "Etched raised $500 million in a round led by Stripes. The company, founded by former"
        " Meta engineers who worked on the MTIA, said it would use the money to deploy more"
        " than 100,000 of its Sohu chips.",
        {("etched", "develops", "sohu")},
    ),
    # "start-up" names a company as "startup" does
    (
        "en",
        "The Berlin-based start-up Velora said its agent model runs on H100 GPUs rented from"
        " Nebius. The firm raised $120 million from investors including Accel and Samsung.",
        {("velora", "uses", "h100"), ("accel", "investsIn", "velora")},
    ),
    # an event's name before the product presented there is no object
    (
        "es",
        "AMD presentó en Computex los procesadores Ryzen AI 300.",
        {("amd", "announces", "ryzen-ai-300")},
    ),
    (
        "en",
        "Qualcomm unveiled at CES its Snapdragon X2 Elite chips.",
        {("qualcomm", "announces", "snapdragon-x2-elite")},
    ),
    # "la startup alemana Aleph Alpha": a class noun that introduces a name refers to no one
    (
        "es",
        "Scaleway amplió su nube con GPU H100. La startup alemana Aleph Alpha, que quiere ser"
        " una alternativa europea a OpenAI, entrena sus modelos allí.",
        {("aleph-alpha", "competesWith", "openai")},
    ),
    # kept where the guards above do not apply: a worth on the subject, a partial sale, a
    # tie named in a phrase of cause, a production contracted (from a review of the session)
    (
        "en",
        "Arm, now worth more than $150 billion, competes with Intel in laptop chips.",
        {("arm", "competesWith", "intel")},
    ),
    (
        "en",
        "SoftBank sold part of its stake in Arm last year.",
        {("softbank", "investsIn", "arm")},
    ),
    (
        "en",
        "AMD broke records in 2024 thanks to its alliance with Microsoft.",
        {("amd", "partnersWith", "microsoft")},
    ),
    (
        "es",
        "Google contrató a TSMC la producción del Tensor G5.",
        {("google", "partnersWith", "tsmc")},
    ),
]

NOT_THIS = [
    # a role for a company ("its cloud partner", "su socio de nube") is no thing it runs
    (
        "en",
        "Google Cloud, Anthropic's second cloud partner, offers TPUs.",
        ("anthropic", "operates", "google-cloud"),
    ),
    (
        "en",
        "Azure, OpenAI's main cloud provider, hosts GPT-5.",
        ("openai", "operates", "azure"),
    ),
    (
        "es",
        "AWS, el principal socio de nube de Anthropic, ofrece Trainium.",
        ("anthropic", "operates", "aws"),
    ),
    # "ambas empresas" after another company acted: the two named last, not the list
    (
        "es",
        "Google y Amazon compraron GPU de Nvidia el año pasado. Este año, AMD cerró un acuerdo"
        " con Oracle, y ambas empresas desplegarán chips MI450.",
        ("google", "uses", "mi450"),
    ),
    # a device's maker is a maker the gazetteer knows: a retailer's preorders make nothing
    (
        "en",
        "Best Buy's Galaxy S25 preorders jumped after the launch, with the Snapdragon 8 Elite"
        " inside.",
        ("best-buy", "develops", "galaxy-s25"),
    ),
    # a ranking by market value is no rivalry
    (
        "es",
        "Broadcom superó a Meta como la empresa más valiosa tras vender sus chips Tomahawk 6.",
        ("broadcom", "competesWith", "meta"),
    ),
    (
        "en",
        "Broadcom surpassed Meta by market cap after it launched its Tomahawk 6 chip.",
        ("broadcom", "competesWith", "meta"),
    ),
    # a stake sold, an alliance broken: no tie now
    (
        "en",
        "Intel sold its entire stake in Mobileye, and its Gaudi 3 chips compete with the H100.",
        ("intel", "investsIn", "mobileye"),
    ),
    (
        "es",
        "Figure AI rompió su alianza con OpenAI y ahora usa sus propios modelos Helix.",
        ("figure-ai", "partnersWith", "openai"),
    ),
    # a lawsuit against a company is no rivalry
    (
        "en",
        "Arm filed a lawsuit against Qualcomm over its Oryon cores.",
        ("arm", "competesWith", "qualcomm"),
    ),
    # buying two makers' chips buys neither maker
    (
        "en",
        "Meta would keep buying Nvidia and AMD chips for its Llama models.",
        ("meta", "acquires", "nvidia"),
    ),
    (
        "es",
        "Scaleway amplió su nube con GPU H100. La startup alemana Aleph Alpha, que quiere ser"
        " una alternativa europea a OpenAI, entrena sus modelos allí.",
        ("scaleway", "competesWith", "openai"),
    ),
    (
        "en",
        "The Berlin-based start-up Velora said its agent model runs on H100 GPUs rented from"
        " Nebius. The firm raised $120 million from investors including Accel and Samsung.",
        ("accel", "investsIn", "nebius"),
    ),
    (
        "es",
        "Intel presentó el Gaudi 3, que según la empresa es el doble de rápido frente a la H100"
        " de Nvidia. Dell y Supermicro ya han encargado sistemas basados en el nuevo chip.",
        ("dell", "uses", "h100"),
    ),
    (
        "es",
        "Alibaba lanzó su modelo Qwen 3, que según la empresa rivaliza con Llama 3 de Meta y"
        " Gemma de Google. El modelo está disponible en Alibaba Cloud.",
        ("alibaba-cloud", "offers", "gemma"),
    ),
    # a company named only as where people once worked does nothing, owns nothing
    (
        "en",
        "Etched raised $500 million in a round led by Stripes. The company, founded by former"
        " Meta engineers who worked on the MTIA, said it would use the money to deploy more"
        " than 100,000 of its Sohu chips.",
        ("meta", "develops", "sohu"),
    ),
    # "more than 100,000 of": a quantity, no comparison
    (
        "en",
        "Etched raised $500 million in a round led by Stripes. The company, founded by former"
        " Meta engineers who worked on the MTIA, said it would use the money to deploy more"
        " than 100,000 of its Sohu chips.",
        ("mtia", "competesWith", "sohu"),
    ),
    # market share taken from a rival is no stake in it
    (
        "en",
        "AMD is expected to take share from Intel in servers with its EPYC chips.",
        ("amd", "investsIn", "intel"),
    ),
    # what a company denies did not happen
    (
        "es",
        "Arm, que diseña los núcleos Neoverse, negó que esté negociando la compra de Ampere.",
        ("arm", "acquires", "ampere-computing"),
    ),
    (
        "en",
        "Qualcomm denied a report that it was in talks to supply its Cloud AI 100 chips to Meta.",
        ("meta", "uses", "cloud-ai-100"),
    ),
    # "other than" sets apart, it compares nothing
    (
        "en",
        "Baseten released an update to its inference server that adds support for AWS Trainium"
        " and Google TPUs, making it easier to run open models such as Llama and Mistral on"
        " hardware other than Nvidia's.",
        ("meta", "competesWith", "nvidia"),
    ),
    # an event is no product ("its Cloud Next conference")
    (
        "en",
        "Google presented Trillium at its Cloud Next conference.",
        ("google", "operates", "next"),
    ),
    # a company's pilot that runs on a chip is no software targeting it
    (
        "en",
        "Komatsu's pilot, branded Komatsu AI, runs on Nvidia's Jetson Orin.",
        ("komatsu", "targets", "jetson-orin"),
    ),
    # "these companies" after a list: not the company named after it
    (
        "en",
        "Oracle and Meta signed deals with AMD. These companies will deploy the MI355X this year.",
        ("amd", "uses", "mi355x"),
    ),
    # a seller is not acquired
    (
        "es",
        "La startup Sateliot compra a AMD varias GPU MI300X para entrenar sus modelos.",
        ("sateliot", "acquires", "amd"),
    ),
    # an owner before what is bought is no seller ("purchased Broadcom's Tomahawk 5")
    (
        "en",
        "ByteDance has purchased Broadcom's Tomahawk 5 chips.",
        ("bytedance", "uses", "broadcom"),
    ),
    # the verb's subject did not do what the participle says of its object
    (
        "en",
        "Anthropic launched Claude 3, trained on Trainium, the Amazon chip.",
        ("anthropic", "uses", "trainium"),
    ),
    # "Ambas empresas" after a list: not the company named after the list
    (
        "es",
        "Google y Amazon buscan alternativas a Nvidia. Ambas empresas utilizan chips Gaudi 3.",
        ("nvidia", "uses", "gaudi-3"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
