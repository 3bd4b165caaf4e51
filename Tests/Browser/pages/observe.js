// The browser test's page for observation (Tests/Browser/web_recorder_observe.py): a panel a tap
// fades in (a CSS transition started two frames after the click), a sheet that follows a drag and
// springs back, both recorded by `recorder.observe` with no transition calls; and the page's own
// ground truth: every frame, in its rAF callback, the panel's computed opacity (what a CSS
// transition draws in that frame).
import { Recorder } from "../../recorders/web/gesturetrace-recorder.js";

const query = new URLSearchParams(location.search);
const recorder = new Recorder({
  endpoint: query.get("endpoint"), token: query.get("token") || undefined, sessionId: query.get("session"),
  meta: { scenario: "observe" },
}).start();

const panel = document.getElementById("panel");
const sheet = document.getElementById("sheet");
const truth = { panelShown: [], clicks: [] };

// The integration: two lines, no knowledge of how either element is animated.
const panelObservation = recorder.observe(panel, { id: "panel" });
recorder.observe(sheet, { id: "sheet", from: { dy: 360 }, to: { dy: 0 } });

document.getElementById("open").addEventListener("click", (event) => {
  truth.clicks.push(event.timeStamp);
  const end = performance.now() + 25;
  while (performance.now() < end) { /* a slow handler: its Event Timing entry is over 16 ms */ }
  panel.classList.remove("shown");
  panel.style.display = "block";
  requestAnimationFrame(() => requestAnimationFrame(() => panel.classList.add("shown")));
});

let drag = null;
sheet.addEventListener("pointerdown", (event) => {
  sheet.classList.remove("settling");
  drag = { id: event.pointerId, y: event.clientY };
});
window.addEventListener("pointermove", (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  sheet.style.transform = `translateY(${Math.max(0, event.clientY - drag.y)}px)`;
});
window.addEventListener("pointerup", (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  const dy = Math.max(0, event.clientY - drag.y);
  drag = null;
  sheet.classList.add("settling");
  sheet.style.transform = `translateY(${dy > 150 ? 360 : 0}px)`;
});

let previous = null;
function frame(now) {
  requestAnimationFrame(frame);
  const opacity = getComputedStyle(panel).display === "none" ? 0 : parseFloat(getComputedStyle(panel).opacity);
  if (previous !== null && previous <= 0.002 && opacity > 0.002) truth.panelShown.push(now);
  previous = opacity;
}
requestAnimationFrame(frame);

window.observeLab = {
  ready: true,
  truth,
  statistics: () => recorder.statistics,
  hidePanel: () => {
    panel.classList.remove("shown");
    panel.style.display = "none";
    panelObservation.wake(); // a change with no input: observation samples only when woken
  },
  finish: () => recorder.finish(),
};
