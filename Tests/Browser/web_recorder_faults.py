"""The web recorder's faults, in the browser test's Chromium (run by web_recorder_test.py).

Each case opens Tests/Browser/pages/lab.html (a tall page with no `touch-action`, the recorder
configured from the query, the page's own log of what it received) against an endpoint of its own,
a `gesturetrace record` process this module kills and restarts on the same port, and checks the
file the endpoint wrote against what the page counted:

- outage: the endpoint killed (SIGKILL) for 20 s of touches and markers with a 200 ms retry
  ceiling (over 50 attempts: the old recorder gave up at 50), then back: every event once;
- long-outage: the endpoint killed for five real minutes, the recorder's default retry settings
  (30 s ceiling), touches and markers every 10 s, then back: every event once;
- online / probe: the endpoint killed until the wait before the next attempt is 8 s or more, then
  back: the browser's `online` (DevTools offline emulation turned off), or the probe, resumes the
  upload within 3 s;
- unload with several chunks held, and with CJK marker names: every event once, or summed up in
  a `recorder.unsent` marker; no chunk over 60,000 bytes, the unload's within 64 KiB;
- finish() during a burst of markers, five times: finished, every accepted marker once;
- cause(): touchstart, touchend, mousedown, mouseup and click of a tap give the tap's pointer id;
  paused and reversed carry it in their `cause`;
- a drag the browser takes for scrolling: recorded to its lift at the page's own last position;
- a taken-over touch's `touchmove` stamped 3.5 s before its own down (crafted events): written at
  the finger's last time after a `recorder.late` marker, in order, and the session is accepted;
- a busy main thread (90 ms loops): no touch written at another time than its own;
- a slow endpoint (DevTools throttling: 800 ms latency, 4 KB/s up) while touches and markers
  flow, then finish(): every event once, no touch written at another time than the page saw.
"""

import json
import os
import signal
import subprocess
import time

# The long outage's length in seconds: five minutes, as long as a phone out of coverage in a lift.
LONG_OUTAGE_SECONDS = 300

class Endpoint:
    """A `gesturetrace record` process that can be killed and brought back on the same port."""

    def __init__(self, binary, recordings, token, origin, log_path):
        self.command = [binary, "record", "--out", recordings, "--token", token, "--allow-origin", origin]
        self.log = open(log_path, "w")  # noqa: SIM115 - closed in close()
        self.process = None
        self.url = self._start("127.0.0.1:0")
        self.address = self.url.split("//")[1]

    def _start(self, listen):
        self.process = subprocess.Popen([*self.command[:2], "--listen", listen, *self.command[2:]],
                                        stdout=subprocess.PIPE, stderr=self.log, text=True)
        line = self.process.stdout.readline()
        self.log.write(line)
        self.log.flush()
        if not line.startswith("listening on "):
            raise RuntimeError(f"the endpoint did not start on {listen}")
        return line.split()[2]

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def restart(self):
        deadline = time.time() + 10
        while True:
            try:
                self._start(self.address)
                return
            except RuntimeError:
                if time.time() > deadline:
                    raise
                time.sleep(0.2)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)
        self.log.close()


