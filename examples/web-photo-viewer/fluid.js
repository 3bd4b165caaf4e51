// The fluid variant: UIViewPropertyAnimator-style. The viewer moves on a critically damped spring
// (response 0.4 s) computed each frame; a touch that goes down while it moves grabs it where it is,
// the finger drives it, and the release throws it toward the side its projected position lands on,
// reversing it mid-flight when that is the other side.
import {
  AnswerClock, DISTANCE, SLOP, Track, buildChat, elements, expose, prepare, render, startRecorder,
} from "./common.js";

const OMEGA = (2 * Math.PI) / 0.4;
const DECELERATION = 0.998;

buildChat();
const recorder = startRecorder("fluid");
const clock = new AnswerClock(recorder);
let side = "source";
let p = 0;
let transitions = 0;
/** The transition in flight: {recording, operation, target, spring: {t0, x0, v0} or null}. */
let flight = null;
/** The finger driving the viewer: {track, pGrab, grabbed, cell}. */
let finger = null;

/** Where the spring is at `t` (ms) and its velocity (progress per second). */
function springAt(spring, target, t) {
  if (spring.t0 === null) return { p: target + spring.x0, v: spring.v0 };
  const s = Math.max(0, (t - spring.t0) / 1000);
  const decay = Math.exp(-OMEGA * s);
  const b = spring.v0 + OMEGA * spring.x0;
  return { p: target + (spring.x0 + b * s) * decay, v: (b - OMEGA * (spring.x0 + b * s)) * decay };
}

/** Starts the spring toward `target` from p with velocity v (per second), from the next frame. */
function settle(target, v) {
  const left = Math.abs(target - p);
  const capped = Math.max(-30 * left, Math.min(30 * left, v));
  flight.target = target;
  flight.spring = { t0: null, x0: p - target, v0: capped };
}

function frame(now) {
  requestAnimationFrame(frame);
  if (!flight || !flight.spring) return;
  if (flight.spring.t0 === null) flight.spring.t0 = now;
  const state = springAt(flight.spring, flight.target, now);
  p = Math.min(1, Math.max(0, state.p));
  const resting = Math.abs(state.p - flight.target) * DISTANCE < 0.75 && Math.abs(state.v) * DISTANCE < 46.875;
  if (resting) p = flight.target;
  render(p);
  flight.recording?.progress(p, now);
  if (resting) {
    const destination = flight.operation === "present" ? 1 : 0;
    flight.recording?.ended(flight.target === destination ? "completed" : "cancelled", now);
    side = flight.target === 1 ? "destination" : "source";
    if (p === 0) elements.viewer.hidden = true;
    flight = null;
  }
}
requestAnimationFrame(frame);

function down(event) {
  if (finger) return;
  if (flight && flight.spring) {
    // Grab: the spring stops where the screen shows it (the last frame's p), never rewinding.
    flight.spring = null;
    render(p);
    flight.recording?.paused(undefined, recorder.cause(event));
    flight.recording?.progress(p);
    finger = { track: new Track(event), pGrab: p, grabbed: true };
    clock.answered(event.timeStamp, "grab");
    return;
  }
  if (flight) return;
  const cell = side === "source" ? event.target.closest(".cell") : null;
  if (side === "source" && !cell) return;
  finger = { track: new Track(event), pGrab: p, grabbed: false, cell };
}

function move(event) {
  if (!finger || finger.track.id !== event.pointerId) return;
  finger.track.add(event);
  if (!finger.grabbed) {
    if (side !== "destination" || finger.refused || finger.track.farthest < SLOP) return;
    if (finger.track.dy <= 0) {
      finger.refused = true;
      return;
    }
    const recording = recorder?.transition(`dismiss-${++transitions}`, {
      operation: "dismiss", interactive: true, cause: recorder.cause(event), progress: 1,
    });
    flight = { recording, operation: "dismiss", target: 0, spring: null };
    finger.grabbed = true;
    clock.answered(finger.track.downT, "dismiss");
  }
  p = Math.min(1, Math.max(0, finger.pGrab - finger.track.dy / DISTANCE));
  render(p);
  flight.recording?.progress(p);
}

function up(event) {
  if (!finger || finger.track.id !== event.pointerId) return;
  const current = finger;
  finger = null;
  current.track.add(event);
  if (current.grabbed) {
    const previous = flight.target;
    let target = previous;
    let velocity = 0;
    if (event.type === "pointercancel") {
      target = flight.spring === null && current.pGrab === 1 && flight.operation === "dismiss" ? 1 : previous;
    } else if (current.track.farthest >= SLOP) {
      const vy = current.track.velocityY;
      velocity = -vy / DISTANCE;
      const projected = p - ((vy / 1000) * DECELERATION) / (1 - DECELERATION) / DISTANCE;
      target = projected >= 0.5 ? 1 : 0;
    }
    if (target !== previous) flight.recording?.reversed(undefined, recorder.cause(event));
    settle(target, velocity);
    return;
  }
  const tap = event.type === "pointerup" && current.track.farthest < SLOP && event.timeStamp - current.track.downT < 500;
  if (side === "source" && tap && current.cell) {
    prepare(current.cell);
    p = 0;
    render(0);
    const recording = recorder?.transition(`present-${++transitions}`, {
      operation: "present", interactive: false, cause: recorder.cause(event), progress: 0,
    });
    flight = { recording, operation: "present", target: 1, spring: null };
    settle(1, 0);
    clock.answered(current.track.downT, "present");
  }
}

window.addEventListener("pointerdown", down);
window.addEventListener("pointermove", move);
window.addEventListener("pointerup", up);
window.addEventListener("pointercancel", up);
expose({ state: () => ({ side, p, moving: Boolean(flight) }) }, recorder, clock);
