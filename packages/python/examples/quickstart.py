"""The SDK's tour, as a program: the batch flow, the stream of the same audio, and the errors a user meets first.

Run it against the service or the mock (``npx stt-mock`` prints the URLs to export) with a WAV file::

    STT_API_KEY=... STT_BASE_URL=... STT_STREAM_URL=... python quickstart.py call.wav

It prints one ``name: value`` line per thing it learnt, which the project's tests read.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from stt_service import (
    AsyncServiceClient,
    RealtimeServiceClient,
    ServiceClient,
    ServiceConfigError,
    ServiceError,
    ServiceNotFoundError,
)


def show(name: str, value: object) -> None:
    print(f"{name}: {value}", flush=True)


def batch(audio: Path) -> str:
    """The blocking client: the whole flow in one call, then step by step, then every operation's group."""
    with ServiceClient() as client:
        transcription = client.transcribe(str(audio), model="stt-async-v3", enable_speaker_diarization=False)
        show("batch status", transcription.status)
        uploaded = client.files.upload(str(audio))
        show("listed", any(item.file_id == uploaded.file_id for item in client.files.list(limit=50)))
        created = client.transcriptions.create(
            file_id=uploaded.file_id, model="stt-async-v3", enable_speaker_diarization=False
        )
        done = client.transcriptions.wait_until_done(created.id)
        show("step by step", done.text == transcription.text)
        show("models", len(client.models.list().models) > 0)
        key = client.auth.create_temporary_key(usage_type="transcribe_websocket", expires_in_seconds=60)
        show("temporary key", key.api_key.startswith("tmp_"))
        client.files.delete(uploaded.file_id)
        return transcription.text or ""


async def batch_async(audio: Path) -> str:
    """The async client: the same groups, awaited; a list iterated with ``async for``."""
    async with AsyncServiceClient() as client:
        transcription = await client.transcribe(str(audio), model="stt-async-v3", enable_speaker_diarization=False)
        names = [item.filename async for item in client.files.list()]
        show("async listed", audio.name in names)
        return transcription.text or ""


async def stream(audio: Path) -> str:
    """The real-time client: the audio streamed as it plays, its events read while it goes."""
    realtime = RealtimeServiceClient()
    async with await realtime.connect(model="stt-rt-v3", audio_format="auto") as session:
        kinds: set[str] = set()
        events = session.events()  # made before the audio goes, so it sees every event

        async def read_events() -> None:
            async for event in events:
                kinds.add(event.type)

        reading = asyncio.create_task(read_events())
        await session.stream(audio.read_bytes(), realtime=True)
        result = await session.finish()
        await reading
        show("stream events", ", ".join(sorted(kinds)))
        return result.text


def errors(audio: Path) -> None:
    """What a missing file, an unknown id and a missing key raise, with their fields."""
    with ServiceClient() as client:
        try:
            client.files.get("no-such-file")
        except ServiceNotFoundError as error:
            show("missing file", f"{type(error).__name__} {error.status} {error.error_type} {bool(error.request_id)}")
        try:
            client.transcriptions.get("no-such-transcription")
        except ServiceNotFoundError as error:
            show("unknown id", f"{type(error).__name__} {error.status} {error.error_type} {bool(error.request_id)}")
        try:
            client.files.upload(str(audio.with_name("no-such-audio.wav")))
        except ServiceError as error:
            show("missing path", f"{type(error).__name__} {'no-such-audio.wav' in str(error)}")
    key = os.environ.pop("STT_API_KEY")
    try:
        ServiceClient()
    except ServiceConfigError as error:
        show("missing key", f"{type(error).__name__} {'STT_API_KEY' in str(error)}")
    finally:
        os.environ["STT_API_KEY"] = key


def main() -> None:
    audio = Path(sys.argv[1])
    batch_text = batch(audio)
    show("batch text", batch_text)
    show("async text", asyncio.run(batch_async(audio)))
    show("stream text", asyncio.run(stream(audio)))
    errors(audio)


if __name__ == "__main__":
    main()