class Lab:
    """The cases; `check(condition, message)` records each result."""

    def __init__(self, binary, browser, finger, origin, token, out, check, wait_for):
        self.binary, self.browser, self.tools, self.finger = binary, browser, browser.tools, finger
        self.origin, self.token, self.check, self.wait_for = origin, token, check, wait_for
        self.recordings = os.path.join(out, "lab-recordings")
        os.makedirs(self.recordings, exist_ok=True)
        self.endpoint = Endpoint(binary, self.recordings, token, origin, os.path.join(out, "lab-endpoint.log"))

    def open(self, session, **options):
        query = "&".join(f"{key}={value}" for key, value in options.items())
        self.browser.open(f"{self.origin}/tests/pages/lab.html?endpoint={self.endpoint.url}&token={self.token}"
                          f"&session={session}&{query}", ready="window.lab")

    def js(self, expression, await_promise=False):
        return self.tools.evaluate(expression, await_promise)

    def stats(self):
        return self.js("lab.statistics()")

    def events(self, session):
        path = os.path.join(self.recordings, f"{session}.jsonl")
        with open(path) as trace:
            lines = [line for line in trace if line.strip()]
        return lines[1:], [json.loads(line) for line in lines[1:]]

    def chunk_lengths(self, session):
        """The acknowledged chunks' lengths from the endpoint's index (before --finish-stale)."""
        with open(os.path.join(self.recordings, ".partial", f"{session}.chunks")) as index:
            return [int(line.split()[2]) for line in index if line.strip()]

    def finish_stale(self):
        subprocess.run([self.binary, "record", "--finish-stale", "--out", self.recordings], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def drag(self, x, y, dy, seconds):
        self.finger.path(x, y, [(0, dy, seconds)])

    def whole(self, session, result):
        """A finished session: every written event in the file once, every accepted marker once."""
        lines, events = self.events(session)
        stats = result["statistics"]
        accepted = self.js("lab.log.accepted")
        marks = sorted(e["seq"] for e in events if e["type"] == "marker" and "seq" in e)
        self.check(result["finished"] and result["unsent"] == 0 and result["failed"] is None,
                   f"{session}: finished, {result['unsent']} unsent, failed {result['failed']}")
        self.check(len(events) == stats["written"] == stats["acknowledged"] and len(set(lines)) == len(lines),
                   f"{session}: {len(events)} events in the file ({len(set(lines))} distinct), "
                   f"{stats['written']} written, {stats['acknowledged']} acknowledged")
        self.check(marks == sorted(accepted), f"{session}: {len(marks)} markers in the file, {len(accepted)} accepted")
        return events

    # ---- cases --------------------------------------------------------------------------------

    def outage(self):
        """20 s down with a 200 ms retry ceiling: over 50 attempts (the old recorder gave up at 50)."""
        self.outage_case("lab-outage", seconds=20, every=0.4, attempts=51, retryCeilingMs=200)

    def long_outage(self):
        """Five real minutes down with the recorder's default retry settings (a 30 s ceiling)."""
        self.outage_case("lab-long-outage", seconds=LONG_OUTAGE_SECONDS, every=10, attempts=8)

    def outage_case(self, session, seconds, every, attempts, **options):
        """The endpoint killed for `seconds`, a drag and five markers every `every` seconds, at
        least `attempts` upload attempts and no give-up, then back: every event in the file once."""
        self.open(session, linesPerChunk=100, **options)
        self.js("lab.markers(20)")
        time.sleep(1.5)
        self.endpoint.kill()
        started = time.time()
        while time.time() - started < seconds:
            self.drag(120, 300, 120, 0.15)
            self.js("lab.markers(5)")
            time.sleep(every)
        stats = self.stats()
        self.check(stats["retries"] >= attempts and self.js("lab.recorder.failed") is None,
                   f"{session}: still retrying after {stats['retries']} attempts in a {seconds} s outage")
        self.endpoint.restart()
        self.drag(120, 300, 120, 0.15)
        result = self.js("lab.finish()", True)
        events = self.whole(session, result)
        downs = sum(1 for e in events if e["type"] == "touch" and e["phase"] == "began")
        page_downs = sum(1 for p in self.js("lab.log.pointers") if p["type"] == "pointerdown")
        self.check(downs == page_downs, f"{session}: {downs} touches in the file, the page saw {page_downs}")

    def resume(self, how):
        session = f"lab-resume-{how}"
        probe = 300 if how == "probe" else 600000
        self.open(session, retryCeilingMs=600000, probeIntervalMs=probe)
        self.js("lab.markers(10)")
        time.sleep(1.5)
        if how == "online":
            self.tools.call("Network.enable")
            self.tools.call("Network.emulateNetworkConditions", offline=True, latency=0, downloadThroughput=-1,
                            uploadThroughput=-1)
        self.endpoint.kill()
        self.js("lab.markers(10)")
        # Attempts wait 250 ms doubling (half of it taken off at most): after 6, the next is 8 s away.
        self.wait_for(lambda: self.stats()["retries"] >= 6, 40, f"{session}: six attempts")
        self.endpoint.restart()
        resumed = time.time()
        if how == "online":
            self.tools.call("Network.emulateNetworkConditions", offline=False, latency=0, downloadThroughput=-1,
                            uploadThroughput=-1)
        written = self.stats()["written"]
        caught_up = False
        while time.time() - resumed < 3 and not caught_up:
            caught_up = self.stats()["acknowledged"] >= written
            time.sleep(0.05)
        self.check(caught_up, f"{session}: uploading again {time.time() - resumed:.2f} s after the endpoint came "
                              f"back (the next attempt was 8 s or more away)")
        self.whole(session, self.js("lab.finish()", True))

    def unload(self, session, fill, gone):
        """Kills the endpoint, fills the recorder, brings the endpoint back and leaves the page
        (`gone`: destroyed; else into the back/forward cache)."""
        self.open(session, linesPerChunk=100, **({"gone": 1} if gone else {}))
        self.js("lab.markers(10)")
        time.sleep(1.5)
        before = len(self.chunk_lengths(session))
        self.endpoint.kill()
        self.js(fill)
        time.sleep(0.5)
        self.endpoint.restart()
        self.tools.call("Page.navigate", url="about:blank")
        time.sleep(2)
        self.browser.open(f"{self.origin}/tests/pages/lab.html", ready="window.lab")
        saved = json.loads(self.js(f"localStorage.getItem('lab-{session}')"))
        lengths = self.chunk_lengths(session)
        self.finish_stale()
        lines, events = self.events(session)
        stats = saved["statistics"]
        self.check(saved["persisted"] != gone, f"{session}: left {'for good' if gone else 'into the cache'}")
        unsent = [e for e in events if e["type"] == "marker" and e["name"] == "recorder.unsent"]
        told = sum(e["count"] for e in unsent)
        marks = [e["seq"] for e in events if e["type"] == "marker" and "seq" in e]
        self.check(len(events) + told == stats["written"] and told == stats["unsent"] and len(set(lines)) == len(lines),
                   f"{session}: {len(events)} events in the file and {told} told unsent "
                   f"(statistics.unsent {stats['unsent']}), {stats['written']} written")
        self.check(len(marks) == len(set(marks)) and len(marks) + told >= len(saved["accepted"]),
                   f"{session}: {len(marks)} markers in the file once each, {len(saved['accepted'])} accepted")
        unload = lengths[before:]
        self.check(len(unload) >= 1 and max(lengths) <= 60000 and sum(unload) <= 65536,
                   f"{session}: chunks at most {max(lengths)} bytes; {len(unload)} sent at the unload, "
                   f"{sum(unload)} bytes in all")
        return told

    def finish_burst(self, runs=5):
        for run in range(runs):
            session = f"lab-finish-{run}"
            self.open(session)
            time.sleep(0.3)
            result = self.js(f"lab.burstAndFinish(300, {100 + 40 * run})", True)
            self.whole(session, result)

    def cause(self):
        session = "lab-cause"
        self.open(session)
        self.finger.tap(100, 200, 0.06)
        time.sleep(0.5)
        causes = self.js("lab.log.causes")
        result = self.js("lab.finish()", True)
        events = self.whole(session, result)
        downs = [e["id"] for e in events if e["type"] == "touch" and e["phase"] == "began"]
        by_type = {each["type"]: each["cause"] for each in causes}
        wanted = ["touchstart", "touchend", "mousedown", "mouseup", "click"]
        self.check(len(downs) == 1 and all(by_type.get(kind) == downs for kind in wanted),
                   f"{session}: cause of {', '.join(wanted)} = the tap's pointer id {downs}: {by_type}")
        began = [e for e in events if e["type"] == "transition" and e["event"] == "began"]
        turned = [e for e in events if e["type"] == "transition" and e["event"] in ("paused", "reversed")]
        self.check(len(began) == 1 and began[0].get("cause") == downs and
                   sorted(e["event"] for e in turned) == ["paused", "reversed"] and
                   all(e.get("cause") == downs and e["id"] == began[0]["id"] for e in turned),
                   f"{session}: began, paused and reversed name the tap {downs}")

    def scroll(self):
        session = "lab-scroll"
        self.open(session)
        time.sleep(0.3)
        self.drag(200, 600, -300, 0.3)
        time.sleep(0.8)
        scrolled = self.js("window.scrollY")
        log = self.js("lab.log")
        result = self.js("lab.finish()", True)
        events = self.whole(session, result)
        touches = [e for e in events if e["type"] == "touch"]
        ends = [p for p in log["touches"] if p["type"] in ("touchend", "touchcancel")]
        cancelled = [p for p in log["pointers"] if p["type"] == "pointercancel"]
        last = touches[-1] if touches else {}
        self.check(scrolled > 0 and len(cancelled) == 1 and result["statistics"]["takenOver"] == 1,
                   f"{session}: the browser scrolled {scrolled} px and took the touch (pointercancel)")
        self.check(len(ends) == 1 and last.get("phase") == "ended" and
                   abs(last["x"] - ends[0]["x"]) < 1e-3 and abs(last["y"] - ends[0]["y"]) < 1e-3 and
                   abs(last["t"] - ends[0]["t"]) < 1e-3 and not any(e["x"] == 0 and e["y"] == 0 for e in touches),
                   f"{session}: the drag ends 'ended' at the page's own last position: {last}, page {ends}")
        moves = sum(1 for p in log["touches"] if p["type"] == "touchmove")
        self.check(sum(1 for e in touches if e["phase"] == "moved") >= moves,
                   f"{session}: {sum(1 for e in touches if e['phase'] == 'moved')} moves written, "
                   f"the page got {moves} touchmoves")

    def stale(self):
        session = "lab-stale"
        self.open(session)
        time.sleep(0.3)
        self.js("lab.staleMove(3500)")
        time.sleep(0.5)
        result = self.js("lab.finish()", True)
        self.check(result["failed"] is None, f"{session}: the endpoint accepted the session: {result['failed']}")
        if result["failed"] is not None:
            return
        events = self.whole(session, result)
        touches = [e for e in events if e["type"] == "touch"]
        late = [e for e in events if e["type"] == "marker" and e.get("name") == "recorder.late" and "touch" in e]
        times = [e["t"] for e in touches]
        self.check([e["phase"] for e in touches] == ["began", "moved", "moved", "ended"] and times == sorted(times),
                   f"{session}: the taken-over touch in order, its stale move not before its down: {touches}")
        self.check(len(late) == 1 and touches and abs(late[0]["originalT"] - (touches[0]["t"] - 3500)) < 1e-3 and
                   abs(late[0]["lateMs"] - 3500) < 1e-3 and late[0]["t"] == touches[0]["t"],
                   f"{session}: one recorder.late marker with the move's own time, 3500 ms before: {late}")

    def busy(self):
        session = "lab-busy"
        self.open(session, linesPerChunk=100)
        self.js("document.body.style.touchAction = 'none'")
        time.sleep(0.3)
        self.js("lab.busy(90, 150, 40)")
        for each in range(8):
            self.drag(100 + 20 * each, 400, 150, 0.2)
            time.sleep(0.2)
        time.sleep(0.5)
        log = self.js("lab.log")
        result = self.js("lab.finish()", True)
        events = self.whole(session, result)
        written = {(e["phase"], round(e["t"], 6)) for e in events if e["type"] == "touch"}
        page = [p for p in log["pointers"] if p["type"] in ("pointerdown", "pointerup")]
        phases = {"pointerdown": "began", "pointerup": "ended"}
        missing = [p for p in page if (phases[p["type"]], round(p["t"], 6)) not in written]
        late = [e for e in events if e["type"] == "marker" and e["name"] == "recorder.late"]
        self.check(max(log["delays"]) >= 50, f"{session}: input delivered up to {max(log['delays']):.1f} ms late")
        self.check(not missing and not late and result["statistics"]["late"] == 0,
                   f"{session}: {len(page)} downs and lifts written at their own time, {len(late)} re-timed")

    def slow(self):
        """Every request 800 ms late at 4 KB/s while touches and markers flow, then finish()."""
        session = "lab-slow"
        self.open(session, linesPerChunk=50)
        time.sleep(1.0)
        self.tools.call("Network.enable")
        self.tools.call("Network.emulateNetworkConditions", offline=False, latency=800, downloadThroughput=4096,
                        uploadThroughput=4096)
        try:
            for each in range(10):
                self.drag(100 + 15 * each, 350, 140, 0.2)
                self.js("lab.markers(8)")
                time.sleep(0.3)
            log = self.js("lab.log")
            result = self.js("lab.finish()", True)
        finally:
            self.tools.call("Network.emulateNetworkConditions", offline=False, latency=0, downloadThroughput=-1,
                            uploadThroughput=-1)
        events = self.whole(session, result)
        written = {(e["phase"], round(e["t"], 6)) for e in events if e["type"] == "touch"}
        page = [p for p in log["pointers"] if p["type"] in ("pointerdown", "pointerup")]
        phases = {"pointerdown": "began", "pointerup": "ended"}
        missing = [p for p in page if (phases[p["type"]], round(p["t"], 6)) not in written]
        downs = sum(1 for p in page if p["type"] == "pointerdown")
        self.check(downs == 10 and not missing and result["statistics"]["late"] == 0,
                   f"{session}: {downs} drags through a slow endpoint, {len(missing)} downs or lifts missing or "
                   f"re-timed, {result['statistics']['late']} late")

    def run(self, cases=None):
        """Runs the cases named in `cases` (all when None)."""
        every = {
            "finish": self.finish_burst,
            "cause": self.cause,
            "scroll": self.scroll,
            "stale": self.stale,
            "busy": self.busy,
            "slow": self.slow,
            "unload": self.unloads,
            "online": lambda: self.resume("online"),
            "probe": lambda: self.resume("probe"),
            "outage": self.outage,
            "long-outage": self.long_outage,
        }
        try:
            for name, case in every.items():
                if cases is None or name in cases:
                    case()
        finally:
            self.endpoint.stop()

    def unloads(self):
        self.unload("lab-unload-cached", "lab.markers(500)", gone=False)
        self.unload("lab-unload", "lab.markers(500)", gone=True)
        told = self.unload("lab-unload-cjk", "lab.markers(400, '\u6587\u5b57'.repeat(100))", gone=True)
        self.check(told > 0, f"lab-unload-cjk: {told} CJK markers over the 64 KiB budget told unsent")
