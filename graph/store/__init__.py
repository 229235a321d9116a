"""hwkg.graph.store: the one store interface, its two backends, and the invariants it keeps.

``KnowledgeStore`` opens an Oxigraph folder (``embedded.py``) or a SPARQL 1.1 endpoint
(``endpoint.py``) and is the only writer: every write keeps the default graph the union of
the named graphs (``union.py``) and every fact's claim current (``claims.py``). ``build.py``
turns an extracted article into its triples; ``export.py`` dumps the graph, sorted.
"""

from .backend import Outcome
from .store import (
    DEFAULT_STORE,
    ENV_STORE,
    ArticleWrite,
    KnowledgeStore,
    is_endpoint,
    resolve_store_spec,
)

__all__ = [
    "DEFAULT_STORE",
    "ENV_STORE",
    "ArticleWrite",
    "KnowledgeStore",
    "Outcome",
    "is_endpoint",
    "resolve_store_spec",
]
