// GestureTrace web recorder: records touch and pen input, display frames, transitions, intents and
// markers of a web page as a GestureTrace trace (format v1, traces/README.md) and uploads it to
// `gesturetrace record` (docs/recording-endpoint.md). One ES2020 module, no dependencies, no build
// step. Positions and times only: never text, never pixels. See README.md beside this file.

/** The recorder's version (semantic versioning; README.md "Versions"). */
export const VERSION = "1.2.0";

/**
 * How long the page clock must have passed an event, at the previous frame, before it is written
 * (ms): input a busy main thread delivers late still finds its place (see `#release`).
 */
const REORDER_WINDOW_MS = 50;
/** The longest the reorder window grows to after input arrived later than it (ms). */
const MAX_REORDER_WINDOW_MS = 1000;
/** Browsers allow 64 KiB of keepalive request bodies in flight per page, counted in bytes. */
const KEEPALIVE_BUDGET_BYTES = 65536;
/** Most UTF-8 bytes in one chunk: one chunk always fits the keepalive budget with room to spare. */
const MAX_CHUNK_BYTES = 60000;
/** Bytes kept free in an unload's last chunk for its `recorder.unsent` marker. */
const UNSENT_MARKER_BYTES = 200;
/** The most fingers and pens open at once the format accepts. */
const MAX_OPEN_TOUCHES = 32;
/** Longest string written from the page (a target, an intent id, a marker's text). */
const MAX_STRING = 200;
/** Touch identifiers remembered for `cause()` after their touch lifted. */
const MAX_TOUCH_IDS = 64;
/** A mouse or click event this soon after a gesture's last lift comes from that gesture (ms). */
const COMPAT_MOUSE_MS = 1000;
/** First retry delay (ms); it doubles per failed attempt up to the ceiling. */
const RETRY_BASE_MS = 250;
/** How long observations keep sampling after a pointer or key event, when nothing moves (ms). */
const OBSERVE_WAKE_MS = 1500;
/** Event Timing entries kept while they wait for a transition to name their touch (ms). */
const EVENT_TIMING_KEEP_MS = 5000;
/** The event types whose Event Timing entries are recorded (for the touches that caused transitions). */
const EVENT_TIMING_TYPES = new Set(["pointerdown", "pointerup", "pointercancel", "click"]);

const encoder = new TextEncoder();

/** Rounds to the format's written precision (1 ns for times in ms, 1e-6 for positions, progress). */
function round6(value) {
  return Math.round(value * 1e6) / 1e6;
}

/** The size of `text` on the wire: UTF-8 bytes, what fetch sends and keepalive budgets count. */
function utf8Bytes(text) {
  return encoder.encode(text).length;
}

/**
 * A string safe for the strict reader: lone surrogates replaced, bounded length.
 * @param {unknown} value
 * @returns {string}
 */
