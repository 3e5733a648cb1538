"""A reconnect continues the transcript, against the repository's streaming mock (its real process): a stream the mock
drops mid-stream (``mock:drop:after-ms:<n>:once``), reconnected with ``audio_offset_ms``, gives the same final text
and the same final tokens at the same times as the same audio streamed without a drop (as the TypeScript SDK's
packages/sdk/test/realtime/resume.integration.test.ts)."""

from __future__ import annotations

import asyncio
import itertools
import uuid
from dataclasses import dataclass

import pytest

from stt_service.realtime import RealtimeEvent, RealtimeServiceClient, ReconnectEvent

from ..conftest import MockUrls
from .wav_fixtures import tone_wav

pytestmark = pytest.mark.asyncio

SIGNAL_TIMEOUT_S = 30.0
#: Longer than the mock's script (about 8.6 s), so the resumed session also crosses into its next loop.
AUDIO = tone_wav(9)
#: Where the stream is cut, in ms of audio: the issue's 3 s, and points inside words and pauses.
DROP_POINTS = [3_000, 700, 1_333, 4_520, 6_250, 8_111]


@dataclass(frozen=True)
class Streamed:
    text: str
    timing: list[tuple[str, int | None, int | None]]
    reconnects: list[ReconnectEvent]


async def stream_once(stream_url: str, reference: str | None = None) -> Streamed:
    # A key of its own per stream: the mock counts ``:once`` per key and reference.
    client = RealtimeServiceClient(f"key-resume-{uuid.uuid4()}", stream_url=stream_url, reconnect=True)
    config: dict[str, object] = {} if reference is None else {"client_reference_id": reference}
    session = await client.connect(model="stt-rt-v3", audio_format="auto", **config)
    async with session:
        events = session.events()
        await session.stream(AUDIO)
        result = await asyncio.wait_for(session.finish(), SIGNAL_TIMEOUT_S)
    seen: list[RealtimeEvent] = [event async for event in events]
    return Streamed(
        text=result.text,
        timing=[(token.text, token.start_ms, token.end_ms) for token in result.tokens],
        reconnects=[event for event in seen if isinstance(event, ReconnectEvent)],
    )


@pytest.mark.parametrize("drop_ms", DROP_POINTS)
async def test_a_stream_dropped_and_reconnected_gives_the_transcript_of_a_stream_without_a_drop(
    mock_urls: MockUrls, drop_ms: int
) -> None:
    plain = await stream_once(mock_urls.stream)
    dropped = await stream_once(mock_urls.stream, f"mock:drop:after-ms:{drop_ms}:once")
    assert len(dropped.reconnects) == 1
    assert dropped.reconnects[0].lost_ms == 0
    assert dropped.reconnects[0].resent_ms > 0
    assert dropped.text == plain.text
    assert dropped.timing == plain.timing
    starts = [start for _, start, _ in dropped.timing if start is not None]
    assert len(starts) == len(dropped.timing)
    assert all(earlier < later for earlier, later in itertools.pairwise(starts))
