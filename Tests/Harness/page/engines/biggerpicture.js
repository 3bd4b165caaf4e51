// bigger-picture, configured with no zoom (maxZoom 1, as Tobii runs with zoom: false): a tap of a
// cell opens the photo by zooming it from the thumbnail (0.48 s, cubicOut); it closes, zooming
// back into the thumbnail, on its close button, on a tap of the backdrop (the area around the
// photo), and on an upward swipe: once the finger is 90 px above its down, during the move (the
// photo does not follow the finger). A swipe down is ignored. Progress is the photo's zoom: its
// drawn width from the thumbnail's to its own.
export default async function setup(gallery, { script, style }) {
  await style("engine/bigger-picture.css");
  await script("engine/bigger-picture.umd.js");
  const viewer = window.BiggerPicture({ target: document.body });
  gallery.addEventListener("click", (event) => {
    const cell = event.target.closest(".cell");
    if (!cell) return;
    event.preventDefault();
    viewer.open({ items: [{ img: cell.getAttribute("href"), width: 600, height: 800, element: cell }],
      maxZoom: 1 });
  });
  const thumbnail = () => gallery.children[0].offsetWidth;
  const photo = () => document.querySelector(".bp-wrap .bp-img");
  return {
    // The photo: drawn at the thumbnail's width when hidden, at its own when shown.
    observe: (recorder) => recorder.observe(".bp-wrap .bp-img", { id: "viewer",
      from: { width: thumbnail() }, to: (element) => ({ width: element.offsetWidth }) }),
    progress: () => {
      const element = photo();
      if (!element) return 0;
      const full = element.offsetWidth;
      return (element.getBoundingClientRect().width - thumbnail()) / (full - thumbnail());
    },
    closeButton: () => document.querySelector(".bp-wrap .bp-x"),
    photo,
    backdrop: () => ({ x: innerWidth / 2, y: innerHeight - 60 }),
    roles: { close: ".bp-x", viewer: ".bp-img", backdrop: ".bp-wrap" },
  };
}
