#!/usr/bin/env python3
"""Convert the AOSP VelocityTracker oracle into GestureTrace v1 fixtures.

Usage: convert.py /path/to/aosp_velocitytracker.json [output_dir]

Reads the oracle (its layout is described in the README.md beside it) and writes, next to this
script by default:

- one trace v1 JSON Lines file per distinct test trace (cases of one test share their events
  across strategies and pointers, so they share one file), with "clock": "ns" and t = t_ns;
- expected.json, listing every planar case (axis-scroll cases are skipped: not touch data).

Event mapping (AOSP MotionEvent -> one touch event per pointer):
- down                 -> began for its pointer
- pointer_down (P)     -> began for P; moved for every other pointer listed (AOSP adds a sample
                          for every pointer of a POINTER_DOWN event)
- move                 -> moved for every pointer; AOSP "resampled" samples -> "predicted": true
- pointer_up (P)       -> ended for P, or cancelled when the event carries the CANCELED flag; the
                          other pointers are not written (AOSP adds no sample on POINTER_UP)
- up                   -> ended for its pointer(s)
- cancel               -> cancelled for every pointer listed
Positions are Android px, written unchanged and treated as points.

Standard library only; the output is deterministic (sorted, fixed formatting).
"""
import json
import os
import sys

RECORDED_PREFIXES = ("Sailfish", "Swordfish")


def number(value):
    """JSON text for a number: integers without a fraction, floats as repr."""
    if isinstance(value, bool):
        raise TypeError("boolean is not a number")
    if isinstance(value, int) or (isinstance(value, float) and value.is_integer() and abs(value) < 2**53):
        return str(int(value))
    return repr(float(value))


def touch_line(t_ns, pointer, phase):
    parts = ['"type":"touch"', '"t":' + str(int(t_ns)), '"id":' + str(int(pointer["id"])),
             '"phase":"' + phase + '"', '"x":' + number(pointer["x"]), '"y":' + number(pointer["y"])]
    if pointer.get("resampled"):
        parts.append('"predicted":true')
    return "{" + ",".join(parts) + "}"


def touch_lines(event):
    action = event["action"]
    pointers = event["pointers"]
    t_ns = event["t_ns"]
    canceled = "canceled" in event.get("flags", [])
    if action == "down":
        return [touch_line(t_ns, p, "began") for p in pointers]
    if action == "pointer_down":
        acting = event["action_pointer_id"]
        return [touch_line(t_ns, p, "began" if p["id"] == acting else "moved") for p in pointers]
    if action == "move":
        return [touch_line(t_ns, p, "moved") for p in pointers]
    if action == "pointer_up":
        acting = event["action_pointer_id"]
        return [touch_line(t_ns, p, "cancelled" if canceled else "ended")
                for p in pointers if p["id"] == acting]
    if action == "up":
        return [touch_line(t_ns, p, "cancelled" if canceled else "ended") for p in pointers]
    if action == "cancel":
        return [touch_line(t_ns, p, "cancelled") for p in pointers]
    raise ValueError(f"unexpected action {action!r}")


def trace_name(test):
    return test.split(".", 1)[-1]


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 64
    source = argv[1]
    out_dir = argv[2] if len(argv) > 2 else os.path.dirname(os.path.abspath(__file__))
    with open(source, encoding="utf-8") as f:
        oracle = json.load(f)
    meta = oracle["meta"]

    traces = {}   # file name -> (events json, test)
    cases = []
    for case in oracle["cases"]:
        if "axis" in case or "vscroll" in case["expected"]:
            continue  # axis-scroll cases: not touch data
        events_key = json.dumps(case["events"], sort_keys=True)
        base = trace_name(case["test"])
        name = base + ".jsonl"
        suffix = 2
        while name in traces and traces[name][0] != events_key:
            name = f"{base}-{suffix}.jsonl"
            suffix += 1
        if name not in traces:
            traces[name] = (events_key, case["test"], case["events"])
        tolerance = case["tolerance"]
        expected = {}
        for axis in ("vx", "vy"):
            if axis in case["expected"]:
                expected[axis] = case["expected"][axis]
        entry = {
            "name": case["name"],
            "test": case["test"],
            "trace": name,
            "strategy": case["strategy"],
            "touchId": case["pointer_id"],
            "expected": expected,
            "tolerance": {
                "relative": tolerance["rel"],
                "absoluteWhenExpectedIsZero": tolerance["abs_when_expected_is_zero"],
            },
            "recordedFling": trace_name(case["test"]).startswith(RECORDED_PREFIXES),
        }
        if "notes" in case:
            entry["notes"] = case["notes"]
        cases.append(entry)

    for name, (_, test, events) in sorted(traces.items()):
        header = {
            "type": "header",
            "format": "gesture-trace",
            "version": 1,
            "clock": "ns",
            "meta": {
                "source": "AOSP " + meta["source_path"] + " (" + test + ")",
                "sourceTest": test,
                "sourceRepository": meta["source_repo"],
                "sourceRef": meta["source_ref"],
                "license": meta["license"],
                "units": "positions are Android px, treated as points; t is exact nanoseconds",
                "generatedBy": "Tests/Fixtures/conformance/aosp/convert.py",
            },
        }
        lines = [json.dumps(header, sort_keys=False, separators=(",", ":"))]
        for event in events:
            lines.extend(touch_lines(event))
        with open(os.path.join(out_dir, name), "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(lines) + "\n")

    expected_doc = {
        "source": {
            "repository": meta["source_repo"],
            "path": meta["source_path"],
            "ref": meta["source_ref"],
            "license": meta["license"],
            "velocityUnits": "px/s, treated as points per second",
        },
        "semantics": "expected.vx/vy: a number is asserted; null means the tracker must report no "
                     "velocity; an absent key is not asserted. Pass when |actual-expected| <= "
                     "|expected|*relative, or <= absoluteWhenExpectedIsZero when expected is 0.",
        "cases": cases,
    }
    with open(os.path.join(out_dir, "expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(expected_doc, f, indent=1, sort_keys=False)
        f.write("\n")
    print(f"wrote {len(traces)} traces and {len(cases)} cases to {out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
