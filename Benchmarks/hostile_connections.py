#!/usr/bin/env python3
"""The recording endpoint's memory and descriptors under HOSTILE hostile connections
(docs/recording-endpoint.md, "Threat model"; make bench): a `gesturetrace record` child with a
token, then at once a third half-sent request lines, a third requests without a token that
declare an 8 MiB body and send part of it, and a third authorised requests that stall inside their
body. Its resident memory (VmRSS) and open descriptors are read from /proc before, at the peak and
after the connections close. Prints key=value lines; exits 1 when memory grew by more than the
server's buffered-bytes limit plus 32 MiB, or the descriptors did not come back.

usage: hostile_connections.py BIN OUTDIR [HOSTILE]
"""
import os
import re
import socket
import subprocess
import sys
import time

BIN, OUT = sys.argv[1], sys.argv[2]
HOSTILE = int(sys.argv[3]) if len(sys.argv) > 3 else 500
BUFFERED_LIMIT_MB = 64
TOKEN = "bench-token"


def status(pid):
    with open(f"/proc/{pid}/status") as file:
        text = file.read()
    rss = int(re.search(r"VmRSS:\s+(\d+) kB", text).group(1))
    fds = len(os.listdir(f"/proc/{pid}/fd"))
    return rss, fds


def main():
    data = os.path.join(OUT, "hostile")
    os.makedirs(data, exist_ok=True)
    with open(os.path.join(OUT, "hostile-record.txt"), "w+") as log:
        server = subprocess.Popen([BIN, "record", "--listen", "127.0.0.1:0", "--out", data, "--token", TOKEN],
                                  stdout=log, stderr=subprocess.STDOUT)
        try:
            url = None
            for _ in range(100):
                log.seek(0)
                match = re.search(r"listening on (\S+)", log.read())
                if match:
                    url = match.group(1)
                    break
                time.sleep(0.1)
            if not url:
                print("gesturetrace record did not start", file=sys.stderr)
                return 1
            host, port = re.match(r"http://([^:/]+):(\d+)", url).groups()
            time.sleep(0.3)
            rss0, fds0 = status(server.pid)
            sockets = []
            for i in range(HOSTILE):
                s = socket.create_connection((host, int(port)))
                kind = i % 3
                if kind == 0:
                    s.sendall(b"POST /v1/sessions/abc")
                elif kind == 1:
                    s.sendall(b"POST /v1/sessions/s%d/chunks/0 HTTP/1.1\r\nHost: x\r\n"
                              b"Content-Length: 8388608\r\n\r\n" % i + b"x" * 65536)
                else:
                    s.sendall(b"POST /v1/sessions/s%d/chunks/0 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\n"
                              b"Content-Length: 8388608\r\n\r\n" % (i, TOKEN.encode()) + b"x" * 65536)
                sockets.append(s)
            time.sleep(1.0)
            rss1, fds1 = status(server.pid)
            for s in sockets:
                s.close()
            time.sleep(1.5)
            rss2, fds2 = status(server.pid)
            print(f"hostile={HOSTILE}")
            print(f"rss_kb_before={rss0}\nrss_kb_peak={rss1}\nrss_kb_after={rss2}")
            print(f"fds_before={fds0}\nfds_peak={fds1}\nfds_after={fds2}")
            ok = (rss1 - rss0) < (BUFFERED_LIMIT_MB + 32) * 1024 and fds2 <= fds0 + 2
            return 0 if ok else 1
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    sys.exit(main())
