"""What ``with_response`` reads of a call's answer: its status, headers and request id, recorded by the runtime when
an attempt succeeds and kept where the caller's ``with_response`` asked for them (a context variable: one per thread
and per task, so concurrent calls never see each other's answers). A plain call records nothing."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

import httpx

from .._core.redaction import redact_text


@dataclass(frozen=True)
class Answer:
    """The HTTP answer of a call that succeeded."""

    status_code: int
    headers: httpx.Headers
    request_id: str | None


class AnswerSlot:
    """Where one ``with_response`` call's answer lands: the last successful answer of the calls it made."""

    answer: Answer | None = None


_current_slot: ContextVar[AnswerSlot | None] = ContextVar("stt_service_answer_slot", default=None)


@contextmanager
def capturing_answer() -> Iterator[AnswerSlot]:
    """Records the answers of the calls made inside it, in this thread or task only."""
    slot = AnswerSlot()
    token = _current_slot.set(slot)
    try:
        yield slot
    finally:
        _current_slot.reset(token)


def record_answer(status: int, headers: httpx.Headers, request_id: str | None, secrets: Sequence[str]) -> None:
    """Keeps a successful answer for the ``with_response`` call under way, if any; its headers without the key (a
    server may echo anything)."""
    slot = _current_slot.get()
    if slot is None:
        return
    kept = httpx.Headers([(name, redact_text(value, secrets)) for name, value in headers.multi_items()])
    slot.answer = Answer(status_code=status, headers=kept, request_id=request_id)
