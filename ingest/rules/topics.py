"""The company a possessive in a clause joined to another stands for: the subject of the clause
before ("SK Hynix said ..., while Micron, its smaller rival, is still qualifying": SK Hynix's
rival, not that of the name nearest before "its")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .chunks import ACTORS, SUBJECT_DEPS, Chunk

if TYPE_CHECKING:
    from .clauses import Clauses

CLAUSE_JOINS = frozenset({"conj", "advcl", "parataxis"})


def topic_before(view: Clauses, det: Any) -> Chunk | None:
    """For a possessive in the subject of a clause joined to another, or beside that subject,
    the subject of a clause before ("SK Hynix said ..., while Micron, its smaller rival, is
    still", "Seat usará ..., mientras que su competidor Stellantis": not the name nearest
    before the possessive; "Microsoft backs OpenAI, and Anthropic, its rival" reads Microsoft
    too, which may be wrong: with no kinds of company known, the subject is the better bet)."""
    name = det.head.head if det.head.dep_ == "appos" else det.head
    verb = name.head
    if name.dep_ not in SUBJECT_DEPS or verb.i < name.i or verb.dep_ not in CLAUSE_JOINS:
        return None
    for _ in range(3):
        verb = verb.head
        candidates, _ = view.subjects_of(verb, through_possessives=False)
        if _reports_an_actor(view, verb):
            candidates = []  # ("Morgan Stanley expects TSMC to ..., while Samsung, its rival")
        if candidates and candidates[0].types & ACTORS and candidates[0].end <= name.i:
            return candidates[0]
        if verb.dep_ not in CLAUSE_JOINS:
            break
    # "Ericsson probó ..., mientras que Nokia, su competidor, trabaja": the parser may hang
    # both clauses on the conjunction; the first subject named in the sentence, not one who
    # reports a clause with an actor of its own ("Morgan Stanley prevé que Nvidia envíe ...,
    # mientras que AMD, su rival")
    for t in view.doc[view.sent.start : name.i]:
        if t.dep_ not in SUBJECT_DEPS or _reports_an_actor(view, t.head):
            continue
        chunk = view.chunk_in(t)
        return chunk if chunk is not None and chunk.types & ACTORS else None
    return None


def _reports_an_actor(view: Clauses, verb: Any) -> bool:
    """True for a verb of forecasting ("prevé", "expects") whose clause has an actor as
    subject: an analyst's forecast is about that actor (a company that announces a partner's
    work stays the topic: "Nvidia anunció que Foxconn fabricará ..., mientras que AMD")."""
    if verb.lemma_.lower() not in view.lex.forecast_verbs:
        return False
    for clause in (c for c in verb.children if c.dep_ == "ccomp"):
        candidates, _ = view.subjects_of(clause, through_possessives=False)
        if candidates and candidates[0].types & ACTORS:
            return True
    return False
