// Mango/slideout: an off-canvas menu on the left; the page (its panel: a header with a menu
// button, and the gallery) slides 256 px right over 300 ms to show it. Opens on a tap of the menu
// button (its README's toggle button). Closes on the button again, on a drag of the panel left
// (any release after 20 px that way), and on a tap of the dimmed panel once opened (its README's
// overlay, listening from the `open` event on, 350 ms after the opening began). It ignores a
// drag of the menu itself (it listens on the panel only). Its document touchmove listener is
// passive in today's browsers, so the panel and the menu say `touch-action: pan-y` (else the
// browser takes a horizontal drag for scrolling). Progress is the panel's translation over 256 px.
export default async function setup(gallery, { script, style }) {
  await style("engine/index.css");
  await script("engine/slideout.min.js");
  document.head.insertAdjacentHTML("beforeend", `<style>
    #panel { min-height: 100vh; background: #f4f4f4; touch-action: pan-y; }
    #menu { background: #263238; color: #fff; padding-top: 80px; touch-action: pan-y; }
    #menu li { padding: 14px 24px; list-style: none; }
    .menu-button { position: absolute; z-index: 100; top: 16px; left: 16px; width: 56px; height: 48px; }
    .panel:before { content: ''; display: block; background-color: rgba(0,0,0,0);
      transition: background-color 0.5s ease-in-out; }
    .panel-open:before { position: absolute; top: 0; bottom: 0; width: 100%;
      background-color: rgba(0,0,0,.5); z-index: 99; }</style>`);
  document.body.insertAdjacentHTML("afterbegin", `<nav id="menu"><ul>
    <li>Photos</li><li>Albums</li><li>Shared</li><li>Settings</li></ul></nav>
    <main id="panel" class="panel"><button class="menu-button">Menu</button></main>`);
  const panel = document.getElementById("panel");
  panel.appendChild(gallery);
  const menu = document.getElementById("menu");
  const button = panel.querySelector(".menu-button");
  const slideout = new window.Slideout({ panel, menu, padding: 256, tolerance: 70 });
  button.addEventListener("click", () => slideout.toggle());
  const close = (event) => { event.preventDefault(); slideout.close(); };
  slideout.on("beforeopen", () => panel.classList.add("panel-open"))
    .on("open", () => panel.addEventListener("click", close))
    .on("beforeclose", () => { panel.classList.remove("panel-open"); panel.removeEventListener("click", close); });
  const shown = () => document.documentElement.classList.contains("slideout-open");
  return {
    // The panel: at rest in place, 256 px right with the menu shown.
    observe: (recorder) => recorder.observe("#panel", { id: "viewer", from: { dx: 0 }, to: { dx: 256 } }),
    progress: () => new DOMMatrixReadOnly(getComputedStyle(panel).transform).m41 / 256,
    openButton: () => button,
    closeButton: () => (shown() ? button : null),
    // Drags start on the visible part of the panel, below the button; the menu's own at its right.
    photo: () => (shown() ? { x: 323, y: 420 } : null),
    viewer: () => (shown() ? { x: 200, y: 420 } : null),
    backdrop: () => ({ x: 323, y: innerHeight - 120 }),
    roles: { menu: ".menu-button", viewer: "#menu", backdrop: ".slideout-open #panel" },
  };
}
