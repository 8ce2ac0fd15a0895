#!/usr/bin/env python3
"""Writes Scenes/app-screen.svg: an app-like 1280x800 screen (a top bar, a tab bar of pills, 12 cards in a 4x3 grid,
each with an avatar circle, two text-line pills, a button pill and three icon strokes: 36 strokes in all) and
Scenes/app-screen-shapes.svg, the same screen without the strokes (rectangles, rounded rectangles and circles only).
Deterministic: the layout is fixed.

Usage: scripts/gen-app-scene.py [--out-dir DIR]
"""
import argparse

WIDTH, HEIGHT = 1280, 800


def icons(x, y, i):
    """Three 24 px icon strokes at (x, y): a check, a chevron and a heart-like curve, turned by the card index."""
    check = f"M{x} {y + 12} l7 7 l15 -15"
    chevron = f"M{x + 40} {y + 2} l10 10 l-10 10"
    curve = (f"M{x + 64} {y + 8} c0 -8 12 -8 12 0 c0 -8 12 -8 12 0 c0 8 -12 14 -12 16 c0 -2 -12 -8 -12 -16"
             if i % 2 == 0 else f"M{x + 64} {y + 20} C{x + 70} {y - 6} {x + 82} {y + 30} {x + 88} {y + 4}")
    return [check, chevron, curve]


def screen(with_paths):
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">',
           '  <rect width="1280" height="800" fill="#f1f5f9"/>',
           '  <rect width="1280" height="64" fill="#1e3a8a"/>',
           '  <circle cx="1236" cy="32" r="18" fill="#93c5fd"/>']
    for t in range(5):
        out.append(f'  <rect x="{32 + t * 132}" y="80" width="120" height="32" rx="16" fill="{"#2563eb" if t == 0 else "#e2e8f0"}"/>')
    for i in range(12):
        col, row = i % 4, i // 4
        x, y = 32 + col * 308, 132 + row * 220
        out.append(f'  <rect x="{x}" y="{y}" width="288" height="200" rx="16" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>')
        out.append(f'  <circle cx="{x + 40}" cy="{y + 40}" r="20" fill="#{(0x22c55e + i * 0x0a1020) & 0xffffff:06x}"/>')
        out.append(f'  <rect x="{x + 72}" y="{y + 26}" width="160" height="12" rx="6" fill="#cbd5e1"/>')
        out.append(f'  <rect x="{x + 72}" y="{y + 46}" width="110" height="10" rx="5" fill="#e2e8f0"/>')
        out.append(f'  <rect x="{x + 20}" y="{y + 148}" width="96" height="32" rx="16" fill="#dbeafe"/>')
        if with_paths:
            out.append(f'  <g fill="none" stroke="#0f172a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">')
            for d in icons(x + 24, y + 88, i):
                out.append(f'    <path d="{d}"/>')
            out.append('  </g>')
    out.append('</svg>')
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", default="Scenes")
    args = parser.parse_args()
    with open(f"{args.out_dir}/app-screen.svg", "w") as f:
        f.write(screen(True))
    with open(f"{args.out_dir}/app-screen-shapes.svg", "w") as f:
        f.write(screen(False))


if __name__ == "__main__":
    main()
