// The harness page: a gallery of six photos, one third-party engine opening them
// (engines/NAME.js), the web recorder observing the engine's element (`recorder.observe`: the
// trace's transition events), and the page's own ground truth: a sampler that reads the engine's
// progress in every frame and writes `harness.truth` markers where the screen left its rest or
// turned. Query: engine, endpoint, token, session, scenario, build, scene, dismiss, distance
// (the scene's transitionDistance, 400 by default), regression.
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
  scene: {
    kind: query.get("scene") || "media-viewer", dismiss: query.get("dismiss") || "down",
    transitionDistance: Number(query.get("distance")) || 400, initial: "source",
  },
  meta: {
    scenario: query.get("scenario") || "harness", harness: "third-party",
    ...(query.get("regression") ? { regression: query.get("regression") } : {}),
  },
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
  // A change injected into the engine's integration, as a pull request would make it
  // (gate_experiment.py); "" for the engine as released.
  regression: query.get("regression") || "",
});
roles = engine.roles || {};
engine.observe(recorder);

/**
 * The ground truth: `engine.progress()` (0 = the gallery, 1 = the viewer) read in every frame's
 * rAF callback (what a CSS transition draws in that frame; what the page's handlers set before
 * it). Leaving the side at rest (by more than 0.002) is a `harness.truth` marker `moved`, a change
 * of direction one `reversed`, each with `frame`, the rAF timestamp of the frame that showed it;
 * resting on 0 or 1 with no finger down for 3 frames is `rest`. It also gives the driver the side
 * at rest and whether the screen moves (`page.state()`). It writes no transition events.
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
    screen.count += 1;
    current = screen.current = { last: rest, heading: rest === 0 ? 1 : -1, still: 0 };
    truth("moved", now, p);
    screen.moving = true;
  }
  const step = p - current.last;
  if (Math.abs(step) > EPSILON) {
    if (Math.sign(step) !== current.heading) {
      current.heading = Math.sign(step);
      truth("reversed", now, p);
    }
    current.still = 0;
  } else {
    current.still += 1;
  }
  current.last = p;
  const atRest = p <= EPSILON || p >= 1 - EPSILON;
  if (atRest && fingers === 0 && current.still >= SETTLE_FRAMES) {
    truth("rest", now, p);
    screen.side = p >= 0.5 ? "destination" : "source";
    screen.current = null;
    screen.moving = false;
  }
}
requestAnimationFrame(frame);

/** A ground-truth marker: what the frame `now` (its rAF timestamp) showed. */
function truth(event, now, progress) {
  recorder.marker("harness.truth", { event, frame: now, progress: Math.round(progress * 1e6) / 1e6 }, now);
}

function center(element) {
  if (!element) return null;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** An element's center, or a point as it is. */
const at = (found) => (found && !(found instanceof Element) ? found : center(found));

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
  /**
   * Where to touch: "close" (the close button), "backdrop", "photo" (where a drag starts), and for
   * an engine opened by a control of its own, "open" (that control) and "viewer" (the content
   * shown); null when not shown. An engine's `photo` may give a point instead of an element.
   */
  point: (what) => {
    if (what === "close") return center(engine.closeButton());
    if (what === "photo") return at(engine.photo());
    if (what === "open") return engine.openButton ? center(engine.openButton()) : null;
    if (what === "viewer") return engine.viewer ? at(engine.viewer()) : null;
    return engine.backdrop ? engine.backdrop() : null;
  },
  finish: () => recorder.finish(),
};
