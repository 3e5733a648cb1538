"""transcriptions.wait_until_done: polls until completed (a status this SDK does not know is not final), raises
the transcription's own error_type on ``error`` and a ServiceTimeoutError past its deadline, checks its options
before the first poll."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from stt_service import (
    AsyncServiceClient,
    ServiceAPIError,
    ServiceClient,
    ServiceConfigError,
    ServiceTimeoutError,
    Transcription,
)

from .support import API_KEY, json_response


def _transcription(status: str, **fields: Any) -> dict[str, Any]:
    return {
        "id": "t1",
        "status": status,
        "file_id": "f1",
        "model": "stt-async-v3",
        "created_at": "2026-01-01T00:00:00Z",
        "enable_speaker_diarization": False,
        "enable_language_identification": False,
        "client_reference_id": None,
        **fields,
    }


def _polled(*statuses: dict[str, Any]) -> tuple[httpx.MockTransport, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return json_response(200, statuses[min(len(seen), len(statuses)) - 1])

    return httpx.MockTransport(handle), seen


def test_it_polls_through_unknown_statuses_until_completed() -> None:
    transport, seen = _polled(
        _transcription("queued"), _transcription("transcoding"), _transcription("completed", text="hi")
    )
    progress: list[str] = []
    with ServiceClient(api_key=API_KEY, http_client=httpx.Client(transport=transport)) as client:
        done = client.transcriptions.wait_until_done(
            "t1", poll_interval=0.01, on_progress=lambda transcription: progress.append(transcription.status)
        )
    assert isinstance(done, Transcription) and done.text == "hi"
    assert progress == ["queued", "transcoding", "completed"]
    assert [request.url.path for request in seen] == ["/v1/transcriptions/t1"] * 3


def test_an_error_status_raises_its_error_type_with_the_transcription_as_body() -> None:
    failed = _transcription("error", error_type="audio_decode_failed", error_message="Not audio.")
    transport, _ = _polled(failed)
    with (
        ServiceClient(api_key=API_KEY, http_client=httpx.Client(transport=transport)) as client,
        pytest.raises(ServiceAPIError) as caught,
    ):
        client.transcriptions.wait_until_done("t1")
    assert str(caught.value) == "Transcription t1 failed: audio_decode_failed: Not audio."
    assert caught.value.error_type == "audio_decode_failed"
    assert isinstance(caught.value.body, dict) and caught.value.body["status"] == "error"


def test_it_gives_up_at_its_deadline_without_waiting_past_it() -> None:
    transport, seen = _polled(_transcription("processing"))
    with (
        ServiceClient(api_key=API_KEY, http_client=httpx.Client(transport=transport)) as client,
        pytest.raises(ServiceTimeoutError, match="Transcription t1 is still processing after 0.05 s; wait longer"),
    ):
        client.transcriptions.wait_until_done("t1", poll_interval=5, timeout=0.05)
    assert len(seen) == 1


def test_a_hostile_answers_megabytes_stay_out_of_the_messages() -> None:
    huge = "x" * 1_000_000
    transport, _ = _polled(_transcription(huge))
    with (
        ServiceClient(api_key=API_KEY, http_client=httpx.Client(transport=transport)) as client,
        pytest.raises(ServiceTimeoutError) as timed_out,
    ):
        client.transcriptions.wait_until_done("t1", poll_interval=5, timeout=0.05)
    assert str(timed_out.value) == f"Transcription t1 is still {'x' * 200}… after 0.05 s; wait longer or poll it later."
    transport, _ = _polled(_transcription("error", error_type=huge, error_message=f"{huge}\n{huge}"))
    with (
        ServiceClient(api_key=API_KEY, http_client=httpx.Client(transport=transport)) as client,
        pytest.raises(ServiceAPIError) as failed,
    ):
        client.transcriptions.wait_until_done("t1")
    assert str(failed.value) == f"Transcription t1 failed: {'x' * 200}…: {'x' * 200}…"


def test_the_async_wait_is_the_same() -> None:
    asyncio.run(_the_async_wait_is_the_same())


async def _the_async_wait_is_the_same() -> None:
    transport, _ = _polled(_transcription("processing"), _transcription("completed"))
    async with AsyncServiceClient(api_key=API_KEY, http_client=httpx.AsyncClient(transport=transport)) as client:
        assert (await client.transcriptions.wait_until_done("t1", poll_interval=0.01)).status == "completed"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"poll_interval": 0}, "transcriptions.wait_until_done poll_interval is 0; give a number of seconds above 0"),
        ({"timeout": -1}, "timeout is -1; give a number of seconds above 0 (or None to wait with no deadline)"),
        ({"on_progress": "print"}, "on_progress is str; pass a function of the transcription"),
    ],
)
def test_its_options_are_checked_before_the_first_poll(options: dict[str, Any], message: str) -> None:
    transport, seen = _polled(_transcription("completed"))
    with (
        ServiceClient(api_key=API_KEY, http_client=httpx.Client(transport=transport)) as client,
        pytest.raises(ServiceConfigError) as caught,
    ):
        client.transcriptions.wait_until_done("t1", **options)
    assert message in str(caught.value) and seen == []
