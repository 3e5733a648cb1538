"""The repository's mocks (``npm run -s mock``) as a child process on free ports, as test/support/mock-process.ts
starts them: the URLs read from its banner, stopped by its process group's id."""

from __future__ import annotations

import os
import re
import selectors
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

#: The repository's root: packages/python/tests/realtime/ is four levels below it.
REPOSITORY = Path(__file__).resolve().parents[4]
_READY_TIMEOUT_S = 120.0


@dataclass
class MockProcess:
    http_url: str
    stream_url: str
    process: subprocess.Popen[bytes]

    def stop(self) -> None:
        if self.process.poll() is None:
            # npm runs the mock as its child: the process group takes both.
            os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(timeout=30)


def start_mock_process() -> MockProcess:
    """Starts the mocks and returns once their banner names both URLs; raises with their output if they exit."""
    process = subprocess.Popen(
        ["npm", "run", "-s", "mock", "--", "--http-port", "0", "--stream-port", "0"],
        cwd=REPOSITORY,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    assert process.stdout is not None
    output = b""
    deadline = time.monotonic() + _READY_TIMEOUT_S
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while time.monotonic() < deadline:
            if not selector.select(timeout=deadline - time.monotonic()):
                break
            chunk = os.read(process.stdout.fileno(), 65536)
            if not chunk:
                process.wait()
                raise RuntimeError(f"the mock exited with {process.returncode} before it was up:\n{output.decode()}")
            output += chunk
            text = output.decode(errors="replace")
            http = re.search(r"HTTP\s+(http://\S+)", text)
            stream = re.search(r"Streaming\s+(ws://\S+)", text)
            if http and stream and "stops both." in text:
                return MockProcess(http_url=http.group(1), stream_url=stream.group(1), process=process)
    os.killpg(process.pid, signal.SIGTERM)
    raise RuntimeError(f"the mock printed no banner within {_READY_TIMEOUT_S:g} s:\n{output.decode()}")
