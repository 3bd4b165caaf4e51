#!/usr/bin/env python3
"""Analyse a corpus of touch traces on Apache Spark with gesturetrace (docs/scale-out.md).

The driver lists the trace files under each INPUT (any file system the cluster's Hadoop
configuration reaches: local paths, file://, hdfs://, s3a://...), with the rules of
`gesturetrace analyze FOLDER` (*.jsonl, *.ndjson, *.json; no hidden folders; no gate, engine or
flow configurations), and sorts them in the order that command walks them. Each partition is a
range of that order, whose bytes Spark reads (binaryFiles, CHUNK files at a time); it is written to
a temporary folder under the names the reports will give (PREFIX/relative/path) and analysed with
`gesturetrace analyze --partial`; the partials are merged in a tree (treeReduce, each merge a
`gesturetrace merge --partial` on an executor); the driver writes summary.csv, schema.json and
report.html with `gesturetrace merge --out`, prints the text that one `analyze` prints, and lists
every trace that failed with its path and first error. Nothing is dropped: a partition whose
analysis cannot run fails the job naming its traces.

    spark-submit --files .build/static/release/gesturetrace scale/spark/gesturetrace_job.py \\
        --input s3a://bucket/traces --out reports/ --engine legacy --engine fluid
"""

from __future__ import annotations

import argparse
import os
import posixpath
import shutil
import stat
import subprocess
import sys
import tempfile
import time

from pyspark import SparkContext, SparkFiles
from pyspark.sql import SparkSession

TRACE_SUFFIXES = (".jsonl", ".ndjson", ".json")
CONFIGURATION_STEMS = ("gate", "gates", "engine", "engines", "flows")
ROW_FILES = ("traces.csv", "gestures.csv", "intents.csv", "transitions.csv")
# Files per binaryFiles read. Each record binaryFiles makes serializes its whole input split (every
# path in it) and the Hadoop configuration, so a split of n files costs O(n^2): one split of 12,000
# traces took a quarter of an hour on one core. Chunks of CHUNK files keep the cost per file flat.
CHUNK = 100


def is_configuration(name: str) -> bool:
    """A gate, engine or flow configuration, which a folder walk leaves out (ConfigurationFileName)."""
    lower = name.lower()
    return any(lower == f"{stem}.json" or lower.endswith(f".{stem}.json") for stem in CONFIGURATION_STEMS)


def order_key(path: str) -> bytes:
    """PartialTraceOrder: by path, component by component ("/" before every other byte)."""
    return path.encode("utf-8").replace(b"/", b"\x00")


def list_traces(sc: SparkContext, root: str, prefix: str) -> list[tuple[str, str]]:
    """(name in the reports, URI) of every trace file under `root`, through Hadoop's FileSystem."""
    jvm = sc._jvm  # noqa: SLF001 - the one way to reach Hadoop's FileSystem from Python
    conf = sc._jsc.hadoopConfiguration()  # noqa: SLF001
    base = jvm.org.apache.hadoop.fs.Path(root)
    fs = base.getFileSystem(conf)
    base_uri = fs.makeQualified(base).toUri().getPath().rstrip("/")
    status = fs.getFileStatus(base)
    if status.isFile():
        name = posixpath.join(prefix, posixpath.basename(base_uri))
        return [(name, fs.makeQualified(base).toString())]
    found: list[tuple[str, str]] = []
    pending = [base]
    while pending:
        folder = pending.pop()
        for entry in fs.listStatus(folder):
            path = entry.getPath()
            name = path.getName()
            if entry.isDirectory():
                if not name.startswith("."):
                    pending.append(path)
                continue
            if not name.lower().endswith(TRACE_SUFFIXES) or is_configuration(name):
                continue
            relative = path.toUri().getPath()[len(base_uri) + 1 :]
            found.append((posixpath.join(prefix, relative), path.toString()))
    return found


