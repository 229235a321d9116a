"""Background knowledge as a check: what the gazetteer knows of who makes what.

A product with a known developer ("developer" in ``ontology/gazetteer.jsonl``) is developed,
and announced, by that company or by one of its own (its parent, a subsidiary, the cloud it
operates): "Nvidia develops TPU" contradicts it and is dropped, however the sentence reads.
"""

from __future__ import annotations

from functools import cache

from .resources import common_lexicon, gazetteer

# Properties whose subject the developer of the object must be.
MAKER_PROPERTIES = frozenset({"develops", "announces"})


@cache
def developers() -> dict[str, frozenset[str]]:
    """Return, for every product with known developers, their keys."""
    table: dict[str, frozenset[str]] = {}
    for e in gazetteer():
        if e.developers:
            table[e.id] = frozenset(e.developers)
    return table


@cache
def _family() -> dict[str, frozenset[str]]:
    """Each company's own: itself, its parent, its subsidiaries and the clouds it operates."""
    links: dict[str, set[str]] = {}
    for e in gazetteer():
        owner = e.parent or (
            e.developers[0] if e.type == "CloudPlatform" and len(e.developers) == 1 else None
        )
        if owner:
            links.setdefault(e.id, set()).add(owner)
            links.setdefault(owner, set()).add(e.id)
    family: dict[str, frozenset[str]] = {}
    for key in links:
        seen = {key}
        todo = [key]
        while todo:
            for other in links.get(todo.pop(), ()):
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
        family[key] = frozenset(seen)
    return family


@cache
def cloud_operators() -> frozenset[str]:
    """The companies that operate a cloud platform, by the gazetteer (Amazon, Google, ...)."""
    return frozenset(key for e in gazetteer() if e.type == "CloudPlatform" for key in e.developers)


@cache
def supercomputers() -> frozenset[str]:
    """The platforms the gazetteer names as supercomputers or clusters ("LUMI
    supercomputer", "superordenador Colossus")."""
    words = ("supercomput", "superordenador", "cluster", "clúster")
    return frozenset(
        e.id
        for e in gazetteer()
        if e.type == "CloudPlatform"
        and any(w in name.lower() for name in (e.label, *e.aliases) for w in words)
    )


@cache
def stewards() -> dict[str, str]:
    """The standard or project each consortium or foundation stewards ("UALink Consortium":
    UALink): the one product whose developers include a company named with a steward word
    (lexicon ``steward_words``)."""
    words = frozenset(common_lexicon().get("steward_words", ()))
    bodies = {e.id for e in gazetteer() if e.type == "Company" and e.label.split()[-1] in words}
    found: dict[str, list[str]] = {}
    for e in gazetteer():
        for d in e.developers:
            if d in bodies:
                found.setdefault(d, []).append(e.id)
    return {body: products[0] for body, products in found.items() if len(products) == 1}


@cache
def stewarded() -> frozenset[str]:
    """The standards and projects some consortium or foundation stewards."""
    return frozenset(stewards().values())


@cache
def _version_of() -> dict[str, str]:
    return {e.id: e.version_of for e in gazetteer() if e.version_of}


def families_of(product: str) -> frozenset[str]:
    """The families ``product`` is a generation of, by the gazetteer (H20: Hopper)."""
    found: set[str] = set()
    parent = _version_of().get(product)
    while parent is not None and parent not in found:
        found.add(parent)
        parent = _version_of().get(parent)
    return frozenset(found)


def same_house(a: str, b: str) -> bool:
    """True if ``a`` and ``b`` are one company, or parent, subsidiary or cloud of one another."""
    return a == b or b in _family().get(a, ())


def _one_house(a: str, b: str) -> bool:
    """True if ``a`` and ``b`` are of one house, or products of one maker."""
    if same_house(a, b) or _named_after(a, b) or _named_after(b, a):
        return True
    makers_a = known_developers(a) or frozenset({a})
    makers_b = known_developers(b) or frozenset({b})
    return any(same_house(x, y) for x in makers_a for y in makers_b) and (
        makers_a != {a} or makers_b != {b}
    )


