"""The audio side of the real-time client: the WAV header read as wav.ts reads it, the audio clock, and the frames
stream() cuts from each kind of source."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from stt_service.realtime.audio_clock import ESTIMATED_COMPRESSED_BYTES_PER_MS, AudioClock
from stt_service.realtime.sending import AudioSource, audio_frames
from stt_service.realtime.wav import NEED_MORE, WavHeader, parse_wav_header

from .wav_fixtures import pcm16_wav, tone_wav


def test_a_wav_header_is_read_once_whole_and_asks_for_more_until_then() -> None:
    wav = tone_wav(0.1)
    assert parse_wav_header(wav) == WavHeader(sample_rate=16000, channels=1, bits_per_sample=16, data_offset=44)
    assert parse_wav_header(wav[:3]) == NEED_MORE
    assert parse_wav_header(wav[:30]) == NEED_MORE
    assert parse_wav_header(b"OggS" + bytes(40)) is None
    stereo = pcm16_wav([0, 0, 0, 0], 8000, channels=2)
    assert parse_wav_header(stereo) == WavHeader(sample_rate=8000, channels=2, bits_per_sample=16, data_offset=44)


def test_the_clock_counts_wav_raw_and_compressed_audio() -> None:
    wav = AudioClock({"audio_format": "auto"})
    audio = tone_wav(1)
    wav.feed(audio[:20])
    assert wav.bytes_per_ms is None
    wav.feed(audio[20:])
    assert wav.exact and wav.bytes_per_ms == 32 and wav.duration_ms == 1000
    assert wav.header == audio[:44]
    raw = AudioClock({"audio_format": "pcm_s16le", "sample_rate": 8000, "num_channels": 2})
    raw.feed(bytes(3200))
    assert raw.exact and raw.duration_ms == 100
    compressed = AudioClock({"audio_format": "auto"})
    compressed.feed(b"ID3" + bytes(5000))
    assert not compressed.exact and compressed.bytes_per_ms == ESTIMATED_COMPRESSED_BYTES_PER_MS


async def frames_of(source: AudioSource, chunk_ms: float, bytes_per_ms: float | None) -> list[bytes]:
    return [frame async for frame in audio_frames(source, chunk_ms, lambda: bytes_per_ms)]


def pieces() -> Iterator[bytes]:
    yield bytes(5)
    yield bytes(3)


async def async_pieces() -> AsyncIterator[bytes]:
    yield bytes(7)


@pytest.mark.asyncio
async def test_every_kind_of_source_is_cut_into_frames_of_chunk_ms(tmp_path: Path) -> None:
    path = tmp_path / "audio.raw"
    path.write_bytes(bytes(10))
    assert [len(frame) for frame in await frames_of(bytes(10), 100, 0.04)] == [4, 4, 2]
    assert [len(frame) for frame in await frames_of(path, 100, 0.04)] == [4, 4, 2]
    assert [len(frame) for frame in await frames_of(str(path), 100, 0.04)] == [4, 4, 2]
    assert [len(frame) for frame in await frames_of(io.BytesIO(bytes(10)), 100, 0.04)] == [4, 4, 2]
    assert [len(frame) for frame in await frames_of(pieces(), 100, 0.04)] == [4, 1, 3]
    assert [len(frame) for frame in await frames_of(async_pieces(), 100, 0.04)] == [4, 3]
    # Unknown rate: 8 KiB frames.
    assert [len(frame) for frame in await frames_of(bytes(9000), 100, None)] == [8192, 808]


@pytest.mark.asyncio
async def test_a_missing_file_and_a_wrong_source_say_what_was_wrong(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="Cannot read the audio file"):
        await frames_of(tmp_path / "missing.wav", 100, None)
    with pytest.raises(TypeError, match="stream\\(\\) takes bytes, a path"):
        await frames_of(42, 100, None)  # type: ignore[arg-type]
