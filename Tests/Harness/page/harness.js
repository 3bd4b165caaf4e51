// The harness page: a gallery of six photos, one third-party engine opening them
// (engines/NAME.js), the web recorder, and a sampler that turns what the screen shows each frame
// into the trace's transition events. Query: engine, endpoint, token, session, scenario, build.
import { Recorder } from "./gesturetrace-recorder.js";

const query = new URLSearchParams(location.search);
const name = query.get("engine");
/** Progress closer than this to 0 or 1 is at rest; smaller changes are no motion. */
const EPSILON = 0.002;
/** Frames at rest (no finger down) before a transition is ended. */
const SETTLE_FRAMES = 3;

const gallery = document.getElementById("gallery");
for (let index = 0; index < 6; index += 1) {
  const cell = document.createElement("a");
  cell.className = "cell";
  cell.href = `img/photo-${index}.svg`;
  cell.dataset.traceTarget = `cell:${index}`;
  cell.innerHTML = `<img src="img/photo-${index}.svg" alt="">`;
  gallery.appendChild(cell);
}

/**
 * The touch targets by role (docs/analysis.md, "Target roles"): the engine's `roles` maps a role
 * (`close`, `backdrop`, `viewer`, or another part's name) to a CSS selector of its elements. A
 * touch's target is the nearest element, from the one it went down on up, that has a
 * `data-trace-target` (the cells) or matches a role's selector; none: no target.
 */
let roles = {};
function targetOf(element) {
  for (let node = element; node && node.nodeType === Node.ELEMENT_NODE; node = node.parentElement) {
    if (node.dataset && node.dataset.traceTarget) return node.dataset.traceTarget;
    for (const [role, selector] of Object.entries(roles)) {
      if (node.matches(selector)) return role;
    }
  }
  return null;
}

const recorder = new Recorder({
  endpoint: query.get("endpoint"), token: query.get("token"), sessionId: query.get("session"),
  engine: { kind: name, build: query.get("build") || "unknown" },
  scene: { kind: "media-viewer", transitionDistance: 400, initial: "source" },
  meta: { scenario: query.get("scenario") || "harness", harness: "third-party" },
  targetOf,
}).start();

let fingers = 0;
window.addEventListener("pointerdown", () => { fingers += 1; }, { capture: true });
for (const type of ["pointerup", "pointercancel"]) {
  window.addEventListener(type, () => { fingers = Math.max(0, fingers - 1); }, { capture: true });
}

/** Loads one of the engine's dist files, copied into engine/ by the driver. */
const load = (tag, attributes) => new Promise((resolve, reject) => {
  const element = Object.assign(document.createElement(tag), attributes, { onload: resolve, onerror: reject });
  document.head.appendChild(element);
});
const { default: setup } = await import(`./engines/${name}.js`);
const engine = await setup(gallery, {
  script: (src) => load("script", { src }),
  style: (href) => load("link", { rel: "stylesheet", href }),
});
roles = engine.roles || {};

/**
 * The sampler: `engine.progress()` (0 = the gallery, 1 = the viewer) read on every frame. Leaving
 * the side at rest begins a transition (a present from the gallery, a dismiss from the viewer),
 * interactive when a finger is down; a change of direction is `reversed`; resting on 0 or 1 with
 * no finger down ends it, `completed` on its destination, else `cancelled`.
 */
const screen = { side: "source", moving: false, progress: 0, count: 0, current: null };
function frame(now) {
  requestAnimationFrame(frame);
  const p = Math.min(1, Math.max(0, engine.progress()));
  screen.progress = p;
  let current = screen.current;
  if (!current) {
    const rest = screen.side === "source" ? 0 : 1;
    if (Math.abs(p - rest) <= EPSILON) return;
    const operation = rest === 0 ? "present" : "dismiss";
    screen.count += 1;
    current = screen.current = {
      operation, last: rest, heading: rest === 0 ? 1 : -1, still: 0,
      record: recorder.transition(`${operation}-${screen.count}`,
        { operation, interactive: fingers > 0, progress: rest, frameTime: now }),
    };
    screen.moving = true;
  }
  const step = p - current.last;
  if (Math.abs(step) > EPSILON) {
    if (Math.sign(step) !== current.heading) {
      current.heading = Math.sign(step);
      current.record.reversed(now);
    }
    current.still = 0;
  } else {
    current.still += 1;
  }
  current.record.progress(p, now);
  current.last = p;
  const atRest = p <= EPSILON || p >= 1 - EPSILON;
  if (atRest && fingers === 0 && current.still >= SETTLE_FRAMES) {
    const destination = current.operation === "present" ? p >= 0.5 : p < 0.5;
    current.record.ended(destination ? "completed" : "cancelled", now);
    screen.side = p >= 0.5 ? "destination" : "source";
    screen.current = null;
    screen.moving = false;
  }
}
requestAnimationFrame(frame);

function center(element) {
  if (!element) return null;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** What the driver reads and calls (DevTools Runtime.evaluate). */
window.page = {
  ready: true,
  recorder,
  state: () => ({ side: screen.side, moving: screen.moving, progress: screen.progress }),
  intent: (id, goal, target) => recorder.intent(id, goal, target || undefined),
  marker: (label, fields) => recorder.marker(label, fields),
  cellCenter: (index) => center(gallery.children[index]),
  /** The target a touch at (x, y) would have (to check an integration's roles). */
  targetAt: (x, y) => targetOf(document.elementFromPoint(x, y)),
  /** Where to touch: "close" (the close button), "backdrop", "photo"; null when not shown. */
  point: (what) => {
    if (what === "close") return center(engine.closeButton());
    if (what === "photo") return center(engine.photo());
    return engine.backdrop ? engine.backdrop() : null;
  },
  finish: () => recorder.finish(),
};
