// The chat and its photo viewer, shared by legacy.html and fluid.html: the grid, the generated
// photos, the viewer's geometry (render(p): 0 = the chat, 1 = the viewer) and the recorder set-up.
// Each variant's transition logic is in legacy.js or fluid.js.
import { Recorder } from "../../recorders/web/gesturetrace-recorder.js";

/** Pan distance (CSS px) that drives the transition from 0 to 1: the header's transitionDistance. */
export const DISTANCE = 400;
/** A pointer that moved less than this from its down is a tap (or a grab that did not move). */
export const SLOP = 10;

const grid = document.getElementById("chat");
const viewer = document.getElementById("viewer");
const photo = document.getElementById("photo");
const backdrop = document.getElementById("backdrop");

/** A photo as an SVG data URL: generated shapes, no external asset. */
function photoURL(index) {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,38%)"/></linearGradient></defs>` +
    `<rect width="100" height="100" fill="url(#g)"/><circle cx="${30 + (index * 13) % 40}" cy="35" r="12" fill="#fff8"/>` +
    `<path d="M0 85 L35 55 L60 75 L80 60 L100 80 L100 100 L0 100Z" fill="#0005"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Builds the chat: bubbles, every other one a photo cell (`data-trace-target="cell:N"`). */
export function buildChat(count = 12) {
  for (let index = 0; index < count; index += 1) {
    const row = document.createElement("div");
    row.className = index % 2 ? "row mine" : "row";
    const cell = document.createElement("img");
    cell.className = "cell";
    cell.src = photoURL(index);
    cell.alt = "";
    cell.dataset.traceTarget = `cell:${index}`;
    cell.dataset.index = String(index);
    row.appendChild(cell);
    grid.appendChild(row);
  }
}

let cellRect = null;
/** The viewer's full-screen photo rectangle. */
function fullRect() {
  const w = window.innerWidth;
  return { x: 0, y: (window.innerHeight - w) / 2, w, h: w };
}

/** Opens the viewer on `cell` at progress 0 (nothing visible changes until p moves). */
export function prepare(cell) {
  const r = cell.getBoundingClientRect();
  cellRect = { x: r.left, y: r.top, w: r.width, h: r.height };
  photo.src = cell.src;
  viewer.hidden = false;
}

/** The photo's transform and the backdrop's opacity at progress p. */
export function keyframe(p) {
  const full = fullRect();
  const from = cellRect || full;
  const x = from.x + (full.x - from.x) * p;
  const y = from.y + (full.y - from.y) * p;
  const scale = (from.w + (full.w - from.w) * p) / full.w;
  return { transform: `translate(${x - full.x}px, ${y - full.y}px) scale(${scale})`, opacity: p };
}

/** Shows progress p without animation. */
export function render(p) {
  const frame = keyframe(p);
  photo.style.transform = frame.transform;
  backdrop.style.opacity = String(frame.opacity);
  viewer.hidden = p <= 0 && !cellRect;
}

/** The photo's centre on screen now (for the test's grabs). */
export function photoCenter() {
  const r = photo.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

export const elements = { grid, viewer, photo, backdrop };

/**
 * The recorder, configured from the page's query (`endpoint`, `token`, `session`): the example's
 * way; an app would configure it in code. Returns null when no endpoint is given.
 */
export function startRecorder(kind) {
  const query = new URLSearchParams(location.search);
  const endpoint = query.get("endpoint");
  if (!endpoint) return null;
  return new Recorder({
    endpoint, token: query.get("token") || undefined, sessionId: query.get("session") || undefined,
    engine: { kind, build: "web-photo-viewer" },
    scene: { kind: "media-viewer", transitionDistance: DISTANCE, initial: "source" },
    meta: { scenario: query.get("scenario") || "manual", example: "web-photo-viewer" },
  }).start();
}

/**
 * The page's own measurement of how long a touch waited for its answer: from the gesture's first
 * down to the display time of the first frame that showed the answer, logged as a `page.answer`
 * marker. The page counts its own frames (its own requestAnimationFrame loop and period).
 */
export class AnswerClock {
  constructor(recorder) {
    this.recorder = recorder;
    this.deltas = [];
    this.last = null;
    this.waiting = null;
    this.log = [];
    const loop = (now) => {
      if (this.last !== null && now - this.last < 200) {
        this.deltas.push(now - this.last);
        if (this.deltas.length > 31) this.deltas.shift();
      }
      this.last = now;
      if (this.waiting) {
        const sorted = [...this.deltas].sort((a, b) => a - b);
        const period = sorted.length ? sorted[sorted.length >> 1] : 1000 / 60;
        const answer = { ...this.waiting, shown: now + period, delay: now + period - this.waiting.down };
        this.waiting = null;
        this.log.push(answer);
        if (this.recorder) this.recorder.marker("page.answer", answer, answer.shown);
      }
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  }

  /** The page has just changed what it shows in answer to the gesture that went down at `down`. */
  answered(down, kind) {
    if (!this.waiting) this.waiting = { down, kind };
  }
}

/** Tracks one pointer's samples for the release velocity (px/s, down positive). */
export class Track {
  constructor(event) {
    this.id = event.pointerId;
    this.downT = event.timeStamp;
    this.x0 = event.pageX;
    this.y0 = event.pageY;
    this.samples = [{ t: event.timeStamp, x: event.pageX, y: event.pageY }];
    this.farthest = 0;
  }

  add(event) {
    const list = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    for (const each of list.length ? list : [event]) {
      this.samples.push({ t: each.timeStamp, x: each.pageX, y: each.pageY });
      this.farthest = Math.max(this.farthest, Math.hypot(each.pageX - this.x0, each.pageY - this.y0));
    }
    while (this.samples.length > 2 && this.samples[0].t < event.timeStamp - 80) this.samples.shift();
  }

  get dy() {
    return this.samples[this.samples.length - 1].y - this.y0;
  }

  get velocityY() {
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    const dt = last.t - first.t;
    return dt > 0 ? ((last.y - first.y) / dt) * 1000 : 0;
  }
}

/** The page's state for the test driver and for a person poking at it. */
export function expose(controller, recorder, clock) {
  window.page = {
    ready: true,
    recorder,
    state: () => controller.state(),
    photoCenter,
    cellCenter(index) {
      const r = grid.querySelector(`[data-index="${index}"]`).getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    answers: () => clock.log,
    intent: (id, goal, target) => recorder && recorder.intent(id, goal, target),
    finish: () => (recorder ? recorder.finish() : Promise.resolve(null)),
  };
}
