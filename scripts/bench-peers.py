#!/usr/bin/env python3
"""Times each SVG scene with Kite and cairo (`kite bench render --json`, one process) and with Skia's CPU raster
(skia-python's SVG renderer: clear, render, flush) in the same run, and prints a Markdown table of medians.

Needs skia-python (`pip install skia-python`) and a built kite (release: `swift build -c release`).

Usage: scripts/bench-peers.py [--kite PATH] [--frames N] [--scene SVG ...]
"""
import argparse
import json
import statistics
import subprocess
import time

import skia

DEFAULT_SCENES = ["Scenes/cubics-1000.svg", "Scenes/app-screen.svg", "Scenes/app-screen-shapes.svg",
                  "Scenes/gallery.svg"]


def skia_median_ms(path, frames):
    """Median milliseconds per frame for Skia's raster backend drawing the SVG at its own size, one thread."""
    dom = skia.SVGDOM.MakeFromStream(skia.Stream.MakeFromFile(path))
    size = dom.containerSize()
    surface = skia.Surface(int(size.width()), int(size.height()))
    canvas = surface.getCanvas()
    samples = []
    for i in range(3 + frames):
        start = time.perf_counter()
        canvas.clear(skia.ColorTRANSPARENT)
        dom.render(canvas)
        # The raster backend draws on this thread as the calls are made; the flush completes any deferred work.
        surface.flushAndSubmit()
        if i >= 3:
            samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kite", default=".build/release/kite")
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--scene", action="append", dest="scenes")
    args = parser.parse_args()
    scenes = args.scenes or DEFAULT_SCENES
    command = [args.kite, "bench", "render", "--json", "--frames", str(args.frames)]
    for scene in scenes:
        command += ["--scene", scene]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    kite = [json.loads(line) for line in output.splitlines() if line.startswith("{")]
    print("| scene | Kite ms | cairo ms | Skia CPU ms | Kite / cairo | Skia / cairo | Kite submit ms "
          "| Kite steady submit ms |")
    print("|---|---|---|---|---|---|---|---|")
    for scene, result in zip(scenes, kite):
        skia_ms = skia_median_ms(scene, args.frames)
        k, c = result["kite"]["median_ms"], result["cairo"]["median_ms"]
        submit = result["kite"].get("submit_ms", float("nan"))
        steady = result["kite"].get("steady_submit_ms", float("nan"))
        print(f"| {result['scene']} | {k:.2f} | {c:.2f} | {skia_ms:.2f} | {k / c:.2f} | {skia_ms / c:.2f} | "
              f"{submit:.3f} | {steady:.3f} |")


if __name__ == "__main__":
    main()
