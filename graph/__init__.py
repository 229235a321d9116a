"""hwkg.graph: Facts to RDF; the store, queries, export, validation and the command line.

Imports nothing of spaCy: extraction happens in ``hwkg.ingest``.
"""
