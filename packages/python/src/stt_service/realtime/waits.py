"""What ``finalize()`` and ``finish()`` wait for, and their deadline. Each frame from the server restarts the
deadline, so a long backlog of audio still finalizes while results flow; a server that falls silent past the
time-out ends the wait. As the TypeScript SDK's ``waits.ts``."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Literal

from .._core.service_error import ServiceError
from .._generated.types import Token
from .transcript import TranscriptResult

__all__ = ["Waiting", "Waits"]

Waiting = Literal["finalize", "finish"]


class Waits:
    def __init__(self, timeout_s: float, on_silence: Callable[[Waiting], None]) -> None:
        """``on_silence`` is called when the server has been silent for ``timeout_s`` while a wait runs."""
        self._timeout_s = timeout_s
        self._on_silence = on_silence
        self._finalize: asyncio.Future[list[Token]] | None = None
        self._finish: asyncio.Future[TranscriptResult] | None = None
        #: The final tokens since finalize() was called: what it resolves with.
        self._finalized: list[Token] = []
        self._heard_at = 0.0
        self._timer: asyncio.TimerHandle | None = None

    def has(self, waiting: Waiting) -> bool:
        return (self._finalize if waiting == "finalize" else self._finish) is not None

    def _running(self) -> bool:
        return self._finalize is not None or self._finish is not None

    def start_finalize(self) -> asyncio.Future[list[Token]]:
        self._finalized = []
        future: asyncio.Future[list[Token]] = asyncio.get_running_loop().create_future()
        self._finalize = future
        self._started()
        return future

    def start_finish(self) -> asyncio.Future[TranscriptResult]:
        future: asyncio.Future[TranscriptResult] = asyncio.get_running_loop().create_future()
        self._finish = future
        self._started()
        return future

    def _started(self) -> None:
        self.heard()
        if self._timer is None:
            self._schedule(self._timeout_s)

    def heard(self) -> None:
        """A frame arrived: the server is still there."""
        if self._running():
            self._heard_at = time.monotonic()

    def add_final(self, tokens: list[Token]) -> None:
        """Final tokens that a running finalize() will resolve with."""
        if self._finalize is not None:
            self._finalized.extend(tokens)

    def resolve_finalize(self) -> list[Token]:
        """``<fin>`` came: resolves finalize() with the final tokens since it was called, which this returns."""
        tokens = self._finalized
        future, self._finalize = self._finalize, None
        if future is not None and not future.done():
            future.set_result(tokens)
        self._stop_timer_when_idle()
        return tokens

    def resolve_finish(self, result: TranscriptResult) -> None:
        future, self._finish = self._finish, None
        if future is not None and not future.done():
            future.set_result(result)
        self._stop_timer_when_idle()

    def reject(self, error: ServiceError, waiting: Waiting | None = None) -> None:
        """Rejects one wait, or both when ``waiting`` is None."""
        futures: list[asyncio.Future[list[Token]] | asyncio.Future[TranscriptResult] | None] = []
        if waiting in (None, "finish"):
            futures.append(self._finish)
            self._finish = None
        if waiting in (None, "finalize"):
            futures.append(self._finalize)
            self._finalize = None
        for future in futures:
            if future is not None and not future.done():
                future.set_exception(error)
        self._stop_timer_when_idle()

    def _stop_timer_when_idle(self) -> None:
        if not self._running() and self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _schedule(self, delay_s: float) -> None:
        # One timer for the whole wait, not one per frame: it looks at the last frame's time when it fires.
        self._timer = asyncio.get_running_loop().call_later(delay_s, self._fire)

    def _fire(self) -> None:
        self._timer = None
        if not self._running():
            return
        silent_s = time.monotonic() - self._heard_at
        if silent_s < self._timeout_s:
            self._schedule(self._timeout_s - silent_s)
            return
        self._on_silence("finish" if self._finish is not None else "finalize")
        # A wait the silence did not end (finalize(), when finish() was served first) keeps its deadline.
        if self._running() and self._timer is None:
            self._schedule(self._timeout_s)
