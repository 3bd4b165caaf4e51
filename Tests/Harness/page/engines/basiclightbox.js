// basicLightbox: opens on a tap of a cell (the page's handler calls show()); closes on a tap of
// the backdrop (its own handler) or of a close button in the content. No touch gestures. Progress
// is the lightbox's opacity, which its CSS transition animates (0.01 to 1 in 0.4 s).
//
// Regressions a pull request could make (gate_experiment.py), none by default:
// - slow-open: the tap handler waits 150 ms before it shows the lightbox (an image decoded first);
// - slow-close: the fade-out takes 0.8 s instead of 0.4 s (the stylesheet's transition when hiding,
//   and the library's 410 ms removal timer, which ends its close, doubled with it);
// - broken-cancel: a close asked for while the lightbox opens (its first 410 ms) is refused
//   (`onClose` returns false), so only a viewer at rest closes.
export default async function setup(gallery, { script, style, regression }) {
  await style("engine/basicLightbox.min.css");
  await script("engine/basicLightbox.min.js");
  if (regression === "slow-close") {
    document.head.insertAdjacentHTML("beforeend",
      "<style>.basicLightbox:not(.basicLightbox--visible) { transition-duration: .8s; }</style>");
    const setTimeoutOfPage = window.setTimeout;
    window.setTimeout = (callback, delay, ...rest) => setTimeoutOfPage(callback, delay === 410 ? 820 : delay, ...rest);
  }
  let shownAt = -Infinity;
  const onClose = () => regression !== "broken-cancel" || performance.now() - shownAt >= 410;
  document.head.insertAdjacentHTML("beforeend", `<style>.viewer { position: relative; }
    .viewer img { display: block; width: 300px; height: 400px; } .viewer .close { position: absolute;
    top: 8px; right: 8px; width: 64px; height: 40px; }</style>`);
  gallery.addEventListener("click", (event) => {
    const cell = event.target.closest(".cell");
    if (!cell) return;
    event.preventDefault();
    const box = window.basicLightbox.create(`<div class="viewer"><img src="${cell.getAttribute("href")}" alt="">
      <button class="close">Close</button></div>`, { onClose });
    box.element().querySelector(".close").addEventListener("click", () => box.close());
    const show = () => { shownAt = performance.now(); box.show(); };
    if (regression === "slow-open") setTimeout(show, 150);
    else show();
  });
  const opacity = (element) => (parseFloat(getComputedStyle(element).opacity) - 0.01) / 0.99;
  return {
    // The lightbox, as its stylesheet shows it: opacity 0.01 while hidden, 1 shown.
    observe: (recorder) => recorder.observe(".basicLightbox", { id: "viewer", from: { opacity: 0.01 },
      to: { opacity: 1 } }),
    progress: () => Math.max(0, ...[...document.querySelectorAll(".basicLightbox")].map(opacity)),
    closeButton: () => document.querySelector(".basicLightbox--visible .close"),
    photo: () => document.querySelector(".basicLightbox--visible img"),
    backdrop: () => ({ x: innerWidth / 2, y: innerHeight - 60 }),
    roles: { close: ".basicLightbox .close", viewer: ".basicLightbox .viewer", backdrop: ".basicLightbox" },
  };
}