def binary(name: str) -> str:
    """The gesturetrace shipped with --files (or SparkContext.addFile), made executable."""
    path = SparkFiles.get(name)
    if not os.path.exists(path):
        raise RuntimeError(f"{name}: not shipped to this node: pass it with spark-submit --files")
    mode = os.stat(path).st_mode
    if not mode & stat.S_IXUSR:
        os.chmod(path, mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def analyse_partition(settings: dict):
    """mapPartitions body: write the partition's traces under their report names, analyse them."""

    def run(index, items):
        items = list(items)
        if not items:
            return
        # Walk order: the order of the partition's items does not change its partial or its rows
        # (analyze walks the folder), only the list in a message.
        items.sort(key=lambda item: order_key(item[0]))
        work = tempfile.mkdtemp(prefix=f"gesturetrace-part-{index}-")
        try:
            for name, data in items:
                target = os.path.join(work, name)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "wb") as handle:
                    handle.write(data)
            partial = os.path.join(work, "part.partial")
            # The top folders of the names, in walk order: `analyze` walks them as one run over
            # the whole corpus would, and names each trace as the reports do.
            tops = sorted({name.split("/")[0] for name, _data in items}, key=order_key)
            command = [binary(settings["binary"]), "analyze", *tops, "--partial", partial,
                       "--skip-invalid", "--jobs", "1", *settings["analyze_args"]]
            if settings["row_files"]:
                command += ["--out", os.path.join(work, "rows")]
            result = subprocess.run(command, cwd=work, capture_output=True, text=True)
            if result.returncode != 0 or not os.path.exists(partial):
                names = ", ".join(name for name, _data in items[:20])
                raise RuntimeError(
                    f"partition {index}: gesturetrace analyze exited {result.returncode} on "
                    f"{len(items)} traces ({names}{', ...' if len(items) > 20 else ''}):\n{result.stderr}")
            with open(partial, "rb") as handle:
                partial_bytes = handle.read()
            rows = {}
            if settings["row_files"]:
                for file in ROW_FILES:
                    with open(os.path.join(work, "rows", file), "rb") as handle:
                        rows[file] = handle.read()
            yield (index, partial_bytes, rows)
        finally:
            shutil.rmtree(work, ignore_errors=True)

    return run


def read_range(sc: SparkContext, traces: list[tuple[str, str]]):
    """One partition of (name, bytes): `traces` ((name, URI) pairs, a range of the walk order) read
    by binaryFiles in chunks of CHUNK files."""
    names: dict[str, str] = {}
    for name, uri in traces:
        names[uri] = name
        # Spark may give file:/x back for file:///x.
        if uri.startswith("file:/") and not uri.startswith("file:///"):
            names[uri.replace("file:/", "file:///", 1)] = name

    def named(item):
        uri, data = item
        name = names.get(uri)
        if name is None:
            raise RuntimeError(f"{uri}: read by Spark but not listed by the driver")
        return (name, data)

    chunks = [sc.binaryFiles(",".join(uri for _name, uri in traces[start:start + CHUNK]))
              for start in range(0, len(traces), CHUNK)]
    return sc.union(chunks).coalesce(1).map(named)


