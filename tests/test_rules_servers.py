"""Server and PC makers' news, and buyers looking elsewhere (fortieth session, from the read
folders unseen23 and unseen99 and from audits on text of our own): a device or server presented
"con" its chips, where the Spanish parser hangs the phrase on the verb of presenting ("presentó
su nuevo Swift 14 AI con procesadores Snapdragon X Elite"); a buyer seeking alternatives to a
maker's product is no rival of the maker. Each new rule's case fails at 2111cf5; the cases beside
them guard what it must not take away. The sentences are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a product presented with its chips: it holds them
    (
        "es",
        "Acer presentó su nuevo Swift 14 AI con procesadores Snapdragon X Elite y una NPU.",
        {("swift14-ai", "uses", "snapdragon-x-elite"), ("acer", "announces", "swift14-ai")},
    ),
    (
        "es",
        "Dell mostró en Las Vegas su servidor PowerEdge XE9680 con ocho GPU H100 de Nvidia.",
        {("poweredge-xe9680", "uses", "h100")},
    ),
    # a rivalry stated, as before, beside a search for alternatives
    (
        "es",
        "Los chips de Cerebras se consideran el rival más serio de Nvidia.",
        {("cerebras", "competesWith", "nvidia")},
    ),
    # (as before) the phrase on the product's own noun
    (
        "en",
        "The Galaxy S25 is the first phone with the Snapdragon 8 Elite.",
        {("galaxy-s25", "uses", "snapdragon-8-elite")},
    ),
]

NOT_THIS = [
    # a verb that joins two things is no product's holding
    (
        "es",
        "Intel fusiona sus aceleradores Gaudi 3 con GPU Blackwell de Nvidia en un sistema híbrido.",
        ("gaudi-3", "uses", "blackwell"),
    ),
    # buyers looking for another maker's product are no rivals of the maker
    (
        "en",
        "Kakao and Naver, which are seeking alternatives to Nvidia's H100, ordered Rebellions chips.",
        ("kakao", "competesWith", "nvidia"),
    ),
    (
        "es",
        "Telefónica y Vodafone buscan alternativas a los servidores de Huawei y ya usan GPU de Nvidia.",
        ("telefonica", "competesWith", "huawei"),
    ),
    (
        "en",
        "Shopify is looking for alternatives to AWS's Trainium for its models.",
        ("shopify", "competesWith", "amazon"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
