"""The API key appears in no log line, log field, error message, repr, body, or chained exception, even when a
hostile server echoes it back in every place it can."""

from __future__ import annotations

import logging

import httpx
import pytest

from stt_service._core.redaction import excerpt, redact_text, redact_value
from stt_service._core.service_error import ServiceError

from .routes import GET_FILE
from .support import API_KEY, answers, json_response, sync_runtime


def _echoing_key() -> httpx.Response:
    return json_response(
        503,
        {
            "error_type": f"bad {API_KEY}",
            "message": f"Your key {API_KEY} is over quota",
            "request_id": API_KEY,
            "validation_errors": [{"location": API_KEY, "message": API_KEY}],
            API_KEY: [API_KEY],
        },
        {"x-request-id": f"r-{API_KEY}"},
    )


def test_a_server_echoing_the_key_gets_it_redacted_everywhere(caplog: pytest.LogCaptureFixture) -> None:
    handler, seen = answers(_echoing_key())
    runtime, _ = sync_runtime(handler, max_retries=2)
    caplog.set_level(logging.DEBUG, logger="stt_service")
    with pytest.raises(ServiceError) as caught:
        runtime.call(GET_FILE, path={"file_id": "f1"})
    error = caught.value
    assert seen[0].headers["authorization"] == f"Bearer {API_KEY}"
    shown = [str(error), repr(error), repr(error.to_dict()), repr(error.body), repr(error.validation_errors)]
    assert all(API_KEY not in text for text in shown)
    assert error.__cause__ is None and error.__context__ is None
    assert len(caplog.records) >= 4
    for record in caplog.records:
        assert API_KEY not in record.getMessage()
        assert API_KEY not in repr(getattr(record, "stt", None))
    assert "[redacted]" in str(error)


def test_an_html_page_echoing_the_key_is_redacted_before_it_is_cut() -> None:
    page = "<p>" + "a" * 790 + API_KEY + "</p>"
    handler, _ = answers(httpx.Response(500, text=page))
    runtime, _ = sync_runtime(handler, max_retries=0)
    with pytest.raises(ServiceError) as caught:
        runtime.call(GET_FILE, path={"file_id": "f1"})
    assert API_KEY[:12] not in str(caught.value) and API_KEY[:12] not in repr(caught.value.body)


def test_redaction_helpers() -> None:
    assert redact_text(f"a {API_KEY} b {API_KEY}", [API_KEY]) == "a [redacted] b [redacted]"
    assert redact_text("abc", ["abc"]) == "abc"  # shorter than 4: not a key
    assert excerpt("  line one\n\tline two  ", []) == "line one line two"
    assert excerpt("x" * 300, []) == "x" * 200 + "…"
    value = {"a": [1, {"b": "keep"}]}
    assert redact_value(value, [API_KEY]) is value
    deep: object = "leaf"
    for _ in range(100):
        deep = [deep]
    assert "[nested too deep]" in repr(redact_value([deep, API_KEY], [API_KEY]))
