// SimpleLightbox: opens on a tap of a cell; closes on its close button, on a touch of the
// backdrop (docClose) and on a vertical swipe of more than 50 px on the photo (swipeClose, either
// way, on the lift). Progress is the overlay's opacity (its own fade, to overlayOpacity 0.7).
export default async function setup(gallery, { script, style }) {
  await style("engine/simple-lightbox.min.css");
  await script("engine/simple-lightbox.min.js");
  new window.SimpleLightbox("#gallery a", { swipeClose: true, docClose: true,
    fileExt: "png|jpg|jpeg|gif|webp|avif|svg" });
  const overlay = () => document.querySelector(".sl-overlay");
  return {
    // The overlay, as its stylesheet shows it: opacity 0 hidden, overlayOpacity 0.7 shown.
    observe: (recorder) => recorder.observe(".sl-overlay", { id: "viewer", from: { opacity: 0 },
      to: { opacity: 0.7 } }),
    progress: () => {
      const element = overlay();
      if (!element || getComputedStyle(element).display === "none") return 0;
      return parseFloat(getComputedStyle(element).opacity) / 0.7;
    },
    closeButton: () => document.querySelector(".sl-wrapper .sl-close"),
    photo: () => document.querySelector(".sl-wrapper .sl-image"),
    backdrop: () => ({ x: innerWidth / 2, y: innerHeight - 40 }),
    roles: { close: ".sl-close", viewer: ".sl-image", navigation: ".sl-navigation",
      backdrop: ".sl-wrapper, .sl-overlay" },
  };
}
