"""What a receiving server calls on each delivery: ``verify`` (the signature and the timestamp) and ``unwrap`` (that,
then the typed event). A delivery is refused with a ServiceWebhookVerificationError saying what was wrong (answer it
400 and do not act on it); a mistake of the receiver's own (a parsed body, a malformed secret, a bad tolerance) is a
ServiceConfigError instead, so that it is fixed rather than answered 400 for ever. The TypeScript SDK's
``webhooks/verify.ts``."""

from __future__ import annotations

import json
import math
import re
import time
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Protocol, TypeAlias

from .._core.shapes import ResponseShapeError
from .._generated.errors import ServiceConfigError, ServiceWebhookVerificationError
from .._generated.webhooks import WEBHOOK_EVENT_TYPES, WebhookEvent, parse_webhook_event
from .signature import any_signature_matches, hmac_keys

#: How far a delivery's ``webhook-timestamp`` may be from now, in seconds, either way (Standard Webhooks' default).
DEFAULT_TOLERANCE = 300

# Bounds on what a hostile sender may make the receiver handle: the events are a few hundred bytes, their ids and
# signatures shorter still, and a rotation signs twice.
#: The largest body checked; an event is far smaller.
MAX_WEBHOOK_BODY_BYTES = 1_048_576
_MAX_ID_LENGTH = 256
_MAX_SIGNATURE_HEADER_LENGTH = 4_096
_MAX_SIGNATURES = 16
_TIMESTAMP = re.compile(r"[0-9]{1,12}")

_REFUSED_ADVICE = "Answer the delivery 400 and do not act on it."

#: The raw body of a delivery, exactly as it arrived: its bytes, or its text. Never the parsed JSON: the signature is
#: over the bytes that were sent, which parsing and serializing again do not give back.
WebhookBody: TypeAlias = bytes | bytearray | memoryview | str


class WebhookHeaders(Protocol):
    """A delivery's headers: any mapping of names to values, such as a dict, Django's ``request.headers``, Flask's,
    Starlette's, or ``http.server``'s ``self.headers``. Names are looked up in any case; a value may be a list."""

    def get(self, key: str, /) -> object: ...


def _refuse(reason: str) -> ServiceWebhookVerificationError:
    return ServiceWebhookVerificationError(f"Webhook refused: {reason} {_REFUSED_ADVICE}")


def _body_bytes(body: object) -> bytes:
    if isinstance(body, str):
        # Characters are at most as many as bytes: a hostile length is refused before it is encoded.
        if len(body) > MAX_WEBHOOK_BODY_BYTES:
            raise _refuse(f"its body is over the {MAX_WEBHOOK_BODY_BYTES} bytes a webhook event can be.")
        try:
            data = body.encode("utf-8")
        except UnicodeEncodeError:
            raise _refuse("its body is not UTF-8 text.") from None
    elif isinstance(body, (bytes, bytearray, memoryview)):
        # Measured before it is copied: a memoryview of another format counts items, not bytes.
        size = memoryview(body).nbytes
        if size > MAX_WEBHOOK_BODY_BYTES:
            raise _refuse(f"its body is {size} bytes, over the {MAX_WEBHOOK_BODY_BYTES} a webhook event can be.")
        data = memoryview(body).cast("B").tobytes()
    else:
        kind = type(body).__name__
        raise ServiceConfigError(
            f"webhooks: the body is a {kind}; pass the raw body as it arrived (bytes or str), never the parsed JSON: "
            "the signature covers the exact bytes sent, which json.dumps does not give back. Read it as "
            "request.body (Django), request.get_data() (Flask), await request.body() (Starlette), or "
            "environ['wsgi.input'].read(length) (WSGI)."
        )
    if len(data) > MAX_WEBHOOK_BODY_BYTES:
        raise _refuse(f"its body is {len(data)} bytes, over the {MAX_WEBHOOK_BODY_BYTES} a webhook event can be.")
    return data


def _values(headers: WebhookHeaders, name: str) -> list[object]:
    """Every value the headers hold under ``name``, in any case: by the object's own lookup first (case-insensitive
    in every framework's headers), else by its keys (a plain dict keeps the case it was given)."""
    get_all = getattr(headers, "get_all", None) or getattr(headers, "getlist", None)
    if callable(get_all):
        found: object = get_all(name)
        if isinstance(found, (list, tuple)) and found:
            return list(found)  # pyright: ignore[reportUnknownArgumentType] - checked below, value by value
    value = headers.get(name)
    if value is not None:
        return [value]
    items = getattr(headers, "items", None)
    every: object = items() if callable(items) else ()
    if not isinstance(every, Iterable):
        return []
    matches: list[object] = []
    for pair in every:  # pyright: ignore[reportUnknownVariableType]
        if isinstance(pair, tuple) and len(pair) == 2:  # pyright: ignore[reportUnknownArgumentType]
            key, each = pair  # pyright: ignore[reportUnknownVariableType]
            if isinstance(key, str) and key.lower() == name and each is not None:
                matches.append(each)
    return matches


