#!/usr/bin/env python3
"""Analyse a corpus of touch traces on Apache Spark with gesturetrace (docs/scale-out.md).

The driver asks the binary which traces `gesturetrace analyze INPUT` would read (`analyze
--list-traces`: its folder walk, in its order, with the links and other files it skips), names
them PREFIX/relative/path and cuts that list into ranges, one a partition. A partition is one
`gesturetrace analyze --traces-from LIST --partial` process that reads its traces where they are
(a local or mounted file system, the same path on every node): nothing is copied and no name is
refused. Inputs on other file systems (hdfs://, s3a://...) are listed through Hadoop's FileSystem
into an empty mirror on the driver that the binary walks, read by Spark (binaryFiles, CHUNK files
at a time) and written to a temporary folder under their names. The driver collects the partials
and writes summary.csv, schema.json and report.html with one `gesturetrace merge --out` of them
all, prints the text that one `analyze` prints, and lists every trace that failed or was skipped
with its path and reason. Nothing is dropped: a partition whose analysis cannot run fails the job naming its traces.

    spark-submit --files .build/static/release/gesturetrace scale/spark/gesturetrace_job.py \\
        --input /mnt/traces --out reports/ --engine legacy --engine fluid
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import posixpath
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from urllib.parse import unquote, urlparse

from pyspark import SparkContext, SparkFiles
from pyspark.sql import SparkSession

ROW_FILES = ("traces.csv", "gestures.csv", "intents.csv", "transitions.csv")
# Files per binaryFiles read (other file systems only). Each record binaryFiles makes serializes its
# whole input split (every path in it) and the Hadoop configuration, so a split of n files costs
# O(n^2): one split of 12,000 traces took a quarter of an hour on one core. Chunks of CHUNK files
# keep the cost per file flat.
CHUNK = 100


class JobError(Exception):
    """A problem with the job's input or options, said on stderr with the exit status (64, 65)."""

    def __init__(self, message: str, status: int = 64):
        super().__init__(message)
        self.status = status


def order_key(path: str) -> bytes:
    """PartialTraceOrder: by path, component by component ("/" before every other byte)."""
    return path.encode("utf-8").replace(b"/", b"\x00")


def local_path(root: str) -> str | None:
    """The local (or mounted) path of an --input, or None for another file system. Only `file:` and
    `SCHEME://` are URIs: a folder named `a:b` is a path."""
    if root.startswith("file:"):
        return os.path.abspath(unquote(urlparse(root).path))
    if "://" in root:
        return None
    return os.path.abspath(root)


def link_inputs(folder: str, links: dict[str, str]) -> None:
    """Makes FOLDER/PREFIX a symbolic link to each local input, so that `gesturetrace`, run in
    FOLDER, reads (and names) each trace as PREFIX/relative/path without a copy."""
    for prefix, target in links.items():
        link = os.path.join(folder, prefix)
        os.makedirs(os.path.dirname(link), exist_ok=True)
        os.symlink(target, link)


def mirror_remote(sc: SparkContext, root: str, prefix: str, folder: str) -> dict[str, str]:
    """Lists ROOT on another file system through Hadoop's FileSystem into FOLDER/PREFIX as empty
    files and folders, for the binary to walk; returns the URI of every file by its name."""
    jvm = sc._jvm  # the one way to reach Hadoop's FileSystem from Python
    conf = sc._jsc.hadoopConfiguration()
    base = jvm.org.apache.hadoop.fs.Path(root)
    fs = base.getFileSystem(conf)
    uris: dict[str, str] = {}
    target = os.path.join(folder, prefix)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if fs.getFileStatus(base).isFile():
        open(target, "wb").close()
        uris[prefix] = fs.makeQualified(base).toString()
        return uris
    os.makedirs(target)
    base_uri = fs.makeQualified(base).toUri().getPath().rstrip("/")
    pending = [base]
    while pending:
        current = pending.pop()
        for entry in fs.listStatus(current):
            path = entry.getPath()
            relative = path.toUri().getPath()[len(base_uri) + 1:]
            name = posixpath.join(prefix, relative)
            if entry.isDirectory():
                os.makedirs(os.path.join(folder, name), exist_ok=True)
                pending.append(path)
            else:
                open(os.path.join(folder, name), "wb").close()
                uris[name] = path.toString()
    return uris


