// GestureTrace web recorder: records touch and pen input, display frames, transitions, intents and
// markers of a web page as a GestureTrace trace (format v1, traces/README.md) and uploads it to
// `gesturetrace record` (docs/recording-endpoint.md). One ES2020 module, no dependencies, no build
// step. Positions and times only: never text, never pixels. See README.md beside this file.

/** The recorder's version (semantic versioning; README.md "Versions"). */
export const VERSION = "1.0.0";

/** How long an event is held so that events arriving out of order are written in time order (ms). */
const REORDER_WINDOW_MS = 50;
/** Keepalive requests share a 64 KiB budget per page: chunks stay under it. */
const MAX_CHUNK_BYTES = 60000;
/** The most fingers and pens open at once the format accepts. */
const MAX_OPEN_TOUCHES = 32;
/** Longest string written from the page (a target, an intent id, a marker's text). */
const MAX_STRING = 200;

/** Rounds to the format's written precision (1 ns for times in ms, 1e-6 for positions, progress). */
function round6(value) {
  return Math.round(value * 1e6) / 1e6;
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
 * @property {{kind?: string, transitionDistance?: number, initial?: string}} [scene] the header's scene.
 * @property {Object<string, string|number|boolean>} [meta] build and run facts (never user data).
 * @property {(element: Element) => (string|null)} [targetOf] a touch's target id from the element
 *   it went down on (default: the nearest `data-trace-target` attribute).
 * @property {number} [bufferCapacity] events held at most before new ones are dropped (20000).
 * @property {number} [linesPerChunk] lines per upload chunk at most (400).
 * @property {number} [flushIntervalMs] longest wait before what is written is uploaded (1000).
 * @property {number} [maximumAttempts] attempts per request before the upload stops (50).
 */

/**
 * Records one session of a page and uploads it. Create it, call `start()`, describe transitions
 * with `transition()` or `observeAnimation()`, and call `finish()` when done.
 */
export class Recorder {
  /** @param {RecorderOptions} options */
  constructor(options) {
    if (!options || typeof options.endpoint !== "string") throw new TypeError("endpoint is required");
    this.options = options;
    this.endpoint = options.endpoint.replace(/\/+$/, "");
    this.sessionId = options.sessionId ||
      `web-${Date.now()}-${Math.floor(Math.random() * 1e9).toString(36)}`;
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/.test(this.sessionId)) throw new TypeError("bad sessionId");
    this.capacity = options.bufferCapacity || 20000;
    this.linesPerChunk = options.linesPerChunk || 400;
    this.flushIntervalMs = options.flushIntervalMs || 1000;
    this.maximumAttempts = options.maximumAttempts || 50;
    this.targetOf = options.targetOf || ((element) => {
      const found = element && element.closest ? element.closest("[data-trace-target]") : null;
      return found ? found.getAttribute("data-trace-target") : null;
    });
    /** Events waiting in the reorder window: {t, seq, event}. */
    this.window = [];
    this.arrivals = 0;
    /** Lines written, not yet acknowledged by the endpoint. */
    this.lines = [];
    this.lastWrittenT = -Infinity;
    /** pointerId -> {target, group} for recorded fingers and pens that are down. */
    this.down = new Map();
    /** Pointers whose down was not recorded: their samples are skipped until they lift. */
    this.skipped = new Set();
    /** The pointer ids of the current gesture (fingers down together), kept after the last lifts. */
    this.group = [];
    this.began = new Set();
    this.dropped = null;
    this.frameDeltas = [];
    this.lastFrameT = null;
    this.transitions = new Set();
    this.sequence = 0;
    this.inFlight = null;
    this.lastUpload = 0;
    this.headerSent = false;
    this.stopped = false;
    this.failed = null;
    this.statistics = { recorded: 0, dropped: 0, late: 0, acknowledged: 0, chunks: 0, retries: 0, skipped: 0 };
    this.onPointer = this.onPointer.bind(this);
    this.onHidden = this.onHidden.bind(this);
    this.onPageHide = this.onPageHide.bind(this);
    this.tick = this.tick.bind(this);
  }

  /** Starts listening (capture phase on window, before the page's handlers) and the frame loop. */
  start() {
    for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel"]) {
      window.addEventListener(type, this.onPointer, { capture: true, passive: true });
    }
    document.addEventListener("visibilitychange", this.onHidden);
    window.addEventListener("pagehide", this.onPageHide);
    this.frameRequest = requestAnimationFrame(this.tick);
    return this;
  }

  // ---- recording --------------------------------------------------------------------------

  /** The display period in ms: given, or the median of the last frame intervals. */
  get periodMs() {
    if (this.options.refreshHz) return 1000 / this.options.refreshHz;
    if (this.frameDeltas.length < 5) return 1000 / 60;
    const sorted = [...this.frameDeltas].sort((a, b) => a - b);
    return sorted[sorted.length >> 1];
  }

  /** The refresh rate for the header: given, or measured (rounded to 0.1 Hz). */
  get refreshHz() {
    return this.options.refreshHz || Math.round(10000 / this.periodMs) / 10;
  }

  /**
   * Takes one event; never blocks: when the buffer is full the event is counted and dropped.
   * @param {Object} event a format v1 event with `type` and `t`
   * @param {boolean} [force] accept even when full (the end of a recorded finger)
   * @returns {boolean} whether it was accepted
   */
  push(event, force = false) {
    if (this.stopped) return false;
    if (!force && this.window.length + this.lines.length >= this.capacity) {
      this.statistics.dropped += 1;
      if (!this.dropped) this.dropped = { count: 0, firstT: event.t, lastT: event.t };
      this.dropped.count += 1;
      this.dropped.lastT = Math.max(this.dropped.lastT, event.t);
      return false;
    }
    this.window.push({ t: event.t, seq: this.arrivals++, event });
    this.statistics.recorded += 1;
    return true;
  }

  /** Writes, in time order, the events of the window older than `until` (all with Infinity). */
  release(until) {
    if (this.window.length === 0) return this.writeDropped();
    this.window.sort((a, b) => a.t - b.t || a.seq - b.seq);
    let count = 0;
    while (count < this.window.length && this.window[count].t <= until) count += 1;
    for (const { event } of this.window.splice(0, count)) {
      event.t = round6(event.t);
      if (event.t < this.lastWrittenT) {
        this.statistics.late += 1;
        this.write({ type: "marker", t: this.lastWrittenT, name: "recorder.late", event: event.type,
          originalT: event.t, lateMs: round6(this.lastWrittenT - event.t) });
        event.t = this.lastWrittenT;
      }
      this.write(event);
    }
    this.writeDropped();
  }

  /** Writes the `recorder.dropped` marker once the buffer has room again. */
  writeDropped() {
    if (!this.dropped || this.lines.length >= this.capacity) return;
    const { count, firstT, lastT } = this.dropped;
    this.dropped = null;
    this.write({ type: "marker", t: Math.max(firstT, this.lastWrittenT), name: "recorder.dropped", count,
      firstT, lastT });
  }

  write(event) {
    event.t = round6(event.t);
    this.lastWrittenT = event.t;
    this.lines.push(JSON.stringify(event) + "\n");
  }

  /** Records a touch or pen pointer event and its coalesced samples. */
  onPointer(event) {
    if (event.pointerType !== "touch" && event.pointerType !== "pen") return;
    const id = event.pointerId;
    if (!Number.isSafeInteger(id)) return;
    if (event.type === "pointerdown") {
      if (this.down.has(id) || this.down.size >= MAX_OPEN_TOUCHES) return;
      if (this.down.size === 0) this.group = [];
      const target = this.targetOf(event.target);
      const sample = this.sample(event, "began", target, false);
      if (!sample || !this.push(sample)) {
        this.skipped.add(id);
        this.statistics.skipped += 1;
        return;
      }
      this.down.set(id, { target });
      this.group.push(id);
      this.began.add(id);
      return;
    }
    if (this.skipped.has(id)) {
      if (event.type !== "pointermove") this.skipped.delete(id);
      this.statistics.skipped += 1;
      return;
    }
    const finger = this.down.get(id);
    if (!finger) return;
    if (event.type === "pointermove") {
      const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      if (samples.length > 0) {
        for (const each of samples) {
          const sample = this.sample(each, "moved", finger.target, true);
          if (sample) this.push(sample);
        }
      } else {
        const sample = this.sample(event, "moved", finger.target, false);
        if (sample) this.push(sample);
      }
      return;
    }
    const phase = event.type === "pointerup" ? "ended" : "cancelled";
    const sample = this.sample(event, phase, finger.target, false) ||
      { type: "touch", t: event.timeStamp, id, phase, x: 0, y: 0 };
    this.push(sample, true);
    this.down.delete(id);
  }

  /** One `touch` event from a pointer event, in page coordinates (CSS px), or null when unusable. */
  sample(event, phase, target, coalesced) {
    const { pageX: x, pageY: y, timeStamp: t } = event;
    if (![x, y, t].every(Number.isFinite) || Math.abs(x) > 1e6 || Math.abs(y) > 1e6) return null;
    const out = { type: "touch", t, id: event.pointerId, phase, x: round6(x), y: round6(y) };
    if (event.pressure > 0 && event.pointerType === "pen") out.force = round6(event.pressure);
    if (target) out.target = cleanString(target);
    if (coalesced) out.coalesced = true;
    return out;
  }

  /**
   * The `cause` of a transition started by `event`: the pointer ids of its gesture (the fingers
   * down together with it), or "none" for no event (a start by the page itself).
   * @param {Event|null|undefined} event the pointer event whose handler starts the transition
   * @returns {number[]|"none"|undefined} undefined when the gesture was not recorded
   */
  cause(event) {
    if (!event) return "none";
    const id = event.pointerId;
    if (!Number.isSafeInteger(id) || !this.began.has(id)) return undefined;
    return this.group.includes(id) ? [...this.group] : [id];
  }

  /** One frame: writes it, then what each transition shows in it; uploads when due. */
  tick(now) {
    if (this.stopped) return;
    this.frameRequest = requestAnimationFrame(this.tick);
    if (this.lastFrameT !== null) {
      const delta = now - this.lastFrameT;
      if (delta < 1) return;
      if (delta < 200) {
        this.frameDeltas.push(delta);
        if (this.frameDeltas.length > 31) this.frameDeltas.shift();
      }
    }
    this.lastFrameT = now;
    const target = now + this.periodMs;
    this.push({ type: "frame", t: now, target: round6(target) });
    for (const transition of [...this.transitions]) transition.sample(now, target);
    this.release(performance.now() - REORDER_WINDOW_MS);
    this.pump(false);
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
    const recording = new TransitionRecording(this, cleanString(id), options);
    this.transitions.add(recording);
    return recording;
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
    this.push(event);
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
    this.push(event);
  }

  // ---- uploading --------------------------------------------------------------------------

  /** The header line (chunk 0 starts with it). */
  headerLine() {
    const o = this.options;
    const device = { platform: "web", refreshHz: this.refreshHz };
    if (window.devicePixelRatio > 0 && window.devicePixelRatio <= 100) device.scale = window.devicePixelRatio;
    const header = { type: "header", format: "gesture-trace", version: 1, clock: "ms", device,
      screen: { width: Math.max(1, window.innerWidth), height: Math.max(1, window.innerHeight) } };
    if (o.scene) header.scene = o.scene;
    if (o.engine) header.engine = o.engine;
    header.meta = { ...(o.meta || {}), recorder: `gesturetrace-web ${VERSION}`, session: this.sessionId };
    return JSON.stringify(header) + "\n";
  }

  /** Sends the next chunk when one is due and none is in flight. */
  pump(force, keepalive = false) {
    if (this.inFlight || this.failed) return this.inFlight;
    const due = force || this.lines.length >= this.linesPerChunk ||
      (this.lines.length > 0 && performance.now() - this.lastUpload >= this.flushIntervalMs);
    if (!due || (this.lines.length === 0 && this.headerSent)) return null;
    let body = this.headerSent ? "" : this.headerLine();
    let count = 0;
    while (count < this.lines.length && count < this.linesPerChunk &&
      body.length + this.lines[count].length <= MAX_CHUNK_BYTES) {
      body += this.lines[count];
      count += 1;
    }
    if (count === 0 && this.lines.length > 0 && body.length === 0) {
      body = this.lines[0];
      count = 1;
    }
    this.lastUpload = performance.now();
    const sequence = this.sequence;
    this.inFlight = this.send(`chunks/${sequence}`, body, keepalive).then((ok) => {
      this.inFlight = null;
      if (!ok) return false;
      this.headerSent = true;
      this.sequence = sequence + 1;
      this.lines.splice(0, count);
      this.statistics.acknowledged += count;
      this.statistics.chunks += 1;
      return true;
    });
    return this.inFlight;
  }

  /**
   * POSTs `body` until acknowledged: network errors, 408, 429 and 5xx are retried with the same
   * bytes after 50 ms doubling to 2 s (or the answer's Retry-After); anything else stops the upload.
   * @returns {Promise<boolean>}
   */
  async send(path, body, keepalive) {
    const headers = { "Content-Type": "application/x-ndjson" };
    if (this.options.token) headers.Authorization = `Bearer ${this.options.token}`;
    let delay = 50;
    for (let attempt = 0; attempt < this.maximumAttempts; attempt += 1) {
      let status = 0;
      let retryAfter = null;
      let text = "";
      try {
        const response = await fetch(`${this.endpoint}/v1/sessions/${this.sessionId}/${path}`, {
          method: "POST", headers, body, keepalive: keepalive && body.length <= MAX_CHUNK_BYTES,
          mode: "cors", credentials: "omit", cache: "no-store",
        });
        status = response.status;
        retryAfter = Number(response.headers.get("Retry-After"));
        text = await response.text();
      } catch (error) {
        text = String(error);
      }
      if (status >= 200 && status < 300) return true;
      if (!(status === 0 || status === 408 || status === 429 || status >= 500)) {
        this.failed = { status, message: text.slice(0, 500) };
        return false;
      }
      this.statistics.retries += 1;
      await new Promise((resolve) => setTimeout(resolve, retryAfter > 0 ? Math.min(retryAfter, 10) * 1000 : delay));
      delay = Math.min(delay * 2, 2000);
    }
    this.failed = { status: 0, message: `gave up after ${this.maximumAttempts} attempts` };
    return false;
  }

  /** Writes everything held (the reorder window included) and uploads it; resolves when sent. */
  async flush(keepalive = false) {
    this.release(Infinity);
    while (!this.failed && (this.lines.length > 0 || !this.headerSent || this.inFlight)) {
      const sending = this.inFlight || this.pump(true, keepalive);
      if (!sending || !(await sending)) break;
    }
    return !this.failed;
  }

  /** The page is hidden: upload what is held, with keepalive so that it survives an unload. */
  onHidden() {
    if (document.visibilityState !== "hidden") return;
    this.release(Infinity);
    this.pump(true, true);
  }

  /**
   * The page is going away: upload what is held with keepalive. The session is finished here
   * only when nothing is left to send; otherwise it stays unfinished on the endpoint
   * (`gesturetrace record --finish-stale` finishes it).
   */
  onPageHide(event) {
    if (event.persisted) return this.onHidden();
    this.release(Infinity);
    if (!this.inFlight && this.lines.length === 0 && this.headerSent) {
      this.send("finish", "", true);
    } else {
      this.pump(true, true);
    }
  }

  /**
   * Stops recording, uploads the rest and finishes the session on the endpoint.
   * @returns {Promise<{finished: boolean, statistics: Object, failed: Object|null}>}
   */
  async finish() {
    for (const transition of this.transitions) transition.sample(this.lastFrameT ?? performance.now(),
      (this.lastFrameT ?? performance.now()) + this.periodMs);
    const sent = await this.flush();
    this.stop();
    const finished = sent && (await this.send("finish", "", false));
    return { finished, statistics: { ...this.statistics }, failed: this.failed };
  }

  /** Stops listening and the frame loop; what is held stays until `flush()`. */
  stop() {
    this.stopped = true;
    cancelAnimationFrame(this.frameRequest);
    for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel"]) {
      window.removeEventListener(type, this.onPointer, { capture: true });
    }
    document.removeEventListener("visibilitychange", this.onHidden);
    window.removeEventListener("pagehide", this.onPageHide);
  }
}

