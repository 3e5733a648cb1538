"""A 16 kHz mono PCM WAV of a 440 Hz tone, as the TypeScript tests' ``wavBytes`` writes it: audio the mock takes."""

from __future__ import annotations

import io
import math
import struct
import wave


def wav_bytes(seconds: float) -> bytes:
    rate = 16_000
    samples = [round(8000 * math.sin(2 * math.pi * 440 * index / rate)) for index in range(round(rate * seconds))]
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        writer.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    return buffer.getvalue()
