#!/usr/bin/env python3
"""Writes traces/scenarios/credit-*.jsonl: recorded transitions with exact answers for the causal
credit rule (docs/analysis.md "Who answered a touch"), asserted by
Tests/TraceAnalysisTests/Metrics/CausalCreditFixtureTests.swift, and Tests/Fixtures/visible/*.jsonl:
answers measured to the first visible frame and the latency breakdown (docs/analysis.md "Latency
breakdown"), asserted by Tests/TraceAnalysisTests/Metrics/VisibleAnswerFixtureTests.swift.
Deterministic; run from the repository root: python3 Tests/Fixtures/scripts/credit_fixtures.py
"""
import json
import math
import os

P = 1000.0 / 60  # 60 Hz frames: frame k at k * P ms


def r(t):
    return round(t, 6)


def frame_at_or_after(t):
    return math.ceil(t / P - 1e-9)


def header(note, initial="source", scenario="credit"):
    return {"type": "header", "format": "gesture-trace", "version": 1, "clock": "ms",
            "device": {"model": "fixture", "refreshHz": 60, "touchHz": 120},
            "screen": {"width": 390, "height": 800},
            "scene": {"kind": "media-viewer", "transitionDistance": 400, "initial": initial},
            "engine": {"kind": "web-viewer"},
            "meta": {"scenario": scenario, "fixture": "credit", "note": note}}


class Trace:
    def __init__(self):
        self.events = []  # (t, order, object)

    def add(self, t, obj):
        obj = dict(obj)
        obj["t"] = r(t)
        order = {"intent": 0, "touch": 1, "frame": 2, "transition": 3}[obj["type"]]
        if obj.get("event") == "visible":
            order = 4  # after the began of the same frame
        self.events.append((r(t), order, len(self.events), obj))

    def tap(self, touch, down, up, x=200, y=300, target=None):
        self.add(down, {"type": "touch", "id": touch, "phase": "began", "x": x, "y": y,
                        "target": target or f"cell:{touch}"})
        self.add(up, {"type": "touch", "id": touch, "phase": "ended", "x": x, "y": y})

    def animate(self, tid, operation, start_frame, frames=15, cause=None, first=None, visible=None):
        """A non-interactive transition: began at frame start_frame, progress each frame, ended;
        `visible` frames after its began, a `visible` event (the first frame that showed it)."""
        src, dst = (0.0, 1.0) if operation == "present" else (1.0, 0.0)
        began = {"type": "transition", "id": tid, "event": "began", "operation": operation,
                 "interactive": False, "progress": src}
        if cause is not None:
            began["cause"] = cause
        self.add(start_frame * P, began)
        if visible is not None:
            self.add((start_frame + visible) * P, {"type": "transition", "id": tid, "event": "visible"})
        for i in range(1, frames):
            p = src + (dst - src) * i / frames
            if first is not None:
                p = first + (dst - first) * (i - 1) / (frames - 1)
            self.add((start_frame + i) * P, {"type": "transition", "id": tid, "event": "progress",
                                               "progress": round(p, 6)})
        self.add((start_frame + frames) * P, {"type": "transition", "id": tid, "event": "ended",
                                                "progress": dst, "outcome": "completed"})
        return (start_frame + frames)

    def drag_close(self, touch, down, tid, speed_pt_per_sample=20, samples=10):
        """A drag down on the viewer that the app's dismiss follows (cause: this touch), then the
        release animates to the chat over 10 frames."""
        y = 300.0
        self.add(down, {"type": "touch", "id": touch, "phase": "began", "x": 200, "y": y})
        began = False
        last_frame = None
        p = 1.0
        for k in range(1, samples + 1):
            tt = down + k * 1000 / 120
            y = 300 + speed_pt_per_sample * k
            self.add(tt, {"type": "touch", "id": touch, "phase": "moved" if k < samples else "ended",
                          "x": 200, "y": y})
            f = frame_at_or_after(tt)
            p = max(0.0, 1 - (y - 300) / 400)
            if not began and y - 300 > 10:
                self.add(f * P, {"type": "transition", "id": tid, "event": "began", "operation": "dismiss",
                                 "interactive": True, "progress": round(p, 6), "cause": [touch]})
                began = True
            elif began and f != last_frame:
                self.add(f * P, {"type": "transition", "id": tid, "event": "progress", "progress": round(p, 6)})
            last_frame = f
        end = last_frame + 1
        for i in range(1, 10):
            self.add((end + i) * P, {"type": "transition", "id": tid, "event": "progress",
                                     "progress": round(p * (1 - i / 10), 6)})
        self.add((end + 10) * P, {"type": "transition", "id": tid, "event": "ended", "progress": 0,
                                  "outcome": "completed"})
        return end + 10

    def frames(self, until, skip=()):
        for k in range(frame_at_or_after(until) + 1):
            if k in skip:
                continue
            self.add(k * P, {"type": "frame", "target": r((k + 1) * P)})

    def write(self, path, head):
        self.events.sort(key=lambda e: (e[0], e[1], e[2]))
        with open(path, "w") as f:
            f.write(json.dumps(head, separators=(",", ":")) + "\n")
            for _, _, _, obj in self.events:
                ordered = {"type": obj.pop("type"), "t": obj.pop("t")}
                ordered.update(obj)
                ordered = {k: (int(v) if isinstance(v, float) and v.is_integer() else v) for k, v in ordered.items()}
                f.write(json.dumps(ordered, separators=(",", ":")) + "\n")