/**
 * One transition being recorded. Calls made outside a frame (`frameTime` omitted) are written at
 * the next frame's display time, the frame that shows them; one `progress` a frame at most.
 */
export class TransitionRecording {
  /**
   * @param {Recorder} recorder
   * @param {string} id
   * @param {Object} options see `Recorder.transition`
   */
  constructor(recorder, id, options) {
    this.recorder = recorder;
    this.id = id;
    this.queue = [];
    this.pendingProgress = null;
    this.lastProgress = null;
    this.animation = null;
    this.done = false;
    const began = { type: "transition", id, event: "began" };
    if (options.operation) began.operation = options.operation;
    if (options.interactive !== undefined) began.interactive = Boolean(options.interactive);
    const cause = options.cause;
    if (cause === "none") {
      began.cause = "none";
    } else if (Array.isArray(cause)) {
      const known = cause.filter((each) => recorder.began.has(each));
      if (known.length > 0) began.cause = known;
    }
    if (Number.isFinite(options.progress)) began.progress = clamp01(options.progress);
    this.enqueue(began, options.frameTime);
  }

  enqueue(event, frameTime) {
    if (this.done) return;
    if (Number.isFinite(frameTime)) {
      const t = frameTime + this.recorder.periodMs;
      this.flushProgress();
      for (const queued of this.queue) this.recorder.push({ ...queued, t });
      this.queue = [];
      this.recorder.push({ ...event, t });
    } else {
      this.queue.push(event);
    }
  }

