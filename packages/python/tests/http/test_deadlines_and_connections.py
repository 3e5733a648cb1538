"""Real sockets: a server that never answers ends each attempt at its deadline (ServiceTimeoutError), one that
resets the connection is a ServiceNetworkError; both are retried, and no httpx exception is chained."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from stt_service._generated.errors import ServiceNetworkError, ServiceTimeoutError
from stt_service._http.async_runtime import AsyncRuntime
from stt_service._http.sync_runtime import SyncRuntime

from .routes import GET_FILE
from .silent_server import never_answering, resetting
from .support import API_KEY, options


def test_a_server_that_never_answers_times_out_each_attempt() -> None:
    waits: list[float] = []
    with never_answering() as url, httpx.Client() as client:
        runtime = SyncRuntime(options(base_url=url, timeout=0.2, max_retries=1), client, waits.append)
        with pytest.raises(ServiceTimeoutError, match=r"GET /files/\{file_id\}: no answer within 0.2 s") as caught:
            runtime.call(GET_FILE, path={"file_id": "f1"})
    assert len(waits) == 1
    assert caught.value.__cause__ is None and caught.value.__context__ is None


def test_the_async_client_times_out_the_same_way() -> None:
    # Run on a loop of its own: the suite needs no asyncio plugin, so it runs where pytest alone installs.
    asyncio.run(_the_async_client_times_out_the_same_way())


async def _the_async_client_times_out_the_same_way() -> None:
    async def wait(seconds: float) -> None:
        return None

    with never_answering() as url:
        async with httpx.AsyncClient() as client:
            runtime = AsyncRuntime(options(base_url=url, timeout=0.2, max_retries=0), client, wait)
            with pytest.raises(ServiceTimeoutError):
                await runtime.call(GET_FILE, path={"file_id": "f1"}, options={"timeout": 0.1})


def test_a_reset_connection_is_a_network_error_naming_the_host() -> None:
    waits: list[float] = []
    with resetting() as url, httpx.Client() as client:
        runtime = SyncRuntime(options(base_url=url, max_retries=2), client, waits.append)
        with pytest.raises(ServiceNetworkError) as caught:
            runtime.call(GET_FILE, path={"file_id": "f1"})
    message = str(caught.value)
    assert message.startswith(f"GET /files/{{file_id}} got no answer from {url.split('/')[2]}")
    assert len(waits) == 2
    assert API_KEY not in message and caught.value.__context__ is None
