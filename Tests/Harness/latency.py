#!/usr/bin/env python3
"""First-touch latency of the harness's recordings against each page's own ground truth.

For each engine folder of Tests/Fixtures/third-party: runs `gesturetrace analyze --engine recorded`
and, for every intent it answered (`first_touch_latency_ms` finite), compares the answer's time
(the intent's first down plus that latency) with the first frame the page's ground-truth sampler
saw the screen leave its rest or turn (`harness.truth` markers `moved`, `reversed`: the display
time, `target`, of the frame whose rAF timestamp they name) at or after that down and before the
next intent. Prints, per engine, the share within one frame (the trace's median frame interval),
the answers by `answered_by`, and the intents the analysis left unanswered while the screen moved.

Usage: latency.py --gesturetrace BIN [--fixtures Tests/Fixtures/third-party] [--engine NAME ...]
"""

import argparse
import csv
import itertools
import json
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def truth_of(path):
    """The shown times of the ground truth's moves and turns, and the median frame interval."""
    frames, marks = {}, []
    with open(path) as trace:
        for line in list(trace)[1:]:
            event = json.loads(line)
            if event["type"] == "frame":
                frames[round(event["t"], 3)] = event.get("target", event["t"])
            elif event["type"] == "marker" and event["name"] == "harness.truth" and event["event"] != "rest":
                marks.append(event["frame"])
    times = sorted(frames)
    deltas = sorted(b - a for a, b in itertools.pairwise(times))
    period = deltas[len(deltas) // 2]
    return sorted(frames.get(round(frame, 3), frame + period) for frame in marks), period


def measure(binary, folder):
    files = sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".jsonl"))
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([binary, "analyze", *files, "--engine", "recorded", "--out", out], check=True,
                       capture_output=True)
        with open(os.path.join(out, "intents.csv")) as table:
            rows = [row for row in csv.DictReader(table) if row["engine"] == "recorded"]
    truths = {}
    for path in files:
        truths[os.path.basename(path)] = truth_of(path)
    result = {"answered": 0, "within": 0, "by": {}, "silent": 0, "misses": []}
    by_trace = {}
    for row in rows:
        by_trace.setdefault(os.path.basename(row["trace"]), []).append(row)
    for trace, intents in by_trace.items():
        shown, period = truths[trace]
        intents.sort(key=lambda row: float(row["t_start_ms"]))
        for index, row in enumerate(intents):
            if not row["t_first_touch_ms"]:
                continue
            down = float(row["t_first_touch_ms"])
            end = float(intents[index + 1]["t_start_ms"]) if index + 1 < len(intents) else math.inf
            seen = next((t for t in shown if down <= t < end), None)
            latency = float(row["first_touch_latency_ms"]) if row["first_touch_latency_ms"] else math.inf
            if math.isinf(latency):
                result["silent"] += seen is not None
                continue
            result["answered"] += 1
            result["by"][row["answered_by"]] = result["by"].get(row["answered_by"], 0) + 1
            if seen is not None and abs(down + latency - seen) <= period + 0.5:
                result["within"] += 1
            else:
                result["misses"].append((trace, row["intent_id"], round(down + latency - (seen or math.nan), 1)))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gesturetrace", required=True)
    parser.add_argument("--fixtures", default=os.path.join(ROOT, "Tests", "Fixtures", "third-party"))
    parser.add_argument("--engine", action="append")
    args = parser.parse_args()
    names = args.engine or sorted(name for name in os.listdir(args.fixtures)
                                  if os.path.isfile(os.path.join(args.fixtures, name, "labels.tsv")))
    print("engine\tanswered\twithin one frame\tshare\tanswered_by\tunanswered while the screen moved")
    for name in names:
        r = measure(os.path.abspath(args.gesturetrace), os.path.join(args.fixtures, name))
        share = 100 * r["within"] / max(1, r["answered"])
        print(f"{name}\t{r['answered']}\t{r['within']}\t{share:.1f} %\t{r['by']}\t{r['silent']}")
        for miss in r["misses"]:
            print(f"  off by {miss[2]} ms: {miss[0]} {miss[1]}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