  /** The progress shown (0 = source, 1 = destination). */
  progress(value, frameTime) {
    if (!Number.isFinite(value) || this.done) return;
    const p = round6(clamp01(value));
    if (Number.isFinite(frameTime)) {
      if (p === this.lastProgress) return;
      this.lastProgress = p;
      this.enqueue({ type: "transition", id: this.id, event: "progress", progress: p }, frameTime);
    } else {
      this.pendingProgress = p;
    }
  }

  /** A finger grabbed it (it stops moving on its own). */
  paused(frameTime) {
    this.flushProgress();
    this.enqueue({ type: "transition", id: this.id, event: "paused" }, frameTime);
  }

  /** It now heads back to its origin. */
  reversed(frameTime) {
    this.flushProgress();
    this.enqueue({ type: "transition", id: this.id, event: "reversed" }, frameTime);
  }

  /** It came to rest: `completed` on its destination, `cancelled` back on its origin. */
  ended(outcome, frameTime) {
    this.flushProgress();
    this.enqueue({ type: "transition", id: this.id, event: "ended", outcome }, frameTime);
    this.done = true;
  }

  flushProgress() {
    if (this.pendingProgress === null) return;
    this.queue.push({ type: "transition", id: this.id, event: "progress", progress: this.pendingProgress });
    this.pendingProgress = null;
  }

