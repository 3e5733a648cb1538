"""Keeps secrets out of everything the SDK prints or raises: log lines, error messages, error bodies.

The same rules as the TypeScript SDK's ``core/redaction.ts``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

REDACTED = "[redacted]"
_TOO_DEEP = "[nested too deep]"

#: How deep :func:`redact_value` walks: past it a value is replaced, so a hostile body nested thousands of levels
#: deep overflows neither this walk nor whatever later prints the error. The service's bodies are a few levels deep.
MAX_REDACTED_DEPTH = 32

_SECRET_HEADER_NAMES = frozenset(
    {"authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key"}
)
_WHITESPACE = re.compile(r"\s+")


def redact_text(text: str, secrets: Sequence[str]) -> str:
    """Replaces every occurrence of each secret in a text. Secrets shorter than 4 characters are ignored."""
    for secret in secrets:
        if len(secret) >= 4 and secret in text:
            text = text.replace(secret, REDACTED)
    return text


def excerpt(text: str, secrets: Sequence[str], length: int = 200) -> str:
    """The start of a text on one line, secrets removed, at most ``length`` characters (then ``…``).

    Redacted before it is cut: a key cut in two would no longer match, and its first half would show. Only the
    start of a long text is read (a body may be megabytes); a key the window's end cuts sits in its last
    ``longest`` characters, which go too.
    """
    longest = max((len(secret) for secret in secrets), default=0)
    window = length * 4
    cut = len(text) > window + longest
    if cut:
        start = redact_text(text[: window + longest], secrets)
        if longest:
            start = start[:-longest]
    else:
        start = redact_text(text, secrets)
    one_line = _WHITESPACE.sub(" ", start).strip()
    return f"{one_line[:length]}…" if cut or len(one_line) > length else one_line


def redact_headers(headers: Mapping[str, str]) -> dict[str, str]:
    """A copy of the headers with the values of credential headers replaced."""
    return {name: REDACTED if name.lower() in _SECRET_HEADER_NAMES else value for name, value in headers.items()}


def redact_value(value: object, secrets: Sequence[str], depth: int = 0) -> object:
    """A value with secrets removed from every string in it, keys included, nested at most MAX_REDACTED_DEPTH levels.

    A value without a secret comes back as it is (no copy): every debug line passes through here.
    """
    if isinstance(value, str):
        return redact_text(value, secrets)
    if isinstance(value, (list, tuple)):
        if depth >= MAX_REDACTED_DEPTH:
            return _TOO_DEEP
        items = [redact_value(item, secrets, depth + 1) for item in value]
        if all(safe is item for safe, item in zip(items, value)):
            return value
        return items if isinstance(value, list) else tuple(items)
    if isinstance(value, dict):
        if depth >= MAX_REDACTED_DEPTH:
            return _TOO_DEEP
        changed = False
        copy: dict[object, object] = {}
        for key, item in value.items():
            safe_key = redact_text(key, secrets) if isinstance(key, str) else key
            safe = redact_value(item, secrets, depth + 1)
            changed = changed or safe_key is not key or safe is not item
            copy[safe_key] = safe
        return copy if changed else value
    return value