def hadoop_readable(name: str, uri: str) -> None:
    """binaryFiles reads a comma-separated list of globs and hides names starting with `_` or `.`:
    such a trace on another file system is refused by name rather than dropped."""
    base = posixpath.basename(name)
    if base.startswith(("_", ".")) or "," in uri or any(c in uri for c in "{}[]*?\\"):
        raise JobError(f"{uri}: Spark cannot read this name from {urlparse(uri).scheme or 'this file system'} "
                       "(a name starting with _ or ., a comma or a glob character): rename it, or mount the "
                       "file system and give its local path", 65)


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
    """mapPartitionsWithIndex body: one `analyze --traces-from` over the partition's traces, read
    where they are (local inputs, through links named as the reports name them) or written from
    their bytes (other file systems)."""

    def run(index, items):
        items = list(items)
        if not items:
            return
        # Walk order: the order of the list does not change the partition's partial, only the order
        # of its rows (and of a message).
        items.sort(key=lambda item: order_key(item[0]))
        work = tempfile.mkdtemp(prefix=f"gesturetrace-part-{index}-")
        try:
            tree = os.path.join(work, "traces")
            os.makedirs(tree)
            link_inputs(tree, settings["links"])
            for name, _line, data in items:
                if data is not None:
                    target = os.path.join(tree, name)
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    with open(target, "wb") as handle:
                        handle.write(data)
            listing = os.path.join(work, "traces.list")
            with open(listing, "w", encoding="utf-8") as handle:
                handle.writelines(line + "\n" for _name, line, _data in items)
            partial = os.path.join(work, "part.partial")
            command = [binary(settings["binary"]), "analyze", "--traces-from", listing, "--partial", partial,
                       "--skip-invalid", "--jobs", "1", *settings["analyze_args"]]
            if settings["row_files"]:
                command += ["--out", os.path.join(work, "rows")]
            result = subprocess.run(command, cwd=tree, check=False, capture_output=True, text=True)
            if result.returncode != 0 or not os.path.exists(partial):
                names = ", ".join(name for name, _line, _data in items[:20])
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


def read_range(sc: SparkContext, entries: list[tuple[str, str, str | None]]):
    """One partition of (name, list line, bytes or None): a range of the walk order. Traces on a
    local input are read by the task itself (None); others (URI) by binaryFiles, CHUNK at a time."""
    local = [(name, line, None) for name, line, uri in entries if uri is None]
    remote = [(name, line, uri) for name, line, uri in entries if uri is not None]
    parts = [sc.parallelize(local, 1)] if local else []
    if remote:
        lines: dict[str, tuple[str, str]] = {}
        for name, line, uri in remote:
            lines[uri] = (name, line)
            # Spark may give file:/x back for file:///x.
            if uri.startswith("file:/") and not uri.startswith("file:///"):
                lines[uri.replace("file:/", "file:///", 1)] = (name, line)

        def named(item):
            uri, data = item
            if uri not in lines:
                raise RuntimeError(f"{uri}: read by Spark but not listed by the driver")
            name, line = lines[uri]
            return (name, line, data)

        parts += [sc.binaryFiles(",".join(uri for _name, _line, uri in remote[start:start + CHUNK])).map(named)
                  for start in range(0, len(remote), CHUNK)]
    return sc.union(parts).coalesce(1)


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


