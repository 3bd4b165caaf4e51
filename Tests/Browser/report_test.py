"""report.html in a real browser (docs/reports.md "report.html"): opens the bundled corpus's
report with the network blocked, fails on any console error or failed request, checks that each
figure holds the marks summary.csv implies, that the page opens on the verdict and the findings,
and at 390 px (a phone) and 1280 px (a laptop) that nothing is wider than the screen, cut off or
overlapping (`LAYOUT`); takes phone and laptop screenshots into build/browser/ and prints the page
to PDF.

Usage: report_test.py CHROMIUM REPORT_DIR (a folder written by `gesturetrace analyze --out`)."""
import base64
import csv
import pathlib
import sys

from devtools import Browser


def expected_marks(summary_csv, engines):
    with open(summary_csv, newline="") as file:
        rows = list(csv.DictReader(file))
    def overall(engine, metric):
        return next((r for r in rows if r["engine"] == engine and r["scope"] == "overall"
                     and r["goal"] == "all" and r["metric"] == metric), None)
    def has(row, column):
        return row is not None and row[column] not in ("", "0")
    return {
        "latency-cdf": ("path.cdf", sum(has(overall(e, "first_touch_latency_ms"), "count") for e in engines)),
        "time-to-goal": ("path.cdf", sum(has(overall(e, "time_to_goal_ms"), "count") for e in engines)),
        "gestures": ("rect.bar", 4 * len(engines)),
        "cancel": ("rect.bar", sum(has(overall(e, "cancel_success"), "denominator") for e in engines)),
        "frames": ("rect.bar", sum(has(overall(e, m), "denominator") for e in engines
                                   for m in ("stepped", "start_jump", "mid_jump"))),
    }


# Layout problems at the current width, as a list of strings: the page wider than the window;
# a text block whose content is wider than its box and not inside a scroller (cut off); a figure's
# chart or a section's child sticking out of its container; blocks of main that overlap.
LAYOUT = r"""
(() => {
  const problems = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth) problems.push(`page scrollWidth ${doc.scrollWidth} > ${doc.clientWidth}`);
  const name = (e) => e.id || (e.tagName.toLowerCase() + (e.className ? "." + e.className : ""));
  const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1;
  for (const e of document.querySelectorAll("p, li, h1, h2, h3, caption, summary")) {
    if (e.closest(".scroll") || e.getClientRects().length === 0) continue;
    if (e.scrollWidth > e.clientWidth + 1) problems.push(`${name(e)} cut off: ${e.scrollWidth} > ${e.clientWidth}`);
  }
  for (const f of document.querySelectorAll("figure")) {
    const box = f.getBoundingClientRect();
    for (const c of f.querySelectorAll(":scope > svg, :scope > figcaption, :scope > details"))
      if (!inside(c.getBoundingClientRect(), box)) problems.push(`${f.id}: ${name(c)} outside its figure`);
  }
  for (const s of document.querySelectorAll("main > section")) {
    const box = s.getBoundingClientRect();
    for (const c of s.children)
      if (!inside(c.getBoundingClientRect(), box)) problems.push(`${s.id}: ${name(c)} outside its section`);
  }
  const blocks = [...document.querySelectorAll("main > section, .grid > figure")]
    .map(e => [e, e.getBoundingClientRect()]);
  for (let i = 0; i < blocks.length; i++)
    for (let j = i + 1; j < blocks.length; j++) {
      const [a, ra] = blocks[i], [b, rb] = blocks[j];
      if (a.contains(b) || b.contains(a)) continue;
      if (ra.left < rb.right - 1 && rb.left < ra.right - 1 && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1)
        problems.push(`${name(a)} overlaps ${name(b)}`);
    }
  return problems;
})()
"""


def main():
    chromium, folder = sys.argv[1], pathlib.Path(sys.argv[2]).resolve()
    out = pathlib.Path("build/browser")
    out.mkdir(parents=True, exist_ok=True)
    engines = []
    with open(folder / "summary.csv", newline="") as file:
        for row in csv.DictReader(file):
            if row["engine"] not in engines:
                engines.append(row["engine"])
    problems = []
    browser = Browser(chromium)
    try:
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.send(f"{domain}.enable")
        # Nothing may be fetched: every http(s) URL is blocked, and the page is offline.
        browser.send("Network.setBlockedURLs", urls=["http://*", "https://*", "ws://*", "wss://*"])
        browser.send("Network.emulateNetworkConditions", offline=True, latency=0,
                     downloadThroughput=-1, uploadThroughput=-1)
        browser.send("Page.navigate", url=(folder / "report.html").as_uri())
        browser.wait_for("Page.loadEventFired")
        for name, params in browser.events:
            if name == "Runtime.consoleAPICalled" and params.get("type") == "error":
                problems.append(f"console error: {params}")
            if name == "Runtime.exceptionThrown":
                problems.append(f"exception: {params}")
            if name == "Log.entryAdded" and params["entry"].get("level") == "error":
                problems.append(f"log error: {params['entry'].get('text')}")
            if name == "Network.loadingFailed":
                problems.append(f"failed request: {params}")
        for figure, (selector, count) in expected_marks(folder / "summary.csv", engines).items():
            found = browser.evaluate(f"document.querySelectorAll('#{figure} svg {selector}').length")
            if found != count:
                problems.append(f"{figure}: {found} {selector} marks, summary.csv implies {count}")
            labelled = browser.evaluate(
                f"!!document.querySelector('#{figure} figcaption h3') && "
                f"!!document.querySelector('#{figure} details table')")
            if not labelled:
                problems.append(f"{figure}: no title or no data table")
        # The page opens on the story: the verdict, then what went wrong, before any table.
        order = browser.evaluate("[...document.querySelectorAll('main > section')].map(s => s.id).join(' ')")
        if not order.startswith("verdict findings"):
            problems.append(f"sections in the order {order!r}; the verdict and the findings come first")
        if not browser.evaluate("document.querySelectorAll('#verdict .comparison, #verdict .left-out').length"):
            problems.append("the verdict compares nothing")
        for name, width, height in (("phone", 390, 844), ("laptop", 1280, 900)):
            browser.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                         deviceScaleFactor=1, mobile=name == "phone")
            overflow = browser.evaluate("document.documentElement.scrollWidth - window.innerWidth")
            if overflow > 1:
                problems.append(f"{name}: the page is {overflow} px wider than the screen")
            # Open every finding's list, so its items are laid out and checked too.
            browser.evaluate("document.querySelectorAll('#findings details').forEach(d => d.open = true), 0")
            problems += [f"{name} ({width} px): {p}" for p in browser.evaluate(LAYOUT)]
            shot = browser.send("Page.captureScreenshot", format="png", captureBeyondViewport=True)
            (out / f"report-{name}.png").write_bytes(base64.b64decode(shot["data"]))
        pdf = browser.send("Page.printToPDF", printBackground=True)
        (out / "report.pdf").write_bytes(base64.b64decode(pdf["data"]))
    finally:
        browser.close()
    for problem in problems:
        print(f"report.html: {problem}", file=sys.stderr)
    print(f"report.html: {'FAILED' if problems else 'ok'}; screenshots and PDF in {out}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
