"""hwkg.graph.serve: the SPARQL endpoint and web pages of ``hwkg serve`` (see ``app.py``)."""

from .app import create_app, listen, run, serve

__all__ = ["create_app", "listen", "run", "serve"]
