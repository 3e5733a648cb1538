"""What a 2xx answer becomes, as the route says: JSON decoded, text, bytes, or None for 204; the Accept header the
route asks for; and a deprecated operation or field warned of once per process."""

from __future__ import annotations

import dataclasses
import warnings

import httpx

from stt_service._http.route import DeprecationRoute

from .routes import AUDIO, CAPTIONS, DELETE_FILE, GET_FILE, LIST_FILES
from .support import answers, json_response, sync_runtime


def test_text_bytes_and_no_body_answers() -> None:
    handler, seen = answers(httpx.Response(200, text="WEBVTT\n\n1\n00:00.000 --> 00:01.000\nhello\n"))
    runtime, _ = sync_runtime(handler)
    assert runtime.call(CAPTIONS, path={"transcription_id": "t1"}) == "WEBVTT\n\n1\n00:00.000 --> 00:01.000\nhello\n"
    assert seen[0].headers["accept"] == "text/vtt, application/x-subrip"

    handler, seen = answers(httpx.Response(200, content=b"\x00\x01RIFF"))
    runtime, _ = sync_runtime(handler)
    assert runtime.call(AUDIO, path={"file_id": "f1"}) == b"\x00\x01RIFF"

    handler, seen = answers(httpx.Response(204))
    runtime, _ = sync_runtime(handler)
    assert runtime.call(DELETE_FILE, path={"file_id": "f1"}) is None
    assert seen[0].method == "DELETE" and seen[0].headers["accept"] == "application/json"


def test_an_empty_text_answer_is_still_text() -> None:
    handler, _ = answers(httpx.Response(200, text=""))
    runtime, _ = sync_runtime(handler)
    assert runtime.call(CAPTIONS, path={"transcription_id": "t1"}) == ""


def test_a_deprecated_operation_and_field_warn_once_per_process() -> None:
    notice = DeprecationRoute(sunset="2027-06-30", use="files.list")
    old = dataclasses.replace(GET_FILE, name="files.get_old", deprecation=notice)
    paged = dataclasses.replace(LIST_FILES, name="files.list_old_query", deprecated_query={"order": notice})
    handler, _ = answers(json_response(200, {"files": []}))
    runtime, _ = sync_runtime(handler)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(3):
            runtime.call(old, path={"file_id": "f1"})
            runtime.call(paged, query={"order": "asc"})
            runtime.call(paged, query={"order": None})
    messages = [str(warning.message) for warning in caught if warning.category is DeprecationWarning]
    assert messages == [
        "files.get_old is deprecated and will be removed after 2027-06-30. Use files.list instead.",
        "files.list_old_query(order=...) is deprecated and will be removed after 2027-06-30. Use files.list instead.",
    ]
