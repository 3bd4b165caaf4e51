"""report.html in a real browser (docs/reports.md "report.html"): opens the bundled corpus's
report with the network blocked, fails on any console error or failed request, checks that each
figure holds the marks summary.csv implies, takes phone and laptop screenshots into build/browser/
and prints the page to PDF.

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
        for name, width, height in (("phone", 390, 844), ("laptop", 1366, 900)):
            browser.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                         deviceScaleFactor=1, mobile=name == "phone")
            overflow = browser.evaluate("document.documentElement.scrollWidth - window.innerWidth")
            if overflow > 1:
                problems.append(f"{name}: the page is {overflow} px wider than the screen")
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