def _header(headers: WebhookHeaders, name: str, *, joined: bool = False) -> str:
    """One header's text; ``joined`` lets a header that may repeat (the signatures) come as several values."""
    texts: list[str] = []
    for value in _values(headers, name):
        listed = value if isinstance(value, (list, tuple)) else [value]
        for each in listed:  # pyright: ignore[reportUnknownVariableType]
            if isinstance(each, bytes):
                each = each.decode("latin-1")
            if not isinstance(each, str):
                raise _refuse(f"its {name} header is not text.")
            texts.append(each)
    if len(texts) > 1 and not joined:
        raise _refuse(f"it has {len(texts)} {name} headers; a delivery has one.")
    text = " ".join(texts).strip()
    if text == "":
        raise _refuse(
            f"it has no {name} header. Pass the request's headers as they arrived (a dict, or the framework's "
            "request.headers), and check that no proxy strips webhook-* headers."
        )
    return text


def _now_seconds(now: object) -> int:
    if now is None:
        return int(time.time())
    if isinstance(now, datetime):
        if now.tzinfo is None:
            raise ServiceConfigError(
                "webhooks: now is a naive datetime; give an aware one, such as datetime.now(timezone.utc), or "
                "seconds since the epoch."
            )
        return math.floor(now.timestamp())
    if isinstance(now, (int, float)) and not isinstance(now, bool) and math.isfinite(now):
        return math.floor(now)
    raise ServiceConfigError(
        f"webhooks: now is {type(now).__name__}; give seconds since the epoch (time.time()) or an aware datetime."
    )


def _tolerance(tolerance: object) -> float:
    number = isinstance(tolerance, (int, float)) and not isinstance(tolerance, bool)
    if number and math.isfinite(tolerance) and tolerance >= 0:  # type: ignore[arg-type,operator]  # a number here
        return float(tolerance)  # type: ignore[arg-type]
    raise ServiceConfigError(
        f"webhooks: tolerance is {tolerance!r}; give a number of seconds, 0 or more (default {DEFAULT_TOLERANCE})."
    )


def _check_timestamp(timestamp: str, tolerance: float, now_seconds: int) -> None:
    if _TIMESTAMP.fullmatch(timestamp) is None:
        raise _refuse("its webhook-timestamp is not a time in seconds since the epoch (up to 12 digits only).")
    age = now_seconds - int(timestamp)
    if age > tolerance:
        raise _refuse(
            f"its webhook-timestamp is {age} s old, beyond the tolerance of {tolerance:g} s: a replayed delivery, or "
            "this server's clock is behind (check it is synchronized)."
        )
    if -age > tolerance:
        raise _refuse(
            f"its webhook-timestamp is {-age} s in the future, beyond the tolerance of {tolerance:g} s: not signed by "
            "the service, or this server's clock is ahead (check it is synchronized)."
        )


def _v1_signatures(header: str) -> list[str]:
    """The v1 signatures of ``webhook-signature`` (``v1,<base64>`` separated by spaces); other versions are ignored.
    A comma closing an entry is dropped: servers join a repeated header with ``", "``, and base64 has no comma."""
    if len(header) > _MAX_SIGNATURE_HEADER_LENGTH:
        raise _refuse(
            f"its webhook-signature header is {len(header)} characters, over the {_MAX_SIGNATURE_HEADER_LENGTH} "
            "accepted."
        )
    entries = [entry.removesuffix(",") for entry in header.split()]
    if len(entries) > _MAX_SIGNATURES:
        raise _refuse(f"its webhook-signature holds {len(entries)} signatures, over the {_MAX_SIGNATURES} accepted.")
    signatures = [entry[3:] for entry in entries if entry.startswith("v1,")]
    if not signatures:
        raise _refuse("its webhook-signature has no v1 signature (`v1,<base64>`).")
    return signatures