  /**
   * Samples `animation` on every frame from now on (its displayed progress mapped to `from`...`to`)
   * and ends the transition with `outcome` when it finishes; a cancelled animation stops being
   * sampled without ending it (the page goes on with it).
   */
  follow(animation, { from = 0, to = 1, outcome = "completed", read } = {}) {
    this.animation = { animation, from, to, outcome, read };
    return this;
  }

  /** Called by the recorder on each frame: writes what this frame shows, at its display time. */
  sample(frameT, target) {
    const followed = this.animation;
    if (followed) {
      const { animation, from, to, outcome, read } = followed;
      if (animation.playState === "idle") {
        this.animation = null;
      } else {
        let x = read ? read() : animation.effect && animation.effect.getComputedTiming().progress;
        const finished = animation.playState === "finished";
        if (finished || !Number.isFinite(x)) x = finished ? 1 : 0;
        this.pendingProgress = round6(clamp01(from + (to - from) * x));
        if (finished) {
          this.animation = null;
          this.ended(outcome);
        }
      }
    }
    this.flushProgress();
    for (const event of this.queue) {
      if (event.event === "progress") {
        if (event.progress === this.lastProgress) continue;
        this.lastProgress = event.progress;
      }
      this.recorder.push({ ...event, t: target });
    }
    this.queue = [];
    if (this.done) this.recorder.transitions.delete(this);
  }
}

function clamp01(value) {
  return Math.min(1, Math.max(0, value));
}
