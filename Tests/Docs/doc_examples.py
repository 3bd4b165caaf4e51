#!/usr/bin/env python3
"""Runs the examples of the documentation and compares what they print (docs that cannot drift).

Every fenced block whose info string is `console` in README.md and docs/*.md is a transcript:
a line `$ COMMAND` runs COMMAND with bash from the repository's root, with the `gesturetrace`
being tested first on PATH; the lines after it, up to the next `$ ` line or the end of the
block, are what it must print (stdout and stderr together, in order). A line `...` stands for
any number of lines; a trailing `# exit N` on the command says the exit status it must have
(default 0). Other blocks (`sh`, `swift`, ...) are not run.

usage: doc_examples.py GESTURETRACE [--update] [FILE.md ...]
  --update  rewrite each block's expected output with what the commands print now (elisions kept
            as the first and last lines around them cannot be known: review the diff)
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def blocks(text):
    """Yields (start, end, lines) of each console block: line indices of its body."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```console":
            j = i + 1
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            yield i + 1, j, lines[i + 1:j]
            i = j
        i += 1


def transcript(body):
    """[(command, expected status, [expected lines])] of a block's body."""
    steps = []
    for line in body:
        if line.startswith("$ "):
            command = line[2:]
            status = 0
            match = re.search(r"\s+# exit (\d+)$", command)
            if match:
                status = int(match.group(1))
            steps.append((command, status, []))
        elif steps:
            steps[-1][2].append(line)
    return steps


def matches(expected, actual):
    """Whether `actual` lines match `expected`, where a `...` line stands for any lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[k:]) for k in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])


def run(command, env):
    result = subprocess.run(["bash", "-c", command], cwd=ROOT, env=env, check=False, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    lines = result.stdout.rstrip("\n").split("\n") if result.stdout else []
    return result.returncode, [line.rstrip() for line in lines]


def main(argv):
    binary = os.path.abspath(argv[0])
    update = "--update" in argv[1:]
    files = [a for a in argv[1:] if a != "--update"] or (
        ["README.md"] + sorted("docs/" + f for f in os.listdir(os.path.join(ROOT, "docs")) if f.endswith(".md")))
    bindir = tempfile.mkdtemp(prefix="doc-examples-")
    os.symlink(binary, os.path.join(bindir, "gesturetrace"))
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""), NO_COLOR="1")
    failures = 0
    checked = 0
    for name in files:
        path = name if os.path.isabs(name) else os.path.join(ROOT, name)
        with open(path) as file:
            text = file.read()
        lines = text.split("\n")
        replacements = []
        for start, end, body in blocks(text):
            new_body = []
            for command, status, expected in transcript(body):
                code, actual = run(command, env)
                checked += 1
                ok = code == status and matches(expected, actual)
                if not ok and not update:
                    failures += 1
                    print(f"{name}:{start + 1}: {command}")
                    if code != status:
                        print(f"  exit {code}, expected {status}")
                    print("  expected:\n    " + "\n    ".join(expected))
                    print("  printed:\n    " + "\n    ".join(actual))
                new_body.append("$ " + command)
                new_body.extend(expected if ok else actual)
            replacements.append((start, end, new_body))
        if update:
            for start, end, new_body in reversed(replacements):
                lines[start:end] = new_body
            with open(path, "w") as file:
                file.write("\n".join(lines))
    print(f"{checked} documented commands checked, {failures} differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