def _named_after(product: str, house: str) -> bool:
    """ "hailo-10" of Hailo, "intel-capital" of Intel: a name that is another's name with a
    number or more words after it ("metax" is not Meta's)."""
    return product.startswith(house) and product[len(house) : len(house) + 1] in _NAME_GLUE


_NAME_GLUE = frozenset("-0123456789")


def known_developers(product: str) -> frozenset[str]:
    return developers().get(product, frozenset())


@cache
def _known() -> frozenset[str]:
    return frozenset(e.id for e in gazetteer())


@cache
def _generic() -> frozenset[str]:
    return frozenset(common_lexicon().get("generic_products", ()))


def is_generic(key: str) -> bool:
    """True for a class of products ("gpu", "asic"), not one product."""
    return key in _generic()


@cache
def _memories() -> frozenset[str]:
    return frozenset(common_lexicon().get("memory_families", ()))


def is_memory(key: str, family: str | None) -> bool:
    """True for memory ("HBM3E", "GDDR7"): a part of a processor, no rival to one."""
    return key in _memories() or family in _memories()


@cache
def _models() -> frozenset[str]:
    return frozenset(e.id for e in gazetteer() if e.type == "AIModel")


@cache
def _chip_houses() -> frozenset[str]:
    """Every company of a house that makes a chip the gazetteer knows (with its parents,
    subsidiaries and clouds)."""
    houses: set[str] = set()
    for e in gazetteer():
        if e.type == "Chip":
            for d in e.developers:
                houses.update(_family().get(d, frozenset({d})))
    return frozenset(houses)


def makes_chips(company: str) -> bool:
    """True for a company of a house that makes a chip the gazetteer knows."""
    return company in _chip_houses()


# Relations between two sides that one house cannot have with itself.
BETWEEN_HOUSES = frozenset({"competesWith", "partnersWith"})


def makers_of(key: str, family: str | None) -> frozenset[str]:
    """The known developers of a product, or of its family when the product is new ("the
    Dimensity Auto Cockpit" is MediaTek's), but not a model's edition named by a word before
    the model ("Defense Llama", "Space Llama"), which may be a third party's."""
    if family in _models() and not key.replace("-", "").startswith(family.replace("-", "")):
        family = None
    return known_developers(key) or known_developers(family or "")


@cache
def house_classes() -> dict[str, str]:
    """The class of chips each maker is known for (common.json ``house_chips``)."""
    return dict(common_lexicon().get("house_chips", {}))


def contradicts(subject: str, prop: str, obj: str, family: str | None = None) -> bool:
    """True if the fact says a known company other than a product's known developer makes
    it, has one house compete or partner with itself ("Blackwell competes with H100": both
    are Nvidia's, and so are Hailo and Hailo-10), has a lab use its own model or a maker the
    class of chips it is known for (Nvidia, GPUs), has a class of products (a GPU) use
    anything, or has a company that makes no chip make a class of them; a new product of a
    known family counts as the family's (``makers_of``). A company the gazetteer does not know
    may be a developer's subsidiary ("HiSilicon"), so it is not contradicted."""
    if prop in BETWEEN_HOUSES and _one_house(subject, obj):
        return True
    if prop == "uses" and subject in _generic():
        return True  # "an AI-focused ASIC equipped with HBM2e": a class uses nothing
    if prop == "uses" and house_classes().get(subject) == obj:
        return True  # "Nvidia ... its GPUs": the class of chips a maker is known for is its own
    if prop == "uses" and (subject in families_of(obj) or subject == family):
        # "the MI300 family includes the MI300X", "Built on Android 15, Honor's next Android
        # skin": a family's member, known or new, is no part of it (but "the H20, based on
        # the Hopper architecture" uses its family's design)
        return True
    makers = makers_of(obj, family)
    if prop == "uses" and obj in _models() and any(same_house(subject, m) for m in makers):
        # "Anthropic ... to train and deploy Claude": a lab makes its own model, it does
        # not use it.
        return True
    if prop in MAKER_PROPERTIES and obj in _generic() and subject in _known():
        # "Oracle ... its GPUs": a known company whose house makes no chip makes no class
        # of chips; it owns them.
        return subject not in _chip_houses()
    if not makers or prop not in MAKER_PROPERTIES or subject not in _known():
        return False
    return not any(same_house(subject, m) for m in makers)
