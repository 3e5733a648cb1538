"""The URL of a call, from the operation's path template and its path and query parameters: every id encoded as one
path segment, refused before any I/O where no id could be meant. The TypeScript SDK's ``http/request-url.ts``."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from urllib.parse import quote, urlencode

from .._generated.errors import ServiceValidationError
from .route import OperationRoute

_PARAMETER = re.compile(r"\{([^}]+)\}")


@lru_cache(maxsize=256)
def _template(path: str) -> tuple[str, ...]:
    """A path template split once: literal text at even indexes, parameter names at odd ones."""
    return tuple(_PARAMETER.split(path))


def _segment(route: OperationRoute, name: str, value: object) -> str:
    """A path parameter as one path segment. ``.`` and ``..`` would name the segment's parent (``DELETE /files/.`` is
    ``DELETE /files/``), and a lone surrogate cannot be encoded: each is refused before any I/O."""
    where = f"{route.method} {route.path}: {name}"
    if not isinstance(value, str) or value == "":
        raise ServiceValidationError(f"{where} must be a non-empty string.")
    if value in (".", ".."):
        raise ServiceValidationError(f'{where} is "{value}", which names no resource: pass the id the service gave.')
    try:
        return quote(value, safe="")
    except UnicodeEncodeError:
        raise ServiceValidationError(
            f"{where} holds a lone surrogate, which no id has: pass the id the service gave."
        ) from None


def _query_text(value: object) -> str:
    """A query value as TypeScript's ``String()`` writes it: ``true``, ``50`` (not ``True``, ``50.0``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def url_of(
    base_url: str, route: OperationRoute, path: Mapping[str, str] | None, query: Mapping[str, object] | None
) -> str:
    """The URL of a call: path parameters encoded, query parameters in the spec's default style (form, exploded);
    a None query value is left out."""
    parts = _template(route.path)
    url = base_url + parts[0]
    for index in range(1, len(parts), 2):
        name = parts[index]
        url += _segment(route, name, (path or {}).get(name)) + parts[index + 1]
    if query:
        pairs: list[tuple[str, str]] = []
        for name, value in query.items():
            if value is None:
                continue
            items = value if isinstance(value, (list, tuple)) else (value,)
            pairs.extend((name, _query_text(item)) for item in items)
        if pairs:
            url += "?" + urlencode(pairs)
    return url
