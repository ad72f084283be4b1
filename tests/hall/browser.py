#!/usr/bin/env python3
"""Headless Chromium driven through the DevTools protocol on a pipe (--remote-debugging-pipe: JSON
messages separated by NUL bytes on file descriptors 3 and 4), with the standard library only. Used
by the hall's browser test and to take the hall page's screenshots.

    with Browser() as browser:
        page = browser.open("http://127.0.0.1:8080/", 1920, 1080)
        page.wait_for("document.querySelectorAll('.tile').length > 0", 5)
        page.screenshot("hall.png")
"""
import base64
import json
import os
import shutil
import subprocess
import tempfile
import time


class BrowserError(Exception):
    pass


class Browser:
    def __init__(self, lang="en-US"):
        exe = shutil.which("chromium") or shutil.which("chromium-browser")
        if not exe:
            raise BrowserError("chromium is not installed (Debian package chromium)")
        self.profile = tempfile.mkdtemp(prefix="pendule-chromium-")
        to_browser_r, to_browser_w = os.pipe()
        from_browser_r, from_browser_w = os.pipe()
        # The pipe ends Chromium expects as fds 3 (it reads) and 4 (it writes).
        def child_fds():
            # Copies first: a pipe end may itself be fd 3 or 4. dup2 makes 3 and 4 inheritable.
            reads, writes = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(reads, 3)
            os.dup2(writes, 4)
        self.process = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--remote-debugging-pipe", "--user-data-dir=" + self.profile, "--lang=" + lang,
             "--accept-lang=" + lang, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=child_fds, close_fds=False)  # close_fds would close 3 and 4 after preexec_fn
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.out = os.fdopen(to_browser_w, "wb")
        self.inp = os.fdopen(from_browser_r, "rb")
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        try:
            self.process.kill()
            self.process.wait(5)
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.inp.fileno(), 1 << 16)
            if not chunk:
                raise BrowserError("chromium closed its DevTools pipe (did it crash?)")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.out.write(json.dumps(message).encode() + b"\0")
        self.out.flush()
        while True:
            reply = self._read_message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def open(self, url, width, height, mobile=False):
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session)
        page.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
        page.call("Page.enable")
        page.call("Page.navigate", {"url": url})
        return page


class Page:
    def __init__(self, browser, session):
        self.browser = browser
        self.session = session

    def call(self, method, params=None):
        return self.browser.call(method, params, self.session)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, seconds):
        """Polls a JavaScript expression until it is true; its last value on a timeout."""
        deadline = time.monotonic() + seconds
        while True:
            try:
                value = self.evaluate(expression)
            except BrowserError:
                value = None
            if value or time.monotonic() > deadline:
                return value
            time.sleep(0.05)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
