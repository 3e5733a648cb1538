# Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"""The error kinds of the SDK (`x-error-kinds` of specs/openapi.yaml) and the tables that choose one.

Every kind extends ServiceError (hand-written, stt_service._core.service_error), whose fields they share:
`status`, `error_type`, `request_id`, `body`, `retry_after`, `validation_errors`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .._core.service_error import ServiceError


class ServiceAPIError(ServiceError):
    """An error returned by the HTTP interface."""


class ServiceAuthenticationError(ServiceAPIError):
    """Authentication failed."""


class ServiceNotFoundError(ServiceAPIError):
    """A resource was not found."""


class ServiceRateLimitError(ServiceAPIError):
    """A rate limit was hit."""


class ServiceValidationError(ServiceAPIError):
    """A request was invalid."""


class ServiceTimeoutError(ServiceError):
    """A timeout.

    Raised when: The client's deadline for a request passed before a response arrived.
    """


class ServiceNetworkError(ServiceError):
    """A network failure.

    Raised when: No response arrived (connection refused or reset, DNS failure, TLS failure).
    """


class ServiceConfigError(ServiceError):
    """The client configuration is invalid.

    Raised when: The client's options are invalid (no API key, a malformed URL), before any I/O.
    """


class ServiceWebhookVerificationError(ServiceError):
    """A webhook delivery was refused.

    Raised when: webhooks.unwrap or webhooks.verify refused a delivery: a webhook-* header is missing or malformed,
    no signature matches any of the secrets given, the timestamp is outside the tolerance (a replay), or the body is
    not a webhook event. Answer the delivery 400 and do not act on it.
    """


#: Every kind by its name, the root first and each parent before the kinds that extend it.
SERVICE_ERROR_KINDS: Mapping[str, type[ServiceError]] = {
    "ServiceError": ServiceError,
    "ServiceAPIError": ServiceAPIError,
    "ServiceAuthenticationError": ServiceAuthenticationError,
    "ServiceNotFoundError": ServiceNotFoundError,
    "ServiceRateLimitError": ServiceRateLimitError,
    "ServiceValidationError": ServiceValidationError,
    "ServiceTimeoutError": ServiceTimeoutError,
    "ServiceNetworkError": ServiceNetworkError,
    "ServiceConfigError": ServiceConfigError,
    "ServiceWebhookVerificationError": ServiceWebhookVerificationError,
}

#: The kind an HTTP error status raises: the most specific kind that lists it.
ERROR_KIND_BY_HTTP_STATUS: Mapping[int, type[ServiceError]] = {
    400: ServiceValidationError,
    401: ServiceAuthenticationError,
    403: ServiceAuthenticationError,
    404: ServiceNotFoundError,
    409: ServiceAPIError,
    413: ServiceValidationError,
    422: ServiceValidationError,
    429: ServiceRateLimitError,
    500: ServiceAPIError,
    502: ServiceAPIError,
    503: ServiceAPIError,
    504: ServiceAPIError,
}

#: The kind of an HTTP error status that no kind lists.
HTTP_FALLBACK_KIND: type[ServiceError] = ServiceAPIError


def error_kind_for_http_status(status: int) -> type[ServiceError]:
    """The kind an HTTP error status raises: the table's, else the fallback kind."""
    return ERROR_KIND_BY_HTTP_STATUS.get(status, HTTP_FALLBACK_KIND)


#: The `error_type`s the client retries whatever their status (`x-sdk-retry-error-types`).
RETRYABLE_ERROR_TYPES: frozenset[str] = frozenset({"idempotency_key_in_use"})


@dataclass(frozen=True)
class StreamErrorCode:
    """An `error_code` of the stream's error frame: its type, the close code that follows, and the kind it raises."""

    error_code: int
    error_type: str
    close_code: int
    kind: type[ServiceError]
    description: str


#: Every `error_code` the stream's error frame may carry (`x-stream-errors` of specs/asyncapi.yaml), by code.
STREAM_ERROR_CODES: Mapping[int, StreamErrorCode] = {
    400: StreamErrorCode(
        error_code=400,
        error_type="invalid_request",
        close_code=1008,
        kind=ServiceValidationError,
        description="A malformed or invalid client frame, such as a config message without `model`, or audio in a container format (`auto`, `wav`, `mp3`, ...) whose first bytes open no audio file.",
    ),
    401: StreamErrorCode(
        error_code=401,
        error_type="unauthenticated",
        close_code=1008,
        kind=ServiceAuthenticationError,
        description="No key, an invalid, expired or already used temporary key, or a long-lived key in the subprotocol.",
    ),
    402: StreamErrorCode(
        error_code=402,
        error_type="quota_exceeded",
        close_code=1008,
        kind=ServiceRateLimitError,
        description="The account has no transcription balance left.",
    ),
    403: StreamErrorCode(
        error_code=403,
        error_type="permission_denied",
        close_code=1008,
        kind=ServiceAuthenticationError,
        description="The key may not open streams.",
    ),
    408: StreamErrorCode(
        error_code=408,
        error_type="request_timeout",
        close_code=1008,
        kind=ServiceTimeoutError,
        description="No config within 10 s of connecting, or no audio or keepalive for 20 s.",
    ),
    429: StreamErrorCode(
        error_code=429,
        error_type="rate_limited",
        close_code=1008,
        kind=ServiceRateLimitError,
        description="Too many concurrent sessions or requests.",
    ),
    500: StreamErrorCode(
        error_code=500,
        error_type="internal_error",
        close_code=1011,
        kind=ServiceAPIError,
        description="The service failed.",
    ),
    503: StreamErrorCode(
        error_code=503,
        error_type="service_unavailable",
        close_code=1013,
        kind=ServiceAPIError,
        description="The service is overloaded or restarting; reconnect with a new session.",
    ),
}

#: The kind of a stream `error_code` the table does not list.
STREAM_FALLBACK_KIND: type[ServiceError] = ServiceAPIError


def error_kind_for_stream_code(error_code: int) -> type[ServiceError]:
    """The kind a stream's `error_code` raises: the table's, else the fallback kind."""
    known = STREAM_ERROR_CODES.get(error_code)
    return known.kind if known is not None else STREAM_FALLBACK_KIND


__all__ = [
    "ERROR_KIND_BY_HTTP_STATUS",
    "HTTP_FALLBACK_KIND",
    "RETRYABLE_ERROR_TYPES",
    "SERVICE_ERROR_KINDS",
    "STREAM_ERROR_CODES",
    "STREAM_FALLBACK_KIND",
    "ServiceAPIError",
    "ServiceAuthenticationError",
    "ServiceConfigError",
    "ServiceNetworkError",
    "ServiceNotFoundError",
    "ServiceRateLimitError",
    "ServiceTimeoutError",
    "ServiceValidationError",
    "ServiceWebhookVerificationError",
    "StreamErrorCode",
    "error_kind_for_http_status",
    "error_kind_for_stream_code",
]