def delayed(name, began_frame_of, description):
    """Two open intents: the first answered without a cause, the second with one; between them the
    user drags the viewer closed."""
    t = Trace()
    t.add(990, {"type": "intent", "id": "open-inferred", "goal": "open", "target": "cell:1"})
    t.tap(1, 1000, 1080)
    b1 = began_frame_of(1080)
    end1 = t.animate("open-1", "present", b1)
    close = (end1 + 60) * P
    t.add(close, {"type": "intent", "id": "close", "goal": "close"})
    end_close = t.drag_close(3, close + 10, "close-1")
    start2 = (end_close + 60) * P
    t.add(start2, {"type": "intent", "id": "open-caused", "goal": "open", "target": "cell:2"})
    t.tap(2, start2 + 10, start2 + 90)
    b2 = began_frame_of(start2 + 90)
    end2 = t.animate("open-2", "present", b2, cause=[2])
    t.frames((end2 + 30) * P)
    note = (f"credit fixture: a tap answered {description}, first without a cause, then with \"cause\": [2]; "
            "between them a drag closes the viewer. Expected latencies in CausalCreditFixtureTests")
    t.write(f"traces/scenarios/credit-{name}.jsonl", header(note))


def main():
    for k in (0, 1, 2):
        delayed(f"{k}-frames", lambda up, k=k: frame_at_or_after(up) + k,
                f"{k} frame{'' if k == 1 else 's'} after the frame of its lift")
    for ms in (50, 100, 250, 900):
        delayed(f"{ms}-ms", lambda up, ms=ms: frame_at_or_after(up + ms), f"{ms} ms after its lift")
    delayed("past-bound", lambda up: frame_at_or_after(up + 5100), "5.1 s after its lift, past the 5 s bound")

    # A second tap between the tap and a late start.
    t = Trace()
    t.add(990, {"type": "intent", "id": "open", "goal": "open", "target": "cell:1"})
    t.tap(1, 1000, 1080)
    t.tap(2, 1200, 1270, x=202)
    end = t.animate("open-1", "present", frame_at_or_after(1080 + 300))
    t.frames((end + 30) * P)
    t.write("traces/scenarios/credit-second-tap.jsonl", header(
        "credit fixture: a tap, a second tap 200 ms later, then the viewer opens 300 ms after the first "
        "lift: the open answers the second tap (the latest waiting); the intent's latency runs from the "
        "first down"))

    # A late frame: the recording presented one frame 16.667 ms late while its open ran.
    t = Trace()
    t.add(990, {"type": "intent", "id": "open", "goal": "open", "target": "cell:1"})
    t.tap(1, 1000, 1080)
    start = frame_at_or_after(1080) + 1
    end = t.animate("open-1", "present", start, cause=[1])
    t.frames((end + 60) * P, skip=(start + 7,))
    t.write("traces/scenarios/credit-late-frame.jsonl", header(
        f"credit fixture: a tap opens the viewer one frame after its lift; frame {start + 7} is missing, so the next "
        "frame is 16.667 ms late: one hitch and one dropped frame for the recording and for each model "
        "replayed on its frames"))

    # A jump at the start: the began says 0, the first frame shows 0.4, then 0.04 a frame.
    t = Trace()
    t.add(990, {"type": "intent", "id": "open", "goal": "open", "target": "cell:1"})
    t.tap(1, 1000, 1080)
    end = t.animate("open-1", "present", frame_at_or_after(1080) + 1, cause=[1], first=0.4)
    t.frames((end + 30) * P)
    t.write("traces/scenarios/credit-start-jump.jsonl", header(
        "credit fixture: a present whose began says 0 but whose first frame shows 0.4, then about 0.043 a "
        "frame (an animation started before pending layout was applied): a flagged start jump"))

    # A fast drag: the finger throws the viewer down at 3000 pt/s; the first frame catches up.
    t = Trace()
    t.add(990, {"type": "intent", "id": "close", "goal": "close"})
    y = 300.0
    t.add(1000, {"type": "touch", "id": 1, "phase": "began", "x": 200, "y": y})
    k = 1
    began = False
    last_frame = None
    while y < 600:
        tt = 1000 + k * 1000 / 120
        y = min(600.0, 300 + 25 * k)
        phase = "moved" if y < 600 else "ended"
        t.add(tt, {"type": "touch", "id": 1, "phase": phase, "x": 200, "y": y})
        f = frame_at_or_after(tt)
        p = max(0.0, 1 - (y - 300) / 400)
        if not began and y - 300 > 10:
            t.add(f * P, {"type": "transition", "id": "close-1", "event": "began", "operation": "dismiss",
                          "interactive": True, "progress": round(p, 6), "cause": [1]})
            began = True
        elif began and f != last_frame:
            t.add(f * P, {"type": "transition", "id": "close-1", "event": "progress", "progress": round(p, 6)})
        last_frame = f
        k += 1
    end_frame = frame_at_or_after(tt) + 1
    pos = max(0.0, 1 - (y - 300) / 400)
    for i in range(1, 6):
        t.add((end_frame + i) * P, {"type": "transition", "id": "close-1", "event": "progress",
                                    "progress": round(pos * (1 - i / 6), 6)})
    t.add((end_frame + 6) * P, {"type": "transition", "id": "close-1", "event": "ended", "progress": 0,
                                "outcome": "completed"})
    t.frames((end_frame + 30) * P)
    t.write("traces/scenarios/credit-fast-drag.jsonl", header(
        "credit fixture: a drag down at 3000 pt/s on the viewer; the dismiss follows the finger and its "
        "first frame catches up with it: no start jump, no mid jump", initial="destination"))


