#!/usr/bin/env python3
"""Writes one long, valid, deterministic trace of N open-then-close cycles, for the benchmark of
analysis time per event against a trace's length (Benchmarks/run.sh, docs/performance.md).

usage: generate_cycles.py TEMPLATE.jsonl CYCLES OUT.jsonl

TEMPLATE is a short trace holding one cycle (a synthesized open-dismiss user: a tap opens, a pan
closes, with its intents and the app's transition events). The cycle is repeated CYCLES times,
each copy shifted in time past the previous one's last event and with its intent and transition
ids made unique. The header loses its `engine` (recorded against an unknown engine), so that
`analyze` replays the trace against both model engines. The same arguments give the same bytes.
"""
import json
import sys


def main():
    template, cycles, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(template) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    header, events = lines[0], lines[1:]
    header.pop("engine", None)
    header["meta"] = {"generator": "Benchmarks/generate_cycles.py", "cycles": cycles}
    first, last = events[0]["t"], events[-1]["t"]
    period = round(last - first + 500.0, 3)
    dumps = json.JSONEncoder(separators=(",", ":")).encode
    with open(out, "w") as f:
        f.write(dumps(header) + "\n")
        for cycle in range(cycles):
            shift = cycle * period
            for event in events:
                copy = dict(event)
                copy["t"] = round(event["t"] + shift, 6)
                if event["type"] in ("intent", "transition"):
                    copy["id"] = f"{event['id']}-c{cycle}"
                f.write(dumps(copy) + "\n")


if __name__ == "__main__":
    main()
