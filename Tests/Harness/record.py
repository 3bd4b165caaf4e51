#!/usr/bin/env python3
"""Labelled recordings of third-party web viewers in headless Chromium with real touch input.

For each engine of engines.json: copies its dist files from SNAPSHOTS/NAME/ (checked against the
manifest's SHA-256) into a page folder with page/ and the web recorder, starts `gesturetrace record`
and a static server, and drives one session per scenario through the DevTools protocol
(Input.dispatchTouchEvent). The intent labels are what the driver asked for, written before the
first down of each intent; never what the engine did. Timing and geometry come from a fixed seed
(one generator per cycle, so a retry never shifts the next cycle's draws). Writes OUT/NAME/*.jsonl
and OUT/NAME/labels.tsv (labelled intents per goal, per trace). See README.md.

Usage: record.py --gesturetrace BIN --chromium CHROMIUM [--snapshots build/third-party]
                 [--out Tests/Fixtures/third-party] [--engine NAME ...] [--cycles 12] [--seed 2026]
"""

import argparse
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
from devtools import Browser  # noqa: E402 - after the sys.path entry above

TOKEN = "harness-token"
SCENARIOS = ["open-close", "change-of-mind", "tap-during-opening", "double-tap", "ignored-retry"]
COLORS = ["#c0392b", "#2980b9", "#27ae60", "#8e44ad", "#d35400", "#16a085"]
# The way a finger dismisses, per `scene.dismiss` (traces/README.md): a unit step along the transition's
# axis (`any` and `vertical` drag down, as the vertical viewers do; `horizontal` drags left).
AXES = {"down": (0, 1), "any": (0, 1), "vertical": (0, 1), "up": (0, -1), "left": (-1, 0), "right": (1, 0),
        "horizontal": (-1, 0)}


def wait_for(condition, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.015)
    return None


class Finger:
    """One finger through Input.dispatchTouchEvent, moves at 120 Hz following the wall clock."""

    def __init__(self, browser):
        self.browser = browser

    def touch(self, kind, x=None, y=None):
        points = [] if x is None else [{"x": x, "y": y, "id": 1, "radiusX": 4, "radiusY": 4, "force": 1}]
        self.browser.send("Input.dispatchTouchEvent", type=kind, touchPoints=points)

    def tap(self, point, hold):
        self.touch("touchStart", point["x"], point["y"])
        time.sleep(hold)
        self.touch("touchEnd")

    def path(self, point, legs):
        """Down at point, each leg (dx, dy, seconds) at constant speed, up at the end."""
        x, y = point["x"], point["y"]
        self.touch("touchStart", x, y)
        for dx, dy, seconds in legs:
            x0, y0, start = x, y, time.monotonic()
            while True:
                time.sleep(0.008)
                f = min(1.0, (time.monotonic() - start) / seconds)
                x, y = x0 + dx * f, y0 + dy * f
                self.touch("touchMove", x, y)
                if f >= 1:
                    break
        self.touch("touchEnd")


