// The legacy variant: UIView.animate-style. A tap on a photo opens the viewer with a 350 ms
// ease-in-out animation (Web Animations API); a pan down on the viewer drags it (percent-driven),
// and its release finishes or goes back over 350 ms. While anything animates, touches are ignored:
// a touch that goes down during an animation is dropped until it lifts.
import {
  AnswerClock, DISTANCE, SLOP, Track, buildChat, elements, expose, keyframe, prepare, render, startRecorder,
} from "./common.js";

const EASE_IN_OUT = "cubic-bezier(0.42, 0, 0.58, 1)";
const DURATION = 350;

buildChat();
const recorder = startRecorder("legacy");
const clock = new AnswerClock(recorder);
let side = "source";
let p = 0;
let animating = false;
let animations = [];
let transitions = 0;
/** The gesture being read: {track, cell, transition}; blocked pointers are ignored until they lift. */
let gesture = null;
const blocked = new Set();

/** Animates from `from` to `to`; `recording` follows it and ends with `outcome`. */
function animate(from, to, recording, outcome) {
  for (const each of animations) each.cancel();
  animating = true;
  const timing = { duration: DURATION, easing: EASE_IN_OUT, fill: "forwards" };
  const a = keyframe(from);
  const b = keyframe(to);
  const moving = elements.photo.animate([{ transform: a.transform }, { transform: b.transform }], timing);
  animations = [moving, elements.backdrop.animate([{ opacity: a.opacity }, { opacity: b.opacity }], timing)];
  if (recording) recording.follow(moving, { from, to, outcome });
  moving.finished.then(() => {
    animating = false;
    p = to;
    side = to === 1 ? "destination" : "source";
    render(p);
    if (p === 0) elements.viewer.hidden = true;
  }, () => {});
}

function down(event) {
  if (animating || gesture) {
    blocked.add(event.pointerId);
    return;
  }
  const cell = side === "source" ? event.target.closest(".cell") : null;
  if (side === "source" && !cell) return;
  gesture = { track: new Track(event), cell, transition: null };
}

function move(event) {
  if (!gesture || gesture.track.id !== event.pointerId) return;
  gesture.track.add(event);
  if (side !== "destination") return;
  const dy = gesture.track.dy;
  if (!gesture.transition) {
    if (gesture.track.farthest < SLOP) return;
    if (dy <= 0 || gesture.refused) {
      gesture.refused = true;
      return;
    }
    gesture.transition = recorder?.transition(`dismiss-${++transitions}`, {
      operation: "dismiss", interactive: true, cause: recorder.cause(event), progress: 1,
    }) ?? {};
    gesture.dragging = true;
    clock.answered(gesture.track.downT, "dismiss");
  }
  p = Math.min(1, Math.max(0, 1 - dy / DISTANCE));
  render(p);
  gesture.transition.progress?.(p);
}

function up(event) {
  if (blocked.delete(event.pointerId)) return;
  if (!gesture || gesture.track.id !== event.pointerId) return;
  const current = gesture;
  gesture = null;
  current.track.add(event);
  const cancelled = event.type === "pointercancel";
  if (current.dragging) {
    const finish = !cancelled && (1 - p > 0.5 || current.track.velocityY > 1200);
    if (!finish) current.transition.reversed?.(undefined, recorder?.cause(event));
    if ((finish ? 0 : 1) === p) {
      current.transition.ended?.(finish ? "completed" : "cancelled");
      side = p === 1 ? "destination" : "source";
      return;
    }
    animate(p, finish ? 0 : 1, current.transition.follow ? current.transition : null,
      finish ? "completed" : "cancelled");
    return;
  }
  const tap = !cancelled && current.track.farthest < SLOP && event.timeStamp - current.track.downT < 500;
  if (side === "source" && tap && current.cell) {
    prepare(current.cell);
    render(0);
    const recording = recorder?.transition(`present-${++transitions}`, {
      operation: "present", interactive: false, cause: recorder.cause(event), progress: 0,
    });
    animate(0, 1, recording, "completed");
    clock.answered(current.track.downT, "present");
  }
}

window.addEventListener("pointerdown", down);
window.addEventListener("pointermove", move);
window.addEventListener("pointerup", up);
window.addEventListener("pointercancel", up);
expose({ state: () => ({ side, p, moving: animating || Boolean(gesture?.dragging) }) }, recorder, clock);
