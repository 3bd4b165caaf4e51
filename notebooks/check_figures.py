#!/usr/bin/env python3
"""Check that the notebooks produced every figure, and that none is empty.

    python notebooks/check_figures.py [FIGURE_DIR] [EXECUTED_NOTEBOOK_DIR]

Defaults: $GESTURETRACE_FIGURES or build/notebooks/figures, and $GESTURETRACE_OUT or build/notebooks.
For each expected figure: the file exists, is a PNG (signature and IHDR chunk), is more than 10 KB,
at least 300 x 300 pixels, and not blank (with Pillow: more than one colour in use and a pixel
standard deviation above a floor; without Pillow: compressed image data above a floor). For each
notebook: the executed copy exists and no cell output is an error.

Prints one line per check, then `N passed, M failed`, and exits 1 when any check failed.
"""

import json
import os
import pathlib
import struct
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Every figure the notebooks must write, by notebook. A notebook draws each of its figures on any
# corpus (a "no data" panel when a metric is empty), so the list does not depend on the reports.
EXPECTED = {
    "ux-review.ipynb": [
        "ux-review-latency-cdf.png",
        "ux-review-gestures-per-intent.png",
        "ux-review-cancel-success.png",
        "ux-review-worst-intents.png",
    ],
    "transition-timeline.ipynb": [
        "transition-timeline.png",
    ],
    "flow-funnel.ipynb": [
        "flow-funnel.png",
    ],
    "frame-pacing.ipynb": [
        "frame-pacing.png",
    ],
}
MIN_BYTES = 10 * 1024
MIN_SIDE = 300
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_problems(path: pathlib.Path) -> list[str]:
    if not path.is_file():
        return ["missing"]
    data = path.read_bytes()
    if not data.startswith(PNG_SIGNATURE):
        return ["not a PNG (bad signature)"]
    if len(data) < 33 or data[12:16] != b"IHDR":
        return ["not a PNG (no IHDR chunk)"]
    width, height = struct.unpack(">II", data[16:24])
    problems = []
    if len(data) <= MIN_BYTES:
        problems.append(f"{len(data)} bytes, expected more than {MIN_BYTES}")
    if width < MIN_SIDE or height < MIN_SIDE:
        problems.append(f"{width}x{height} px, expected at least {MIN_SIDE}x{MIN_SIDE}")
    problems += blank_problems(path, data)
    return problems


def blank_problems(path: pathlib.Path, data: bytes) -> list[str]:
    try:
        from PIL import Image, ImageStat
    except ImportError:
        # No Pillow: sum the IDAT chunks; a blank image compresses to almost nothing.
        idat, offset = 0, 8
        while offset + 8 <= len(data):
            length, kind = struct.unpack(">I4s", data[offset:offset + 8])
            if kind == b"IDAT":
                idat += length
            offset += 12 + length
        return [] if idat > 4096 else [f"looks blank ({idat} bytes of image data)"]
    with Image.open(path) as image:
        image.load()
        gray = image.convert("L")
        colors = gray.getcolors(maxcolors=256 * 256)
        deviation = ImageStat.Stat(gray).stddev[0]
        non_white = sum(count for count, value in colors if value < 250) if colors else 0
        total = gray.width * gray.height
    problems = []
    if colors is not None and len(colors) < 8:
        problems.append(f"looks blank ({len(colors)} grey levels)")
    if deviation < 5 or non_white < 0.005 * total:
        problems.append(f"looks blank (pixel std {deviation:.1f}, {non_white} non-white pixels of {total})")
    return problems


def notebook_problems(path: pathlib.Path) -> list[str]:
    if not path.is_file():
        return ["executed notebook missing"]
    notebook = json.loads(path.read_text())
    errors = [o for cell in notebook.get("cells", []) for o in cell.get("outputs", [])
              if o.get("output_type") == "error"]
    unexecuted = [c for c in notebook.get("cells", [])
                  if c.get("cell_type") == "code" and c.get("execution_count") is None]
    problems = [f"error output: {e.get('ename')}: {e.get('evalue')}" for e in errors]
    if unexecuted:
        problems.append(f"{len(unexecuted)} code cell(s) not executed")
    return problems


def main(argv: list[str]) -> int:
    out = pathlib.Path(os.environ.get("GESTURETRACE_OUT") or ROOT / "build/notebooks")
    figures = pathlib.Path(argv[0]) if argv else pathlib.Path(os.environ.get("GESTURETRACE_FIGURES") or out / "figures")
    executed = pathlib.Path(argv[1]) if len(argv) > 1 else out
    passed = failed = 0
    for notebook, names in EXPECTED.items():
        checks = [(executed / notebook, notebook_problems)] + [(figures / name, png_problems) for name in names]
        for path, check in checks:
            problems = check(path)
            if problems:
                failed += 1
                print(f"FAIL {path}: {'; '.join(problems)}")
            else:
                passed += 1
                print(f"ok   {path}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
