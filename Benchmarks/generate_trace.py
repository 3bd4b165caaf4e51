#!/usr/bin/env python3
"""Writes a large, valid, deterministic trace for the benchmarks, in both container forms.

usage: generate_trace.py EVENTS OUT_PREFIX   ->  OUT_PREFIX.jsonl and OUT_PREFIX.json

The events look like a long recording: pans sampled at 120 Hz (about 60 samples each, some with
a predicted sample), taps, the app's transition events, frames and the odd marker, so that every
kind of event the reader handles is in the mix. A fixed seed makes the files identical run after run.
"""
import json
import random
import sys


def main():
    total = int(sys.argv[1])
    prefix = sys.argv[2]
    rng = random.Random(20261122)
    header = {"format": "gesture-trace", "version": 1, "clock": "ms",
              "device": {"model": "bench", "refreshHz": 60, "touchHz": 120},
              "screen": {"width": 390, "height": 844},
              "scene": {"kind": "media-viewer", "initial": "destination"},
              "meta": {"generator": "Benchmarks/generate_trace.py", "events": total}}
    dumps = json.JSONEncoder(separators=(",", ":")).encode
    events = []
    t = 0.0
    count = 0
    sequence = 0
    while count < total:
        sequence += 1
        touch_id = sequence % 5 + 1
        x, y = rng.uniform(50, 340), rng.uniform(100, 700)
        samples = rng.randint(2, 110)
        for i in range(samples):
            if count >= total - 1:
                break
            phase = "began" if i == 0 else "moved"
            x += rng.uniform(-2, 2)
            y += rng.uniform(0, 6)
            e = {"type": "touch", "t": round(t, 3), "id": touch_id, "phase": phase,
                 "x": round(x, 2), "y": round(y, 2)}
            if i == 0:
                e["target"] = f"cell:{rng.randint(1, 500)}"
            if i > 0 and rng.random() < 0.05:
                e["force"] = round(rng.random(), 3)
            events.append(e)
            count += 1
            t += 8.333
            if count % 2 == 0 and count < total - 1:
                events.append({"type": "frame", "t": round(t, 3)})
                count += 1
        events.append({"type": "touch", "t": round(t, 3), "id": touch_id, "phase": "ended",
                       "x": round(x, 2), "y": round(y, 2)})
        count += 1
        if count < total - 2 and rng.random() < 0.3:
            events.append({"type": "transition", "t": round(t, 3), "id": f"tr{sequence}",
                           "event": "began", "operation": "dismiss", "interactive": True, "progress": 1})
            events.append({"type": "transition", "t": round(t + 1, 3), "id": f"tr{sequence}",
                           "event": "ended", "progress": 0, "outcome": "completed"})
            count += 2
        if count < total and rng.random() < 0.02:
            events.append({"type": "marker", "t": round(t + 1, 3), "name": "bench", "n": sequence})
            count += 1
        t += rng.uniform(50, 400)
    events = events[:total]
    with open(prefix + ".jsonl", "w") as f:
        f.write(dumps(dict(type="header", **header)) + "\n")
        for e in events:
            f.write(dumps(e) + "\n")
    with open(prefix + ".json", "w") as f:
        f.write('{"header":' + dumps(header) + ',\n"events":[\n')
        for i, e in enumerate(events):
            f.write(dumps(e) + (",\n" if i + 1 < len(events) else "\n"))
        f.write("]}\n")


if __name__ == "__main__":
    main()
