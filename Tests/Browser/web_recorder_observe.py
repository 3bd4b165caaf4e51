"""Observation in the browser test's Chromium (run by web_recorder_test.py, `--only observe`).

Opens Tests/Browser/pages/observe.html, whose two elements are recorded by `recorder.observe` only
(no transition calls), against the test's endpoint, and checks the trace:

- tap: a tap shows a panel at opacity 0, and the page fades it in two frames later (a CSS
  transition): the observed `present` begins at the frame that shows the panel (its display
  changed) and is `visible` at the frame whose drawn opacity first changed, which the page's own
  per-frame sampler names; `began` names the tap; the tap's Event Timing entries (its click is
  held 25 ms) are `recorder.eventTiming` markers naming the tap;
- drag: a sheet follows a drag down, a hold, a drag back up, and springs back on release: a
  `dismiss`, interactive, then `paused`, `reversed`, `ended` `cancelled`, each naming the drag;
- idle: with nothing moving and no input for 2 s, observation samples no frame; the cost of a
  sampled frame (mean, from `statistics.observedMs` over `observedFrames`) is printed.
"""

import json
import os
import time


class ObserveLab:
    """The cases; `check(condition, message)` records each result."""

    def __init__(self, browser, finger, origin, endpoint_url, token, recordings, check, wait_for):
        self.browser, self.tools, self.finger = browser, browser.tools, finger
        self.origin, self.endpoint_url, self.token = origin, endpoint_url, token
        self.recordings, self.check, self.wait_for = recordings, check, wait_for

    def js(self, expression, await_promise=False):
        return self.tools.evaluate(expression, await_promise)

    def run(self):
        session = "observe"
        self.browser.open(f"{self.origin}/tests/pages/observe.html?endpoint={self.endpoint_url}&token={self.token}"
                          f"&session={session}", ready="window.observeLab")
        time.sleep(2.2)
        idle_start = self.js("observeLab.statistics().observedFrames")
        time.sleep(1.0)
        idle_end = self.js("observeLab.statistics().observedFrames")
        self.finger.tap(100, 120, 0.06)
        time.sleep(1.2)
        self.js("observeLab.hidePanel()")
        time.sleep(0.6)
        self.finger.path(195, 600, [(0, 120, 0.2), (0, 0, 0.2), (0, -60, 0.15)])
        time.sleep(1.0)
        truth = self.js("observeLab.truth")
        result = self.js("observeLab.finish()", True)
        stats = result["statistics"]
        self.check(result["finished"], f"{session}: uploaded and finished")
        with open(os.path.join(self.recordings, f"{session}.jsonl")) as trace:
            events = [json.loads(line) for line in trace if line.strip()][1:]
        self.check(idle_end == idle_start, f"{session}: idle for 1 s with nothing moving: {idle_end - idle_start} "
                                           f"frames sampled")
        cost = 1000 * stats["observedMs"] / max(1, stats["observedFrames"])
        print(f"observation cost: {stats['observedFrames']} frames sampled, {cost:.1f} us per sampled frame "
              f"(mean; two elements)")
        self.check(0 < stats["observedFrames"] and cost < 1000, f"{session}: {cost:.1f} us per sampled frame")
        self.tap(events, truth)
        self.drag(events)

    def tap(self, events, truth):
        downs = [e for e in events if e["type"] == "touch" and e["phase"] == "began"]
        tap = downs[0]["id"] if downs else None
        panel = [e for e in events if e["type"] == "transition" and e["id"].startswith("panel-present")]
        began = next((e for e in panel if e["event"] == "began"), None)
        visible = next((e for e in panel if e["event"] == "visible"), None)
        frames = {round(e["t"], 3): e["target"] for e in events if e["type"] == "frame"}
        shown = frames.get(round(truth["panelShown"][0], 3)) if truth["panelShown"] else None
        self.check(began is not None and began.get("cause") == [tap] and began.get("interactive") is False,
                   f"observe tap: the panel's present began, caused by the tap {tap}: {began}")
        self.check(visible is not None and shown is not None and abs(visible["t"] - shown) < 0.01,
                   f"observe tap: visible at {visible and visible['t']}, the page's first changed frame shows "
                   f"at {shown}")
        self.check(began is not None and visible is not None and began["t"] < visible["t"],
                   f"observe tap: began ({began and began['t']}) frames before visible ({visible and visible['t']})")
        ended = [e for e in panel if e["event"] == "ended"]
        self.check([e.get("outcome") for e in ended] == ["completed"], f"observe tap: the present ended {ended}")
        timings = [e for e in events if e["type"] == "marker" and e["name"] == "recorder.eventTiming"]
        # The browser rounds `duration` to 8 ms (Event Timing), so the paint may read up to 8 ms early.
        ordered = all(e["startTime"] <= e["processingStart"] <= e["processingEnd"] <= e["nextPaint"] + 8
                      for e in timings)
        shown = [(e["event"], e["touch"], e["startTime"], e["processingStart"], e["processingEnd"], e["nextPaint"])
                 for e in timings]
        self.check(any(e["touch"] == tap and e["event"] == "click" for e in timings) and ordered,
                   f"observe tap: Event Timing of the tap {tap}'s events: {shown}")

    def drag(self, events):
        downs = [e for e in events if e["type"] == "touch" and e["phase"] == "began"]
        drag = downs[-1]["id"] if downs else None
        sheet = [e for e in events if e["type"] == "transition" and e["id"].startswith("sheet-")
                 and e["event"] != "progress"]
        kinds = [e["event"] for e in sheet]
        self.check(kinds == ["began", "visible", "paused", "reversed", "ended"] and
                   sheet[0].get("operation") == "dismiss" and sheet[0].get("interactive") is True,
                   f"observe drag: {kinds}, {sheet[:1]}")
        self.check(all(e.get("cause") == [drag] for e in sheet if e["event"] in ("began", "paused", "reversed")),
                   f"observe drag: began, paused and reversed name the drag {drag}: "
                   f"{[(e['event'], e.get('cause')) for e in sheet]}")
        self.check(sheet and sheet[-1].get("outcome") == "cancelled", f"observe drag: ended {sheet[-1:]}")
