"""A small Chrome DevTools Protocol client over websocket-client: starts headless Chromium with
remote debugging on a free port, opens one page target, sends commands and collects events."""
import contextlib
import json
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

import websocket


class Browser:
    """Headless Chromium and one page. `send(method, **params)` returns the result; events are kept
    in `events` (method, params) in arrival order."""

    def __init__(self, chromium, timeout=30):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="gesturetrace-chromium-")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             f"--remote-debugging-port={port}", f"--user-data-dir={self.profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + timeout
        target = None
        while time.time() < deadline and target is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2) as r:
                    target = next((t for t in json.load(r) if t.get("type") == "page"), None)
            except OSError:
                time.sleep(0.2)
        if target is None:
            self.close()
            raise RuntimeError("chromium did not open a DevTools page target")
        self.ws = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=timeout)
        self.next_id = 0
        self.events = []

    def send(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append((message["method"], message.get("params", {})))

    def wait_for(self, method, timeout=None):
        """Returns the first event `method` (already received or arriving within `timeout`)."""
        deadline = time.time() + (timeout or self.timeout)
        while True:
            for name, params in self.events:
                if name == method:
                    return params
            if time.time() > deadline:
                raise TimeoutError(method)
            message = json.loads(self.ws.recv())
            if "method" in message:
                self.events.append((message["method"], message.get("params", {})))

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        return result["result"].get("value")

    def close(self):
        with contextlib.suppress(Exception):
            self.ws.close()
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
