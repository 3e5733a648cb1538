"""The opt-in reconnect (``reconnect=True``): keeps the audio sent after the last final token, and after a 503 or
a dropped connection opens a new session and sends it again. As the TypeScript SDK's ``reconnect.ts``."""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from .._core.service_error import ServiceError
from .._generated.errors import ServiceNetworkError

__all__ = ["Reconnector", "Reopened"]


@dataclass(frozen=True)
class _Chunk:
    start_ms: float
    end_ms: float
    data: bytes


@dataclass(frozen=True)
class Reopened:
    attempt: int
    resent_ms: int
    lost_ms: int
    #: Whether any audio was sent again (the session is streaming again).
    resent_audio: bool


class Reconnector:
    def __init__(self, max_attempts: int, max_resend_bytes: int, logger: logging.Logger) -> None:
        #: Audio time at which the current socket's audio starts: its tokens' timestamps shift by it.
        self.offset_ms = 0
        #: Where the server said all audio is final (``final_audio_proc_ms``), in the session's audio time.
        self._server_final_ms = 0
        self._max_attempts = max_attempts
        self._max_resend_bytes = max_resend_bytes
        self._logger = logger
        self._attempts = 0
        self._chunks: deque[_Chunk] = deque()
        self._bytes = 0

    def keep(self, data: bytes, start_ms: float, end_ms: float, header: bytes | None) -> None:
        """Keeps a frame of audio, sent from ``start_ms`` to ``end_ms`` of the session's audio, until it is final."""
        # The WAV header is sent again on its own; only the samples are kept (the first frame of a file holds the
        # header and the first samples: sent again whole, the header would reach the new session twice).
        if header is not None and start_ms == 0 and not self._chunks and data[: len(header)] == header:
            data = data[len(header) :]
            if not data:
                return
        self._chunks.append(_Chunk(start_ms, end_ms, data))
        self._bytes += len(data)
        while self._bytes > self._max_resend_bytes and len(self._chunks) > 1:
            self._drop()

    def trim(self, final_audio_ms: int) -> None:
        """Forgets the audio the current socket has made final (``final_audio_proc_ms`` of a result)."""
        final_until_ms = final_audio_ms + self.offset_ms
        self._server_final_ms = max(self._server_final_ms, final_until_ms)
        while self._chunks and self._chunks[0].end_ms <= final_until_ms:
            self._drop()

    def _drop(self) -> None:
        self._bytes -= len(self._chunks.popleft().data)

    def can_retry(self, error: ServiceError) -> bool:
        """Whether a failure may be survived by reconnecting; reopen() then counts one more attempt."""
        return self._attempts < self._max_attempts and (isinstance(error, ServiceNetworkError) or error.status == 503)

    async def reopen(
        self,
        *,
        sent_ms: float,
        final_until_ms: float,
        header: bytes | None,
        open_session: Callable[[int], Awaitable[Callable[[bytes], Awaitable[None]]]],
        error: ServiceError,
    ) -> Reopened:
        """Opens a new session and sends again the audio not yet final. Raises as connecting does.

        ``open_session`` gets the new session's ``audio_offset_ms``: where the audio sent again starts, so the server
        continues the transcript there instead of starting it over; the tokens it sends back shift by the same."""
        self._attempts += 1
        attempt = self._attempts
        self._logger.info("The stream failed (%s); reconnecting, attempt %d.", error, attempt)
        # Every frame sent so far is kept before it is sent (session.send_audio): the resend starts here.
        resent_from_ms = self._chunks[0].start_ms if self._chunks else sent_ms
        offset_ms = round(resent_from_ms)
        send = await open_session(offset_ms)
        chunks = list(self._chunks)
        # Audio neither final nor sent again. Final audio ends where the last final word does, or further where the
        # server said so: the pause after a word is final too, and is not lost when it is not sent again.
        lost_ms = max(0.0, resent_from_ms - max(final_until_ms, self._server_final_ms))
        self.offset_ms = offset_ms
        if header is not None:
            await send(header)
        for chunk in chunks:
            await send(chunk.data)
        return Reopened(
            attempt=attempt,
            resent_ms=round(sent_ms - resent_from_ms),
            lost_ms=round(lost_ms),
            resent_audio=bool(chunks),
        )
