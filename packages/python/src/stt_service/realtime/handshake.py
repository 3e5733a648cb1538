"""Opening a session on a new socket: the WebSocket opened with the key in the ``Authorization`` header, the config
sent, then the acknowledgement awaited, all within the connect time-out. An error frame, a close, a refused
upgrade or the deadline before it raises the error kind that says why, with what to do; the key is in none of
them. As the TypeScript SDK's ``handshake.ts``, ``connection.ts`` and ``upgrade.ts`` for Node (the key travels in
the header: this is a server's runtime)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from .._core.redaction import excerpt, redact_text
from .._core.service_error import ServiceError
from .._generated.errors import ServiceNetworkError, ServiceTimeoutError, error_kind_for_http_status
from .._generated.stream import DEFAULT_STREAM_URL, AckMessage, ErrorMessage
from .frames import UnknownFrame, describe_close, frame_too_large, read_frame, stream_error

__all__ = ["HandshakeSettings", "Socket", "UrlSource", "handshake"]

#: Where the stream URL came from: the ``stream_url`` option, ``STT_STREAM_URL``, or the spec's default.
UrlSource = Literal["stream_url", "STT_STREAM_URL", "default"]

#: The local streaming mock's URL, for the hint when no URL was set.
_MOCK_STREAM_URL = "ws://127.0.0.1:4011/transcribe-websocket"
#: How long a close waits for the server's answer before the connection is dropped.
_CLOSE_TIMEOUT_S = 2.0


@dataclass(frozen=True)
class HandshakeSettings:
    url: str
    url_source: UrlSource
    #: The key for this connection (a temporary key may be fetched anew for each).
    key: Callable[[], Awaitable[str]]
    connect_timeout_s: float
    #: send_audio() waits while more than this is buffered in the socket.
    max_buffered_bytes: int
    #: A frame from the server larger than this ends the session (close 1009) rather than fill memory.
    max_frame_bytes: int
    #: The keys in use: a server may echo one anywhere, and nothing the client reports carries it.
    secrets: Sequence[str]


class _RedactingLogger(logging.LoggerAdapter):  # type: ignore[type-arg]
    """The ``websockets.client`` logger with the keys taken out: at DEBUG, websockets logs the upgrade request's
    headers (``Authorization: Bearer <key>``) and every frame (a server may echo the key in one)."""

    def __init__(self, secrets: Sequence[str]) -> None:
        super().__init__(logging.getLogger("websockets.client"), {})
        self._secrets = secrets

    def log(self, level: int, msg: object, *args: object, **kwargs: Any) -> None:
        if self.isEnabledFor(level):
            text = str(msg) % args if args else str(msg)
            self.logger.log(level, "%s", redact_text(text, self._secrets), **kwargs)


class Socket:
    """A WebSocket as the session uses it: frames in until the close, frames out, the close's code and reason."""

    def __init__(self, connection: ClientConnection) -> None:
        self._connection = connection
        #: The server sent a frame larger than max_frame_bytes, and the client closed the connection for it.
        self.too_large = False

    async def receive(self) -> str | bytes | None:
        """The next frame; None once the connection is closed."""
        try:
            return await self._connection.recv()
        except ConnectionClosed as closed:
            if closed.rcvd is None and closed.sent is not None and closed.sent.code == 1009:
                self.too_large = True
            return None

    async def send(self, data: str | bytes) -> None:
        try:
            await self._connection.send(data)
        except ConnectionClosed:
            # The reader reports the close (or reconnects), as a browser's WebSocket drops a send after its close.
            return

    async def close(self, code: int, reason: str) -> None:
        await self._connection.close(code, reason)

    def close_code(self) -> int:
        code = self._connection.close_code
        return 1006 if code is None else int(code)

    def close_reason(self) -> str:
        return self._connection.close_reason or ""


def _channel_path() -> str:
    return urlsplit(DEFAULT_STREAM_URL).path


def _missing_path_hint(url: str) -> str:
    """A hint when the stream URL has no path (``ws://127.0.0.1:4011`` for ``…/transcribe-websocket``)."""
    parts = urlsplit(url)
    if parts.path not in ("", "/"):
        return ""
    return (
        f" The stream URL has no path: it probably lacks {_channel_path()} "
        f"(such as {parts.scheme}://{parts.netloc}{_channel_path()})."
    )


def _no_url_set_hint(said: str, settings: HandshakeSettings) -> str:
    if settings.url_source != "default":
        return ""
    stop = "" if said.endswith(".") else "."
    return (
        f"{stop} No stream_url is set, so the client called production ({settings.url}); for the mock, set "
        f"stream_url (or STT_STREAM_URL) to {_MOCK_STREAM_URL}."
    )


