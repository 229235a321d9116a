"""Who acts after a verb of enabling or choosing: "permite a Meta usar", "selected
the BSC to operate MareNostrum 5", "seleccionó al consorcio Julio Verne para operar":
the one enabled or chosen, not the enabler; not one only asked ("urged Alibaba to use Ascend")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .chunks import ACTORS, OBJECT_DEPS, Chunk

if TYPE_CHECKING:
    from .clauses import Clauses

# The words that name what they stand beside: "al consorcio Julio Verne".
NAME_DEPS = frozenset({"appos", "flat", "compound"})


def enabled(view: Clauses, enabler: Any, verb: Any) -> Chunk | None:
    """The one ``enabler``'s object before ``verb`` names: its indirect object ("permite a
    Meta usar"), the object of enabling ("enables Stable Diffusion to run"), a company or a
    cloud chosen ("selected the BSC to operate"); not one asked as the object ("urged Alibaba to
    use": not done yet)."""
    obj = _object(enabler, verb)
    direct = view.chunk_at(obj.i) if obj is not None else None
    named = direct or (view.apposition(obj) if obj is not None else None)
    if obj is None or named is None or obj.dep_ == "iobj":
        return named
    if enabler.lemma_.lower() in view.lex.requesting_verbs:
        return None
    if enabler.lemma_.lower() not in view.lex.choosing_verbs:
        return named  # "enables Stable Diffusion to run on": whatever it is
    # a company or a cloud; a name no class gives only beside a noun ("al consorcio Gaia
    # Norte", not "chose Memphis")
    typed = named.types <= ACTORS or (direct is None and named.types <= {*ACTORS, ""})
    return named if typed else None


def applies(view: Clauses, enabler: Any, verb: Any) -> bool:
    """True if who acts in ``verb`` (a complement or purpose of ``enabler``) is the one enabled
    or chosen, or no one named: not where a verb of choosing's object is a name of another class
    ("xAI chose Memphis to build Colossus", "AWS selected the GB200 to build": the chooser
    acts)."""
    if enabler.lemma_.lower() in view.lex.stopping_verbs and any(
        c.dep_ == "mark" and c.lower_ in view.lex.of_preps for c in verb.children
    ):
        return False  # "dejó de usar": a verb of stopping, not of letting ("deja a Meta usar")
    obj = _object(enabler, verb)
    direct = view.chunk_at(obj.i) if obj is not None and obj.dep_ != "iobj" else None
    choosing = enabler.lemma_.lower() in view.lex.choosing_verbs
    if choosing and direct is not None and not direct.types <= ACTORS:
        return False  # (one enabled always acts: "enables Stable Diffusion to run on")
    return verb.dep_ in {"xcomp", "ccomp"} or (verb.dep_ == "advcl" and chosen(view, enabler, verb))


def chosen(view: Clauses, enabler: Any, verb: Any) -> bool:
    """True if a purpose after ``enabler`` is its object's: a company, or a noun a name no
    mention holds stands beside ("seleccionó al consorcio Julio Verne para operar"); not a
    place or a product ("xAI chose Memphis to build Colossus", "AWS selected the GB200 to
    build"), nor another word ("lleva tiempo colaborando")."""
    obj = _object(enabler, verb)
    if obj is None or enabler.lemma_.lower() in view.lex.requesting_verbs:
        return False
    if view.chunk_at(obj.i) or view.apposition(obj):
        return enabled(view, enabler, verb) is not None
    return any(c.dep_ in NAME_DEPS and c.pos_ == "PROPN" for c in obj.children)


def _object(enabler: Any, verb: Any) -> Any:
    """The enabling verb's object before ``verb``, named or not, or None."""
    deps = {"iobj", *OBJECT_DEPS}
    return next((c for c in enabler.children if c.dep_ in deps and c.i < verb.i), None)
