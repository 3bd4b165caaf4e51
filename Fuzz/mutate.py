#!/usr/bin/env python3
"""Mutation fuzz of the command-line tool (Fuzz/README.md).

Mutates valid traces (the seeds under Fuzz/corpus/, plus traces/), runs `gesturetrace validate`
and `gesturetrace analyze --skip-invalid` on each mutant, and checks that every run ends by
itself with a documented exit code: 0 (ok), 64 (usage) or 65 (bad input). A crash (a signal, any
other code) or a run over the time limit is a finding: the mutant is kept under
build/fuzz/mutate/ and the script exits 1.

    Fuzz/mutate.py [--count N] [--seed S] [--binary .build/release/gesturetrace] [--timeout SECONDS]

Deterministic: the same seed gives the same mutants.
"""
import argparse
import pathlib
import random
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXTREMES = [
    b"9.3e12", b"-9.1e12", b"1e306", b"1e308", b"1.8e308", b"5e-324", b"123456789012345678901234567890",
    b"-9223372036854775809", b"18446744073709551616", b"NaN", b"Infinity", b"-0", b"1e-400", b"4e12",
    b"9007199254740993", b"0", b"1000", b"1e300",
]
TOKENS = [b"{", b"}", b"[", b"]", b",", b":", b'"', b"\\", b"\\u0000", b"\n", b"\r\n", b"//", b"'", b"\xff",
          b"\xc3", b"\x1b[31m", b'"t"', b'"type"', b'"header"', b'"events"', b'"began"', b'"ended"', b"null"]
ALLOWED = {0, 64, 65}


def seeds():
    files = sorted((ROOT / "Fuzz/corpus").rglob("*.json*")) + sorted((ROOT / "traces").rglob("*.jsonl"))[:40]
    return [(f.suffix, f.read_bytes()) for f in files]


def mutate(data: bytes, rng: random.Random) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(7)
        pos = rng.randrange(len(data) + 1)
        if op == 0 and data:  # flip a byte
            data[min(pos, len(data) - 1)] = rng.randrange(256)
        elif op == 1:  # insert a token
            data[pos:pos] = rng.choice(TOKENS)
        elif op == 2 and data:  # delete a span
            del data[pos:pos + rng.randint(1, 16)]
        elif op in (3, 4):  # replace a number with an extreme one
            digits = [i for i in range(len(data)) if 48 <= data[i] <= 57]
            if digits:
                start = end = rng.choice(digits)
                while start > 0 and data[start - 1] in b"0123456789.eE+-":
                    start -= 1
                while end < len(data) and data[end] in b"0123456789.eE+-":
                    end += 1
                data[start:end] = rng.choice(EXTREMES)
        elif op == 5:  # duplicate or drop a line
            lines = bytes(data).split(b"\n")
            i = rng.randrange(len(lines))
            if rng.random() < 0.5:
                lines.insert(i, lines[i] * rng.choice([1, 1, 2]))
            else:
                del lines[i]
            data = bytearray(b"\n".join(lines))
        else:  # many fingers down at once
            lines = [b'{"type":"touch","t":1,"id":%d,"phase":"began","x":1,"y":1}' % k
                     for k in range(rng.choice([40, 200]))]
            data += b"\n" + b"\n".join(lines) + b"\n"
    return bytes(data)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--binary", default=str(ROOT / ".build/release/gesturetrace"))
    parser.add_argument("--timeout", type=float, default=30)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    pool = seeds()
    findings = ROOT / "build/fuzz/mutate"
    found = 0
    codes = {}
    with tempfile.TemporaryDirectory(prefix="gesturetrace-mutate-") as tmp:
        for n in range(args.count):
            suffix, data = rng.choice(pool)
            mutant = mutate(data, rng)
            path = pathlib.Path(tmp) / f"mutant{suffix}"
            path.write_bytes(mutant)
            for command in (["validate", str(path)], ["analyze", str(path), "--skip-invalid", "--jobs", "1"]):
                try:
                    run = subprocess.run([args.binary] + command, check=False, capture_output=True,
                                         timeout=args.timeout,
                                         env={"SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin"})
                    code = run.returncode
                except subprocess.TimeoutExpired:
                    code = "timeout"
                codes[code] = codes.get(code, 0) + 1
                if code not in ALLOWED:
                    found += 1
                    findings.mkdir(parents=True, exist_ok=True)
                    keep = findings / f"finding-{n}-{command[0]}{suffix}"
                    keep.write_bytes(mutant)
                    print(f"FINDING: {command[0]} exited {code}: {keep}", file=sys.stderr)
    print(f"{args.count} mutants, {2 * args.count} runs; exit codes {dict(sorted(codes.items(), key=str))}; "
          f"{found} findings")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
