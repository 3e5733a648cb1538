"""Settings from the environment: ``STT_API_KEY``, ``STT_BASE_URL``, ``STT_STREAM_URL``, ``STT_LOG``."""

from __future__ import annotations

import os


def environment(name: str) -> str | None:
    """The variable's value, or None when it is unset or empty (an empty value sets nothing, as in TypeScript)."""
    value = os.environ.get(name)
    return value if value else None
