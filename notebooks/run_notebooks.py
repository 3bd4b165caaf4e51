#!/usr/bin/env python3
"""Execute the GestureTrace notebooks headless and save the executed copies.

    python notebooks/run_notebooks.py [NOTEBOOK.ipynb ...]

Runs each notebook (default: every notebooks/*.ipynb, in name order) from the repository root with
nbclient, in the kernel named by GESTURETRACE_KERNEL (default `gesturetrace-notebooks`, the kernel
`make notebooks` registers in its virtual environment; `python3` when that one is not installed),
and writes the executed notebook to $GESTURETRACE_OUT (default build/notebooks). The notebooks read
their parameters from the same environment (see notebooks/README.md) and save their figures as PNG
under $GESTURETRACE_FIGURES (default $GESTURETRACE_OUT/figures); a run of every notebook empties that
folder of PNGs first, so that a figure a notebook no longer draws cannot pass the check from an
older run.

Exit status: 0 when every notebook ran, 1 when one failed (its partly executed copy is still
written, with the error in it).
"""

import os
import pathlib
import sys
import tempfile
import time

import nbformat
from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"


def setting(name: str, default: str) -> pathlib.Path:
    path = pathlib.Path(os.environ.get(name) or default)
    return path if path.is_absolute() else ROOT / path


def kernel_name() -> str:
    wanted = os.environ.get("GESTURETRACE_KERNEL", "gesturetrace-notebooks")
    try:
        KernelSpecManager().get_kernel_spec(wanted)
        return wanted
    except NoSuchKernel:
        print(f"kernel {wanted!r} is not installed; using python3 ({sys.executable})", file=sys.stderr)
        return "python3"


def main(argv: list[str]) -> int:
    out = setting("GESTURETRACE_OUT", "build/notebooks")
    figures = setting("GESTURETRACE_FIGURES", str(out / "figures"))
    # The notebooks resolve the same variables; pass them on as absolute paths.
    os.environ["GESTURETRACE_OUT"] = str(out)
    os.environ["GESTURETRACE_FIGURES"] = str(figures)
    out.mkdir(parents=True, exist_ok=True)
    figures.mkdir(parents=True, exist_ok=True)
    paths = [pathlib.Path(a).resolve() for a in argv] or sorted(NOTEBOOKS.glob("*.ipynb"))
    if not argv:  # a full run starts from an empty figure folder
        for stale in figures.glob("*.png"):
            stale.unlink()
    kernel = kernel_name()
    failed = 0
    for path in paths:
        notebook = nbformat.read(path, as_version=4)
        started = time.monotonic()
        target = out / path.name
        # The kernel talks over Unix sockets in a private folder: no TCP port, no socket left behind.
        with tempfile.TemporaryDirectory(prefix="gesturetrace-kernel-") as sockets:
            manager = KernelManager(kernel_name=kernel, transport="ipc",
                                    connection_file=os.path.join(sockets, "kernel.json"))
            client = NotebookClient(
                notebook,
                km=manager,
                timeout=int(os.environ.get("GESTURETRACE_CELL_TIMEOUT", "600")),
                resources={"metadata": {"path": str(ROOT)}},  # every notebook runs from the repository root
                record_timing=False,  # no wall-clock times in the executed notebooks
            )
            try:
                client.execute()
                status = "ok"
            except CellExecutionError as error:
                failed += 1
                status = "FAILED"
                print(str(error), file=sys.stderr)
            finally:
                if manager.has_kernel:
                    manager.shutdown_kernel(now=False)
                nbformat.write(notebook, target)
        print(f"{status}: {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} -> "
              f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target} "
              f"({time.monotonic() - started:.1f} s, kernel {kernel})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
