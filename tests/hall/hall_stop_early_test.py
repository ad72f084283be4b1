"""pendule-hall stopped by SIGTERM at the moment it starts listening (the moment a supervisor or a
test that only waits for the port would stop it) exits within seconds, every time: the stop signal
may come before the server's listening loop has begun, or while the hall waits for the broker's first
answer. Arguments: pendule-hall, a work directory,
and how many starts."""
import os
import shutil
import signal
import socket
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loopback import free_port  # noqa: E402

hall, work, starts = sys.argv[1], sys.argv[2], int(sys.argv[3])
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
broker = free_port()  # nothing listens there: the hall keeps trying, and must still stop
failures = []
for start in range(starts):
    port = free_port()
    proc = subprocess.Popen([hall, "--broker", f"mqtt://127.0.0.1:{broker}", "--http", f"127.0.0.1:{port}",
                             "--data", f"{work}/data-{start}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started = time.monotonic()
    while proc.poll() is None and time.monotonic() - started < 30:
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            break
        except OSError:
            time.sleep(0.001)
    proc.send_signal(signal.SIGTERM)
    try:
        code = proc.wait(4)
        if code not in (0, -signal.SIGTERM):
            failures.append(f"start {start + 1}: exit {code} after SIGTERM")
    except subprocess.TimeoutExpired:
        failures.append(f"start {start + 1}: still running 4 s after SIGTERM")
        proc.kill()
        proc.wait()
for failure in failures:
    print(failure)
print(f"stopped within 4 s of SIGTERM: {starts - len(failures)}/{starts}")
shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failures else 0)
