# Real-time transcription from Python: stream a WAV file, show the text as it
# comes, finish. STT_STREAM_URL points it at the streaming mock
# (ws://127.0.0.1:4011/transcribe-websocket). Needs the realtime extra:
# pip install "stt-service[realtime]".
import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

from stt_service import RealtimeServiceClient
from stt_service.realtime import RealtimeEvent


async def show(events: AsyncIterator[RealtimeEvent]) -> None:
    # Typed events until the session closes; a message the contract does not
    # know (a newer server's) is an "unknown" event, never a crash.
    async for event in events:
        if event.type == "interim" and event.text:
            print(f"interim: {event.text}")
        elif event.type == "final":
            print(f"final so far: {event.text}")
        elif event.type == "error":
            print(f"error: {event.error}")


async def main() -> None:
    # api_key and stream_url default to STT_API_KEY and STT_STREAM_URL.
    realtime = RealtimeServiceClient()
    audio = Path("call.wav").read_bytes()
    async with await realtime.connect(
        model="stt-rt-v3", audio_format="auto"
    ) as session:
        # Every event from now on, up to the close, read while we send.
        shown = asyncio.create_task(show(session.events()))
        await session.stream(audio)  # realtime=True paces it to the audio
        result = await session.finish()  # end of audio: the whole final transcript
    await shown
    print(f"{len(result.tokens)} final tokens")
    print(f"transcript: {result.text}")


asyncio.run(main())
