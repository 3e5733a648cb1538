"""Every operation of the spec through the blocking and the async client, against the real mock over loopback
(``stt-mock``, Prism checking each request and answer against the contract), with the helpers composed on them and
the named error kinds of a missing file, an unknown id and a missing key."""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path

import pytest

from stt_service import (
    AsyncServiceClient,
    FileObject,
    ServiceClient,
    ServiceConfigError,
    ServiceNotFoundError,
    ServiceValidationError,
    Transcription,
)
from stt_service._http.route import UploadProgress

from ..conftest import MockUrls
from .wav import wav_bytes

MODEL = "stt-async-v3"


def _key() -> str:
    # Each key has its own files and transcriptions on the mock: a test sees only what it made.
    return f"test-{uuid.uuid4().hex}"


@pytest.fixture
def audio(tmp_path: Path) -> Path:
    path = tmp_path / "call.wav"
    path.write_bytes(wav_bytes(0.5))
    return path


def test_every_operation_through_the_blocking_client(mock_urls: MockUrls, audio: Path) -> None:
    progress: list[UploadProgress] = []
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        uploaded = client.files.upload(str(audio), client_reference_id="ref-1", on_progress=progress.append)
        assert isinstance(uploaded, FileObject) and uploaded.filename == "call.wav"
        assert progress[-1].sent == audio.stat().st_size
        second = client.files.upload(audio.read_bytes())
        assert client.files.get(uploaded.file_id).file_id == uploaded.file_id
        assert {item.file_id for item in client.files.list(limit=1)} == {uploaded.file_id, second.file_id}

        created = client.transcriptions.create(file_id=uploaded.file_id, model=MODEL, enable_speaker_diarization=False)
        done = client.transcriptions.wait_until_done(created.id, poll_interval=0.1)
        assert isinstance(done, Transcription) and done.status == "completed" and done.text
        assert client.transcriptions.get(created.id).id == created.id
        assert [item.id for item in client.transcriptions.list()] == [created.id]
        client.transcriptions.delete(created.id)
        assert list(client.transcriptions.list()) == []

        models = client.models.list()
        assert MODEL in [model.id for model in models.models]
        key = client.auth.create_temporary_key(usage_type="transcribe_websocket", expires_in_seconds=60)
        assert key.api_key.startswith("tmp_")

        client.files.delete(second.file_id)
        with pytest.raises(ServiceNotFoundError) as caught:
            client.files.get(second.file_id)
    error = caught.value
    assert error.status == 404 and error.error_type == "file_not_found" and error.request_id
    assert f"[request {error.request_id}]" in str(error)


def test_every_operation_through_the_async_client(mock_urls: MockUrls, audio: Path) -> None:
    # Run on a loop of its own: the suite needs no asyncio plugin, so it runs where pytest alone installs.
    asyncio.run(_every_operation_through_the_async_client(mock_urls, audio))


async def _every_operation_through_the_async_client(mock_urls: MockUrls, audio: Path) -> None:
    async with AsyncServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        with audio.open("rb") as file:
            uploaded = await client.files.upload(file)
        assert (await client.files.get(uploaded.file_id)).file_id == uploaded.file_id
        first_page = await client.files.list(limit=10)
        assert [item.file_id for item in first_page.items] == [uploaded.file_id]
        assert [item.file_id async for item in client.files.list()] == [uploaded.file_id]

        created = await client.transcriptions.create(
            file_id=uploaded.file_id, model=MODEL, enable_speaker_diarization=True
        )
        done = await client.transcriptions.wait_until_done(created.id, poll_interval=0.1)
        assert done.status == "completed" and done.tokens
        assert (await client.transcriptions.get(created.id)).status == "completed"
        assert [item.id async for item in client.transcriptions.list()] == [created.id]
        await client.transcriptions.delete(created.id)

        assert (await client.models.list()).models
        key = await client.auth.create_temporary_key(usage_type="transcribe_websocket", expires_in_seconds=60)
        assert key.api_key.startswith("tmp_")
        await client.files.delete(uploaded.file_id)
        with pytest.raises(ServiceNotFoundError):
            await client.transcriptions.get(created.id)


def test_transcribe_uploads_creates_waits_and_deletes_the_file(mock_urls: MockUrls, audio: Path) -> None:
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        statuses: list[str] = []
        done = client.transcribe(
            audio,
            model=MODEL,
            enable_speaker_diarization=False,
            delete_file=True,
            poll_interval=0.1,
            on_progress=lambda transcription: statuses.append(transcription.status),
        )
        assert done.status == "completed" and statuses[-1] == "completed"
        assert list(client.files.list()) == []


def test_the_async_transcribe_gives_the_same_text(mock_urls: MockUrls, audio: Path) -> None:
    # Run on a loop of its own: the suite needs no asyncio plugin, so it runs where pytest alone installs.
    asyncio.run(_the_async_transcribe_gives_the_same_text(mock_urls, audio))


async def _the_async_transcribe_gives_the_same_text(mock_urls: MockUrls, audio: Path) -> None:
    key = _key()
    async with AsyncServiceClient(api_key=key, base_url=mock_urls.http) as client:
        done = await client.transcribe(str(audio), model=MODEL, enable_speaker_diarization=False, poll_interval=0.1)
    with ServiceClient(api_key=key, base_url=mock_urls.http) as client:
        again = client.transcribe(str(audio), model=MODEL, enable_speaker_diarization=False, poll_interval=0.1)
    assert done.text == again.text


def test_a_transcription_that_fails_raises_its_error_type(mock_urls: MockUrls, audio: Path) -> None:
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        uploaded = client.files.upload(audio)
        created = client.transcriptions.create(
            file_id=uploaded.file_id, model=MODEL, enable_speaker_diarization=False, client_reference_id="mock:error"
        )
        with pytest.raises(Exception) as caught:
            client.transcriptions.wait_until_done(created.id, poll_interval=0.1)
    assert type(caught.value).__name__ == "ServiceAPIError"
    assert caught.value.error_type == "audio_decode_failed"  # type: ignore[attr-defined]
    assert f"Transcription {created.id} failed: audio_decode_failed" in str(caught.value)


def test_a_missing_file_an_unknown_id_and_a_missing_key_raise_named_kinds(
    mock_urls: MockUrls, audio: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        with pytest.raises(ServiceConfigError, match="cannot read the file to upload at .*missing.wav"):
            client.files.upload(tmp_path / "missing.wav")
        with pytest.raises(ServiceNotFoundError) as caught:
            client.transcriptions.get("no-such-transcription")
        assert caught.value.status == 404 and caught.value.error_type and caught.value.request_id
        with pytest.raises(ServiceValidationError) as invalid:
            client.transcriptions.create(
                file_id=client.files.upload(audio).file_id, model="no-such-model", enable_speaker_diarization=False
            )
        assert invalid.value.status == 400 and "no-such-model" in str(invalid.value)
    monkeypatch.delenv("STT_API_KEY", raising=False)
    with pytest.raises(ServiceConfigError, match="No API key: pass api_key=... or set the STT_API_KEY"):
        ServiceClient(base_url=mock_urls.http)
