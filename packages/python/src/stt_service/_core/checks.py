"""The option checks of every client and every call, in one style: each takes the option's name and value, returns
the value to use, and raises a ServiceConfigError saying what was wrong and what to give instead, never quoting a
key or a header's value. The same rules as the TypeScript SDK's ``core/checks.ts``."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from urllib.parse import urlsplit

from .._generated.errors import ServiceConfigError

_PRINTABLE_KEY = re.compile(r"[!-~]+")
#: A header name is an HTTP token (RFC 9110 5.6.2).
_HEADER_NAME = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
#: A header value: visible characters, spaces and tabs, no line breaks (which would start another header).
_HEADER_VALUE = re.compile(r"[\t\x20-\x7e\x80-\xff]*")


def is_printable_key(value: object) -> bool:
    """Printable ASCII without spaces: anything else cannot travel in an Authorization header."""
    return isinstance(value, str) and _PRINTABLE_KEY.fullmatch(value) is not None


def check_seconds(name: str, value: object, default: float, *, instead: str | None = None) -> float:
    """A duration in seconds: a finite number above 0 (an int or a float; not a bool), else ``default`` for None.
    ``instead`` says what leaving it out means where there is no default duration."""
    if value is None:
        return default
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value > 0:
        return float(value)
    said = instead if instead is not None else f"default {default:g}"
    raise ServiceConfigError(f"{name} is {value!r}; give a number of seconds above 0 ({said}).")


def check_whole_number(name: str, value: object, default: int, *, minimum: int, maximum: int | None = None) -> int:
    """A whole number from ``minimum`` (to ``maximum``), else ``default`` for None."""
    if value is None:
        return default
    if (
        isinstance(value, int)
        and not isinstance(value, bool)
        and value >= minimum
        and (maximum is None or value <= maximum)
    ):
        return value
    bounds = f"from {minimum} to {maximum}" if maximum is not None else f"of at least {minimum}"
    raise ServiceConfigError(f"{name} is {value!r}; give a whole number {bounds} (default {default}).")


def check_headers(name: str, headers: object) -> dict[str, str]:
    """Headers, refused where they would smuggle another header in or set the key; a value is never quoted back."""
    if headers is None:
        return {}
    if not isinstance(headers, Mapping):
        raise ServiceConfigError(f'{name} must be a mapping of names to values, such as {{"x-team": "a"}}.')
    checked: dict[str, str] = {}
    for header, value in headers.items():
        if not isinstance(header, str) or _HEADER_NAME.fullmatch(header) is None:
            raise ServiceConfigError(
                f"{name} has the name {header!r}, which is not a header name: use letters, digits and "
                "!#$%&'*+.^_`|~- only."
            )
        if not isinstance(value, str):
            raise ServiceConfigError(f'{name}["{header}"] must be a string.')
        if _HEADER_VALUE.fullmatch(value) is None:
            raise ServiceConfigError(
                f'{name}["{header}"] holds a line break or a character a header cannot carry; '
                "give printable text on one line."
            )
        if header.lower() == "authorization":
            raise ServiceConfigError(f"{name} must not set Authorization; pass the key as api_key.")
        checked[header] = value
    return checked


def check_service_url(value: object, source: str, schemes: tuple[str, ...], example: str) -> str:
    """A service URL (``source`` names the option or variable): one of ``schemes``, without credentials, a query or a
    fragment, since URLs get logged and keys never go in them. Returns it without a trailing slash."""
    if not isinstance(value, str):
        raise ServiceConfigError(f"{source} must be a string, such as {example}.")
    try:
        url = urlsplit(value)
        url.port  # noqa: B018 - reading it checks the port is a number within range
    except ValueError:
        raise ServiceConfigError(f'{source} "{value}" is not a URL; give one such as {example}.') from None
    if not url.scheme or not url.hostname:
        raise ServiceConfigError(f'{source} "{value}" is not a URL; give one such as {example}.')
    if url.scheme not in schemes:
        raise ServiceConfigError(f"{source} must use {' or '.join(schemes)}, not {url.scheme}:")
    if url.username is not None or url.password is not None or url.query or url.fragment:
        raise ServiceConfigError(
            f"{source} must not carry credentials, a query or a fragment "
            f"({url.scheme}://{url.hostname}{f':{url.port}' if url.port else ''}{url.path}); pass the key as an option."
        )
    return f"{url.scheme}://{url.netloc}{url.path}".rstrip("/")
