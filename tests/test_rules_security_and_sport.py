"""Security, travel and sport (fifty-sixth session, from reading unseen146, AI and
cybersecurity, and unseen147, AI in travel, airlines, hotels, sport and events; the sentences
are our own):

- "se hace con", "se hizo con" a company acquires it (not a stake, a contract or a market);
- "desde hace años", "hace dos meses" is a time elapsed, which ends no clause: "colabora desde
  hace años con Nvidia" still makes partners;
- the security vendors and their AI products are in the gazetteer (Security Copilot, Charlotte
  AI, Prisma AIRS, CrowdStrike, Zscaler, Fortinet, Wiz, Splunk ...), and so are the travel and
  sport bodies news names with AI deals (LaLiga, the IOC, Amadeus, Despegar, Booking.com);
- "ChatGPT-4", as news writes GPT-4, is GPT-4;
- the Olympic Games, the World Cup and the Super Bowl are events, no one's partners;
- more given names (French, German, Spanish, Italian, Indian, Japanese ...) open a person, so
  a surname alone later in the article ("Martin said") is that person, no company.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "es",
        "Cisco se hizo con Splunk en 2024 por 28.000 millones de dólares.",
        {("cisco", "acquires", "splunk")},
    ),
    (
        "es",
        "CrowdStrike se hace con la startup Onum para reforzar su plataforma Falcon.",
        {("crowdstrike", "acquires", "onum")},
    ),
    (
        "es",
        "Oracle colabora desde hace años con Nvidia en sus centros de datos.",
        {("oracle", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "IBM colabora desde hace más de una década con AMD.",
        {("ibm", "partnersWith", "amd")},
    ),
    (
        "en",
        "Microsoft Security Copilot runs on GPT-4 and Azure.",
        {
            ("microsoft", "develops", "security-copilot"),
            ("security-copilot", "uses", "gpt-4"),
            ("security-copilot", "uses", "azure"),
        },
    ),
    (
        "en",
        "CrowdStrike built Charlotte AI on Amazon Bedrock.",
        {("crowdstrike", "develops", "charlotte-ai"), ("crowdstrike", "uses", "amazon-bedrock")},
    ),
    (
        "es",
        "Palo Alto Networks presentó Prisma AIRS, su plataforma para proteger agentes de IA.",
        {("palo-alto-networks", "announces", "prisma-airs")},
    ),
    (
        "en",
        "The startup's assistant runs on OpenAI's ChatGPT-4.",
        {("openai", "develops", "gpt-4")},
    ),
    (
        "en",
        "The IOC partnered with Intel on AthleteGPT.",
        {("international-olympic-committee", "partnersWith", "intel")},
    ),
    (
        "es",
        "Google se hace con Wiz, la empresa de seguridad en la nube.",
        {("google", "acquires", "wiz")},
    ),
]

NOT_THIS = [
    (
        "es",
        "Microsoft se hizo con una participación en Mistral AI y colabora con ella.",
        ("microsoft", "acquires", "mistral"),
    ),
    (
        "es",
        "Nvidia se hizo con el contrato de Meta y compite con AMD.",
        ("nvidia", "acquires", "meta"),
    ),
    (
        "en",
        "The startup's assistant runs on OpenAI's ChatGPT-4.",
        ("openai", "develops", "chatgpt4"),
    ),
    (
        "es",
        "Samsung es socio oficial de los Juegos Olímpicos de París 2024 y colabora con Intel.",
        ("samsung", "partnersWith", "juegos-olimpicos"),
    ),
    (
        "en",
        "Intel is a partner of the Olympic Games in Paris and works with Samsung.",
        ("intel", "partnersWith", "olympic-games"),
    ),
    (
        "en",
        "Christophe Martin gave Reuters an update on how Airbus is adopting AI. Martin said"
        " around half of the work to create the new Microsoft Azure cloud platform has been"
        " completed. Siemens uses Gemini.",
        ("martin", "develops", "azure"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
