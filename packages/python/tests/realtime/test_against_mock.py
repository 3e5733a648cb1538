"""The real-time client against the repository's streaming mock (its real process): the final text of a stream is
what the mock's script says for that audio, and the batch transcription of the same audio says the same."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import httpx
import pytest

from stt_service.realtime import CloseEvent, FinalEvent, FinishedEvent, RealtimeEvent, RealtimeServiceClient

from ..conftest import MockUrls
from .wav_fixtures import tone_wav

pytestmark = pytest.mark.asyncio

#: The first example of the spec, which the mock speaks first: its text, for 4 s of audio.
FIRST_EXAMPLE_TEXT = "Hello, thanks for calling Acme support. How can I help you today?"
API_KEY = "test-key"
SIGNAL_TIMEOUT_S = 30.0


def batch_text(http_url: str, audio: bytes) -> str:
    """The batch transcription of the audio by the HTTP mock, with plain httpx: upload, create, poll."""
    headers = {"Authorization": f"Bearer {API_KEY}"}
    with httpx.Client(base_url=http_url, headers=headers, timeout=30) as http:
        uploaded = http.post("/files", files={"file": ("tone.wav", audio, "audio/wav")})
        uploaded.raise_for_status()
        created = http.post(
            "/transcriptions",
            json={"file_id": uploaded.json()["file_id"], "model": "stt-async-v3", "enable_speaker_diarization": False},
        )
        created.raise_for_status()
        transcription_id = created.json()["id"]
        deadline = time.monotonic() + SIGNAL_TIMEOUT_S
        while time.monotonic() < deadline:
            answer = http.get(f"/transcriptions/{transcription_id}")
            answer.raise_for_status()
            body = answer.json()
            if body["status"] == "completed":
                return str(body["text"])
            assert body["status"] != "error", body
            # Polling is the operation's contract: the mock completes a transcription on a later GET.
            time.sleep(0.02)
    raise AssertionError(f"transcription {transcription_id} did not complete")


async def test_the_stream_s_final_text_is_the_mock_s_script_and_the_batch_text_of_the_same_audio(
    mock_urls: MockUrls,
) -> None:
    audio = tone_wav(4)
    realtime = RealtimeServiceClient(API_KEY, stream_url=mock_urls.stream)
    async with await realtime.connect(model="stt-rt-v3", audio_format="auto", enable_streaming=True) as session:
        events = session.events()
        await session.stream(audio)
        result = await asyncio.wait_for(session.finish(), SIGNAL_TIMEOUT_S)
    seen: list[RealtimeEvent] = [event async for event in events]
    assert result.text == FIRST_EXAMPLE_TEXT
    assert "".join(token.text for token in result.tokens) == FIRST_EXAMPLE_TEXT
    assert all(token.is_final for token in result.tokens)
    finals = [event for event in seen if isinstance(event, FinalEvent)]
    assert finals[-1].text == FIRST_EXAMPLE_TEXT
    assert any(event.type == "interim" for event in seen)
    assert [type(event) for event in seen if isinstance(event, (FinishedEvent, CloseEvent))] == [
        FinishedEvent,
        CloseEvent,
    ]
    assert session.state == "closed"
    assert await asyncio.to_thread(batch_text, mock_urls.http, audio) == result.text


async def test_a_path_streamed_in_real_time_and_finalize_give_the_final_tokens_so_far(
    mock_urls: MockUrls, tmp_path: Path
) -> None:
    path = tmp_path / "tone.wav"
    path.write_bytes(tone_wav(1.5))
    realtime = RealtimeServiceClient(API_KEY, stream_url=mock_urls.stream)
    async with await realtime.connect(model="stt-rt-v3", audio_format="auto") as session:
        started = time.monotonic()
        await session.stream(path, realtime=True, chunk_ms=250)
        # Paced to the audio: 1.5 s of audio takes at least the 1.25 s before its last frame.
        assert time.monotonic() - started >= 1.2
        finalized = await asyncio.wait_for(session.finalize(), SIGNAL_TIMEOUT_S)
        # finalize() gives the tokens made final since it was called: the end of the final text, which is now
        # the script's for all the audio sent (no token after it is pending).
        final_text = session.transcript.final_text
        assert finalized and final_text.endswith("".join(token.text for token in finalized))
        assert final_text.startswith("Hello, thanks for calling") and FIRST_EXAMPLE_TEXT.startswith(final_text)
        assert session.transcript.interim_text == ""
        assert session.state == "streaming"
        result = await asyncio.wait_for(session.finish(), SIGNAL_TIMEOUT_S)
    assert result.text == final_text