class User:
    """One scripted user of one engine: every draw of a cycle is made up front from its own seed."""

    def __init__(self, browser, engine, counts, cancel_after_motion=False):
        self.browser = browser
        self.finger = Finger(browser)
        self.engine = engine
        self.counts = counts
        # The tap that cancels an opening waits for the opening to show (else for the tap's lift).
        self.cancel_after_motion = cancel_after_motion

    def page(self, expression):
        return self.browser.evaluate(f"page.{expression}")

    def state(self):
        return self.page("state()")

    def rest(self, seconds=3.0):
        """The side at rest once nothing moves (None when still moving after `seconds`)."""
        def settled():
            state = self.state()
            return state if not state["moving"] else None
        state = wait_for(settled, seconds)
        return state["side"] if state else None

    def intent(self, ident, goal, target=None, pause=0.05):
        self.page(f"intent({json.dumps(ident)}, {json.dumps(goal)}, {json.dumps(target)})")
        self.counts[goal] = self.counts.get(goal, 0) + 1
        time.sleep(pause)

    def gesture(self, kind, draw):
        """Performs `kind` with the geometry of `draw` (a dict made up front)."""
        if kind in ("button", "backdrop"):
            point = self.page(f"point({json.dumps('close' if kind == 'button' else 'backdrop')})")
            if point is None:
                point = self.page("point('backdrop')")
            self.finger.tap({"x": point["x"] + draw["jx"], "y": point["y"] + draw["jy"]}, draw["hold"])
            return
        # "viewer-flick-…": a flick that starts on the viewer (a drawer's menu), over 0.6 of the distance.
        on_viewer = kind.startswith("viewer-")
        kind = kind.removeprefix("viewer-")
        photo = self.page("point('viewer')" if on_viewer else "point('photo')") or {"x": 195, "y": 420}
        start = {"x": photo["x"] + draw["jx"] * 2, "y": photo["y"] + draw["jy"] * 2}
        if kind.startswith("flick-") and kind[6:] in AXES:
            ax, ay = AXES[kind[6:]]
            distance = draw["distance"] * (0.6 if on_viewer else 1)
            leg = (draw["dx"], ay * distance) if ax == 0 else (ax * distance, draw["dx"])
            self.finger.path(start, [(*leg, draw["seconds"])])
        elif kind == "short-drag":
            self.finger.path(start, [(draw["dx"] / 4, draw["short"], draw["seconds"] * 2)])
        else:
            raise ValueError(kind)

    def settle(self, goal_side, retry, draws, first_lift_patience):
        """After a gesture: when the screen does not reach `goal_side`, retry (up to 3 times)."""
        for attempt in range(3):
            time.sleep(first_lift_patience if attempt == 0 else draws[attempt - 1]["patience"])
            if self.rest() == goal_side:
                return True
            retry(draws[attempt])
        return self.rest() == goal_side

    def opener(self, draw):
        """The target an open taps and where: a thumbnail `cell:N`, or the engine's open control
        (engines.json `open`, such as a drawer's `menu` button)."""
        if "open" in self.engine:
            return self.engine["open"], self.page("point('open')")
        return f"cell:{draw['cell']}", self.page(f"cellCenter({draw['cell']})")

    def open(self, name, draw, double=False):
        target, center = self.opener(draw)
        self.intent(f"{name}-open", "open", target, draw["label"])
        point = {"x": center["x"] + draw["jx"], "y": center["y"] + draw["jy"]}
        self.finger.tap(point, draw["hold"])
        if double:
            time.sleep(draw["gap"])
            self.finger.tap({"x": point["x"] + draw["jy"] / 2, "y": point["y"] + draw["jx"] / 2}, draw["hold"])
        return self.settle("destination", lambda d: self.finger.tap(point, d["hold"]), draw["retries"],
                           draw["patience"])

    def close(self, name, draw, kind=None):
        kind = kind or draw["method"]
        self.intent(f"{name}-close", "close", None, draw["label"])
        self.gesture(kind, draw)
        return self.settle("source", lambda d: self.gesture(self.engine["closes"][0], d), draw["retries"],
                           draw["patience"])

    def cycle(self, scenario, name, rng):
        closes = self.engine["closes"]
        draws = [draw(rng, closes) for _ in range(4)]
        if not self.open(name, draws[0], double=scenario == "double-tap"):
            return self.reset(name, draws[3])
        if scenario == "change-of-mind":
            return self.change_of_mind(name, draws[1], rng.random() < 0.5) and self.reset(name, draws[2])
        if scenario == "ignored-retry":
            # The first try is a gesture this engine ignores; the retry, under the same intent, one it knows.
            self.close(name, draws[1], self.engine["ignored"])
        else:
            self.close(name, draws[1])
        return self.reset(name, draws[3])

    def change_of_mind(self, name, d, past):
        """A drag the way the engine closes, then back: short of its start, or past it."""
        ax, ay = AXES[self.engine["scene"]["dismiss"]]
        self.intent(f"{name}-cancel", "cancel", None, d["label"])
        photo = self.page("point('photo')") or {"x": 195, "y": 420}
        out = d["drag"]
        back = out + d["beyond"] if past else out - d["short_of"]
        self.finger.path({"x": photo["x"] + d["jx"], "y": photo["y"] + d["jy"]},
                         [(ax * out, ay * out, d["seconds"] * 2), (-ax * back, -ay * back, d["seconds"] * 2)])
        time.sleep(d["patience"])
        return self.rest() is not None

    def reset(self, name, d):
        """Back to the gallery at rest: a labelled close when the viewer is still showing."""
        side = self.rest()
        if side == "destination":
            self.close(f"{name}-reset", d, self.engine["closes"][0])
            side = self.rest()
        time.sleep(d["pause"])
        return side == "source"

    def tap_during_opening(self, name, rng):
        """Open, then 60 to 200 ms after the tap's lift a tap meant to stop the opening (a cancel);
        when it is ignored, the user retries under the same cancel on the viewer at rest."""
        draws = [draw(rng, self.engine["closes"]) for _ in range(4)]
        d = draws[0]
        target, center = self.opener(d)
        self.intent(f"{name}-open", "open", target, d["label"])
        self.finger.tap({"x": center["x"] + d["jx"], "y": center["y"] + d["jy"]}, d["hold"])
        if self.cancel_after_motion:
            wait_for(lambda: self.state()["moving"] or self.state()["side"] == "destination", 2.0)
        time.sleep(d["during"])
        kind = next((each for each in self.engine["closes"] if each in ("button", "backdrop")), "backdrop")
        self.intent(f"{name}-cancel", "cancel", None, 0.0)
        self.gesture(kind, draws[1])
        self.settle("source", lambda r: self.gesture(self.engine["closes"][0], r), draws[1]["retries"],
                    draws[1]["patience"])
        return self.reset(name, draws[3])


