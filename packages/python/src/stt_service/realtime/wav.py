"""Reading the header of WAV audio given to the real-time client: its rate, channels, sample size and where the
samples start, as the TypeScript SDK's ``wav.ts`` reads it (the audio clock paces and resends by it)."""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Literal

__all__ = ["NEED_MORE", "WavHeader", "parse_wav_header"]


@dataclass(frozen=True)
class WavHeader:
    sample_rate: int
    channels: int
    bits_per_sample: int
    #: Where the samples start.
    data_offset: int


#: What :func:`parse_wav_header` returns while more bytes are needed to tell.
NEED_MORE: Literal["need more"] = "need more"


def parse_wav_header(data: bytes) -> WavHeader | None | Literal["need more"]:
    """The WAV header of ``data``; :data:`NEED_MORE` while more bytes are needed; None when it is not WAV."""
    if len(data) < 12:
        return NEED_MORE if b"RIFF".startswith(data[:4]) else None
    if data[0:4] != b"RIFF" or data[8:12] != b"WAVE":
        return None
    format_: tuple[int, int, int] | None = None
    at = 12
    while at + 8 <= len(data):
        chunk_id = data[at : at + 4]
        (size,) = struct.unpack_from("<I", data, at + 4)
        if chunk_id == b"fmt " and at + 8 + 16 <= len(data):
            channels, sample_rate = struct.unpack_from("<HI", data, at + 10)
            (bits,) = struct.unpack_from("<H", data, at + 22)
            format_ = (sample_rate, channels, bits)
        if chunk_id == b"data":
            if format_ is None:
                return None
            return WavHeader(
                sample_rate=format_[0], channels=format_[1], bits_per_sample=format_[2], data_offset=at + 8
            )
        at += 8 + size + size % 2
    return NEED_MORE
