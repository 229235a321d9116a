"""hwkg.graph.sparql: questions to a store, and their answers.

``saved.py`` reads the saved questions (``queries/*.rq``); ``check.py`` refuses what would
leave the store; ``names.py`` turns entity names into IRIs; ``run.py`` binds parameters as
RDF terms and runs a question into an ``Answer``; ``results.py`` writes answers in every
results format; ``runner.py`` runs jobs in a child process (or, for a process about to end, a
thread) stopped at a time limit.
"""

from .run import Answer, Prepared, bound_text, check_question, prepare, run
from .runner import DEFAULT_TIMEOUT, call_on_thread, call_within
from .saved import SavedQuery, parse_saved_query, saved_queries, saved_query

__all__ = [
    "DEFAULT_TIMEOUT",
    "Answer",
    "Prepared",
    "SavedQuery",
    "bound_text",
    "call_on_thread",
    "call_within",
    "check_question",
    "parse_saved_query",
    "prepare",
    "run",
    "saved_queries",
    "saved_query",
]
