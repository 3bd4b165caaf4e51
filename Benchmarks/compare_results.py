#!/usr/bin/env python3
"""Writes Benchmarks/run.sh's figures as JSON and compares them with the thresholds kept in the repository.

    Benchmarks/compare_results.py RESULTS_TSV THRESHOLDS_JSON RESULTS_JSON

RESULTS_TSV holds one figure a line, "name<TAB>value<TAB>unit", as Benchmarks/run.sh records them.
RESULTS_JSON gets {"figures": {name: {"value": v, "unit": u}}, "checks": [...]}.
THRESHOLDS_JSON maps a figure's name to {"max": x} or {"min": x} (and a "why"): the figure of
the commit that set it plus room for the noise of a shared machine (docs/performance.md,
"Results and thresholds"). A figure beyond its threshold is a regression: the exit status is 1.
A threshold whose figure was not measured (a part of the bench skipped by its variables) is
listed as not measured and does not fail.

A rule may also hold a "target_max" or "target_min": the figure an open issue is done at, tighter
than the threshold. A figure within its threshold that misses its target is listed as "target
missed" (and printed as an aim not met) without failing; once the target is met, it becomes the
threshold.
"""
import json
import sys


def main(results_tsv, thresholds_json, results_json):
    figures = {}
    with open(results_tsv) as lines:
        for line in lines:
            if not line.strip():
                continue
            name, value, unit = line.rstrip("\n").split("\t")
            figures[name] = {"value": float(value), "unit": unit}
    with open(thresholds_json) as f:
        thresholds = json.load(f)["thresholds"]
    checks = []
    failed = 0
    for name, rule in sorted(thresholds.items()):
        figure = figures.get(name)
        if figure is None:
            checks.append({"name": name, "status": "not measured", **rule})
            continue
        value = figure["value"]
        ok = ("max" not in rule or value <= rule["max"]) and ("min" not in rule or value >= rule["min"])
        on_target = ("target_max" not in rule or value <= rule["target_max"]) and (
            "target_min" not in rule or value >= rule["target_min"])
        status = "regression" if not ok else "ok" if on_target else "target missed"
        checks.append({"name": name, "status": status, "value": value, **rule})
        if not ok:
            failed += 1
    with open(results_json, "w") as f:
        json.dump({"figures": figures, "checks": checks}, f, indent=2, sort_keys=True)
        f.write("\n")
    print()
    print(f"Thresholds ({thresholds_json}; figures in {results_json})")
    for check in checks:
        bound = f"<= {check['max']:g}" if "max" in check else f">= {check['min']:g}"
        value = f"{check['value']:.3f}" if "value" in check else "-"
        if "target_max" in check or "target_min" in check:
            target = f"<= {check['target_max']:g}" if "target_max" in check else f">= {check['target_min']:g}"
            bound += f" (target {target})"
        print(f"{check['status']:<13} {check['name']:<44} {value:>12} {bound}")
    for check in checks:
        if check["status"] == "target missed":
            print(f"target missed: {check['name']} is {check['value']:g} ({check.get('why', '')})")
    if failed:
        print(f"{failed} figure(s) beyond their thresholds: a regression, or update Benchmarks/thresholds.json "
              "with the reason (docs/performance.md)", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
