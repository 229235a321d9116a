"""A description of a company that says which one it is ("the British chip designer", "la
operadora española", "the startup, which Amazon backs"): of the company in focus and those
named last, the first whose country the description names (common.json ``company_countries``,
the lexicons' ``nationality_words``), also as a verb's object ("putting the British company in
competition with"), and never one that acts in its own clause; none when no company of that
country was named, or when one of no known country was named beside the one that fits.
And a description of a product set beside its name ("the Apple M4, or the chip that powers the
MacBook Air"): that product (``apposed_product``)."""

from __future__ import annotations

from functools import cache
from typing import Any

from .facts import Entity, Mention
from .lexicon import Lexicon
from .resources import common_lexicon, lexicon

# Dependencies of a described object ("putting the British company in competition with").
_OBJECTS = frozenset(("obj", "dobj"))
_SUBJECTS = frozenset(("nsubj", "nsubjpass", "nsubj:pass"))
# Dependencies of a clause on a description's head that tells about the company it stands for.
_CLAUSES = frozenset(("relcl", "acl", "acl:relcl"))
# How many adjectives after a Spanish description's head may name its country ("la empresa
# tecnológica surcoreana").
_AFTER = 2


@cache
def _countries() -> dict[str, str]:
    return dict(common_lexicon().get("company_countries", {}))


@cache
def _among_verbs(lang: str) -> frozenset[str]:
    """The verbs of a clause that says what its subject is among ("A and B are among the
    startup's investors", "están entre los inversores de la startup")."""
    return frozenset(lexicon(lang).get("among_verbs", ()))


@cache
def _nationalities(lang: str) -> dict[str, str]:
    return {k.lower(): v for k, v in lexicon(lang).get("nationality_words", {}).items()}


def described_company(
    doc: Any,
    lowers: list[str],
    span: tuple[int, int],
    company: Entity,
    recent: list[Entity],
    by_start: dict[int, Mention],
    lang: str,
) -> Entity | None:
    """The company the description at ``span`` (start, end) stands for, ``company`` being the
    one in focus and ``recent`` those named last, latest first."""
    country = _country(doc, lowers, span, lang)
    among = _clause_subjects(doc, span, by_start, _among_verbs(lang))
    excluded = _named_in_clause(doc, span[1] - 1, by_start) | among
    if not country and company.key not in excluded:
        return company
    candidates = [c for c in dict.fromkeys((company, *recent)) if c.key not in excluded]
    if country:
        countries = _countries()
        same = [c for c in candidates if countries.get(c.key) == country]
        if not same:
            unknown = [c for c in candidates if c.key not in countries]
            return unknown[0] if unknown else None
        # ("Nvidia partnered with Sarvam AI and Infosys. The Indian startup": a company of
        # no known country named beside the one that fits may be the one meant; none is surer
        # than a wrong one)
        if same[0] == company or same[0] not in recent:
            return same[0]
        k = recent.index(same[0])
        if any(c.key not in countries for c in recent[max(0, k - 1) : k + 2]):
            return None
        return same[0]
    return candidates[0] if candidates else None


def object_described(doc: Any, lowers: list[str], span: tuple[int, int], lex: Any) -> bool:
    """ "putting the British company in competition with Qualcomm", "coloca a la compañía
    británica frente a Qualcomm": a description that names a country says which company it
    is even as an object (a plain "the company" there may describe the name before it)."""
    return doc[span[1] - 1].dep_ in _OBJECTS and bool(_country(doc, lowers, span, lex.lang))


def _country(doc: Any, lowers: list[str], span: tuple[int, int], lang: str) -> str:
    words = _nationalities(lang)
    start, end = span
    after = end
    while after < len(doc) and after - end < _AFTER and doc[after].pos_ == "ADJ":
        after += 1
    for k in range(start, after):
        pair = f"{lowers[k]} {lowers[k + 1]}" if k + 1 < after else ""
        found = words.get(pair) or words.get(lowers[k])
        if found:
            return found
    return ""


def _named_in_clause(doc: Any, head: int, by_start: dict[int, Mention]) -> set[str]:
    """The companies acting in a clause on the description's head ("la startup, en la que
    Amazon ha invertido"): the description is none of them."""
    named: set[str] = set()
    for child in doc[head].children:
        if child.dep_ in _CLAUSES:
            for t in child.subtree:
                m = by_start.get(t.i)
                if m is not None and m.entity.type == "Company" and _acts(doc[m.end - 1]):
                    named.add(m.entity.key)
    return named


def _clause_subjects(
    doc: Any, span: tuple[int, int], by_start: dict[int, Mention], copulas: frozenset[str]
) -> set[str]:
    """The companies that are the subject of a copula's clause a description is no subject of:
    "A and B are among the startup's investors" is neither A's nor B's."""
    tok = doc[span[1] - 1]
    if tok.dep_ in _SUBJECTS:
        return set()
    for _ in range(6):
        if tok.pos_ in {"VERB", "AUX"} or tok.head.i == tok.i:
            break
        tok = tok.head
    if tok.lemma_ not in copulas:
        return set()  # ("Amazon doubled the company's investment": may be Amazon's own)
    # the subjects themselves, not a possessor in them ("Nvidia's platform combines the
    # company's GPUs" is Nvidia's)
    heads = {t.i for c in tok.children if c.dep_ in _SUBJECTS for t in (c, *c.conjuncts)}
    return {
        m.entity.key
        for m in by_start.values()
        if not m.coref and m.entity.type == "Company" and heads & set(range(m.start, m.end))
    }


def _acts(tok: Any) -> bool:
    """A name that acts in the clause: its subject or its agent ("which SoftBank acquired",
    "backed by Nvidia"), not a possessor ("as AMD's chief executive")."""
    while tok.dep_ in {"compound", "flat"} and tok.head.i > tok.i:
        tok = tok.head
    if tok.dep_ in {"nsubj", "nsubjpass", "nsubj:pass"}:
        return True
    prep = tok.head if tok.dep_ == "pobj" else None
    return (prep is not None and prep.lower_ == "by") or tok.dep_ in {"agent", "obl:agent"}


def apposed_product(
    doc: Any,
    lowers: list[str],
    span: tuple[int, int],
    named: list[Mention],
    type_: str,
    lex: Lexicon,
) -> Entity | None:
    """The product a description of its class (``span``) stands in apposition to, set off by a
    comma (and a word of gloss, ``gloss_words``) right after its name ("the Apple M4 Pro, the
    chip that powers", "el Apple M4 Pro, o el chip que"): the description is that name, not the
    product in focus (not "Built on Kubernetes, the software is": a clause's subject).
    ``named`` holds the mentions read so far."""
    i, end = span
    if not type_ or not named or i < 2 or doc[end - 1].dep_ in _SUBJECTS:
        return None
    comma = i - 2 if lowers[i - 1] in lex.gloss_words else i - 1
    last = named[-1]
    if lowers[comma] != "," or last.end != comma or last.coref:
        return None
    return last.entity if last.entity.type in type_.split("|") else None