def draw(rng, closes):
    """Every number one step of a cycle may need, drawn whether it is used or not, and the
    geometry of up to three retries."""
    values = {
        "cell": rng.randrange(6), "jx": rng.uniform(-12, 12), "jy": rng.uniform(-12, 12),
        "hold": rng.uniform(0.05, 0.12), "gap": rng.uniform(0.08, 0.16), "label": rng.uniform(0.03, 0.1),
        "patience": rng.uniform(0.4, 0.9), "dx": rng.uniform(-10, 10), "distance": rng.uniform(180, 260),
        "seconds": rng.uniform(0.08, 0.14), "short": rng.uniform(25, 40), "drag": rng.uniform(80, 140),
        "beyond": rng.uniform(20, 50), "short_of": rng.uniform(30, 60), "pause": rng.uniform(0.2, 0.4),
        "during": rng.uniform(0.06, 0.2), "method": closes[rng.randrange(len(closes))],
    }
    values["retries"] = [retry(rng) for _ in range(3)]
    return values


def retry(rng):
    """A retry's geometry (in the order the fixtures were drawn with: the hold last)."""
    values = {"jx": rng.uniform(-12, 12), "jy": rng.uniform(-12, 12), "dx": rng.uniform(-10, 10),
              "distance": rng.uniform(180, 260), "seconds": rng.uniform(0.08, 0.14), "short": 30,
              "patience": rng.uniform(0.4, 0.9)}
    values["hold"] = rng.uniform(0.04, 0.12)
    return values


def sha256(path):
    with open(path, "rb") as data:
        return hashlib.sha256(data.read()).hexdigest()


def make_site(engine, snapshots, site):
    shutil.copytree(os.path.join(HERE, "page"), site)
    shutil.copy(os.path.join(ROOT, "recorders", "web", "gesturetrace-recorder.js"), site)
    os.makedirs(os.path.join(site, "engine"))
    for relative, digest in engine["files"].items():
        source = os.path.join(snapshots, engine["name"], relative)
        if not os.path.isfile(source):
            sys.exit(f"{source}: missing; bring {engine['repository']} at {engine['commit']} there (README.md)")
        if sha256(source) != digest:
            sys.exit(f"{source}: SHA-256 differs from engines.json: not the pinned commit {engine['commit']}")
        shutil.copy(source, os.path.join(site, "engine"))
    os.makedirs(os.path.join(site, "img"))
    for index, color in enumerate(COLORS):
        with open(os.path.join(site, "img", f"photo-{index}.svg"), "w") as image:
            image.write(f'<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">'
                        f'<rect width="600" height="800" fill="{color}"/></svg>\n')


