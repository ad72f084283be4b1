"""What the hall's Python tests, benchmarks and screenshot script share: ports on 127.0.0.1 for a
real broker and hall, journal lines as a board writes them (CRC-32 first), and a new page's first
picture of the hall."""
import re
import socket
import sys
import time
import zlib


def free_port():
    """A TCP port on 127.0.0.1 that nothing uses now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port, on_timeout=sys.exit):
    """Until something listens on 127.0.0.1:port (10 s at most); then on_timeout(why)."""
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return
        except OSError:
            time.sleep(0.1)
    on_timeout(f"nothing listens on port {port}")


def journal_line(text):
    """A journal record's line: the CRC-32 of its text in hex, a space, the text."""
    return f"{zlib.crc32(text.encode()):08x} {text}"


def first_picture(port, limit=30):
    """A new page's connection to the hall's /api/events on 127.0.0.1:port: ms from connect to the
    end of its first `boards` event, and how many boards it held."""
    t0 = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), limit) as s:
        s.settimeout(limit)
        s.sendall(b"GET /api/events HTTP/1.1\r\nHost: hall\r\n\r\n")
        data = b""
        while True:
            chunk = s.recv(1 << 16)
            if not chunk:
                break
            data += chunk
            at = data.find(b"event: boards\n")
            if at >= 0 and b"\n\n" in data[at:]:
                break
    ms = (time.monotonic() - t0) * 1000
    at = data.find(b"event: boards\n")
    event = data[at:].split(b"\n\n", 1)[0] if at >= 0 else b""
    return ms, len(re.findall(rb'"board": \d+', event))
