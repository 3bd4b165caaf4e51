#!/usr/bin/env python3
"""Writes the hand-made flow traces of this folder (run once; the .jsonl files are checked in).

Every trace starts with a `screen.shown` marker at t=0 (the run's start with "start": "trace")
and uses the targets of the highlight-onboarding screen: sentence:N, colour:X, memo.
"""
import json

HEADER = {"type": "header", "format": "gesture-trace", "version": 1, "clock": "ms",
          "device": {"model": "hand-made", "refreshHz": 60, "touchHz": 120},
          "screen": {"width": 390, "height": 844}}


def tap(t, x, y, target, touch_id):
    return [{"type": "touch", "t": t, "id": touch_id, "phase": "began", "x": x, "y": y, "target": target},
            {"type": "touch", "t": t + 80, "id": touch_id, "phase": "ended", "x": x, "y": y, "target": target}]


def double_tap(t, x, y, target, touch_id):
    return tap(t, x, y, target, touch_id) + tap(t + 200, x, y, target, touch_id + 1)


def pan(t, x, y, target, touch_id, dx=120):
    """A slow drag: 600 ms of movement to the right, 100 ms still, then lifted (a pan, not a swipe)."""
    events = [{"type": "touch", "t": t, "id": touch_id, "phase": "began", "x": x, "y": y, "target": target}]
    for step in range(1, 37):
        events.append({"type": "touch", "t": round(t + step * 600 / 36, 3), "id": touch_id, "phase": "moved",
                       "x": round(x + dx * step / 36, 3), "y": y})
    events.append({"type": "touch", "t": t + 700, "id": touch_id, "phase": "ended", "x": x + dx, "y": y})
    return events


def marker(t, name):
    return [{"type": "marker", "t": t, "name": name}]


def write(name, note, *parts):
    events = [event for part in parts for event in part]
    events.sort(key=lambda event: event["t"])
    header = dict(HEADER, meta={"note": note})
    with open(name, "w") as out:
        out.writelines(json.dumps(line, separators=(",", ":")) + "\n" for line in [header] + events)


def rest(start, touch_id=10):
    """Drag at `start`, colour 400 ms after the drag's lift, memo 520 ms after the colour's lift."""
    return [pan(start, 100, 300, "sentence:3", touch_id), tap(start + 1100, 300, 600, "colour:yellow", touch_id + 1),
            tap(start + 1700, 200, 700, "memo", touch_id + 2)]


write("complete-first-try.jsonl", "double tap, wait for the tip, drag, colour, memo: every step first time",
      marker(0, "screen.shown"), double_tap(1000, 100, 300, "sentence:3", 1), *rest(3500))
write("wrong-then-right.jsonl", "a single tap where a double tap is asked, then the double tap, then the rest",
      marker(0, "screen.shown"), tap(800, 100, 300, "sentence:3", 1), double_tap(2000, 100, 300, "sentence:3", 2),
      *rest(4500))
write("touch-during-wait.jsonl", "a drag that starts while the tip still shows, then the real drag after it",
      marker(0, "screen.shown"), double_tap(1000, 100, 300, "sentence:3", 1), pan(2000, 100, 300, "sentence:3", 5),
      *rest(3500))
write("drop-at-step-3.jsonl", "double tap, the tip, then a tap on the memo instead of the drag, and the user leaves",
      marker(0, "screen.shown"), double_tap(1000, 100, 300, "sentence:3", 1), tap(3600, 200, 700, "memo", 5),
      marker(6000, "screen.left"))
write("strict-break.jsonl", "a tap on the sentence where the drag is asked, then the drag and the rest",
      marker(0, "screen.shown"), double_tap(1000, 100, 300, "sentence:3", 1), tap(3600, 100, 300, "sentence:3", 5),
      *rest(4500))