def record_engine(engine, args, work, scenarios=SCENARIOS, regression="", cancel_after_motion=False):
    site = os.path.join(work, "site")
    recordings = os.path.join(work, "recordings")
    make_site(engine, os.path.abspath(args.snapshots), site)
    os.makedirs(recordings)
    server = subprocess.Popen([sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1",
                               "--directory", site],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    site_port = int(server.stdout.readline().split("port ")[1].split()[0])
    origin = f"http://127.0.0.1:{site_port}"
    endpoint = subprocess.Popen([args.gesturetrace, "record", "--listen", "127.0.0.1:0", "--out", recordings,
                                 "--token", TOKEN, "--allow-origin", origin],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    endpoint_url = endpoint.stdout.readline().split()[2]
    browser = Browser(args.chromium)
    manifest = {}
    try:
        browser.send("Runtime.enable")
        browser.send("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=3, mobile=True)
        browser.send("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        for scenario in scenarios:
            session = f"{engine['name']}-{scenario}"
            browser.send("Page.navigate", url=f"{origin}/page.html?engine={engine['name']}&endpoint={endpoint_url}"
                         f"&token={TOKEN}&session={session}&scenario={scenario}&build={engine['version']}"
                         f"&scene={engine['scene']['kind']}&dismiss={engine['scene']['dismiss']}"
                         f"&distance={engine['scene'].get('transitionDistance', 400)}"
                         f"&regression={regression}")
            if not wait_for(lambda: browser.evaluate("Boolean(window.page && window.page.ready)"), 15):
                sys.exit(f"{session}: the page did not load")
            time.sleep(0.5)
            counts = {}
            user = User(browser, engine, counts, cancel_after_motion)
            for cycle in range(args.cycles):
                rng = random.Random(f"{args.seed}/{engine['name']}/{scenario}/{cycle}")
                name = f"c{cycle:02d}"
                if scenario == "tap-during-opening":
                    done = user.tap_during_opening(name, rng)
                else:
                    done = user.cycle(scenario, name, rng)
                if not done:
                    print(f"{session} {name}: not back on the gallery at rest", file=sys.stderr)
            result = browser.send("Runtime.evaluate", expression="page.finish()", awaitPromise=True,
                                  returnByValue=True)["result"]["value"]
            if not result["finished"] or result["statistics"]["dropped"]:
                sys.exit(f"{session}: upload failed: {result}")
            manifest[f"{scenario}.jsonl"] = dict(sorted(counts.items()))
            print(f"{session}: {sum(counts.values())} intents {counts}, {result['statistics']['acknowledged']} events")
    finally:
        browser.close()
        server.terminate()
        endpoint.terminate()
        endpoint.wait(10)
    return recordings, manifest


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gesturetrace", required=True)
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--snapshots", default=os.path.join(ROOT, "build", "third-party"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests", "Fixtures", "third-party"))
    parser.add_argument("--engine", action="append")
    parser.add_argument("--cycles", type=int, default=12)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    args.gesturetrace = os.path.abspath(args.gesturetrace)
    with open(os.path.join(HERE, "engines.json")) as manifest:
        engines = json.load(manifest)["engines"]
    chosen = [each for each in engines if not args.engine or each["name"] in args.engine]
    for engine in chosen:
        work = tempfile.mkdtemp(prefix=f"harness-{engine['name']}-")
        recordings, manifest = record_engine(engine, args, work)
        out = os.path.join(os.path.abspath(args.out), engine["name"])
        os.makedirs(out, exist_ok=True)
        for scenario in SCENARIOS:
            shutil.copy(os.path.join(recordings, f"{engine['name']}-{scenario}.jsonl"),
                        os.path.join(out, f"{scenario}.jsonl"))
        # Tab-separated (a .json file would be read as a trace): trace, goal, labelled intents.
        with open(os.path.join(out, "labels.tsv"), "w") as file:
            file.write("trace\tgoal\tlabelled\n")
            for trace, counts in manifest.items():
                file.writelines(f"{trace}\t{goal}\t{count}\n" for goal, count in counts.items())
        check = subprocess.run([args.gesturetrace, "validate", "--strict", out], check=False, capture_output=True,
                               text=True)
        print(check.stdout.strip().splitlines()[-1] if check.stdout.strip() else check.stderr)
        shutil.rmtree(work, ignore_errors=True)
        if check.returncode != 0:
            print(check.stdout + check.stderr, file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
