"""The operations issue 49 added, through both clients against the real mock: a file's bytes, a transcription's
captions (by ``format``, by ``accept``, the format winning), the webhook signing secret and its rotation, a
transcription from an ``audio_url`` (and the exactly-one rule), and ``transcribe()`` refusing an ``audio_url``."""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path

import pytest

from stt_service import (
    AsyncServiceClient,
    ServiceAPIError,
    ServiceClient,
    ServiceConfigError,
    ServiceValidationError,
    captions_from_tokens,
)

from ..conftest import MockUrls
from .wav import wav_bytes

MODEL = "stt-async-v3"
SUBRIP = "application/x-subrip"


def _key() -> str:
    return f"test-{uuid.uuid4().hex}"


def test_a_files_content_is_the_uploaded_bytes_byte_for_byte(mock_urls: MockUrls, tmp_path: Path) -> None:
    audio = wav_bytes(0.3) + bytes(range(256))
    path = tmp_path / "call.wav"
    path.write_bytes(audio)
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        uploaded = client.files.upload(path)
        assert client.files.content(uploaded.file_id) == audio
        answer = client.with_response.files.content(uploaded.file_id)
        assert answer.data == audio
        assert answer.headers["content-type"] == "application/octet-stream"
        assert answer.headers["content-disposition"] == 'attachment; filename="call.wav"'


def test_captions_by_format_by_accept_and_the_format_winning(mock_urls: MockUrls) -> None:
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        done = client.transcribe(wav_bytes(2), model=MODEL, enable_speaker_diarization=False)
        assert done.status == "completed" and done.tokens
        vtt = captions_from_tokens(done.tokens, format="vtt")
        srt = captions_from_tokens(done.tokens, format="srt")
        assert vtt.startswith("WEBVTT") and srt.startswith("1\n")
        assert client.transcriptions.captions(done.id) == vtt
        assert client.transcriptions.captions(done.id, format="vtt") == vtt
        assert client.transcriptions.captions(done.id, format="srt") == srt
        assert client.transcriptions.captions(done.id, request_options={"accept": SUBRIP}) == srt
        assert client.transcriptions.captions(done.id, format="vtt", request_options={"accept": SUBRIP}) == vtt
        answer = client.with_response.transcriptions.captions(done.id, request_options={"accept": SUBRIP})
        assert answer.headers["content-type"].startswith(SUBRIP) and answer.data == srt
        with pytest.raises(ServiceConfigError, match="accept is 'text/plain': give one of text/vtt, application/x-"):
            client.transcriptions.captions(done.id, request_options={"accept": "text/plain"})
        with pytest.raises(ServiceConfigError, match='unknown option "accept"'):
            client.files.get("x", request_options={"accept": "application/json"})  # type: ignore[typeddict-unknown-key]


def test_captions_of_a_transcription_not_completed_are_a_409(mock_urls: MockUrls) -> None:
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        uploaded = client.files.upload(wav_bytes(30))
        created = client.transcriptions.create(file_id=uploaded.file_id, model=MODEL, enable_speaker_diarization=False)
        assert created.status in ("queued", "processing")
        with pytest.raises(ServiceAPIError) as caught:
            client.transcriptions.captions(created.id)
        assert caught.value.status == 409 and caught.value.error_type == "transcription_invalid_state"


def test_the_webhook_secret_and_its_rotation(mock_urls: MockUrls) -> None:
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        first = client.webhooks.secret()
        assert first.secret.startswith("whsec_") and first.previous_secret_expires_at is None
        assert client.webhooks.secret() == first
        rotated = client.webhooks.rotate_secret()
        assert rotated.secret.startswith("whsec_") and rotated.secret != first.secret
        assert rotated.previous_secret_expires_at is not None
        assert client.webhooks.secret().secret == rotated.secret


def test_a_transcription_from_an_audio_url_and_the_exactly_one_rule(mock_urls: MockUrls) -> None:
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        url = "https://audio.example.com/calls/4821.wav"
        created = client.transcriptions.create(audio_url=url, model=MODEL, enable_speaker_diarization=False)
        assert created.audio_url == url
        done = client.transcriptions.wait_until_done(created.id, poll_interval=0.1)
        assert done.status == "completed" and done.file_id and done.audio_url == url

        unreachable = client.transcriptions.create(
            audio_url="https://bucket.invalid/a.wav", model=MODEL, enable_speaker_diarization=False
        )
        with pytest.raises(ServiceAPIError) as failed:
            client.transcriptions.wait_until_done(unreachable.id, poll_interval=0.1)
        assert failed.value.error_type == "audio_url_unreachable"

        uploaded = client.files.upload(wav_bytes(0.2))
        for both_or_neither in ({"file_id": uploaded.file_id, "audio_url": url}, {}):
            with pytest.raises(ServiceValidationError) as caught:
                client.transcriptions.create(model=MODEL, enable_speaker_diarization=False, **both_or_neither)
            assert caught.value.status == 400 and caught.value.error_type == "invalid_request"
            assert caught.value.validation_errors
            assert caught.value.validation_errors[0]["location"] == "body.audio_url"
            assert caught.value.validation_errors[0]["error_type"] == "one_of"


def test_transcribe_takes_no_audio_url_or_file_id() -> None:
    with ServiceClient(api_key="key", base_url="http://127.0.0.1:9/v1") as client:
        for name in ("audio_url", "file_id"):
            # Refused before any I/O: nothing listens on port 9.
            with pytest.raises(ServiceConfigError, match=f"takes no {name}"):
                client.transcribe(b"RIFF", model=MODEL, enable_speaker_diarization=False, **{name: "x"})


def test_the_async_client_reads_content_captions_secret_and_an_audio_url(mock_urls: MockUrls) -> None:
    asyncio.run(_the_async_client(mock_urls))


async def _the_async_client(mock_urls: MockUrls) -> None:
    async with AsyncServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        audio = wav_bytes(1)
        uploaded = await client.files.upload(audio)
        assert await client.files.content(uploaded.file_id) == audio
        created = await client.transcriptions.create(
            file_id=uploaded.file_id, model=MODEL, enable_speaker_diarization=False
        )
        done = await client.transcriptions.wait_until_done(created.id, poll_interval=0.1)
        assert done.tokens
        srt = await client.transcriptions.captions(done.id, format="srt")
        assert srt == captions_from_tokens(done.tokens, format="srt")
        assert (await client.webhooks.secret()).secret.startswith("whsec_")
        from_url = await client.transcriptions.create(
            audio_url="https://audio.example.com/a.wav", model=MODEL, enable_speaker_diarization=False
        )
        assert (await client.transcriptions.wait_until_done(from_url.id, poll_interval=0.1)).status == "completed"
        with pytest.raises(ServiceConfigError, match="takes no audio_url"):
            await client.transcribe(audio, model=MODEL, enable_speaker_diarization=False, audio_url="https://a.b/c")
