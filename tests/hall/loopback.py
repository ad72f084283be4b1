"""What the hall's Python tests, benchmarks and screenshot script share: ports on 127.0.0.1 for a
real broker and hall, and journal lines as a board writes them (CRC-32 first)."""
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