def visible_fixtures():
    """The visible answers: a tap opens the viewer (began one frame after the lift, visible
    `late` frames after the began), a tap on the backdrop closes it (visible in the began's frame);
    and a slow cancel credited by its cause."""
    for late, name in ((3, "visible-late"), (None, "visible-absent")):
        t = Trace()
        t.add(990, {"type": "intent", "id": "open", "goal": "open", "target": "cell:1"})
        t.tap(1, 1000, 1080)
        end = t.animate("open-1", "present", frame_at_or_after(1080) + 1, cause=[1], visible=late)
        close = (end + 60) * P
        t.add(close, {"type": "intent", "id": "close", "goal": "close"})
        t.tap(2, close + 10, close + 90, target="backdrop")
        end = t.animate("close-1", "dismiss", frame_at_or_after(close + 90) + 2, cause=[2],
                        visible=None if late is None else 0)
        t.frames((end + 30) * P)
        what = (f"first visible {late} frames after its began" if late is not None
                else "no visible events (answers measured to began)")
        t.write(f"Tests/Fixtures/visible/{name}.jsonl", header(
            f"visible fixture: a tap opens the viewer one frame after its lift, {what}; a tap on the backdrop "
            "closes it two frames after its lift. Expected breakdown in VisibleAnswerFixtureTests",
            scenario="visible"))

    # A slow cancel: a tap on the backdrop while the viewer opens, a tap on the photo 100 ms later,
    # and the engine turns back 300 ms after the first tap; its reversed names the first.
    for cause, name in (([2], "visible-reversed-cause"), (None, "visible-reversed-nocause")):
        t = Trace()
        t.add(990, {"type": "intent", "id": "open", "goal": "open", "target": "cell:1"})
        t.tap(1, 1000, 1080)
        start = frame_at_or_after(1080) + 1
        t.add(start * P, {"type": "transition", "id": "open-1", "event": "began", "operation": "present",
                          "interactive": False, "progress": 0, "cause": [1]})
        t.add((start + 1) * P, {"type": "transition", "id": "open-1", "event": "visible", "progress": 0.05})
        for i in range(2, 6):
            t.add((start + i) * P, {"type": "transition", "id": "open-1", "event": "progress",
                                    "progress": round(0.05 * i, 6)})
        down = (start + 5) * P + 2
        t.add(down - 1, {"type": "intent", "id": "cancel", "goal": "cancel"})
        t.tap(2, down, down + 60, target="backdrop")
        t.tap(3, down + 100, down + 150, y=310, target="viewer")
        turn = frame_at_or_after(down + 300)
        reversed_event = {"type": "transition", "id": "open-1", "event": "reversed", "progress": 0.25}
        if cause is not None:
            reversed_event["cause"] = cause
        t.add(turn * P, reversed_event)
        for i in range(1, 5):
            t.add((turn + i) * P, {"type": "transition", "id": "open-1", "event": "progress",
                                   "progress": round(0.25 * (1 - i / 5), 6)})
        t.add((turn + 5) * P, {"type": "transition", "id": "open-1", "event": "ended", "progress": 0,
                               "outcome": "cancelled"})
        t.frames((turn + 35) * P)
        how = "its reversed naming the first tap as its cause" if cause else "with no cause"
        t.write(f"Tests/Fixtures/visible/{name}.jsonl", header(
            "visible fixture: a tap on the backdrop while the viewer opens, a tap on the photo 100 ms later, "
            f"and the engine turns back about 300 ms after the first tap, {how}",
            scenario="visible"))


if __name__ == "__main__":
    os.makedirs("traces/scenarios", exist_ok=True)
    os.makedirs("Tests/Fixtures/visible", exist_ok=True)
    main()
    visible_fixtures()