def _verified_bytes(body: object, headers: object, secret: object, tolerance: object, now: object) -> bytes:
    """The body's bytes once every check has passed: the receiver's arguments first, then the delivery's headers,
    its timestamp and last its signature (the only check that costs an HMAC)."""
    allowed = _tolerance(tolerance)
    now_seconds = _now_seconds(now)
    keys = hmac_keys(secret)
    data = _body_bytes(body)
    if not callable(getattr(headers, "get", None)):
        raise ServiceConfigError(
            f"webhooks: the headers are a {type(headers).__name__}; pass the request's headers (a dict, or the "
            "framework's request.headers)."
        )
    delivery: WebhookHeaders = headers  # type: ignore[assignment]  # it has a get, checked above
    webhook_id = _header(delivery, "webhook-id")
    if len(webhook_id) > _MAX_ID_LENGTH:
        raise _refuse(f"its webhook-id is {len(webhook_id)} characters, over the {_MAX_ID_LENGTH} accepted.")
    timestamp = _header(delivery, "webhook-timestamp")
    _check_timestamp(timestamp, allowed, now_seconds)
    signatures = _v1_signatures(_header(delivery, "webhook-signature", joined=True))
    try:
        prefix = f"{webhook_id}.{timestamp}.".encode()
    except UnicodeEncodeError:
        raise _refuse("its webhook-id is not text the service sends.") from None
    if not any_signature_matches(keys, signatures, prefix + data):
        secrets = "the secret" if isinstance(secret, str) else f"any of the {len(keys)} secrets"
        raise _refuse(
            f"no signature matches {secrets} given. Either the body was changed after it was signed (pass the raw "
            "body as it arrived, before any parsing or re-encoding), or the secret is not the one that signs this "
            "API key's webhooks (get it with webhooks.secret(); during a rotation pass the new and the previous one)."
        )
    return data


def verify(
    body: WebhookBody,
    headers: WebhookHeaders,
    secret: str | Sequence[str],
    *,
    tolerance: float = DEFAULT_TOLERANCE,
    now: float | datetime | None = None,
) -> None:
    """Checks a webhook delivery per Standard Webhooks, without parsing it: a v1 signature of its ``webhook-id``,
    ``webhook-timestamp`` and raw body matches the secret (or one of them, during a rotation), compared in constant
    time, and its timestamp is within ``tolerance`` seconds of now.

    Args:
        body: The raw body as it arrived (bytes or str), never the parsed JSON.
        headers: The request's headers: a dict, or the framework's ``request.headers``.
        secret: ``whsec_...`` from ``webhooks.secret()`` (its bare base64 is taken too), or a list of them.
        tolerance: How far the timestamp may be from now, in seconds, either way. Default 300.
        now: The time to check the timestamp against (seconds since the epoch, or an aware datetime). Default: now.

    Raises:
        ServiceWebhookVerificationError: the delivery is refused: answer it 400 and do not act on it.
        ServiceConfigError: an argument is the receiver's mistake: a parsed body, a malformed secret.
    """
    _verified_bytes(body, headers, secret, tolerance, now)


def unwrap(
    body: WebhookBody,
    headers: WebhookHeaders,
    secret: str | Sequence[str],
    *,
    tolerance: float = DEFAULT_TOLERANCE,
    now: float | datetime | None = None,
) -> WebhookEvent:
    """Verifies a webhook delivery as :func:`verify` does, then returns its event, typed by its ``type``
    (``TranscriptionCompletedEvent`` or ``TranscriptionFailedEvent``) and checked against the spec's shape.

    ```python
    event = unwrap(request.body, request.headers, os.environ["STT_WEBHOOK_SECRET"])
    if event.type == "transcription.completed":
        print(event.data.id)
    ```

    Raises:
        ServiceWebhookVerificationError: the delivery is refused, or its body is not a webhook event.
        ServiceConfigError: an argument is the receiver's mistake: a parsed body, a malformed secret.
    """
    data = _verified_bytes(body, headers, secret, tolerance, now)
    try:
        parsed: object = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise _refuse("its body, though signed, is not UTF-8 JSON.") from None
    try:
        return parse_webhook_event(parsed)
    except ResponseShapeError as error:
        kind = parsed.get("type") if isinstance(parsed, dict) else None  # pyright: ignore[reportUnknownMemberType]
        newer = " (a newer SDK may know its type)" if isinstance(kind, str) and kind not in WEBHOOK_EVENT_TYPES else ""
        raise _refuse(
            f"its body, though signed, is not a webhook event this SDK reads{newer}: {str(error).rstrip('.')}."
        ) from None