function cleanString(value) {
  const text = String(value).slice(0, MAX_STRING);
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/**
 * @typedef {Object} RecorderOptions
 * @property {string} endpoint `gesturetrace record`'s base URL, such as "http://127.0.0.1:8080".
 * @property {string} [token] the endpoint's bearer token, sent as `Authorization: Bearer TOKEN`.
 * @property {string} [sessionId] 1 to 128 of A-Z a-z 0-9 . _ - (default: "web-" + time + random).
 * @property {number} [refreshHz] the display's rate; measured from frames when not given.
 * @property {{kind?: string, build?: string}} [engine] what the page runs (the header's `engine`).
 * @property {{kind?: string, dismiss?: string, transitionDistance?: number, initial?: string}} [scene] the
 *   header's scene: kind media-viewer, sheet, drawer or other; dismiss down, up, left, right, vertical, horizontal or any.
 * @property {Object<string, string|number|boolean>} [meta] build and run facts (never user data).
 * @property {(element: Element) => (string|null)} [targetOf] a touch's target id from the element
 *   it went down on (default: the nearest `data-trace-target` attribute).
 * @property {number} [bufferCapacity] events held at most before new ones are dropped (20000).
 * @property {number} [linesPerChunk] lines per upload chunk at most (400).
 * @property {number} [flushIntervalMs] longest wait before what is written is uploaded (1000).
 * @property {number} [retryCeilingMs] longest wait between two attempts of a request (30000).
 * @property {number} [probeIntervalMs] while waiting longer than this to retry, a bodiless probe
 *   checks every so often whether the endpoint answers again, and retries at once if so (5000).
 */

/**
 * Records one session of a page and uploads it. Create it, call `start()`, describe transitions
 * with `transition()` or `observeAnimation()`, and call `finish()` when done.
 */
export class Recorder {
  /** The session's id on the endpoint (its file is `ID.jsonl`). */
  sessionId;
  /** Why the upload stopped for good (a refusal by the endpoint), or null. */
  failed = null;

  #options;
  #endpoint;
  #capacity;
  #linesPerChunk;
  #flushIntervalMs;
  #retryCeilingMs;
  #probeIntervalMs;
  #targetOf;
  /** Events waiting in the reorder window: {t, seq, event}. */
  #window = [];
  #arrivals = 0;
  /**
   * The main thread's recent stalls (ms): the last 64 frame intervals and input delivery delays
   * (`performance.now()` at the handler minus `timeStamp`), and lateness seen.
   */
  #stalls = [];
  /** `performance.now()` at the previous frame: what is older than it minus the window is written. */
  #previousTickNow = -Infinity;
  /** Lines written and not yet in a chunk: {text, bytes, t}. */
  #lines = [];
  #lastWrittenT = -Infinity;
  /** Chunks cut and not yet acknowledged, in sequence order: see `#cut`. */
  #chunks = [];
  #nextSequence = 0;
  #lastUpload = 0;
  /** The upload loop while it runs (`#drain`). */
  #sending = null;
  /** Body bytes of keepalive requests in flight. */
  #keepaliveBytes = 0;
  /** Ends the current retry wait early (`online`, a probe that got an answer, the page hiding). */
  #wake = null;
  /** The page is going away for good: nothing more is recorded or sent. */
  #gone = false;
  /** pointerId -> {target, x, y, lastT, touch, mapped, takenOver} of the recorded fingers and pens down. */
  #down = new Map();
  /** Pointers whose down was not recorded: their samples are skipped until they lift. */
  #skipped = new Set();
  /** Touch identifier (Touch Events) -> the pointerId written for that touch. */
  #touchIds = new Map();
  /** The pointer ids of the current gesture (fingers down together), kept after the last lifts. */
  #group = [];
  /** When the current gesture's last finger lifted (for mouse and click events that follow it). */
  #groupLiftT = -Infinity;
  #began = new Set();
  #dropped = null;
  #frameDeltas = [];
  #lastFrameT = null;
  #frameRequest = 0;
  /** The transitions being recorded: recording -> its per-frame sampler. */
  #transitions = new Map();
  /**
   * The elements observed (`observe`): observation -> {sample(frameT), busy()}, sampled after a
   * frame is drawn while something may move.
   */
  #observations = new Map();
  /** Observations sample every frame until this time (a pointer or key event wakes them). */
  #wakeUntil = -Infinity;
  /** Posts the after-drawing sample of observations (`#observeFrame`): a task after the frame. */
  #afterFrame = null;
  /** The rAF timestamp of the frame whose drawing the next after-frame task samples. */
  #pendingFrameT = null;
  /** Touch ids named as a transition's cause: their Event Timing entries are recorded. */
  #causing = new Set();
  /** Recent downs and lifts: {t, id} (an Event Timing entry's `startTime` is its event's `timeStamp`). */
  #touchTimes = [];
  /** Event Timing `interactionId` -> the touch id of that interaction (a tap's click shares it). */
  #interactions = new Map();
  /** Event Timing entries waiting for their touch to be named a cause. */
  #timings = [];
  #timingObserver = null;
  #listening = false;
  #stopped = false;
  #statistics = { recorded: 0, written: 0, dropped: 0, late: 0, acknowledged: 0, chunks: 0, retries: 0,
    skipped: 0, unsent: 0, uncaused: 0, takenOver: 0, observedFrames: 0, observedMs: 0, eventTimings: 0 };
  /** Input listeners, removed by `stop()`. */
  #listeners;
  /** Page lifecycle listeners: they stay while anything is left to upload. */
  #lifecycle;
  #finished = false;
  /** `finish()` is writing the transitions' last events (accepted after `stop()`). */
  #closing = false;

  /** @param {RecorderOptions} options */
  constructor(options) {
    if (!options || typeof options.endpoint !== "string") throw new TypeError("endpoint is required");
    this.#options = options;
    this.#endpoint = options.endpoint.replace(/\/+$/, "");
    this.sessionId = options.sessionId ||
      `web-${Date.now()}-${Math.floor(Math.random() * 1e9).toString(36)}`;
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/.test(this.sessionId)) throw new TypeError("bad sessionId");
    this.#capacity = options.bufferCapacity || 20000;
    this.#linesPerChunk = options.linesPerChunk || 400;
    this.#flushIntervalMs = options.flushIntervalMs || 1000;
    this.#retryCeilingMs = Math.max(RETRY_BASE_MS, options.retryCeilingMs || 30000);
    this.#probeIntervalMs = options.probeIntervalMs || 5000;
    this.#targetOf = options.targetOf || ((element) => {
      const found = element && element.closest ? element.closest("[data-trace-target]") : null;
      return found ? found.getAttribute("data-trace-target") : null;
    });
    const pointer = (event) => this.#onPointer(event);
    const touch = (event) => this.#onTouch(event);
    this.#listeners = [
      [window, "pointerdown", pointer], [window, "pointermove", pointer], [window, "pointerup", pointer],
      [window, "pointercancel", pointer], [window, "touchstart", touch], [window, "touchmove", touch],
      [window, "touchend", touch], [window, "touchcancel", touch],
      [window, "keydown", () => this.#wakeObservations()],
    ];
    this.#lifecycle = [
      [document, "visibilitychange", () => this.#onVisibility()],
      [window, "pagehide", (event) => this.#onPageHide(event)],
      [window, "online", () => this.#retryNow()],
    ];
    this.#tickBound = (now) => this.#tick(now);
  }

  #tickBound;

  /**
   * What the recorder counted: events `recorded` (taken from the page), `written` (lines, its own
   * markers included), `acknowledged` (on the endpoint's disk), `dropped` (buffer full), `late`
   * (written after their time), `unsent` (left behind when the page went away), `uncaused`
   * (`cause()` calls that found no recorded touch), `takenOver` (touches the browser took for
   * scrolling, followed through Touch Events), `chunks`, `retries`, `skipped`, `observedFrames`
   * (frames on which observations sampled their elements) and `observedMs` (the time that took),
   * `eventTimings` (`recorder.eventTiming` markers).
   */
  get statistics() {
    return { ...this.#statistics };
  }

  /** Starts listening (capture phase on window, before the page's handlers) and the frame loop. */
  start() {
    if (this.#listening || this.#stopped) return this;
    this.#listening = true;
    for (const [target, type, listener] of [...this.#listeners, ...this.#lifecycle]) {
      target.addEventListener(type, listener, { capture: true, passive: true });
    }
    this.#frameRequest = requestAnimationFrame(this.#tickBound);
    this.#observeEventTiming();
    return this;
  }

  /**
   * Stops recording: the input listeners and the frame loop. What is held stays until `flush()`
   * or `finish()`; uploading and the page-hide handling go on.
   */
  stop() {
    this.#stopped = true;
    cancelAnimationFrame(this.#frameRequest);
    if (this.#timingObserver) this.#timingObserver.disconnect();
    if (!this.#listening) return;
    this.#listening = false;
    for (const [target, type, listener] of this.#listeners) {
      target.removeEventListener(type, listener, { capture: true });
    }
  }

  // ---- recording --------------------------------------------------------------------------

  /** The display period in ms: given, or the median of the last frame intervals. */
  #periodMs() {
    if (this.#options.refreshHz) return 1000 / this.#options.refreshHz;
    if (this.#frameDeltas.length < 5) return 1000 / 60;
    const sorted = [...this.#frameDeltas].sort((a, b) => a - b);
    return sorted[sorted.length >> 1];
  }

  /** The refresh rate for the header: given, or measured (rounded to 0.1 Hz). */
  #refreshHz() {
    return this.#options.refreshHz || Math.round(10000 / this.#periodMs()) / 10;
  }

  /**
   * Takes one event; never blocks: when the buffer is full the event is counted and dropped.
   * `force` accepts it even when full or stopped (the end of a recorded finger, a transition's
   * last events at `finish()`).
   */
  #push(event, force = false) {
    if (this.#gone || (this.#stopped && !force)) return false;
    if (!force && this.#window.length + this.#lines.length + this.#chunkedLines() >= this.#capacity) {
      this.#statistics.dropped += 1;
      if (!this.#dropped) this.#dropped = { count: 0, firstT: event.t, lastT: event.t };
      this.#dropped.count += 1;
      this.#dropped.lastT = Math.max(this.#dropped.lastT, event.t);
      return false;
    }
    this.#window.push({ t: event.t, seq: this.#arrivals++, event });
    this.#statistics.recorded += 1;
    return true;
  }

  /**
   * Writes, in time order, the events of the window at or before `until` (all with Infinity;
   * on each frame `#caughtUp()`), so that input a busy main thread delivers late keeps its own
   * time. Input that still comes after a later event was written is written at that event's
   * time after a `recorder.late` marker with its `originalT`, and the window grows to cover it.
   */
  #release(until) {
    if (this.#window.length === 0) return this.#writeDropped();
    this.#window.sort((a, b) => a.t - b.t || a.seq - b.seq);
    let count = 0;
    while (count < this.#window.length && this.#window[count].t <= until) count += 1;
    for (const { event } of this.#window.splice(0, count)) {
      event.t = round6(event.t);
      if (event.t < this.#lastWrittenT) {
        const lateMs = round6(this.#lastWrittenT - event.t);
        this.#statistics.late += 1;
        this.#stalled(lateMs);
        this.#write({ type: "marker", t: this.#lastWrittenT, name: "recorder.late", event: event.type,
          originalT: event.t, lateMs });
        event.t = this.#lastWrittenT;
      }
      this.#write(event);
    }
    this.#writeDropped();
  }

  /** Writes the `recorder.dropped` marker once the buffer has room again. */
  #writeDropped() {
    if (!this.#dropped || this.#lines.length + this.#chunkedLines() >= this.#capacity) return;
    const { count, firstT, lastT } = this.#dropped;
    this.#dropped = null;
    this.#write({ type: "marker", t: Math.max(firstT, this.#lastWrittenT), name: "recorder.dropped", count,
      firstT, lastT });
  }

  #write(event) {
    event.t = round6(event.t);
    this.#lastWrittenT = event.t;
    const text = JSON.stringify(event) + "\n";
    this.#lines.push({ text, bytes: utf8Bytes(text), t: event.t });
    this.#statistics.written += 1;
  }

  /**
   * Records a touch or pen pointer event and its coalesced samples. A touch the browser takes
   * for scrolling or zooming gets `pointercancel` while the page still receives its Touch Events:
   * it is then followed through those (`#onTouch`) and ends with them.
   */
  #onPointer(event) {
    this.#wakeObservations();
    if (event.pointerType !== "touch" && event.pointerType !== "pen") return;
    this.#stalled(performance.now() - event.timeStamp);
    const id = event.pointerId;
    if (!Number.isSafeInteger(id)) return;
    if (event.type === "pointerdown") {
      if (this.#down.has(id) || this.#down.size >= MAX_OPEN_TOUCHES) return;
      if (this.#down.size === 0) this.#group = [];
      const target = this.#targetOf(event.target);
      const sample = this.#sample(event, id, "began", target, false);
      if (!sample || !this.#push(sample)) {
        this.#skipped.add(id);
        this.#statistics.skipped += 1;
        return;
      }
      this.#down.set(id, { target, x: sample.x, y: sample.y, lastT: sample.t, touch: event.pointerType === "touch",
        mapped: false, takenOver: false });
      this.#touchTime(event.timeStamp, id);
      this.#group.push(id);
      this.#began.add(id);
      return;
    }
    if (this.#skipped.has(id)) {
      if (event.type !== "pointermove") this.#skipped.delete(id);
      this.#statistics.skipped += 1;
      return;
    }
    const finger = this.#down.get(id);
    if (!finger || finger.takenOver) return;
    if (event.type === "pointermove") {
      const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      for (const each of samples.length > 0 ? samples : [event]) {
        this.#move(id, finger, this.#sample(each, id, "moved", finger.target, samples.length > 0));
      }
      return;
    }
    if (event.type === "pointercancel" && finger.mapped) {
      finger.takenOver = true;
      this.#statistics.takenOver += 1;
      return;
    }
    this.#lift(id, finger, event.type === "pointerup" ? "ended" : "cancelled", event);
  }

  /**
   * Touch Events: maps each touch to the pointer written for it (the pointer that went down at
   * the same place and time), and records the touches whose pointer the browser took over.
   */
  #onTouch(event) {
    this.#stalled(performance.now() - event.timeStamp);
    for (const touch of event.changedTouches) {
      if (event.type === "touchstart") {
        this.#mapTouch(touch);
        const mapped = this.#touchIds.get(touch.identifier);
        if (mapped !== undefined) this.#touchTime(event.timeStamp, mapped);
        continue;
      }
      const id = this.#touchIds.get(touch.identifier);
      if (id !== undefined && event.type !== "touchmove") this.#touchTime(event.timeStamp, id);
      const finger = id === undefined ? undefined : this.#down.get(id);
      if (!finger || !finger.takenOver) continue;
      if (event.type === "touchmove") {
        this.#move(id, finger, this.#sample(touch, id, "moved", finger.target, false, event.timeStamp));
      } else {
        this.#lift(id, finger, event.type === "touchend" ? "ended" : "cancelled", touch, event.timeStamp);
      }
    }
  }

  /** Pairs a new Touch with the recorded touch pointer down at its position (within 2 px). */
  #mapTouch(touch) {
    let best = null;
    let distance = 2;
    for (const [id, finger] of this.#down) {
      if (!finger.touch || finger.mapped) continue;
      const d = Math.hypot(finger.x - touch.pageX, finger.y - touch.pageY);
      if (d <= distance) {
        best = id;
        distance = d;
      }
    }
    if (best === null) return;
    this.#down.get(best).mapped = true;
    this.#touchIds.delete(touch.identifier);
    this.#touchIds.set(touch.identifier, best);
    if (this.#touchIds.size > MAX_TOUCH_IDS) this.#touchIds.delete(this.#touchIds.keys().next().value);
  }

  #move(id, finger, sample) {
    if (!sample) return;
    finger.x = sample.x;
    finger.y = sample.y;
    this.#inOrder(finger, sample);
    this.#push(sample);
  }

  /**
   * Keeps a finger's events in its own order: an event stamped before the finger's last one (a
   * `touchmove` of a touch the browser took over can carry a `timeStamp` seconds stale, from
   * before its own down) is written at that last time after a `recorder.late` marker with its
   * `originalT`, never before its down: the endpoint refuses a move before its `began`, and with
   * it the session.
   */
  #inOrder(finger, sample) {
    if (sample.t < finger.lastT) {
      const lateMs = round6(finger.lastT - sample.t);
      this.#statistics.late += 1;
      this.#push({ type: "marker", t: finger.lastT, name: "recorder.late", event: "touch", touch: sample.id,
        originalT: round6(sample.t), lateMs }, true);
      sample.t = finger.lastT;
    }
    finger.lastT = sample.t;
  }

  /** Ends a recorded finger; where the event gives no usable position, at its last known one. */
  #lift(id, finger, phase, source, t = source.timeStamp) {
    const sample = this.#sample(source, id, phase, finger.target, false, t) ||
      { type: "touch", t: Number.isFinite(t) ? t : performance.now(), id, phase, x: finger.x, y: finger.y };
    if (phase === "cancelled") {
      sample.x = finger.x;
      sample.y = finger.y;
    }
    this.#inOrder(finger, sample);
    this.#push(sample, true);
    this.#touchTime(t, id);
    this.#down.delete(id);
    if (this.#down.size === 0) this.#groupLiftT = sample.t;
  }

  /**
   * One `touch` event from a pointer event or a Touch, in page coordinates (CSS px), or null
   * when unusable.
   */
  #sample(source, id, phase, target, coalesced, t = source.timeStamp) {
    const { pageX: x, pageY: y } = source;
    if (![x, y, t].every(Number.isFinite) || Math.abs(x) > 1e6 || Math.abs(y) > 1e6) return null;
    const out = { type: "touch", t, id, phase, x: round6(x), y: round6(y) };
    if (source.pressure > 0 && source.pointerType === "pen") out.force = round6(source.pressure);
    if (target) out.target = cleanString(target);
    if (coalesced) out.coalesced = true;
    return out;
  }

  /**
   * The `cause` of a transition started by `event`: the pointer ids of its gesture (the fingers
   * down together with it), or "none" for no event (a start by the page itself). It takes
   * - a pointer event (`pointerdown`, `pointerup`, ...; in Chromium `click` too): its `pointerId`;
   * - a Touch Event: the pointer ids written for its `changedTouches` (each Touch's `identifier`
   *   is mapped to the `pointerId` of the pointer that went down at the same place and time);
   * - a mouse or click event a touch produced (`sourceCapabilities.firesTouchEvents`, or within
   *   1 s of the last lift with no finger down): the last gesture.
   * Anything else (a real mouse, a key, a gesture not recorded) gives undefined and is counted in
   * `statistics.uncaused`.
   * @param {Event|null|undefined} event the event whose handler starts the transition
   * @returns {number[]|"none"|undefined}
   */
  cause(event) {
    if (!event) return "none";
    const ids = [];
    if (event.changedTouches) {
      for (const touch of event.changedTouches) {
        const id = this.#touchIds.get(touch.identifier);
        if (id !== undefined && this.#began.has(id) && !ids.includes(id)) ids.push(id);
      }
    } else if (Number.isSafeInteger(event.pointerId) && this.#began.has(event.pointerId)) {
      ids.push(event.pointerId);
    } else if (this.#fromTouch(event) && this.#group.length > 0) {
      ids.push(this.#group[this.#group.length - 1]);
    }
    if (ids.length === 0) {
      this.#statistics.uncaused += 1;
      return undefined;
    }
    return ids.some((id) => this.#group.includes(id)) ? [...new Set([...this.#group, ...ids])] : ids;
  }

  /** Whether a mouse or click event was made by a touch (a compatibility event or a tap's click). */
  #fromTouch(event) {
    if (event.pointerType === "touch" || event.pointerType === "pen") return true;
    const capabilities = event.sourceCapabilities;
    if (capabilities && capabilities.firesTouchEvents) return true;
    if (capabilities || event.pointerType === "mouse") return false;
    return this.#down.size === 0 && Number.isFinite(event.timeStamp) &&
      event.timeStamp - this.#groupLiftT <= COMPAT_MOUSE_MS && event.timeStamp >= this.#groupLiftT;
  }

  /** The known touch ids among `cause` (an array of ids, "none", or anything else: undefined). */
  #knownCause(cause) {
    if (cause === "none") return "none";
    if (!Array.isArray(cause)) return undefined;
    const known = cause.filter((each) => this.#began.has(each));
    for (const id of known) this.#causing.add(id);
    while (this.#causing.size > MAX_TOUCH_IDS) this.#causing.delete(this.#causing.values().next().value);
    return known.length > 0 ? known : undefined;
  }

  /**
   * One frame: writes it, then what each transition shows in it; has the observations sample what
   * this frame draws (`#observeFrame`) while something may move; uploads when due.
   */
  #tick(now) {
    if (this.#stopped) return;
    this.#frameRequest = requestAnimationFrame(this.#tickBound);
    if (this.#lastFrameT !== null) {
      const delta = now - this.#lastFrameT;
      if (delta < 1) return;
      this.#stalled(delta);
      if (delta < 200) {
        this.#frameDeltas.push(delta);
        if (this.#frameDeltas.length > 31) this.#frameDeltas.shift();
      }
    }
    this.#lastFrameT = now;
    const target = now + this.#periodMs();
    this.#push({ type: "frame", t: now, target: round6(target) });
    for (const sample of [...this.#transitions.values()]) sample(now, target);
    if (this.#observations.size > 0 && this.#mayMove(now)) this.#afterDrawing(now);
    this.#matchTimings();
    this.#release(this.#caughtUp());
    this.#previousTickNow = performance.now();
    this.#pump(false);
  }

  /** Notes how long the main thread kept something waiting (ms). */
  #stalled(ms) {
    if (!(ms > 0)) return;
    this.#stalls.push(ms);
    if (this.#stalls.length > 64) this.#stalls.shift();
  }

  /**
   * The time up to which input has surely arrived: the previous frame's time less 50 ms and the
   * longest recent stall (a frame interval, an input's delivery delay), no later than the last
   * event received from each finger down (a finger's events arrive in order, whatever the main
   * thread delays them by), and no earlier than 1 s ago.
   */
  #caughtUp() {
    const hold = Math.min(MAX_REORDER_WINDOW_MS, REORDER_WINDOW_MS + Math.max(0, ...this.#stalls));
    let until = this.#previousTickNow - hold;
    for (const finger of this.#down.values()) until = Math.min(until, finger.lastT);
    return Math.max(until, performance.now() - MAX_REORDER_WINDOW_MS);
  }

  /**
   * Starts recording a transition; its events go into the trace at the display time of the frame
   * that shows them (`frameTime` is that frame's requestAnimationFrame timestamp; without it, the
   * next frame's).
   * @param {string} id
   * @param {{operation?: "present"|"dismiss", interactive?: boolean, cause?: number[]|"none",
   *   progress?: number, frameTime?: number}} [options]
   * @returns {TransitionRecording}
   */
  transition(id, options = {}) {
    const hooks = {
      push: (event) => this.#push(event, this.#closing),
      periodMs: () => this.#periodMs(),
      knownCause: (cause) => this.#knownCause(cause),
      sampler: (recording, sample) => this.#transitions.set(recording, sample),
      done: (recording) => this.#transitions.delete(recording),
    };
    return new TransitionRecording(hooks, cleanString(id), options);
  }

  /**
   * Records a transition that a Web Animations API `Animation` performs (`element.animate(...)`,
   * or a CSS transition from `element.getAnimations()`): began, its progress as displayed on every
   * frame, ended when it finishes.
   * @param {Animation} animation
   * @param {{id: string, operation?: "present"|"dismiss", interactive?: boolean,
   *   cause?: number[]|"none", from?: number, to?: number, outcome?: "completed"|"cancelled",
   *   read?: () => number}} options `from`/`to` map the animation's 0...1 to forward progress;
   *   `read` returns the displayed 0...1 when the computed timing does not (a CSS transition's
   *   easing is on its keyframes: read the animated property instead)
   * @returns {TransitionRecording}
   */
  observeAnimation(animation, options) {
    const from = options.from ?? (options.operation === "dismiss" ? 1 : 0);
    const recording = this.transition(options.id, { ...options, progress: from });
    return recording.follow(animation, options);
  }

  /**
   * Observes an element the page (or a library) animates, and writes its transitions from what
   * the screen shows: `began` when it leaves its state at rest, `visible` on the first frame that
   * shows the change, `progress`, `paused` (it stops under a finger mid-flight), `reversed`
   * (it turns), `ended` at rest, each with the `cause` of the touch in flight. It is sampled after
   * each frame is drawn, and only while something may move: a touch is down, a pointer or key
   * event came in the last 1.5 s, it moved in the last frames, or a transition is in flight.
   * See docs/recording-web.md "Observing an element".
   * @param {Element|string|(() => (Element|null))} target the element, a CSS selector (every
   *   match, the most shown one counts), or a function returning it (null: not there)
   * @param {ObserveOptions} [options]
   * @returns {Observation}
   */
  observe(target, options = {}) {
    const hooks = {
      transition: (id, transitionOptions) => this.transition(id, transitionOptions),
      gesture: () => this.#gestureInFlight(),
      register: (observation, sampler) => this.#observations.set(observation, sampler),
      removed: (observation) => this.#observations.delete(observation),
      wake: (ms) => this.#wakeObservations(ms),
    };
    const observation = new Observation(hooks, target, options);
    this.#wakeObservations();
    return observation;
  }

  /** Keeps observations sampling for `ms` from now. */
  #wakeObservations(ms = OBSERVE_WAKE_MS) {
    this.#wakeUntil = Math.max(this.#wakeUntil, performance.now() + ms);
  }

  /** Whether anything observed may move in this frame: a finger down, a recent event, motion. */
  #mayMove(now) {
    if (this.#down.size > 0 || now <= this.#wakeUntil) return true;
    for (const sampler of this.#observations.values()) if (sampler.busy()) return true;
    return false;
  }

  /**
   * Has the observations sample the frame `frameT` once it is drawn: a task posted from the
   * frame's rAF callback runs after the rendering steps that follow the callbacks (style, layout,
   * paint), so it reads what this frame drew, whatever the page's own rAF callbacks and CSS
   * animations did in it (a sample at the top of the next rAF would read CSS animations already
   * moved to the next frame's time).
   */
  #afterDrawing(frameT) {
    if (!this.#afterFrame) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => this.#observeFrame();
      this.#afterFrame = channel.port2;
    }
    if (this.#pendingFrameT === null) this.#afterFrame.postMessage(null);
    this.#pendingFrameT = frameT;
  }

  /** Samples every observation for the frame drawn last; counts the frames and the time taken. */
  #observeFrame() {
    const frameT = this.#pendingFrameT;
    this.#pendingFrameT = null;
    if (frameT === null || this.#stopped) return;
    const start = performance.now();
    for (const sampler of [...this.#observations.values()]) sampler.sample(frameT);
    this.#statistics.observedFrames += 1;
    this.#statistics.observedMs = round6(this.#statistics.observedMs + performance.now() - start);
  }

  /**
   * The gesture an observed change answers: `down` (a finger is down), and `cause`, the touches of
   * the current gesture while a finger is down or within 1 s of its last lift (undefined after).
   */
  #gestureInFlight() {
    const down = this.#down.size > 0;
    const recent = down || performance.now() - this.#groupLiftT <= COMPAT_MOUSE_MS;
    return { down, cause: recent && this.#group.length > 0 ? [...this.#group] : undefined };
  }

  // ---- the browser's own timings ------------------------------------------------------------

  /** Notes when touch `id` went down or lifted (an Event Timing entry's `startTime`). */
  #touchTime(t, id) {
    if (!Number.isFinite(t)) return;
    this.#touchTimes.push({ t, id });
    if (this.#touchTimes.length > 2 * MAX_TOUCH_IDS) this.#touchTimes.shift();
  }

  /**
   * Listens to the Event Timing API (`PerformanceObserver` `event` entries) where the browser has
   * it: the input delay, processing and next paint of the events of touches that caused
   * transitions are written as `recorder.eventTiming` markers (`#matchTimings`).
   */
  #observeEventTiming() {
    if (this.#timingObserver || typeof PerformanceObserver === "undefined" ||
      !(PerformanceObserver.supportedEntryTypes || []).includes("event")) return;
    this.#timingObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!EVENT_TIMING_TYPES.has(entry.name)) continue;
        this.#timings.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration,
          processingStart: entry.processingStart, processingEnd: entry.processingEnd,
          interactionId: entry.interactionId || 0, received: performance.now() });
      }
      const excess = this.#timings.length - 4 * MAX_TOUCH_IDS;
      if (excess > 0) this.#timings.splice(0, excess);
    });
    try {
      this.#timingObserver.observe({ type: "event", durationThreshold: 16 });
    } catch {
      this.#timingObserver = null;
    }
  }

  /**
   * Writes the Event Timing entries whose touch was named a transition's cause (an entry's
   * `startTime` is its event's `timeStamp`: a down or lift the recorder wrote; a `click` shares
   * its tap's `interactionId`), at the time they are matched; drops the others after 5 s.
   */
  #matchTimings() {
    if (this.#timings.length === 0) return;
    const now = performance.now();
    const kept = [];
    for (const entry of this.#timings) {
      let id = this.#interactions.get(entry.interactionId);
      if (id === undefined) {
        const match = this.#touchTimes.find((each) => Math.abs(each.t - entry.startTime) < 0.01);
        if (match) id = match.id;
      }
      if (id !== undefined && entry.interactionId > 0) {
        this.#interactions.set(entry.interactionId, id);
        if (this.#interactions.size > MAX_TOUCH_IDS) {
          this.#interactions.delete(this.#interactions.keys().next().value);
        }
      }
      if (id !== undefined && this.#causing.has(id)) {
        this.#statistics.eventTimings += 1;
        this.#push({ type: "marker", t: now, name: "recorder.eventTiming", event: entry.name, touch: id,
          interactionId: entry.interactionId, startTime: round6(entry.startTime),
          processingStart: round6(entry.processingStart), processingEnd: round6(entry.processingEnd),
          duration: round6(entry.duration), nextPaint: round6(entry.startTime + entry.duration) });
      } else if (now - entry.received < EVENT_TIMING_KEEP_MS) {
        kept.push(entry);
      }
    }
    this.#timings = kept;
  }

  /**
   * Labels what the user wants from now on (ground truth): write it at or before the down of the
   * gesture it labels.
   * @param {string} id
   * @param {"open"|"close"|"cancel"} goal
   * @param {string} [target]
   * @param {number} [t] the time it starts (default now)
   */
  intent(id, goal, target, t = performance.now()) {
    const event = { type: "intent", t, id: cleanString(id), goal };
    if (target) event.target = cleanString(target);
    this.#push(event);
  }

  /**
   * An annotation: `name` and flat fields (numbers, strings, booleans); no text of the page.
   * @param {string} name
   * @param {Object<string, number|string|boolean>} [fields]
   * @param {number} [t] the time it describes (default now)
   */
  marker(name, fields = {}, t = performance.now()) {
    const event = { type: "marker", t, name: cleanString(name) };
    for (const [key, value] of Object.entries(fields).slice(0, 32)) {
      if (key === "type" || key === "t" || key === "name") continue;
      if (typeof value === "number" && Number.isFinite(value) && Math.abs(value) < 1e15) {
        event[cleanString(key)] = round6(value);
      } else if (typeof value === "string" || typeof value === "boolean") {
        event[cleanString(key)] = typeof value === "string" ? cleanString(value) : value;
      }
    }
    this.#push(event);
  }

  // ---- uploading --------------------------------------------------------------------------

  /** The header line (chunk 0 starts with it). */
  #headerLine() {
    const o = this.#options;
    const device = { platform: "web", refreshHz: this.#refreshHz() };
    if (window.devicePixelRatio > 0 && window.devicePixelRatio <= 100) device.scale = window.devicePixelRatio;
    const header = { type: "header", format: "gesture-trace", version: 1, clock: "ms", device,
      screen: { width: Math.max(1, window.innerWidth), height: Math.max(1, window.innerHeight) } };
    if (o.scene) header.scene = o.scene;
    if (o.engine) header.engine = o.engine;
    header.meta = { ...(o.meta || {}), recorder: `gesturetrace-web ${VERSION}`, session: this.sessionId };
    return JSON.stringify(header) + "\n";
  }

  /** Lines cut into chunks and not yet acknowledged. */
  #chunkedLines() {
    let count = 0;
    for (const chunk of this.#chunks) count += chunk.count;
    return count;
  }

  /** Lines recorded and not acknowledged: in the reorder window, written, or in chunks. */
  #unsentCount() {
    return this.#window.length + this.#lines.length + this.#chunkedLines();
  }

  /** Whether a chunk should be cut now (`force`: whatever is written, and the header). */
  #due(force) {
    if (this.#lines.length === 0) return force && this.#nextSequence === 0;
    return force || this.#lines.length >= this.#linesPerChunk ||
      performance.now() - this.#lastUpload >= this.#flushIntervalMs;
  }

  /**
   * Cuts the next chunk from the written lines: the header first in chunk 0, then whole lines,
   * at most `maxLines` and `maxBytes` UTF-8 bytes (one line at least), and appends it to
   * `#chunks`. A chunk keeps its sequence and bytes until acknowledged: a retry sends the same.
   */
  #cut(maxBytes = MAX_CHUNK_BYTES, maxLines = this.#linesPerChunk) {
    const header = this.#nextSequence === 0 ? this.#headerLine() : "";
    let bytes = utf8Bytes(header);
    let count = 0;
    while (count < this.#lines.length && count < maxLines &&
      (count === 0 && !header || bytes + this.#lines[count].bytes <= maxBytes)) {
      bytes += this.#lines[count].bytes;
      count += 1;
    }
    const taken = this.#lines.splice(0, count);
    const chunk = { sequence: this.#nextSequence, body: header + taken.map((line) => line.text).join(""),
      bytes, count, lines: taken, lastT: taken.length ? taken[taken.length - 1].t : null, pending: null,
      early: false, keepalive: false };
    this.#nextSequence += 1;
    this.#chunks.push(chunk);
    return chunk;
  }

  /** Starts the upload loop when something is due and it is not running; returns it. */
  #pump(force) {
    if (this.#sending || this.failed || this.#gone) return this.#sending;
    if (this.#chunks.length === 0 && !this.#due(force)) return null;
    this.#sending = this.#drain(force).finally(() => {
      this.#sending = null;
    });
    return this.#sending;
  }

  /**
   * The upload loop: sends the chunks in sequence order, one at a time, each until it is
   * acknowledged. Network errors, 408, 429 and 5xx are retried with the same bytes for as long as
   * the page lives, after a delay that doubles from 250 ms to `retryCeilingMs` with jitter (or the
   * answer's Retry-After); the browser's `online` event or a probe that gets an answer ends the
   * wait at once. Any other answer is a refusal of the session and stops the upload
   * (`recorder.failed`), except a gap on a chunk sent while an earlier one was unacknowledged
   * (a page hide): it is sent again when its turn comes.
   */
  async #drain(force) {
    let attempt = 0;
    while (!this.failed && !this.#gone) {
      if (this.#chunks.length === 0) {
        if (!this.#due(force)) return;
        this.#cut();
      }
      const head = this.#chunks[0];
      if (!head.pending) this.#fire(head);
      const pending = head.pending;
      const result = await pending;
      if (head.pending === pending) head.pending = null;
      if (this.#gone) return;
      if (result.ok) {
        this.#chunks.shift();
        this.#statistics.acknowledged += head.count;
        this.#statistics.chunks += 1;
        attempt = 0;
        continue;
      }
      if (head.pending) continue;
      if (result.gap && head.early) {
        head.early = false;
        continue;
      }
      if (result.refused) {
        this.failed = { status: result.status, message: result.message };
        return;
      }
      this.#statistics.retries += 1;
      await this.#backoff(attempt, result.retryAfter);
      attempt += 1;
    }
  }

  /**
   * Sends `chunk` now, with keepalive when it fits the budget left: a chunk under way when the
   * page goes away still arrives, before the one the unload sends after it.
   */
  #fire(chunk, keepalive = chunk.bytes <= KEEPALIVE_BUDGET_BYTES - this.#keepaliveBytes) {
    chunk.early = this.#chunks[0] !== chunk;
    chunk.keepalive = keepalive;
    chunk.pending = this.#post(`chunks/${chunk.sequence}`, chunk.body, chunk.bytes, keepalive).then((result) => {
      chunk.keepalive = false;
      return result;
    });
    this.#lastUpload = performance.now();
  }

  /**
   * One POST; resolves to {ok, status, refused, gap, retryAfter, message}, never rejects.
   * `refused`: a 4xx other than 408 and 429, which says the session is refused; `gap`: a 409 that
   * expects an earlier sequence.
   */
  async #post(path, body, bytes, keepalive) {
    const headers = { "Content-Type": "application/x-ndjson" };
    if (this.#options.token) headers.Authorization = `Bearer ${this.#options.token}`;
    let status = 0;
    let retryAfter = 0;
    let text = "";
    if (keepalive) this.#keepaliveBytes += bytes;
    try {
      const response = await fetch(`${this.#endpoint}/v1/sessions/${this.sessionId}/${path}`, {
        method: "POST", headers, body, keepalive, mode: "cors", credentials: "omit", cache: "no-store",
      });
      status = response.status;
      retryAfter = Number(response.headers.get("Retry-After")) || 0;
      text = await response.text();
    } catch (error) {
      text = String(error);
    } finally {
      if (keepalive) this.#keepaliveBytes -= bytes;
    }
    const refused = status >= 400 && status < 500 && status !== 408 && status !== 429;
    const gap = status === 409 && /leaves a gap/.test(text);
    return { ok: status >= 200 && status < 300, status, refused, gap, retryAfter, message: text.slice(0, 500) };
  }

  /**
   * Waits before attempt `attempt + 1`: min(ceiling, 250 ms x 2^attempt), a random half of it
   * taken off (jitter), or Retry-After seconds; ended early by `#retryNow()`. While the wait is
   * longer than `probeIntervalMs`, a bodiless no-cors GET to the endpoint every `probeIntervalMs`
   * ends it as soon as the endpoint answers anything.
   */
  #backoff(attempt, retryAfterSeconds) {
    const ceiling = Math.min(this.#retryCeilingMs, RETRY_BASE_MS * 2 ** Math.min(attempt, 30));
    const delay = retryAfterSeconds > 0 ? Math.min(retryAfterSeconds * 1000, this.#retryCeilingMs)
      : ceiling * (0.5 + Math.random() * 0.5);
    return new Promise((resolve) => {
      const timers = [];
      const done = () => {
        for (const timer of timers) clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      this.#wake = done;
      timers.push(setTimeout(done, delay));
      if (delay <= this.#probeIntervalMs) return;
      const probe = () => {
        fetch(`${this.#endpoint}/v1/sessions/${this.sessionId}/finish`, {
          method: "GET", mode: "no-cors", credentials: "omit", cache: "no-store",
        }).then(() => {
          if (this.#wake === done) done();
        }, () => {
          if (this.#wake === done) timers.push(setTimeout(probe, this.#probeIntervalMs));
        });
      };
      timers.push(setTimeout(probe, this.#probeIntervalMs));
    });
  }

  /** Ends the current retry wait (the browser is online again, the page is hiding). */
  #retryNow() {
    if (this.#wake) this.#wake();
  }

  /**
   * Writes everything held (the reorder window included) and uploads it; resolves to whether
   * everything written is acknowledged (false once the session is refused).
   */
  async flush() {
    this.#release(Infinity);
    while (!this.failed && !this.#gone && (this.#lines.length > 0 || this.#chunks.length > 0 ||
      this.#nextSequence === 0)) {
      await (this.#sending || this.#pump(true));
    }
    return !this.failed && !this.#gone && this.#unsentCount() === 0;
  }

  /**
   * Stops recording, uploads everything recorded, then finishes the session on the endpoint.
   * Resolves `finished: true` only when every recorded event is acknowledged and the session is
   * finished; otherwise (refused, or not all acknowledged within `timeoutMs`) `finished: false`
   * with `unsent`, the events not acknowledged (the upload goes on; call `finish()` again).
   * @param {{timeoutMs?: number}} [options] how long to wait at most (default 30000)
   * @returns {Promise<{finished: boolean, unsent: number, statistics: Object, failed: Object|null}>}
   */
  async finish({ timeoutMs = 30000 } = {}) {
    this.stop();
    const frameT = this.#lastFrameT ?? performance.now();
    this.#closing = true;
    for (const sample of [...this.#transitions.values()]) sample(frameT, frameT + this.#periodMs());
    this.#closing = false;
    let timer = null;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const sent = await Promise.race([this.flush(), timeout]);
    if (sent && !this.#finished) {
      let attempt = 0;
      for (;;) {
        const result = await Promise.race([this.#post("finish", "", 0, false), timeout]);
        if (result === false) break;
        if (result.ok) {
          this.#finished = true;
          break;
        }
        if (result.refused) {
          this.failed = { status: result.status, message: result.message };
          break;
        }
        this.#statistics.retries += 1;
        const waited = await Promise.race([this.#backoff(attempt, result.retryAfter), timeout]);
        attempt += 1;
        if (waited === false) break;
      }
    }
    clearTimeout(timer);
    return { finished: this.#finished, unsent: this.#unsentCount(), statistics: this.statistics,
      failed: this.failed };
  }

  // ---- leaving ----------------------------------------------------------------------------

  /** Hidden: everything held is uploaded now (the page may be frozen or discarded next). */
  #onVisibility() {
    if (document.visibilityState === "hidden") this.#hide(false);
  }

  /**
   * The page is going away: into the back/forward cache (`persisted`: it is frozen, and may come
   * back), or for good (nothing more is recorded; the session is finished here only when
   * everything is acknowledged, else it stays unfinished on the endpoint: `gesturetrace record
   * --finish-stale`).
   */
  #onPageHide(event) {
    if (this.#gone) return;
    this.#hide(true, !event.persisted);
    if (event.persisted) return;
    this.#gone = true;
    this.stop();
    if (this.#unsentCount() === 0 && this.#nextSequence > 0 && !this.#finished && !this.failed) {
      this.#post("finish", "", 0, true);
    }
  }

  /**
   * Hidden: everything held is written and uploaded now, chunk after chunk.
   * Page hide (`leaving`): the page is frozen or destroyed next and can no longer wait for
   * answers, and the endpoint takes chunks in sequence only, so at most two requests are queued
   * with `fetch(..., {keepalive: true})`, which outlives the page: the chunk in flight again
   * when its request is not a keepalive one (same bytes: a duplicate when it already arrived),
   * and one chunk of everything else in time order, within the budget left of the browsers'
   * 64 KiB for keepalive bodies in flight (in UTF-8 bytes) and 60,000 bytes. Gone for good
   * (`gone`), what does not fit is summed up in a `recorder.unsent` marker (`count`, `firstT`,
   * `lastT`) at the end of that chunk, and in `statistics.unsent`; from the cache, it waits for
   * the page to come back.
   */
  #hide(leaving, gone = false) {
    if (this.#gone || this.failed) return;
    this.#release(Infinity);
    if (!leaving) {
      this.#retryNow();
      this.#pump(true);
      return;
    }
    let budget = KEEPALIVE_BUDGET_BYTES - this.#keepaliveBytes;
    let from = 0;
    const head = this.#chunks[0];
    if (head && head.pending) {
      from = 1;
      if (!head.keepalive && head.bytes <= budget) {
        budget -= head.bytes;
        this.#fire(head, true);
      }
    }
    const rest = this.#chunks.splice(from);
    if (rest.length > 0) {
      this.#nextSequence = rest[0].sequence;
      this.#lines = [...rest.flatMap((chunk) => chunk.lines), ...this.#lines];
    }
    if (this.#lines.length === 0 && this.#nextSequence > 0) return;
    const room = Math.min(budget, MAX_CHUNK_BYTES) - (gone ? UNSENT_MARKER_BYTES : 0);
    const header = this.#nextSequence === 0 ? utf8Bytes(this.#headerLine()) : 0;
    const lines = this.#lines;
    let fits = 0;
    let bytes = header;
    while (fits < lines.length && bytes + lines[fits].bytes <= room) {
      bytes += lines[fits].bytes;
      fits += 1;
    }
    if (room <= header || (fits === 0 && !gone)) {
      if (gone) this.#statistics.unsent += lines.length;
      return;
    }
    if (gone && fits < lines.length) {
      const left = lines.slice(fits);
      const t = Math.max(fits > 0 ? lines[fits - 1].t : -Infinity, this.#lastSentT(from));
      this.#lines = lines.slice(0, fits);
      this.#statistics.unsent += left.length;
      this.#write({ type: "marker", t: Number.isFinite(t) ? t : left[0].t, name: "recorder.unsent",
        count: left.length, firstT: left[0].t, lastT: left[left.length - 1].t });
    }
    this.#fire(this.#cut(Infinity, fits + (gone && fits < lines.length ? 1 : 0)), true);
  }

  /** The time of the last line in the chunks before `index`. */
  #lastSentT(index) {
    for (let i = index - 1; i >= 0; i -= 1) if (this.#chunks[i].lastT !== null) return this.#chunks[i].lastT;
    return -Infinity;
  }
}

/**
 * One transition being recorded. Calls made outside a frame (`frameTime` omitted) are written at
 * the next frame's display time, the frame that shows them; one `progress` a frame at most.
 */
export class TransitionRecording {
  /** The transition's id in the trace. */
  id;
  #hooks;
  #queue = [];
  #pendingProgress = null;
  #lastProgress = null;
  #animation = null;
  #done = false;
  #visible = false;

  /**
   * Made by `Recorder.transition`.
   * @param {{push: Function, periodMs: Function, knownCause: Function, sampler: Function,
   *   done: Function}} hooks
   * @param {string} id
   * @param {Object} options see `Recorder.transition`
   */
  constructor(hooks, id, options) {
    this.#hooks = hooks;
    this.id = id;
    const began = { type: "transition", id, event: "began" };
    if (options.operation) began.operation = options.operation;
    if (options.interactive !== undefined) began.interactive = Boolean(options.interactive);
    const cause = hooks.knownCause(options.cause);
    if (cause !== undefined) began.cause = cause;
    if (Number.isFinite(options.progress)) began.progress = clamp01(options.progress);
    this.#enqueue(began, options.frameTime);
    hooks.sampler(this, (frameT, target) => this.#sample(frameT, target));
  }

  #enqueue(event, frameTime) {
    if (this.#done) return;
    if (Number.isFinite(frameTime)) {
      const t = frameTime + this.#hooks.periodMs();
      this.#flushProgress();
      for (const queued of this.#queue) this.#hooks.push({ ...queued, t });
      this.#queue = [];
      this.#hooks.push({ ...event, t });
    } else {
      this.#queue.push(event);
    }
  }

  /** A `paused` or `reversed`, with the touches that caused it in its `cause` when known. */
  #turn(kind, frameTime, cause) {
    this.#flushProgress();
    const event = { type: "transition", id: this.id, event: kind };
    const known = this.#hooks.knownCause(cause);
    if (known !== undefined) event.cause = known;
    this.#enqueue(event, frameTime);
  }

  /** The progress shown (0 = source, 1 = destination). */
  progress(value, frameTime) {
    if (!Number.isFinite(value) || this.#done) return;
    const p = round6(clamp01(value));
    if (Number.isFinite(frameTime)) {
      if (p === this.#lastProgress) return;
      this.#lastProgress = p;
      this.#enqueue({ type: "transition", id: this.id, event: "progress", progress: p }, frameTime);
    } else {
      this.#pendingProgress = p;
    }
  }

  /**
   * A finger grabbed it (it stops moving on its own).
   * @param {number} [frameTime] the rAF timestamp of the frame that shows it (default: the next)
   * @param {number[]|"none"} [cause] what grabbed it: `recorder.cause(event)` of the touch
   */
  paused(frameTime, cause) {
    this.#turn("paused", frameTime, cause);
  }

  /**
   * It now heads back to its origin.
   * @param {number} [frameTime] as for `paused`
   * @param {number[]|"none"} [cause] what turned it: `recorder.cause(event)` of the touch
   */
  reversed(frameTime, cause) {
    this.#turn("reversed", frameTime, cause);
  }

  /**
   * The first frame in which the user could see it: its drawn geometry, opacity or visibility
   * differs from its start (traces/README.md "`transition`"). Once; `began` is when the page
   * committed to it, which can be frames earlier.
   * @param {number} [frameTime] as for `paused`
   * @param {number} [progress] the progress that frame shows
   */
  visible(frameTime, progress) {
    if (this.#visible) return;
    this.#visible = true;
    this.#flushProgress();
    const event = { type: "transition", id: this.id, event: "visible" };
    if (Number.isFinite(progress)) event.progress = round6(clamp01(progress));
    this.#enqueue(event, frameTime);
  }

  /** It came to rest: `completed` on its destination, `cancelled` back on its origin. */
  ended(outcome, frameTime) {
    this.#flushProgress();
    this.#enqueue({ type: "transition", id: this.id, event: "ended", outcome }, frameTime);
    this.#done = true;
  }

  #flushProgress() {
    if (this.#pendingProgress === null) return;
    this.#queue.push({ type: "transition", id: this.id, event: "progress", progress: this.#pendingProgress });
    this.#pendingProgress = null;
  }

  /**
   * Samples `animation` on every frame from now on (its displayed progress mapped to `from`...`to`)
   * and ends the transition with `outcome` when it finishes; a cancelled animation stops being
   * sampled without ending it (the page goes on with it).
   */
  follow(animation, { from = 0, to = 1, outcome = "completed", read } = {}) {
    this.#animation = { animation, from, to, outcome, read };
    return this;
  }

  /** Called by the recorder on each frame: writes what this frame shows, at its display time. */
  #sample(frameT, target) {
    const followed = this.#animation;
    if (followed) {
      const { animation, from, to, outcome, read } = followed;
      if (animation.playState === "idle") {
        this.#animation = null;
      } else {
        let x = read ? read() : animation.effect && animation.effect.getComputedTiming().progress;
        const finished = animation.playState === "finished";
        if (finished || !Number.isFinite(x)) x = finished ? 1 : 0;
        this.#pendingProgress = round6(clamp01(from + (to - from) * x));
        if (finished) {
          this.#animation = null;
          this.ended(outcome);
        }
      }
    }
    this.#flushProgress();
    for (const event of this.#queue) {
      if (event.event === "progress") {
        if (event.progress === this.#lastProgress) continue;
        this.#lastProgress = event.progress;
      }
      this.#hooks.push({ ...event, t: target });
    }
    this.#queue = [];
    if (this.#done) this.#hooks.done(this);
  }
}

/** How far progress moves from a transition's start, 0...1, before a frame counts as showing it. */
const VISIBLE_EPSILON = 0.002;
/** A step of progress smaller than this is no motion (a still frame). */
const STILL_EPSILON = 1e-4;
/** Frames still, no finger down, on 0 or 1, before an observed transition that showed is ended. */
const SETTLE_FRAMES = 3;
/** Frames still before a transition ends that never showed (began, and nothing drawn moved). */
const QUIET_FRAMES = 30;
/** Frames still, no finger down, away from 0 and 1, before it is ended on the nearer side. */
const STRANDED_FRAMES = 60;
/** How long it stays still under a finger, mid-flight, before the transition is written `paused` (ms). */
const PAUSE_MS = 120;
/** Frames an observation keeps sampling after it last moved. */
const BUSY_FRAMES = 10;

/**
 * @typedef {Object} ObserveOptions
 * @property {string} [id] the transitions' id prefix: `ID-present-N`, `ID-dismiss-N` ("observed")
 * @property {Object<string, number>|((element: Element) => Object<string, number>)} [from] the
 *   source state (progress 0): any of `opacity`, `x`, `y`, `width`, `height` (its bounding box in
 *   CSS px, transforms included), `dx`, `dy` (its own transform's translation); default
 *   `{opacity: 0}`. A function is called with the element on each sample.
 * @property {Object<string, number>|((element: Element) => Object<string, number>)} [to] the
 *   destination state (progress 1), likewise; default `{opacity: 1}`
 * @property {number} [initial] the progress at rest when observation starts (default: sampled)
 */

/**
 * An element observed by `Recorder.observe`: each sample reads its bounding box, computed
 * opacity, display and visibility (and transform when `dx`/`dy` are used), derives its progress
 * between the declared states, and writes its transitions. A hidden element (not in the document,
 * `display: none`, `visibility: hidden`, or no area) is at 0; one moved out of the viewport is
 * measured by its declared geometry (a strip of slides is often wider than the screen).
 * Progress per state key is 1 less its distance to `to` over the distance from `from` to `to`,
 * clamped to 0...1; with several keys, the least of them.
 */
export class Observation {
  #hooks;
  #target;
  #from;
  #to;
  #prefix;
  #count = 0;
  /** The progress at rest (0 source, 1 destination, or where it was left). */
  #rest = null;
  /** The transition in flight: {record, operation, start, last, heading, still, paused, visible}. */
  #current = null;
  #stillFrames = 0;
  #lastP = null;
  #lastShown = null;
  #stopped = false;

  /**
   * Made by `Recorder.observe`.
   * @param {{transition: Function, gesture: Function, register: Function, removed: Function,
   *   wake: Function}} hooks
   * @param {Element|string|Function} target
   * @param {ObserveOptions} options
   */
  constructor(hooks, target, options) {
    this.#hooks = hooks;
    this.#target = target;
    this.#from = options.from || { opacity: 0 };
    this.#to = options.to || { opacity: 1 };
    this.#prefix = cleanString(options.id || "observed");
    if (Number.isFinite(options.initial)) this.#rest = clamp01(options.initial);
    hooks.register(this, { sample: (frameT) => this.#sample(frameT), busy: () => this.#busy() });
  }

  /** Whether it should be sampled on the next frame even with no input: in flight, or just moved. */
  #busy() {
    return !this.#stopped && (this.#current !== null || this.#stillFrames < BUSY_FRAMES);
  }

  /** The progress it shows now (what the last sample read). */
  get progress() {
    return this.#lastP;
  }

  /** Keeps sampling for `ms` (default 1.5 s): for a change the page starts with no input. */
  wake(ms) {
    this.#hooks.wake(ms);
  }

  /** Stops observing (a transition in flight stays open, as the page left it). */
  stop() {
    this.#stopped = true;
    this.#hooks.removed(this);
  }

  /** The elements sampled: the target, every match of a selector, or the function's answer. */
  #elements() {
    const target = this.#target;
    if (typeof target === "string") return document.querySelectorAll(target);
    const element = typeof target === "function" ? target() : target;
    return element ? [element] : [];
  }

  /** One element's progress and whether it is shown. */
  #read(element) {
    if (!element.isConnected) return { p: 0, shown: false };
    const style = getComputedStyle(element);
    if (style.display === "none" || style.visibility === "hidden") return { p: 0, shown: false };
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return { p: 0, shown: false };
    const from = typeof this.#from === "function" ? this.#from(element) : this.#from;
    const to = typeof this.#to === "function" ? this.#to(element) : this.#to;
    let matrix = null;
    let p = 1;
    for (const key of Object.keys(to)) {
      if (!Number.isFinite(to[key]) || !Number.isFinite(from[key]) || to[key] === from[key]) continue;
      let value;
      if (key === "opacity") value = parseFloat(style.opacity);
      else if (key === "x" || key === "y" || key === "width" || key === "height") value = box[key];
      else if (key === "dx" || key === "dy") {
        matrix = matrix || new DOMMatrixReadOnly(style.transform === "none" ? undefined : style.transform);
        value = key === "dx" ? matrix.m41 : matrix.m42;
      } else continue;
      p = Math.min(p, 1 - Math.abs(value - to[key]) / Math.abs(from[key] - to[key]));
    }
    return { p: clamp01(p), shown: true };
  }

  /**
   * Samples what frame `frameT` drew and writes what changed (called by the recorder after the
   * frame's drawing). A transition begins when the progress leaves its rest or the element is
   * shown (a present); its `visible` is the first frame whose progress is over 0.002 from its
   * start with the element shown; `reversed` when progress turns back more than 0.002 from its
   * furthest point; `paused` when it stays still 120 ms under a finger mid-flight (written at the
   * first still frame); `ended` when it rests 3 frames on 0 or 1 with no finger down
   * (`completed` on its destination, `cancelled` on its origin), or 60 frames elsewhere (on the
   * nearer side); one that never showed ends after 30 still frames.
   */
  #sample(frameT) {
    if (this.#stopped) return;
    let p = 0;
    let shown = false;
    for (const element of this.#elements()) {
      const read = this.#read(element);
      if (read.shown && (!shown || read.p > p)) p = read.p;
      shown = shown || read.shown;
    }
    p = round6(p);
    const moved = this.#lastP !== null &&
      (Math.abs(p - this.#lastP) > STILL_EPSILON || shown !== this.#lastShown);
    this.#stillFrames = moved || this.#lastP === null ? 0 : this.#stillFrames + 1;
    const appeared = this.#lastShown === false && shown;
    this.#lastP = p;
    this.#lastShown = shown;
    if (this.#rest === null) {
      this.#rest = p >= 0.5 ? 1 : p <= VISIBLE_EPSILON ? 0 : p;
      return;
    }
    const gesture = this.#hooks.gesture();
    let current = this.#current;
    if (!current) {
      if (Math.abs(p - this.#rest) <= STILL_EPSILON && !(appeared && this.#rest < 0.5)) return;
      const operation = this.#rest >= 0.5 ? "dismiss" : "present";
      this.#count += 1;
      current = this.#current = {
        operation, start: this.#rest, last: this.#rest, peak: this.#rest,
        heading: operation === "present" ? 1 : -1, still: 0,
        paused: false, visible: false,
        record: this.#hooks.transition(`${this.#prefix}-${operation}-${this.#count}`, { operation,
          interactive: gesture.down, cause: gesture.cause, progress: this.#rest, frameTime: frameT }),
      };
    }
    const step = p - current.last;
    if ((p - current.peak) * current.heading > 0) current.peak = p;
    if ((current.peak - p) * current.heading > VISIBLE_EPSILON) {
      current.heading = -current.heading;
      current.peak = p;
      current.record.reversed(frameT, gesture.cause);
    }
    if (Math.abs(step) > STILL_EPSILON) {
      current.still = 0;
      current.paused = false;
      current.last = p;
    } else {
      if (current.still === 0) current.stillSince = frameT;
      current.still += 1;
    }
    current.record.progress(p, frameT);
    if (!current.visible && shown && Math.abs(p - current.start) > VISIBLE_EPSILON) {
      current.visible = true;
      current.record.visible(frameT, p);
    }
    const atRest = p <= VISIBLE_EPSILON || p >= 1 - VISIBLE_EPSILON;
    if (gesture.down) {
      if (!current.paused && !atRest && current.visible && current.still > 0 &&
        frameT - current.stillSince >= PAUSE_MS) {
        current.paused = true;
        current.record.paused(current.stillSince, gesture.cause);
      }
      return;
    }
    const settled = !current.visible ? current.still >= QUIET_FRAMES
      : atRest ? current.still >= SETTLE_FRAMES : current.still >= STRANDED_FRAMES;
    if (!settled) return;
    const side = atRest ? (p >= 0.5 ? 1 : 0) : p;
    const destination = current.operation === "present" ? side >= 0.5 : side < 0.5;
    current.record.ended(destination ? "completed" : "cancelled", frameT);
    this.#rest = atRest ? side : p;
    this.#current = null;
  }
}

function clamp01(value) {
  return Math.min(1, Math.max(0, value));
}
