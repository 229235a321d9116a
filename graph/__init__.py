"""hwkg.graph: Facts to RDF, and everything done with it. Imports nothing of spaCy:
extraction happens in ``hwkg.ingest``, which this package uses through its public names only.

Layers, each importing only those below it (import-linter contracts in pyproject.toml):
``cli`` (the command line) < ``api`` (the public Python API) < ``serve`` (the web server) <
``viz`` (pictures) < ``sparql`` (questions and answers) < ``store`` (the one store interface,
the only writer) < ``vocab``, ``terms``, ``formats``, ``errors`` (what every layer shares).
"""
