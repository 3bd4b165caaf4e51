// The browser test's lab page for the web recorder's faults (Tests/Browser/web_recorder_faults.py):
// a tall page with no `touch-action` (the browser scrolls on a drag), the recorder configured from
// the query, and the page's own log of what it received, to compare with what the recorder wrote.
import { Recorder } from "../../recorders/web/gesturetrace-recorder.js";

const query = new URLSearchParams(location.search);
const number = (name) => (query.has(name) ? Number(query.get(name)) : undefined);
const session = query.get("session");
const recorder = query.get("endpoint") ? new Recorder({
  endpoint: query.get("endpoint"), token: query.get("token") || undefined, sessionId: session,
  linesPerChunk: number("linesPerChunk"), retryCeilingMs: number("retryCeilingMs"),
  probeIntervalMs: number("probeIntervalMs"), meta: { scenario: query.get("scenario") || "lab" },
}).start() : null;

/** What the page itself received: touches, pointers, and the causes it was given. */
const log = { touches: [], pointers: [], causes: [], accepted: [], delays: [] };
let seq = 0;

for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"]) {
  window.addEventListener(type, (event) => {
    for (const touch of event.changedTouches) {
      log.touches.push({ type, id: touch.identifier, x: touch.pageX, y: touch.pageY, t: event.timeStamp });
    }
    log.delays.push(performance.now() - event.timeStamp);
    if (recorder && type !== "touchmove") log.causes.push({ type, cause: recorder.cause(event) ?? null });
  }, { passive: true });
}
for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel"]) {
  window.addEventListener(type, (event) => {
    log.pointers.push({ type, id: event.pointerId, x: event.pageX, y: event.pageY, t: event.timeStamp,
      kind: event.pointerType });
    log.delays.push(performance.now() - event.timeStamp);
  }, { passive: true });
}
let transitions = 0;
for (const type of ["mousedown", "mouseup", "click"]) {
  window.addEventListener(type, (event) => {
    if (!recorder) return;
    const cause = recorder.cause(event);
    log.causes.push({ type, cause: cause ?? null });
    if (type !== "click" || cause === undefined) return;
    // A transition the tap starts, grabbed and turned back by the same touch.
    const transition = recorder.transition(`lab-${transitions++}`, { operation: "present", cause });
    transition.paused(undefined, cause);
    transition.reversed(undefined, cause);
    transition.ended("cancelled");
  });
}

/** A marker the test can find again: `seq` numbers the ones the recorder accepted. */
function marker(name, fields = {}) {
  const before = recorder.statistics.recorded;
  const mine = seq++;
  recorder.marker(name, { ...fields, seq: mine });
  if (recorder.statistics.recorded > before) log.accepted.push(mine);
}

window.lab = {
  ready: true,
  recorder,
  /**
   * A touch the browser takes for scrolling whose next `touchmove` carries a `timeStamp` from
   * before its own down (Chromium stamps one seconds stale at times), as crafted events:
   * pointerdown, touchstart, pointercancel, the stale touchmove, a timely one, touchend. Returns
   * the down's time.
   */
  staleMove(staleMs) {
    const dispatch = (type, fields) => {
      const event = new Event(type);
      for (const [key, value] of Object.entries(fields)) Object.defineProperty(event, key, { value });
      window.dispatchEvent(event);
    };
    const t = performance.now();
    const at = (y) => ({ pageX: 120, pageY: y, target: document.body });
    dispatch("pointerdown", { pointerType: "touch", pointerId: 4242, timeStamp: t, ...at(300) });
    dispatch("touchstart", { timeStamp: t, changedTouches: [{ identifier: 7, ...at(300) }] });
    dispatch("pointercancel", { pointerType: "touch", pointerId: 4242, timeStamp: t + 16, ...at(300) });
    dispatch("touchmove", { timeStamp: t - staleMs, changedTouches: [{ identifier: 7, ...at(340) }] });
    dispatch("touchmove", { timeStamp: t + 40, changedTouches: [{ identifier: 7, ...at(380) }] });
    dispatch("touchend", { timeStamp: t + 60, changedTouches: [{ identifier: 7, ...at(400) }] });
    return t;
  },
  log,
  statistics: () => recorder.statistics,
  markers(count, name = "lab.mark") {
    for (let index = 0; index < count; index += 1) marker(name);
  },
  /** Markers every millisecond for `ms`, with finish() called `finishAfter` ms in. */
  burstAndFinish(ms, finishAfter) {
    return new Promise((resolve) => {
      const start = performance.now();
      let result = null;
      const timer = setInterval(() => {
        for (let index = 0; index < 5; index += 1) marker("lab.burst");
        if (performance.now() - start >= ms && result) {
          clearInterval(timer);
          result.then(resolve);
        }
      }, 1);
      setTimeout(() => {
        result = recorder.finish();
      }, finishAfter);
    });
  },
  /** A busy main thread: a `ms` busy loop every `every` ms, `times` times. */
  busy(ms, every, times) {
    let left = times;
    const timer = setInterval(() => {
      const end = performance.now() + ms;
      while (performance.now() < end) { /* busy */ }
      left -= 1;
      if (left <= 0) clearInterval(timer);
    }, every);
  },
  finish: () => recorder.finish(),
};

// An unload listener keeps Chromium from putting the page in its back/forward cache: with
// `gone`, leaving the page destroys it (pagehide with persisted false).
if (query.has("gone")) window.addEventListener("unload", () => {});

// The page's own record of what the recorder counted, for the test to read after an unload.
window.addEventListener("pagehide", (event) => {
  if (recorder) localStorage.setItem(`lab-${session}`, JSON.stringify({ statistics: recorder.statistics,
    accepted: log.accepted, persisted: event.persisted }));
});
