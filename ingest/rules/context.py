"""What every rule sees of a sentence: its tokens, mentions, coordinated chunks, noun phrases,
clauses, dates and hedges (built in layers: chunks < nounphrases < lists < clauses <
references), and a memo of the readings the rules ask again and again."""

from __future__ import annotations

from typing import Any

from .chunks import Chunk, Found
from .references import References

__all__ = ["Chunk", "Found", "SentenceView"]


class SentenceView(References):
    """One sentence with its mentions grouped into chunks, and the lexicon of its language.

    The readings below are asked of the same tokens by rule after rule (a verb's subjects by
    the verb, noun, count and purpose rules; a phrase's start by every description; the verb a
    word hangs on; whether a clause denies or hedges a fact): each is
    read once a sentence and remembered by token and arguments. Each depends only on what the
    view holds from its start (the sentence's parse, mentions, chunks, dates, the focus and
    the lexicon), none of which a rule changes.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._np_starts: dict[int, int] = {}
        self._described: dict[int, Chunk | None] = {}
        self._chunks_in: dict[int, Chunk | None] = {}
        self._chunks_after: dict[tuple[int, int, bool, bool], Chunk | None] = {}
        self._subjects: dict[tuple[int, bool, bool], tuple[tuple[Chunk, ...], bool]] = {}
        self._verbs: dict[int, Any] = {}
        self._denied: dict[int, bool] = {}
        self._hedged: dict[int, bool] = {}
        self.passives: dict[int, bool] = {}  # ``voice.is_passive``'s, by the verb's index

    def np_start(self, noun: Any) -> int:
        found = self._np_starts.get(noun.i)
        if found is None:
            found = self._np_starts[noun.i] = super().np_start(noun)
        return found

    def described(self, noun: Any) -> Chunk | None:
        memo = self._described
        if noun.i not in memo:
            memo[noun.i] = super().described(noun)
        return memo[noun.i]

    def chunk_in(self, tok: Any) -> Chunk | None:
        memo = self._chunks_in
        if tok.i not in memo:
            memo[tok.i] = super().chunk_in(tok)
        return memo[tok.i]

    def chunk_after(
        self, i: int, max_gap: int = 6, noun_phrase: bool = False, owners: bool = False
    ) -> Chunk | None:
        key = (i, max_gap, noun_phrase, owners)
        memo = self._chunks_after
        if key not in memo:
            memo[key] = super().chunk_after(i, max_gap, noun_phrase, owners)
        return memo[key]

    def subjects_of(
        self, verb: Any, through_possessives: bool = True, of_possessive: bool = False
    ) -> tuple[list[Chunk], bool]:
        key = (verb.i, through_possessives, of_possessive)
        found = self._subjects.get(key)
        if found is None:
            candidates, has_subject = super().subjects_of(verb, through_possessives, of_possessive)
            found = self._subjects[key] = (tuple(candidates), has_subject)
        return list(found[0]), found[1]  # a list of its own for each caller

    def governing_verb(self, tok: Any) -> Any | None:
        memo = self._verbs
        if tok.i not in memo:
            memo[tok.i] = super().governing_verb(tok)
        return memo[tok.i]

    def denied(self, i: int) -> bool:
        found = self._denied.get(i)
        if found is None:
            found = self._denied[i] = super().denied(i)
        return found

    def hedged(self, trigger: Any) -> bool:
        found = self._hedged.get(trigger.i)
        if found is None:
            found = self._hedged[trigger.i] = super().hedged(trigger)
        return found
