"""Reading what the server sends: each frame parsed and classified as a message of the contract, or set aside as
unknown with the reason; error frames made into their error kinds, without the key. Nothing here raises on what a
server sends, however malformed, large or deeply nested. As the TypeScript SDK's ``frames.ts``."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NoReturn

from .._core.redaction import excerpt, redact_text, redact_value
from .._core.service_error import ServiceError
from .._core.shapes import ResponseShapeError
from .._generated.errors import ServiceAPIError, error_kind_for_stream_code
from .._generated.stream import (
    AckMessage,
    ErrorMessage,
    FinishedMessage,
    ResultMessage,
    UnknownServerMessage,
    parse_server_message,
)

__all__ = ["ReadFrame", "UnknownFrame", "describe_close", "frame_too_large", "read_frame", "stream_error", "unhandled"]


@dataclass(frozen=True)
class UnknownFrame:
    """A frame that is not JSON or matches no message: reported, then ignored."""

    frame: object
    reason: str


#: What a frame from the server is.
ReadFrame = AckMessage | ResultMessage | FinishedMessage | ErrorMessage | UnknownFrame


def read_frame(data: str | bytes, secrets: Sequence[str]) -> ReadFrame:
    """What a frame is; a frame past max_frame_bytes never gets here (the socket ends the connection first)."""
    if not isinstance(data, str):
        return UnknownFrame(frame=None, reason="a binary frame from the server")
    try:
        message = parse_server_message(data)
    except RecursionError:
        # Python's JSON reader recurses: a frame nested thousands of levels deep is refused, not followed.
        return UnknownFrame(frame=None, reason="a JSON frame nested too deep to read")
    except ResponseShapeError as problem:
        # The unusual path, where decoding the frame again costs nothing that matters.
        try:
            decoded = json.loads(data)
        except ValueError:
            return UnknownFrame(frame=data, reason="a text frame that is not JSON")
        except RecursionError:
            # The generated reader refuses a frame nested past the interpreter's stack; reading it again would
            # meet the same limit.
            return UnknownFrame(frame=None, reason="a JSON frame nested too deep to read")
        if not isinstance(decoded, dict):
            return UnknownFrame(frame=decoded, reason="a frame that matches no message of the contract")
        # The problem quotes what the server sent, which may hold the key.
        return UnknownFrame(
            frame=decoded, reason=f"a frame that fails the contract's guard: {redact_text(str(problem), secrets)}"
        )
    if isinstance(message, UnknownServerMessage):
        return UnknownFrame(frame=message.data, reason="a frame that matches no message of the contract")
    if isinstance(message, (AckMessage, ResultMessage, FinishedMessage, ErrorMessage)):
        return message
    return _without_case(message)


def _without_case(message: NoReturn) -> ReadFrame:
    """A message added to specs/asyncapi.yaml joins the generated union after ``npm run generate``: mypy fails at
    the call above until the message has its case in read_frame and the session. Code that skipped mypy reports
    it as a newer server's message, with its payload."""
    shown: object = message
    return UnknownFrame(
        frame=getattr(shown, "to_json", lambda: None)(),
        reason=f"a {type(shown).__name__}, which this version of the SDK does not handle",
    )


def stream_error(message: ErrorMessage, secrets: Sequence[str]) -> ServiceError:
    """The error kind of an error frame (``x-stream-errors``), every text of it bounded and without the key."""
    kind = error_kind_for_stream_code(message.error_code)
    code, error_type, text = message.error_code, message.error_type, message.error_message
    return kind(
        f"The stream failed: {code} {excerpt(error_type, secrets)}: {excerpt(text, secrets, 2000)}",
        status=code,
        error_type=redact_text(error_type, secrets),
        request_id=None if message.request_id is None else redact_text(message.request_id, secrets),
        body=redact_value(message.to_json(), secrets),
    )


def describe_close(code: int, reason: str, secrets: Sequence[str]) -> str:
    """A close, for error messages: its code, and its reason (a server may echo the key in it)."""
    return f"close code {code}" + (f": {excerpt(reason, secrets)}" if reason else "")


def unhandled(thrown: BaseException, secrets: Sequence[str]) -> ServiceError:
    """What the client makes of an exception it did not expect while it handled what the server sent."""
    return ServiceAPIError(
        f"The client could not handle what the server sent: {redact_text(str(thrown) or type(thrown).__name__, secrets)}"
    )


def frame_too_large(max_frame_bytes: int) -> ServiceError:
    """A frame past max_frame_bytes: the client closed the connection (1009) rather than hold it in memory."""
    return ServiceAPIError(
        f"The server sent a frame larger than {max_frame_bytes} bytes (max_frame_bytes), so the client closed the "
        "stream with 1009 (message too big). The largest result the contract allows is far smaller: the server is "
        "not the stream's, or it failed."
    )
