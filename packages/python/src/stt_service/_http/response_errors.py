"""Turns a non-2xx answer into the ServiceError kind the spec's table names, with every field the answer carries. A
body that is not the service's JSON (an HTML page from a proxy) still maps by status. The TypeScript SDK's
``http/response-errors.ts``."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import cast

from .._core.redaction import excerpt, redact_text, redact_value
from .._core.service_error import ServiceError
from .._generated.errors import error_kind_for_http_status
from .retry import parse_retry_after
from .route import OperationRoute

#: The contract's longest message: what a server's own texts are cut to in an error's message.
SERVER_TEXT_LENGTH = 2000


def _parse_error_body(text: str) -> object:
    """The service's JSON, or the text of whatever answered instead (a proxy's HTML page)."""
    if text == "":
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return text


def _text_field(body: object, name: str) -> str | None:
    value = body.get(name) if isinstance(body, dict) else None
    return value if isinstance(value, str) else None


def _validation_errors_of(body: object) -> list[dict[str, object]] | None:
    items = body.get("validation_errors") if isinstance(body, dict) else None
    if not isinstance(items, list):
        return None
    return [
        item
        for item in items
        if isinstance(item, dict) and isinstance(item.get("location"), str) and isinstance(item.get("message"), str)
    ]


def error_from_response(
    route: OperationRoute,
    status: int,
    reason_phrase: str,
    headers: Mapping[str, str],
    text: str,
    secrets: Sequence[str],
) -> ServiceError:
    """The error kind of a non-2xx answer, from its status, headers and body text. Every text of the answer is
    redacted: a proxy's page or a header may echo the key."""
    body = _parse_error_body(text)
    kind = error_kind_for_http_status(status)
    error_type = _text_field(body, "error_type")
    request_id = headers.get("x-request-id") or _text_field(body, "request_id")
    validation_errors = _validation_errors_of(body)
    where = f"{route.method} {route.path}"
    if error_type is not None:
        server_message = _text_field(body, "message") or ""
        details = "; ".join(f"{item['location']}: {item['message']}" for item in validation_errors or [])
        message = (
            f"{where} answered {status} {excerpt(error_type, secrets)}: "
            f"{excerpt(server_message, secrets, SERVER_TEXT_LENGTH)}"
        )
        if details:
            message += f" ({excerpt(details, secrets, SERVER_TEXT_LENGTH)})"
    elif text == "":
        message = f"{where} answered {status} {reason_phrase} with no body".replace("  ", " ")
    else:
        # The text as it came, not the parsed body written out again.
        message = (
            f"{where} answered {status} with a body that is not the service's error JSON: {excerpt(text, secrets)}"
        )
    if request_id is not None:
        message += f" [request {excerpt(request_id, secrets)}]"
    safe_body = excerpt(body, secrets) if isinstance(body, str) else redact_value(body, secrets)
    return kind(
        redact_text(message, secrets),
        status=status,
        error_type=None if error_type is None else redact_text(error_type, secrets),
        request_id=None if request_id is None else redact_text(request_id, secrets),
        body=safe_body,
        retry_after=parse_retry_after(headers.get("retry-after")),
        # The same list, its strings redacted: redact_value keeps every shape.
        validation_errors=cast("list[dict[str, object]] | None", redact_value(validation_errors, secrets)),
    )
