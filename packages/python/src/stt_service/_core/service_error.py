"""``ServiceError``, the base of every error kind the SDK raises.

Hand-written: the fields of an error are the runtime's, not the spec's. The kinds that extend it, and the tables
that map an HTTP status or a stream's ``error_code`` to a kind, come of ``x-error-kinds``
(``stt_service._generated.errors``). It mirrors the TypeScript SDK's ``core/service-error.ts``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: The fields an error keeps besides its message, in the order ``to_dict()`` and ``repr()`` give them.
DETAIL_FIELDS = ("status", "error_type", "request_id", "body", "retry_after", "validation_errors")


class ServiceError(Exception):
    """Base of all kinds.

    A call the caller cancels (a cancelled task) raises ``asyncio.CancelledError`` as usual, not a
    ``ServiceError``: the caller ended it, the service did not fail, so it has no kind.
    """

    #: The HTTP status, or the streaming ``error_code``, when the service answered.
    status: int | None
    #: The service's machine-readable reason, such as ``file_not_found``.
    error_type: str | None
    #: The ``X-Request-Id`` of the response: quote it when reporting a problem.
    request_id: str | None
    #: The error body as the service sent it, or a short excerpt of a body that is not JSON.
    body: object
    #: Seconds the service asked to wait before retrying (``Retry-After``).
    retry_after: float | None
    #: What was wrong with which field, for invalid requests: the service's ``validation_errors`` as sent.
    validation_errors: Sequence[Mapping[str, object]] | None

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        error_type: str | None = None,
        request_id: str | None = None,
        body: object = None,
        retry_after: float | None = None,
        validation_errors: Sequence[Mapping[str, object]] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.error_type = error_type
        self.request_id = request_id
        self.body = body
        self.retry_after = retry_after
        self.validation_errors = validation_errors

    @property
    def message(self) -> str:
        """The sentence the error was raised with."""
        return str(self.args[0]) if self.args else ""

    def to_dict(self) -> dict[str, object]:
        """The error as plain data, for logs and for re-creating it elsewhere: its kind, message and fields."""
        data: dict[str, object] = {"name": type(self).__name__, "message": self.message}
        for name in DETAIL_FIELDS:
            data[name] = getattr(self, name)
        return data

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in ("status", "error_type", "request_id"))
        return f"{type(self).__name__}({self.message!r}, {shown})"


__all__ = ["DETAIL_FIELDS", "ServiceError"]
