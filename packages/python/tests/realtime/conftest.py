"""The real-time tests' mocks: the URLs the harness passes (STT_TEST_STREAM_URL, STT_TEST_BASE_URL), else the
repository's mocks started once for the run and stopped by their process id at its end."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from .mock_process import start_mock_process


@dataclass(frozen=True)
class MockUrls:
    http_url: str
    stream_url: str


@pytest.fixture(scope="session")
def mock_urls() -> Iterator[MockUrls]:
    stream_url = os.environ.get("STT_TEST_STREAM_URL")
    http_url = os.environ.get("STT_TEST_BASE_URL")
    if stream_url and http_url:
        yield MockUrls(http_url=http_url, stream_url=stream_url)
        return
    mock = start_mock_process()
    try:
        yield MockUrls(http_url=mock.http_url, stream_url=mock.stream_url)
    finally:
        mock.stop()