def _refused(settings: HandshakeSettings, refusal: InvalidStatus) -> ServiceError:
    """An upgrade the server refused: the kind of its HTTP status (401: authentication; 503 may be retried)."""
    status = refusal.response.status_code
    body = refusal.response.body or b""
    first_line = body.decode("utf-8", "replace").strip().split("\n", 1)[0] if body else ""
    line = excerpt(first_line, settings.secrets)
    kind = error_kind_for_http_status(status)
    stop = "" if line.endswith(".") else "."
    said = f"The stream server at {settings.url} refused the WebSocket upgrade with HTTP {status}"
    return kind(
        f"{said}{': ' + line if line else ''}{stop}{_missing_path_hint(settings.url)}", status=status, body=line or None
    )


def _unreachable(settings: HandshakeSettings, error: BaseException) -> ServiceError:
    """A connection that failed before the WebSocket opened: what the system said, and what to do."""
    address = urlsplit(settings.url)
    host = address.netloc
    if isinstance(error, ConnectionRefusedError):
        reason = f": {error.strerror or 'connection refused'}"
        hint = (
            ""
            if settings.url_source == "default"
            else f" Nothing accepts connections at {host}: start the stream's server there (the mock: npx stt-mock), "
            f"or set {settings.url_source} to where it listens."
        )
    elif isinstance(error, InvalidHandshake):
        reason = f": {redact_text(str(error), settings.secrets)}"
        hint = (
            f" Something at {host} accepted the connection but did not upgrade it to a WebSocket: is that the "
            "stream's port and path?"
        )
    elif isinstance(error, OSError):
        reason = f": {redact_text(error.strerror or str(error), settings.secrets)}"
        hint = _missing_path_hint(settings.url)
    else:
        reason = ""
        hint = _missing_path_hint(settings.url)
    said = f"The connection to {settings.url} closed before the acknowledgement (close code 1006){reason.rstrip('.')}.{hint}"
    return ServiceNetworkError(said + _no_url_set_hint(said, settings))


async def _open(settings: HandshakeSettings, key: str) -> ClientConnection:
    return await connect(
        settings.url,
        additional_headers={"Authorization": f"Bearer {key}"},
        # The stream's keepalive frames keep it open (the contract's way), not WebSocket pings.
        ping_interval=None,
        open_timeout=None,
        close_timeout=_CLOSE_TIMEOUT_S,
        max_size=settings.max_frame_bytes,
        write_limit=settings.max_buffered_bytes,
        logger=_RedactingLogger(settings.secrets),
    )


async def handshake(
    settings: HandshakeSettings,
    config: str,
    *,
    opened: Callable[[], None],
    ignored: Callable[[object, str | bytes, str], None],
    closed: Callable[[], None],
) -> tuple[AckMessage, Socket]:
    """Opens a socket, sends ``config`` and returns the acknowledgement with the socket.

    ``opened`` is called once the socket is open, ``ignored`` for each frame other than the acknowledgement or an
    error, ``closed`` when the socket is given up (the handshake failed).
    """
    key = await settings.key()
    socket: Socket | None = None

    async def exchange() -> AckMessage:
        nonlocal socket
        socket = Socket(await _open(settings, key))
        opened()
        await socket.send(config)
        server_error: ServiceError | None = None
        while True:
            data = await socket.receive()
            if data is None:
                if server_error is not None:
                    raise server_error
                if socket.too_large:
                    raise frame_too_large(settings.max_frame_bytes)
                said = (
                    f"The connection to {settings.url} closed before the acknowledgement "
                    f"({describe_close(socket.close_code(), socket.close_reason(), settings.secrets)})."
                    f"{_missing_path_hint(settings.url)}"
                )
                raise ServiceNetworkError(said + _no_url_set_hint(said, settings))
            read = read_frame(data, settings.secrets)
            if isinstance(read, AckMessage):
                return read
            if isinstance(read, ErrorMessage):
                # Kept for the close that follows, which the client starts too in case the server does not.
                server_error = stream_error(read, settings.secrets)
                await socket.close(1000, "error received")
            elif isinstance(read, UnknownFrame):
                ignored(read.frame, data, read.reason)
            else:
                ignored(read.to_json(), data, "expected the acknowledgement")

    try:
        ack = await asyncio.wait_for(exchange(), settings.connect_timeout_s)
    except ServiceError:
        await _give_up(socket, "the handshake failed", closed)
        raise
    except asyncio.TimeoutError:
        await _give_up(socket, "connect timed out", closed)
        # No cause: nothing of the socket's is needed to say what happened.
        raise ServiceTimeoutError(
            f"No acknowledgement within {settings.connect_timeout_s:g} s of connecting to {settings.url}."
        ) from None
    except InvalidStatus as refusal:
        await _give_up(socket, "refused", closed)
        raise _refused(settings, refusal) from None
    except InvalidURI as invalid:
        await _give_up(socket, "invalid URL", closed)
        raise ServiceNetworkError(f"Cannot open a WebSocket to {settings.url}: {invalid}.") from None
    except (OSError, InvalidHandshake) as failure:
        await _give_up(socket, "failed", closed)
        # No cause: a system error's message may quote what was sent.
        raise _unreachable(settings, failure) from None
    assert socket is not None
    return ack, socket


async def _give_up(socket: Socket | None, reason: str, closed: Callable[[], None]) -> None:
    closed()
    if socket is not None:
        await socket.close(1000, reason)