def merge_partials(binary_name: str):
    """treeReduce body: two partials (bytes) merged by `gesturetrace merge --partial`."""

    def merge(left, right):
        work = tempfile.mkdtemp(prefix="gesturetrace-merge-")
        try:
            paths = []
            for number, data in enumerate((left, right)):
                path = os.path.join(work, f"{number}.partial")
                with open(path, "wb") as handle:
                    handle.write(data)
                paths.append(path)
            out = os.path.join(work, "merged.partial")
            result = subprocess.run([binary(binary_name), "merge", *paths, "--partial", out, "--skip-invalid"],
                                    capture_output=True, text=True)
            if result.returncode != 0:
                raise RuntimeError(f"gesturetrace merge exited {result.returncode}:\n{result.stderr}")
            with open(out, "rb") as handle:
                return handle.read()
        finally:
            shutil.rmtree(work, ignore_errors=True)

    return merge


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", action="append", required=True,
                        help="a trace file or folder (local, file://, hdfs://, s3a://...); repeat for several")
    parser.add_argument("--prefix", help="the folder name the reports give the traces (default: the input's name)")
    parser.add_argument("--out", required=True,
                        help="local folder for summary.csv, schema.json and report.html (on the driver)")
    parser.add_argument("--text", help="also write the text on stdout to this file")
    parser.add_argument("--partial", help="also write the merged summary partial to this file")
    parser.add_argument("--partitions", type=int, default=0,
                        help="partitions (default: 4 per default parallelism); docs/scale-out.md 'Sizing'")
    parser.add_argument("--traces-per-partition", type=int, default=0,
                        help="instead of --partitions: about this many traces a partition")
    parser.add_argument("--binary", default="gesturetrace",
                        help="name of the gesturetrace binary shipped with --files (default: gesturetrace)")
    parser.add_argument("--gesturetrace", help="a gesturetrace binary to ship from the driver (sc.addFile)")
    parser.add_argument("--engine", action="append", default=[], help="an engine, as analyze --engine")
    parser.add_argument("--analyze-arg", action="append", default=[],
                        help="one more argument for analyze (for example --what-if); repeat")
    parser.add_argument("--row-files", action="store_true",
                        help="also write traces.csv, gestures.csv, intents.csv, transitions.csv (collected)")
    parser.add_argument("--skip-invalid", action="store_true", help="exit 0 even when traces failed")
    parser.add_argument("--master", help="the Spark master when not given by spark-submit (local[2] in tests)")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse(argv)
    builder = SparkSession.builder.appName("gesturetrace").config("spark.ui.showConsoleProgress", "false")
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    sc = spark.sparkContext
    started = time.monotonic()
    if __name__ != "__main__":
        # Imported (as the local test does): the executors' Python workers import it too.
        sc.addPyFile(os.path.abspath(__file__))
    if args.gesturetrace:
        sc.addFile(args.gesturetrace)
        args.binary = posixpath.basename(args.gesturetrace)
    traces: list[tuple[str, str]] = []
    for root in args.input:
        prefix = args.prefix or posixpath.basename(root.rstrip("/")) or "traces"
        if prefix.startswith("/") or ".." in prefix.split("/"):
            raise SystemExit(f"--prefix {prefix}: must be a relative folder name")
        # A path without a scheme is the driver's own (relative to its working directory).
        located = root if "://" in root or root.startswith("file:") else os.path.abspath(root)
        traces += list_traces(sc, located, prefix)
    if not traces:
        print(f"no trace files (*.jsonl, *.ndjson, *.json) under {' '.join(args.input)}", file=sys.stderr)
        return 64
    for name, uri in traces:
        if "," in uri or any(c in uri for c in "{}[]*?\\"):
            raise SystemExit(f"{uri}: a comma or glob character in a path is not supported (rename it)")
    traces.sort(key=lambda item: order_key(item[0]))
    if args.traces_per_partition > 0:
        partitions = max(1, -(-len(traces) // args.traces_per_partition))
    else:
        partitions = args.partitions or 4 * sc.defaultParallelism
    partitions = min(partitions, len(traces))
    analyze_args = [f"--engine={engine}" for engine in args.engine] + args.analyze_arg
    settings = {"binary": args.binary, "analyze_args": analyze_args, "row_files": args.row_files}
    # Partition k is the k-th range of the walk order, read where it is: no sample, no shuffle.
    bounds = [len(traces) * k // partitions for k in range(partitions + 1)]
    ordered = sc.union([read_range(sc, traces[start:stop]) for start, stop in zip(bounds, bounds[1:])])
    analysed = ordered.mapPartitionsWithIndex(analyse_partition(settings)).cache()
    partials = analysed.map(lambda part: part[1])
    merged = partials.treeReduce(merge_partials(args.binary), depth=2)
    work = tempfile.mkdtemp(prefix="gesturetrace-driver-")
    try:
        merged_path = os.path.join(work, "merged.partial")
        with open(merged_path, "wb") as handle:
            handle.write(merged)
        if args.partial:
            shutil.copyfile(merged_path, args.partial)
        command = [binary(args.binary), "merge", merged_path, "--out", args.out]
        if args.skip_invalid:
            command.append("--skip-invalid")
        result = subprocess.run(command, capture_output=True, text=True)
        sys.stdout.write(result.stdout)
        sys.stderr.write(result.stderr)
        if args.text:
            with open(args.text, "w", encoding="utf-8") as handle:
                handle.write(result.stdout)
        if args.row_files and result.returncode in (0, 65):
            parts = sorted(analysed.map(lambda part: (part[0], part[2])).collect())
            for file in ROW_FILES:
                with open(os.path.join(args.out, file), "wb") as handle:
                    for number, (_index, rows) in enumerate(parts):
                        body = rows[file]
                        handle.write(body if number == 0 else body[body.index(b"\r\n") + 2 :])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    elapsed = time.monotonic() - started
    print(f"gesturetrace on Spark: {len(traces)} traces in {partitions} partitions, {elapsed:.1f} s "
          f"({len(traces) / elapsed:.0f} traces/s)", file=sys.stderr)
    spark.stop()
    return result.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
