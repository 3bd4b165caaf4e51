// Tobii, configured to close by dragging only (no close button, no close on a tap of the
// backdrop): opens at once on a tap of a cell; the photo follows a vertical drag and closes when
// released more than 100 px above its start (threshold), else slides back (0.3 s). Progress is 1
// while open, less the drag's share of 400 px; 0 when closed.
export default async function setup(gallery, { script, style }) {
  await style("engine/tobii.min.css");
  await script("engine/tobii.umd.js");
  const tobii = new window.Tobii({ selector: ".cell", captions: false, close: false, docClose: false,
    swipeClose: true, draggable: true, counter: false, nav: false, zoom: false, history: false });
  return {
    // The slider (the photo's strip): shown at rest, 400 px of vertical drag away from it is 0.
    observe: (recorder) => recorder.observe(".tobii__slider", { id: "viewer", from: { dy: 400 }, to: { dy: 0 } }),
    progress: () => {
      if (!tobii.isOpen()) return 0;
      const slider = document.querySelector(".tobii__slider:not([aria-hidden='true'])");
      const ty = slider ? new DOMMatrixReadOnly(getComputedStyle(slider).transform).m42 : 0;
      return 1 - Math.min(1, Math.abs(ty) / 400);
    },
    closeButton: () => null,
    photo: () => document.querySelector(".tobii__slide--is-active [data-type]"),
    backdrop: () => ({ x: innerWidth / 2, y: innerHeight - 40 }),
    roles: { close: ".tobii__btn--close", viewer: ".tobii figure", backdrop: ".tobii" },
  };
}
