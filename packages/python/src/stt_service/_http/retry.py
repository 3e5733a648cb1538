"""When to retry and how long to wait: exponential back-off with jitter, capped, or what ``Retry-After`` says.
The same rules and figures as the TypeScript SDK's ``http/retry.ts``."""

from __future__ import annotations

import math
import random
import re
import time
from collections.abc import Callable
from datetime import timezone
from email.utils import parsedate_to_datetime

#: Statuses worth repeating: the service may answer differently a moment later.
RETRYABLE_STATUSES = frozenset({408, 429, 500, 502, 503, 504})

_INITIAL_DELAY = 0.5
_MAX_BACKOFF = 8.0
#: A Retry-After longer than this (seconds) is not waited for: the error reaches the caller, with retry_after set.
MAX_RETRY_AFTER = 60.0

_SECONDS = re.compile(r"\d+(\.\d+)?")
#: Each form of an HTTP date (RFC 9110 5.6.7) starts with a day's name; anything else is refused before parsing.
_HTTP_DATE = re.compile(r"[A-Z][a-z]{2,8},? ")


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """Retry-After in seconds (a number of seconds, or an HTTP date), or None when absent or unusable: a negative,
    endless or malformed value is as good as none, so the usual back-off applies."""
    trimmed = value.strip() if value is not None else ""
    if not trimmed:
        return None
    if _SECONDS.fullmatch(trimmed):
        seconds = float(trimmed)
        return seconds if math.isfinite(seconds) else None
    if _HTTP_DATE.match(trimmed) is None:
        return None
    try:
        date = parsedate_to_datetime(trimmed)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    if date.tzinfo is None:
        # An HTTP date is always GMT; "-0000" (a zone left unsaid) is read as such.
        date = date.replace(tzinfo=timezone.utc)
    return max(0.0, float(date.timestamp()) - (time.time() if now is None else now))


def backoff_delay(retry: int, uniform: Callable[[], float] = random.random) -> float:
    """The wait in seconds before retry number ``retry`` (0 for the first): 0.5 s doubling to 8 s, less up to 25 %."""
    base = min(_INITIAL_DELAY * 2.0**retry, _MAX_BACKOFF)
    return round(base * (1 - 0.25 * uniform()), 3)
