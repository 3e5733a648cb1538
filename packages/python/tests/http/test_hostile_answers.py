"""Answers a hostile or broken server may give: a body nested 100 000 levels deep, a body of exactly the cap, a
Retry-After that is negative or nonsense, an empty 200 where JSON is promised; and a caller cancelling an async call
in flight, which ends it at once without a retry."""

from __future__ import annotations

import asyncio
import threading

import httpx
import pytest

from stt_service._generated.errors import ServiceAPIError
from stt_service._http.async_runtime import AsyncRuntime

from .routes import GET_FILE
from .silent_server import never_answering
from .support import answers, json_response, options, sync_runtime


def test_a_body_nested_100000_deep_is_still_the_kind_of_its_status() -> None:
    handler, _ = answers(httpx.Response(500, text="[" * 100_000 + "]" * 100_000))
    runtime, _ = sync_runtime(handler, max_retries=0)
    with pytest.raises(ServiceAPIError) as caught:
        runtime.call(GET_FILE, path={"file_id": "f1"})
    assert caught.value.status == 500
    assert isinstance(caught.value.body, str) and len(caught.value.body) <= 201
    assert repr(caught.value)


def test_a_body_of_exactly_the_cap_is_read() -> None:
    body = b'{"file_id":"' + b"x" * 88 + b'"}'
    handler, _ = answers(httpx.Response(200, content=body))
    runtime, _ = sync_runtime(handler, max_response_bytes=len(body))
    assert runtime.call(GET_FILE, path={"file_id": "f1"}) == {"file_id": "x" * 88}


@pytest.mark.parametrize("value", ["-5", "soon", "Thu, 99 Foo 2026 99:99:99 GMT"])
def test_a_negative_or_malformed_retry_after_backs_off_as_usual(value: str) -> None:
    busy = json_response(503, {"error_type": "service_unavailable", "message": "busy"}, {"retry-after": value})
    handler, _ = answers(busy, json_response(200, {}))
    runtime, waits = sync_runtime(handler)
    runtime.call(GET_FILE, path={"file_id": "f1"})
    assert len(waits) == 1 and 0.375 <= waits[0] <= 0.5


def test_an_empty_200_where_json_is_promised_is_an_api_error() -> None:
    handler, _ = answers(httpx.Response(200))
    runtime, _ = sync_runtime(handler)
    with pytest.raises(ServiceAPIError, match="answered 200 with an empty body, where the spec promises JSON"):
        runtime.call(GET_FILE, path={"file_id": "f1"})


def test_cancelling_an_async_call_in_flight_ends_it_without_a_retry() -> None:
    asyncio.run(_cancelling_an_async_call_in_flight_ends_it_without_a_retry())


async def _cancelling_an_async_call_in_flight_ends_it_without_a_retry() -> None:
    waits: list[float] = []

    async def wait(seconds: float) -> None:
        waits.append(seconds)

    arrived = threading.Event()
    with never_answering(request_arrived=arrived) as url:
        async with httpx.AsyncClient() as client:
            runtime = AsyncRuntime(options(base_url=url, timeout=5, max_retries=2), client, wait)
            call = asyncio.create_task(runtime.call(GET_FILE, path={"file_id": "f1"}))
            # The server has the request: the cancel comes while the client waits for its answer.
            await asyncio.get_running_loop().run_in_executor(None, arrived.wait)
            call.cancel()
            with pytest.raises(asyncio.CancelledError):
                await call
    assert waits == []
