"""Commands that read the whole graph: ``hwkg export`` and ``hwkg validate``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from hwkg.graph import api, formats

from .options import StoreOption
from .output import err, out, to_stdout


def export(
    store: StoreOption = None,
    fmt: Annotated[
        str | None,
        typer.Option(
            "--format",
            "-f",
            help="turtle, trig, nt, nq, jsonld, graphml or gexf (default: from -o).",
        ),
    ] = None,
    output: Annotated[
        str, typer.Option("--output", "-o", help="File to write; - for stdout.")
    ] = "-",
    provenance: Annotated[
        bool, typer.Option("--provenance/--no-provenance", help="Include provenance records.")
    ] = True,
    ontology: Annotated[
        bool, typer.Option("--with-ontology", help="Include the ontology graph.")
    ] = False,
) -> None:
    """Export the graph: the same graph always gives the same bytes.

    Example: hwkg export -f turtle -o hwkg.ttl
    """
    if fmt:
        name = formats.by_name(fmt, "export", what="export format").name
        shown = fmt.lower()
    else:
        found = formats.by_suffix(Path(output).suffix, "export") if output != "-" else None
        name = shown = found.name if found else "turtle"
    data = api.export_bytes(name, store, provenance=provenance, ontology=ontology)
    if output == "-":
        to_stdout(data)
        return
    api.write_bytes(data, output)
    err.print(f"wrote {output} ({len(data):,} bytes, {shown})")


def validate(
    file: Annotated[
        Path | None, typer.Argument(help="An exported RDF file; default: the store.")
    ] = None,
    store: StoreOption = None,
) -> None:
    """Check the graph against the SHACL shapes; exit 1 on violations.

    Example: hwkg validate  or  hwkg validate hwkg.ttl
    """
    report = api.validate(file, store)
    if report.conforms:
        out.print("conforms: the graph satisfies every hwkg shape")
        return
    out.print(report.text)
    err.print(f"hwkg: {report.violations} SHACL violation(s)")
    raise typer.Exit(1)


def graph_size(store: StoreOption = None) -> None:
    """Print the number of triples in the union of the article graphs."""
    out.print(len(api.rdf_graph(store)))
