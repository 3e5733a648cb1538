"""The runtime against answers that fail: retried when repeating may help (with back-off, or as Retry-After says),
reported as the spec's kind with every field when not, and never looping or hanging."""

from __future__ import annotations

import asyncio
import email.utils
import logging
import time

import httpx
import pytest

from stt_service._generated.errors import (
    ServiceAPIError,
    ServiceNotFoundError,
    ServiceRateLimitError,
    ServiceValidationError,
)
from stt_service._http.retry import backoff_delay, parse_retry_after

from .routes import CREATE_TRANSCRIPTION, CREATE_WITHOUT_KEY, GET_FILE
from .support import answers, async_runtime, json_response, sync_runtime

FILE = {"file_id": "f1", "filename": "a.wav", "size": 3, "created_at": "2026-01-01T00:00:00Z"}
UNAVAILABLE = json_response(503, {"error_type": "service_unavailable", "message": "busy", "request_id": "r-503"})


def test_a_5xx_then_success_is_retried_with_backoff(caplog: pytest.LogCaptureFixture) -> None:
    handler, seen = answers(UNAVAILABLE, UNAVAILABLE, json_response(200, FILE))
    runtime, waits = sync_runtime(handler)
    caplog.set_level(logging.INFO, logger="stt_service")
    assert runtime.call(GET_FILE, path={"file_id": "f1"}) == FILE
    assert [record.getMessage().split(";")[0] for record in caplog.records] == [
        "GET /files/{file_id} answered 503 service_unavailable"
    ] * 2
    assert caplog.records[1].getMessage().endswith("(attempt 3 of 3)")
    assert len(seen) == 3
    # 0.5 s then 1 s, each less up to a quarter of jitter.
    assert 0.375 <= waits[0] <= 0.5 and 0.75 <= waits[1] <= 1.0


def test_the_async_runtime_retries_the_same_way() -> None:
    # Run on a loop of its own: the suite needs no asyncio plugin, so it runs where pytest alone installs.
    asyncio.run(_the_async_runtime_retries_the_same_way())


async def _the_async_runtime_retries_the_same_way() -> None:
    handler, seen = answers(UNAVAILABLE, json_response(200, FILE))
    runtime, waits = async_runtime(handler)
    assert await runtime.call(GET_FILE, path={"file_id": "f1"}) == FILE
    assert len(seen) == 2 and len(waits) == 1


def test_retries_end_with_the_last_failure_and_its_fields() -> None:
    handler, seen = answers(UNAVAILABLE)
    runtime, waits = sync_runtime(handler, max_retries=3)
    with pytest.raises(ServiceAPIError) as caught:
        runtime.call(GET_FILE, path={"file_id": "f1"})
    assert len(seen) == 4 and len(waits) == 3
    error = caught.value
    assert (error.status, error.error_type, error.request_id) == (503, "service_unavailable", "r-503")
    assert "GET /files/{file_id} answered 503 service_unavailable: busy [request r-503]" in str(error)
    assert error.__cause__ is None and error.__context__ is None


def test_retry_after_in_seconds_is_waited_for() -> None:
    limited = json_response(429, {"error_type": "rate_limited", "message": "slow down"}, {"retry-after": "2"})
    handler, _ = answers(limited, json_response(200, FILE))
    runtime, waits = sync_runtime(handler)
    assert runtime.call(GET_FILE, path={"file_id": "f1"}) == FILE
    assert waits == [2.0]


def test_retry_after_as_an_http_date_is_waited_for() -> None:
    when = email.utils.formatdate(time.time() + 30, usegmt=True)
    limited = json_response(429, {"error_type": "rate_limited", "message": "slow down"}, {"retry-after": when})
    handler, _ = answers(limited, json_response(200, FILE))
    runtime, waits = sync_runtime(handler)
    runtime.call(GET_FILE, path={"file_id": "f1"})
    assert 28 <= waits[0] <= 30


def test_a_retry_after_past_the_cap_reaches_the_caller_with_its_value() -> None:
    limited = json_response(429, {"error_type": "rate_limited", "message": "later"}, {"retry-after": "3600"})
    handler, seen = answers(limited)
    runtime, waits = sync_runtime(handler)
    with pytest.raises(ServiceRateLimitError) as caught:
        runtime.call(GET_FILE, path={"file_id": "f1"})
    assert caught.value.retry_after == 3600.0 and caught.value.status == 429
    assert len(seen) == 1 and waits == []


@pytest.mark.parametrize(
    ("value", "seconds"),
    [("5", 5.0), (" 1.5 ", 1.5), ("-1", None), ("soon", None), ("5, 6", None), ("", None), (None, None)],
)
def test_retry_after_values(value: str | None, seconds: float | None) -> None:
    assert parse_retry_after(value) == seconds


def test_retry_after_dates_in_the_past_mean_now() -> None:
    assert parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0


def test_backoff_doubles_to_eight_seconds_less_jitter() -> None:
    assert [backoff_delay(retry, lambda: 0.0) for retry in range(6)] == [0.5, 1.0, 2.0, 4.0, 8.0, 8.0]
    assert backoff_delay(0, lambda: 1.0) == 0.375


def test_a_client_error_is_not_retried() -> None:
    handler, seen = answers(json_response(404, {"error_type": "file_not_found", "message": "No file f9."}))
    runtime, waits = sync_runtime(handler)
    with pytest.raises(ServiceNotFoundError) as caught:
        runtime.call(GET_FILE, path={"file_id": "f9"})
    assert (caught.value.status, caught.value.error_type) == (404, "file_not_found")
    assert len(seen) == 1 and waits == []


