"""How much audio a stream of bytes holds, in milliseconds: exact for raw PCM formats and WAV (read from its
header), estimated for compressed containers. The pacing of ``stream()`` and the reconnect's resend count by it,
as the TypeScript SDK's ``audio-clock.ts`` does."""

from __future__ import annotations

from collections.abc import Mapping

from .wav import NEED_MORE, parse_wav_header

__all__ = ["ESTIMATED_COMPRESSED_BYTES_PER_MS", "AudioClock"]

_RAW_BYTES_PER_SAMPLE = {"pcm_s16le": 2, "pcm_f32le": 4, "mulaw": 1, "alaw": 1}

#: Compressed audio's duration cannot be read without decoding; 128 kbit/s is the estimate.
ESTIMATED_COMPRESSED_BYTES_PER_MS = 16

#: How many bytes may pass before audio that is not WAV is taken for a compressed container.
_MOST_HEADER_BYTES = 4096


def _positive_int(value: object, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else default


class AudioClock:
    """Counts the milliseconds of audio in the bytes fed to it."""

    def __init__(self, config: Mapping[str, object]) -> None:
        self._bytes = 0
        self._bytes_per_ms: float | None = None
        self._estimated = False
        self._header_bytes = 0
        self._head: bytes | None = b""
        #: The WAV header's bytes, once read: a new session must get them again before any resent audio.
        self.header: bytes | None = None
        per_sample = _RAW_BYTES_PER_SAMPLE.get(str(config.get("audio_format")))
        if per_sample is not None:
            rate = _positive_int(config.get("sample_rate"), 0)
            channels = _positive_int(config.get("num_channels"), 1)
            self._bytes_per_ms = rate * channels * per_sample / 1000
            self._head = None

    @property
    def exact(self) -> bool:
        """Whether the clock is exact (raw audio, WAV) rather than an estimate."""
        return self._bytes_per_ms is not None and not self._estimated

    @property
    def bytes_per_ms(self) -> float | None:
        return self._bytes_per_ms

    @property
    def duration_ms(self) -> float:
        """Milliseconds of audio in everything fed so far."""
        if not self._bytes_per_ms:
            return 0.0
        return max(0, self._bytes - self._header_bytes) / self._bytes_per_ms

    def feed(self, chunk: bytes) -> None:
        self._bytes += len(chunk)
        if self._head is None:
            return
        head = self._head + chunk
        wav = parse_wav_header(head)
        if wav == NEED_MORE and len(head) < _MOST_HEADER_BYTES:
            self._head = head
            return
        self._head = None
        if wav is not None and wav != NEED_MORE:
            self._bytes_per_ms = wav.sample_rate * wav.channels * (wav.bits_per_sample / 8) / 1000
            self._header_bytes = wav.data_offset
            self.header = head[: wav.data_offset]
        else:
            self._bytes_per_ms = ESTIMATED_COMPRESSED_BYTES_PER_MS
            self._estimated = True
