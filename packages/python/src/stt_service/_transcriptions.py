"""``client.transcriptions``: the generated resource, with ``wait_until_done``, which polls a transcription until it
is completed or has failed. Added beside the generated methods, overriding none. The TypeScript SDK's
``resources/transcriptions.ts``."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from ._core.checks import check_seconds
from ._core.redaction import excerpt
from ._generated.errors import ServiceAPIError, ServiceConfigError, ServiceTimeoutError
from ._generated.operations import GET_TRANSCRIPTION
from ._generated.resources import AsyncTranscriptionsResource, TranscriptionsResource
from ._generated.types import Transcription

DEFAULT_POLL_INTERVAL = 1.0
DEFAULT_MAX_POLL_INTERVAL = 10.0
if GET_TRANSCRIPTION.final_statuses is None:  # pragma: no cover - only a spec without the poll gets here
    raise ImportError(
        "getTranscription has no x-sdk-poll in specs/openapi.yaml: wait_until_done needs its final statuses"
    )
#: The statuses that end a transcription, as the spec's ``x-sdk-poll`` lists them on getTranscription: ``completed``
#: returns it, any other fails it. A status the spec adds there later ends the wait too, instead of polling on.
_FINAL_STATUSES = frozenset(GET_TRANSCRIPTION.final_statuses)


def _said(value: object) -> str:
    """What the server said, bounded for a message: a hostile answer's megabytes of status stay out of it."""
    return excerpt(str(value), [])


#: Called with the transcription after each poll, such as to show its status.
TranscriptionCallback = Callable[[Transcription], None]


class _Polling:
    """One wait's settings, checked before the first poll, and its rules: when it is done, when it gives up."""

    def __init__(
        self,
        where: str,
        transcription_id: str,
        poll_interval: float,
        max_poll_interval: float,
        timeout: float | None,
        on_progress: TranscriptionCallback | None,
    ) -> None:
        self.transcription_id = transcription_id
        self.interval = check_seconds(f"{where} poll_interval", poll_interval, DEFAULT_POLL_INTERVAL)
        self.max_interval = check_seconds(f"{where} max_poll_interval", max_poll_interval, DEFAULT_MAX_POLL_INTERVAL)
        self.timeout = (
            None
            if timeout is None
            else check_seconds(f"{where} timeout", timeout, 0, instead="or None to wait with no deadline")
        )
        if on_progress is not None and not callable(on_progress):
            raise ServiceConfigError(
                f"{where} on_progress is {type(on_progress).__name__}; pass a function of the transcription."
            )
        self.on_progress = on_progress
        self.deadline = None if self.timeout is None else time.monotonic() + self.timeout

    def done(self, transcription: Transcription) -> bool:
        """True once completed; raises the failure of a transcription in any other final status (``error``), or a
        time-out past the deadline. A status the spec does not list as final is not final."""
        if self.on_progress is not None:
            self.on_progress(transcription)
        if transcription.status in _FINAL_STATUSES:
            if transcription.status == "completed":
                return True
            raise ServiceAPIError(
                f"Transcription {_said(transcription.id)} failed: {_said(transcription.error_type or 'unknown error')}: "
                f"{_said(transcription.error_message or 'no message')}",
                error_type=transcription.error_type,
                body=transcription.to_json(),
            )
        if self.deadline is not None and time.monotonic() + self.interval > self.deadline:
            raise ServiceTimeoutError(
                f"Transcription {self.transcription_id} is still {_said(transcription.status)} after {self.timeout:g} s; "
                "wait longer or poll it later."
            )
        return False

    def next_interval(self) -> float:
        """The wait before the next poll; each one half again as long as the last, up to max_poll_interval."""
        interval = self.interval
        self.interval = min(self.interval * 1.5, self.max_interval)
        return interval


class Transcriptions(TranscriptionsResource):
    """The generated transcriptions resource, and ``wait_until_done``."""

    def wait_until_done(
        self,
        transcription_id: str,
        *,
        poll_interval: float = DEFAULT_POLL_INTERVAL,
        max_poll_interval: float = DEFAULT_MAX_POLL_INTERVAL,
        timeout: float | None = None,
        on_progress: TranscriptionCallback | None = None,
    ) -> Transcription:
        """Polls a transcription until its status is final (the spec's ``x-sdk-poll``), and returns it if ``completed``.

        Args:
            transcription_id: The transcription's id.
            poll_interval: The first wait between two polls, in seconds; it grows by half each time.
            max_poll_interval: The longest wait between two polls, in seconds.
            timeout: Give up with a ServiceTimeoutError after this many seconds. Default: as long as it takes.
            on_progress: Called with the transcription after each poll.

        Raises:
            ServiceAPIError: it ended in another final status, ``error`` (its ``error_type`` and ``error_message``).
            ServiceTimeoutError: it is not done within ``timeout``.
        """
        polling = _Polling(
            "transcriptions.wait_until_done", transcription_id, poll_interval, max_poll_interval, timeout, on_progress
        )
        while True:
            transcription = self.get(transcription_id)
            if polling.done(transcription):
                return transcription
            time.sleep(polling.next_interval())


class AsyncTranscriptions(AsyncTranscriptionsResource):
    """The generated async transcriptions resource, and ``wait_until_done``."""

    async def wait_until_done(
        self,
        transcription_id: str,
        *,
        poll_interval: float = DEFAULT_POLL_INTERVAL,
        max_poll_interval: float = DEFAULT_MAX_POLL_INTERVAL,
        timeout: float | None = None,
        on_progress: TranscriptionCallback | None = None,
    ) -> Transcription:
        """Polls a transcription until its status is ``completed``, and returns it: see
        :meth:`Transcriptions.wait_until_done`. Cancelling the task stops the wait."""
        polling = _Polling(
            "transcriptions.wait_until_done", transcription_id, poll_interval, max_poll_interval, timeout, on_progress
        )
        while True:
            transcription = await self.get(transcription_id)
            if polling.done(transcription):
                return transcription
            await asyncio.sleep(polling.next_interval())
