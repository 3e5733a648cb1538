"""Keeps the keys out of everything the real-time client reports: what a server echoes in an error frame, a close
reason or any frame. The same rules as the TypeScript SDK's ``core/redaction.ts`` (secrets shorter than 4
characters ignored; nesting past 32 levels replaced)."""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["MAX_REDACTED_DEPTH", "excerpt", "redact_text", "redact_value"]

_REDACTED = "[redacted]"
_TOO_DEEP = "[nested too deep]"
#: How deep :func:`redact_value` walks: past it a value is replaced, so a hostile frame nested thousands of levels
#: deep overflows nothing that later prints it.
MAX_REDACTED_DEPTH = 32
_WHITESPACE = re.compile(r"\s+")


def redact_text(text: str, secrets: Sequence[str]) -> str:
    for secret in secrets:
        if len(secret) >= 4 and secret in text:
            text = text.replace(secret, _REDACTED)
    return text


def excerpt(text: str, secrets: Sequence[str], length: int = 200) -> str:
    """The start of a text on one line, secrets removed (before it is cut: a cut key would no longer match)."""
    longest = max((len(secret) for secret in secrets), default=0)
    window = length * 4
    cut = len(text) > window + longest
    start = redact_text(text[: window + longest], secrets)[: -longest or None] if cut else redact_text(text, secrets)
    one_line = _WHITESPACE.sub(" ", start).strip()
    return f"{one_line[:length]}…" if cut or len(one_line) > length else one_line


def redact_value(value: object, secrets: Sequence[str], depth: int = 0) -> object:
    """A copy of decoded JSON with secrets removed from every string in it, keys included; nested at most
    :data:`MAX_REDACTED_DEPTH` levels."""
    if isinstance(value, str):
        return redact_text(value, secrets)
    if isinstance(value, (dict, list)) and depth >= MAX_REDACTED_DEPTH:
        return _TOO_DEEP
    if isinstance(value, dict):
        return {redact_text(str(key), secrets): redact_value(item, secrets, depth + 1) for key, item in value.items()}
    if isinstance(value, list):
        return [redact_value(item, secrets, depth + 1) for item in value]
    return value
