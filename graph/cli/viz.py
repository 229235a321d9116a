"""``hwkg viz``: draw the graph as an interactive HTML page, an SVG or PNG, or a timeline."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from hwkg.graph import api, formats
from hwkg.ingest import LANGUAGES, InputError

from .options import StoreOption
from .output import err


def output_format(output: str, timeline: bool) -> str:
    """Return the picture format that the output file's suffix asks for."""
    found = formats.by_suffix(Path(output).suffix, "viz")
    if output == "-" or found is None:
        raise InputError(
            f"-o {output}: give a file ending in .html (interactive), .svg or .png"
            + (" (the timeline is an .svg)" if timeline else "")
        )
    fmt = found.name
    if timeline and fmt != "svg":
        raise InputError(f"-o {output}: the timeline is drawn as SVG; give a file ending in .svg")
    return fmt


def viz(
    output: Annotated[
        str,
        typer.Option(
            "--output",
            "-o",
            help="File to write: .html (interactive page), .svg or .png.",
            show_default=False,
        ),
    ],
    store: StoreOption = None,
    focus: Annotated[
        str | None,
        typer.Option("--focus", help="Only this entity (label, alias or key) and its neighbours."),
    ] = None,
    depth: Annotated[
        int, typer.Option("--depth", help="With --focus: how many steps away to keep.")
    ] = 1,
    lang: Annotated[str, typer.Option("--lang", help="Language of the labels: en or es.")] = "en",
    timeline: Annotated[
        bool, typer.Option("--timeline", help="Draw the dated facts on a time axis (SVG).")
    ] = False,
) -> None:
    """Draw the company-chip-framework graph: an interactive page, a picture or a timeline.

    Examples: hwkg viz -o graph.html;  hwkg viz -o amazon.svg --focus Amazon --depth 2;
    hwkg viz -o timeline.svg --timeline --lang es
    """
    if lang.lower() not in LANGUAGES:
        raise InputError(f"--lang {lang!r}: use one of: {', '.join(sorted(LANGUAGES))}")
    lang = lang.lower()
    if depth < 0:
        raise InputError(f"--depth {depth}: give 0 or more")
    fmt = output_format(output, timeline)
    if timeline:
        fmt = "timeline"
    from hwkg.graph import viz as viz_mod

    graph = api.network(store, lang)
    if focus is not None:
        graph = viz_mod.focus(graph, focus, depth)
    if fmt == "html":
        data = viz_mod.to_html(graph, lang).encode("utf-8")
    elif fmt == "svg":
        data = viz_mod.to_svg(graph, lang)
    elif fmt == "png":
        data = viz_mod.to_png(graph, lang)
    else:
        data = viz_mod.timeline_svg(graph, lang)
    api.write_bytes(data, output)
    what = (
        f"{len(viz_mod.dated_facts(graph))} dated facts"
        if timeline
        else f"{graph.number_of_nodes():,} entities, {graph.number_of_edges():,} relations"
    )
    err.print(f"wrote {output} ({len(data):,} bytes, {fmt}: {what})", markup=False)