def list_inputs(sc: SparkContext, args, binary_path: str, folder: str):
    """The walk of every --input, as one `analyze INPUT...` walks them: (name, list line, URI or None
    for a local trace) in walk order, and the links PREFIX -> local input the tasks make."""
    prefixes: list[str] = []
    links: dict[str, str] = {}
    uris: dict[str, str] = {}
    for root in args.input:
        prefix = args.prefix or posixpath.basename(root.rstrip("/")) or "traces"
        if prefix.startswith("/") or any(part in ("", ".", "..") for part in prefix.split("/")):
            raise JobError(f"--prefix {prefix}: must be a relative folder name")
        for other in prefixes:
            if other == prefix or prefix.startswith(other + "/") or other.startswith(prefix + "/"):
                raise JobError(f"--input {root}: named {prefix}/ in the reports, which another --input "
                               f"({other}/) names too: give inputs with different names (--prefix names one)")
        prefixes.append(prefix)
        path = local_path(root)
        if path is None:
            uris.update(mirror_remote(sc, root, prefix, folder))
        else:
            if not os.path.lexists(path):
                raise JobError(f"--input {root}: no such file or folder")
            links[prefix] = path
    link_inputs(folder, links)
    result = subprocess.run([binary_path, "analyze", *prefixes, "--list-traces"], cwd=folder, check=False,
                            capture_output=True)
    sys.stderr.write(result.stderr.decode("utf-8", "replace"))
    if result.returncode != 0:
        raise JobError("", result.returncode)
    entries = []
    for line in result.stdout.decode("utf-8").split("\n"):
        if not line:
            continue
        item = json.loads(line)
        name = item["path"]
        uri = uris.get(name) if item["type"] == "trace" else None
        if uri is not None:
            hadoop_readable(name, uri)
        entries.append((name, line, uri))
    return entries, links


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
    work = tempfile.mkdtemp(prefix="gesturetrace-driver-")
    try:
        listed = os.path.join(work, "inputs")
        os.makedirs(listed)
        try:
            entries, links = list_inputs(sc, args, binary(args.binary), listed)
        except JobError as error:
            if str(error):
                print(error, file=sys.stderr)
            return error.status
        entries.sort(key=lambda entry: order_key(entry[0]))
        if args.traces_per_partition > 0:
            partitions = max(1, -(-len(entries) // args.traces_per_partition))
        else:
            partitions = args.partitions or 4 * sc.defaultParallelism
        partitions = min(partitions, len(entries))
        analyze_args = [f"--engine={engine}" for engine in args.engine] + args.analyze_arg
        settings = {"binary": args.binary, "analyze_args": analyze_args, "row_files": args.row_files,
                    "links": links}
        # Partition k is the k-th range of the walk order, read where it is: no sample, no shuffle.
        bounds = [len(entries) * k // partitions for k in range(partitions + 1)]
        ordered = sc.union([read_range(sc, entries[start:stop]) for start, stop in itertools.pairwise(bounds)])
        analysed = ordered.mapPartitionsWithIndex(analyse_partition(settings)).cache()
        # One merge of every partition's partial on the driver: a merge in stages would parse and
        # write every block once a stage, and the final merge holds every block anyway.
        names = []
        for index, partial in sorted(analysed.map(lambda part: (part[0], part[1])).collect()):
            names.append(f"{index}.partial")
            with open(os.path.join(work, names[-1]), "wb") as handle:
                handle.write(partial)
        command = [binary(args.binary), "merge", *names, "--out", os.path.abspath(args.out)]
        if args.partial:
            command += ["--partial", os.path.abspath(args.partial)]
        if args.skip_invalid:
            command.append("--skip-invalid")
        result = subprocess.run(command, cwd=work, check=False, capture_output=True, text=True)
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
    print(f"gesturetrace on Spark: {len(entries)} traces in {partitions} partitions, {elapsed:.1f} s "
          f"({len(entries) / elapsed:.0f} traces/s)", file=sys.stderr)
    spark.stop()
    return result.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
