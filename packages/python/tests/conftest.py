"""The Python suite's shared fixtures: the mock processes' URLs.

``STT_TEST_BASE_URL`` and ``STT_TEST_STREAM_URL`` point the suite at mocks already running (the vitest harness starts
one for every suite); without them, the first test that asks starts ``npm run -s mock`` on free ports from the
repository's root, waits for its banner, and stops it by its process group at the end of the session.
"""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

REPOSITORY_ROOT = Path(__file__).resolve().parents[3]
#: The longest wait for the mock's banner: the first start compiles its TypeScript.
BANNER_TIMEOUT_SECONDS = 120.0


@dataclass(frozen=True)
class MockUrls:
    http: str
    stream: str


def _start_mock() -> tuple[subprocess.Popen[str], MockUrls]:
    # A process group of its own: npm does not pass a signal on to the script it runs, so the group is stopped.
    process = subprocess.Popen(
        ["npm", "run", "-s", "mock", "--", "--http-port", "0", "--stream-port", "0"],
        cwd=REPOSITORY_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    lines: queue.Queue[str | None] = queue.Queue()

    def read_output() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read_output, daemon=True).start()
    output = ""
    while True:
        try:
            line = lines.get(timeout=BANNER_TIMEOUT_SECONDS)
        except queue.Empty:
            _stop(process)
            raise RuntimeError(f"the mock printed no banner within {BANNER_TIMEOUT_SECONDS:g} s:\n{output}") from None
        if line is None:
            raise RuntimeError(f"the mock exited with {process.wait()} before it was up:\n{output}")
        output += line
        http = re.search(r"HTTP\s+(http://\S+)", output)
        stream = re.search(r"Streaming\s+(ws://\S+)", output)
        if http and stream and "stops both." in output:
            return process, MockUrls(http=http.group(1), stream=stream.group(1))


def _stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait()


@pytest.fixture(scope="session")
def mock_urls() -> Iterator[MockUrls]:
    """The HTTP and streaming mocks' URLs: the ones the environment names, else a mock started for this session."""
    http, stream = os.environ.get("STT_TEST_BASE_URL"), os.environ.get("STT_TEST_STREAM_URL")
    if http and stream:
        yield MockUrls(http=http, stream=stream)
        return
    process, urls = _start_mock()
    try:
        yield MockUrls(http=http or urls.http, stream=stream or urls.stream)
    finally:
        _stop(process)
