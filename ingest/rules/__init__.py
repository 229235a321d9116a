"""Extraction rules, one module per kind: verbs, nouns, possessives, modifiers, phrases.

Each module has ``extract(view) -> Iterator[Found]``: pure, a sentence in, candidate facts out.
"""
