#!/usr/bin/env python3
"""Writes each ```swift block of a Markdown file to its own file for type-checking.

    extract_swift_blocks.py DOC.md OUTDIR

A block starting with `// swift-tools-version` is a package manifest (manifest-NN.swift, checked
against PackageDescription); every other block is block-NN.swift, and all of them are checked
together as one module, so a later block may use what an earlier one declares.
"""
import pathlib
import sys


def main() -> int:
    doc, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    blocks, current, start = [], None, 0
    for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
        if current is None and line.strip() == "```swift":
            current, start = [], number + 1
        elif current is not None and line.strip() == "```":
            blocks.append((start, current))
            current = None
        elif current is not None:
            current.append(line)
    if current is not None:
        print(f"{doc}: unterminated ```swift block from line {start}", file=sys.stderr)
        return 1
    if not blocks:
        print(f"{doc}: no ```swift block", file=sys.stderr)
        return 1
    for index, (start, lines) in enumerate(blocks, 1):
        kind = "manifest" if lines and lines[0].startswith("// swift-tools-version") else "block"
        # A line directive keeps the compiler's messages pointing at the Markdown file.
        text = f'#sourceLocation(file: "{doc}", line: {start})\n' + "\n".join(lines) + "\n"
        if kind == "manifest":
            text = "\n".join(lines) + "\n"  # the tools-version comment must be the first line
        (out / f"{kind}-{index:02d}.swift").write_text(text, encoding="utf-8")
    print(f"{doc}: {len(blocks)} swift blocks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