def test_validation_errors_are_kept_and_named_in_the_message() -> None:
    body = {
        "error_type": "invalid_request",
        "message": "The request is invalid.",
        "validation_errors": [{"location": "body.model", "message": "unknown model"}, {"bad": 1}],
    }
    handler, _ = answers(json_response(400, body))
    runtime, _ = sync_runtime(handler)
    with pytest.raises(ServiceValidationError) as caught:
        runtime.call(CREATE_TRANSCRIPTION, json={"model": "x"})
    assert caught.value.validation_errors == [{"location": "body.model", "message": "unknown model"}]
    assert "(body.model: unknown model)" in str(caught.value)


def test_an_html_error_page_maps_by_status_with_an_excerpt() -> None:
    page = "<html><head><title>502 Bad Gateway</title></head><body>" + "x" * 5000 + "</body></html>"
    handler, _ = answers(httpx.Response(502, text=page, headers={"content-type": "text/html"}))
    runtime, _ = sync_runtime(handler, max_retries=0)
    with pytest.raises(ServiceAPIError) as caught:
        runtime.call(GET_FILE, path={"file_id": "f1"})
    error = caught.value
    assert error.status == 502 and error.error_type is None
    assert "with a body that is not the service's error JSON: <html><head><title>502 Bad Gateway" in str(error)
    assert isinstance(error.body, str) and len(error.body) <= 201 and error.body.endswith("…")


def test_an_empty_error_body_says_so() -> None:
    handler, _ = answers(httpx.Response(500))
    runtime, _ = sync_runtime(handler, max_retries=0)
    with pytest.raises(ServiceAPIError, match=r"answered 500 Internal Server Error with no body$"):
        runtime.call(GET_FILE, path={"file_id": "f1"})


def test_a_200_that_is_not_json_is_an_api_error() -> None:
    handler, _ = answers(httpx.Response(200, text="<html>login</html>"))
    runtime, _ = sync_runtime(handler)
    with pytest.raises(ServiceAPIError, match="answered 200 with a body that is not valid JSON: <html>login</html>"):
        runtime.call(GET_FILE, path={"file_id": "f1"})


def test_an_oversized_body_is_not_downloaded_past_the_cap_nor_retried() -> None:
    handler, seen = answers(httpx.Response(503, content=b"x" * 5000))
    runtime, waits = sync_runtime(handler, max_response_bytes=1000)
    with pytest.raises(ServiceAPIError, match="a body over max_response_bytes \\(1000 bytes\\)") as caught:
        runtime.call(GET_FILE, path={"file_id": "f1"})
    assert caught.value.status == 503
    assert len(seen) == 1 and waits == []


def test_an_endless_body_stops_at_the_cap() -> None:
    chunks_sent = 0

    def endless() -> object:
        nonlocal chunks_sent
        while True:
            chunks_sent += 1
            yield b"y" * 1024

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, content=endless())  # type: ignore[arg-type]

    runtime, _ = sync_runtime(handler, max_response_bytes=10 * 1024)
    with pytest.raises(ServiceAPIError, match="over max_response_bytes"):
        runtime.call(GET_FILE, path={"file_id": "f1"})
    assert chunks_sent <= 12


def test_a_connection_failure_is_a_network_error_retried() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise httpx.ConnectError("[Errno 104] Connection reset by peer", request=request)
        return json_response(200, FILE)

    runtime, waits = sync_runtime(handler)
    assert runtime.call(GET_FILE, path={"file_id": "f1"}) == FILE
    assert calls == 2 and len(waits) == 1


def test_a_non_idempotent_call_without_a_key_header_is_not_retried() -> None:
    handler, seen = answers(UNAVAILABLE)
    runtime, waits = sync_runtime(handler)
    with pytest.raises(ServiceAPIError):
        runtime.call(CREATE_WITHOUT_KEY, json={"usage_type": "transcribe_websocket"})
    assert len(seen) == 1 and waits == []


def test_one_idempotency_key_per_call_reused_by_its_retries() -> None:
    handler, seen = answers(UNAVAILABLE, json_response(201, {"id": "t1"}))
    runtime, _ = sync_runtime(handler)
    runtime.call(CREATE_TRANSCRIPTION, json={"model": "m"})
    runtime.call(CREATE_TRANSCRIPTION, json={"model": "m"})
    keys = [request.headers["idempotency-key"] for request in seen]
    assert keys[0] == keys[1] and keys[1] != keys[2]
    assert seen[0].content == b'{"model":"m"}' and seen[0].headers["content-type"] == "application/json"


def test_a_key_in_use_409_is_retried_with_the_same_key() -> None:
    in_use = json_response(409, {"error_type": "idempotency_key_in_use", "message": "still handling it"})
    handler, seen = answers(in_use, json_response(201, {"id": "t1"}))
    runtime, _ = sync_runtime(handler)
    assert runtime.call(CREATE_TRANSCRIPTION, json={"model": "m"}, options={"idempotency_key": "mine-1"}) == {
        "id": "t1"
    }
    assert [request.headers["idempotency-key"] for request in seen] == ["mine-1", "mine-1"]


def test_no_key_is_made_when_no_retry_is_allowed() -> None:
    handler, seen = answers(json_response(201, {"id": "t1"}))
    runtime, _ = sync_runtime(handler, max_retries=0)
    runtime.call(CREATE_TRANSCRIPTION, json={"model": "m"})
    assert "idempotency-key" not in seen[0].headers


def test_a_repeated_request_id_header_names_the_request() -> None:
    handler, _ = answers(
        json_response(404, {"error_type": "file_not_found", "message": "gone"}, {"x-request-id": "req-9"})
    )
    runtime, _ = sync_runtime(handler)
    with pytest.raises(ServiceNotFoundError) as caught:
        runtime.call(GET_FILE, path={"file_id": "f1"})
    assert caught.value.request_id == "req-9"
    assert caught.value.to_dict()["request_id"] == "req-9"
