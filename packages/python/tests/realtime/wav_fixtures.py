"""WAV audio the real-time tests play, written here as the TypeScript tests write theirs (test/support/
wav-fixtures.ts): 16-bit PCM, 16 kHz mono, a 440 Hz tone, so the streaming mock times its tokens by it."""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence

SAMPLE_RATE = 16_000


def pcm16_wav(samples: Sequence[int], sample_rate: int, channels: int = 1) -> bytes:
    """A PCM WAV file of 16-bit samples: the canonical 44-byte header, then the samples, little-endian."""
    data = struct.pack(f"<{len(samples)}h", *samples)
    header = struct.pack(
        "<4sI4s4sIHHIIHH4sI",
        b"RIFF",
        36 + len(data),
        b"WAVE",
        b"fmt ",
        16,
        1,
        channels,
        sample_rate,
        sample_rate * channels * 2,
        channels * 2,
        16,
        b"data",
        len(data),
    )
    return header + data


def tone_wav(seconds: float) -> bytes:
    """A 16 kHz mono PCM WAV of the given length (a 440 Hz tone)."""
    count = round(SAMPLE_RATE * seconds)
    return pcm16_wav(
        [round(8000 * math.sin(2 * math.pi * 440 * index / SAMPLE_RATE)) for index in range(count)], SAMPLE_RATE
    )


def silence_pcm(milliseconds: int) -> bytes:
    """Raw pcm_s16le silence at 16 kHz mono."""
    return bytes(SAMPLE_RATE * 2 * milliseconds // 1000)
