// magic-spells/bottom-sheet (on its dialog-panel): a tap of a cell shows a sheet with the photo
// in its header (a drag surface); it closes on a tap of the backdrop (dialog-panel) and on a drag
// down released past 100 px or faster than 0.5 px/ms, else springs back. No close button.
// Progress is 1 less the sheet's translation over its hidden offset (its height + 20 px).
export default async function setup(gallery, { style }) {
  await style("engine/dialog-panel.css");
  await style("engine/bottom-sheet.css");
  await import("../engine/dialog-panel.esm.js");
  await import("../engine/bottom-sheet.esm.js");
  document.body.insertAdjacentHTML("beforeend", `<dialog-panel><dialog aria-label="Photo"><bottom-sheet>
    <bottom-sheet-header><img class="sheet-photo" alt="" style="display: block; width: 240px;
      height: 320px; margin: 24px auto 12px"></bottom-sheet-header>
    <bottom-sheet-content><p>Photo</p></bottom-sheet-content></bottom-sheet></dialog></dialog-panel>`);
  const sheet = document.querySelector("bottom-sheet");
  const dialog = document.querySelector("dialog-panel > dialog");
  gallery.addEventListener("click", (event) => {
    const cell = event.target.closest(".cell");
    if (!cell) return;
    event.preventDefault();
    sheet.querySelector(".sheet-photo").src = cell.getAttribute("href");
    sheet.show(cell);
  });
  return {
    // The sheet's dialog: at rest shown, translated down by its height and 20 px when hidden.
    observe: (recorder) => recorder.observe("dialog-panel > dialog", { id: "viewer",
      from: (element) => ({ dy: element.offsetHeight + 20 }), to: { dy: 0 } }),
    progress: () => {
      if (!dialog.open) return 0;
      const ty = new DOMMatrixReadOnly(getComputedStyle(dialog).transform).m42;
      return 1 - Math.min(1, Math.max(0, ty) / (dialog.offsetHeight + 20));
    },
    closeButton: () => null,
    photo: () => (dialog.open ? sheet.querySelector(".sheet-photo") : null),
    backdrop: () => ({ x: innerWidth / 2, y: 60 }),
    roles: { viewer: "dialog-panel bottom-sheet", backdrop: "dialog-backdrop, dialog-panel > dialog" },
  };
}
