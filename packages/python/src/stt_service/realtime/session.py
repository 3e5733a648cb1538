"""One real-time session: the states of the interface document (closed → connected → configured → streaming →
finalizing → closed), what each frame does to them, and the events. Its other jobs live beside it: opening
(handshake.py), reading frames (frames.py), cutting audio (sending.py), keepalive (keepalive.py), what finalize()
and finish() wait for (waits.py), the opt-in reconnect (reconnect.py), the public shapes (events.py). Every frame
is handled behind one guard: an exception it did not expect fails the session (an error event, a close), never
the app. As the TypeScript SDK's ``session.ts``."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING

from .._core.redaction import excerpt, redact_text, redact_value
from .._core.service_error import ServiceError
from .._generated.errors import ServiceNetworkError, ServiceTimeoutError
from .._generated.stream import AckMessage, ErrorMessage, FinishedMessage, ResultMessage
from .._generated.types import Token
from .audio_clock import AudioClock
from .event_iterator import EventIterator
from .events import (
    CloseEvent,
    EndpointEvent,
    ErrorEvent,
    FinalEvent,
    FinalizedEvent,
    FinishedEvent,
    InterimEvent,
    RealtimeEvent,
    ReconnectEvent,
    SessionState,
    StateEvent,
    UnknownEvent,
)
from .frames import UnknownFrame, describe_close, frame_too_large, read_frame, stream_error, unhandled
from .handshake import HandshakeSettings, Socket, handshake
from .keepalive import start_keepalive
from .sending import AudioSource, audio_frames, to_bytes
from .transcript import Transcript, TranscriptResult, is_special_token
from .waits import Waiting, Waits

if TYPE_CHECKING:
    from .reconnect import Reconnector

__all__ = ["RealtimeSession", "SessionSettings"]

#: How many unread events an events() iterator holds at most, unless told otherwise.
DEFAULT_MAX_QUEUED_EVENTS = 1000
#: Events an events() iterator keeps only the latest unread of: a newer one says all the older one did.
_SUPERSEDED_EVENTS = frozenset({"interim"})
#: The reason a session gives when the client ends it after a failure.
_FAILED_REASON = "the client ended the session after an error"


def _resumed(config: Mapping[str, object], resume_from_ms: int) -> Mapping[str, object]:
    """The config a socket opens with. A reconnect sends again the audio from ``resume_from_ms`` of the session's audio
    on, and says so in ``audio_offset_ms`` (added to the caller's own offset, where the session itself resumes a
    stream): the server then continues the transcript there instead of starting it over."""
    if resume_from_ms <= 0:
        return config
    own = config.get("audio_offset_ms")
    return {**config, "audio_offset_ms": (own if isinstance(own, int) else 0) + resume_from_ms}


@dataclass(frozen=True)
class SessionSettings:
    """What a session is opened with: made by ``RealtimeServiceClient.connect()``."""

    handshake: HandshakeSettings
    #: The config frame, as it goes on the wire.
    config: Mapping[str, object]
    keepalive_interval_s: float
    #: finalize() and finish() fail once the server has sent nothing for this long while they wait.
    finish_timeout_s: float
    reconnector: Reconnector | None
    logger: logging.Logger


class RealtimeSession:
    """One real-time transcription session over a WebSocket: send audio, read events, and ``finish()`` for the
    whole transcript. Made by ``await RealtimeServiceClient().connect(...)``; an async context manager that
    closes the session on exit."""

    def __init__(self, settings: SessionSettings) -> None:
        self._settings = settings
        self._secrets = settings.handshake.secrets
        self._logger = settings.logger
        self._state: SessionState = "closed"
        self._socket: Socket | None = None
        self._reader: asyncio.Task[None] | None = None
        self._clock = AudioClock(settings.config)
        self._iterators: set[EventIterator[RealtimeEvent]] = set()
        self._keepalive: asyncio.Task[None] | None = None
        self._last_sent_at = 0.0
        self._waits = Waits(settings.finish_timeout_s, self._on_silence)
        self._finished_received = False
        self._server_error: ServiceError | None = None
        self._closed_by_client = False
        self._reconnector = settings.reconnector
        self._reconnecting: asyncio.Task[None] | None = None
        # Tasks the session starts and must keep a reference to until they end (a close it starts, a reconnect).
        self._tasks: set[asyncio.Task[None]] = set()
        self._ended = asyncio.Event()
        #: Every final token once, and the current interim ones.
        self.transcript = Transcript()
        #: The server's session id (from the acknowledgement), for support requests.
        self.session_id: str | None = None

    def __repr__(self) -> str:
        return f"<RealtimeSession {self._state} session_id={self.session_id!r}>"

    @property
    def state(self) -> SessionState:
        return self._state

    async def __aenter__(self) -> RealtimeSession:  # noqa: PYI034 - typing.Self is Python 3.11+
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        await self.close()

    # --- events -------------------------------------------------------------------------------------------------

    def events(self, *, max_queued_events: int = DEFAULT_MAX_QUEUED_EVENTS) -> EventIterator[RealtimeEvent]:
        """Every event from now on, up to the close event (included), for ``async for``.

        A reader slower than the server does not make memory grow: the iterator holds at most
        ``max_queued_events`` unread events. While it lags, an interim event replaces the unread one (the newest
        says all the older did; ``iterator.superseded`` counts them). Every other event is kept: final events
        carry every final token. A reader so far behind that an event which must be kept finds the queue full
        gets the events held, then a ServiceError saying so; the session goes on, and ``session.transcript`` and
        ``finish()`` still hold every final token.
        """
        if isinstance(max_queued_events, bool) or not isinstance(max_queued_events, int) or max_queued_events < 1:
            raise ValueError(f"events() max_queued_events is {max_queued_events!r}; give a whole number from 1.")
        limit = max_queued_events
        iterator = EventIterator(
            self._iterators,
            limit,
            _SUPERSEDED_EVENTS,
            lambda: ServiceError(
                f"The events() reader fell {limit} events behind the session (max_queued_events), so the iterator "
                "stopped taking events after the ones it yielded. Nothing was lost from the session: "
                "session.transcript and finish() hold every final token. Read events faster, or raise "
                "max_queued_events."
            ),
        )
        if self._ended.is_set():
            # The close event is out already: an iterator made now has nothing to wait for.
            iterator.end()
        return iterator

    def __aiter__(self) -> EventIterator[RealtimeEvent]:
        """``async for event in session``: the same as ``session.events()``."""
        return self.events()

    def _emit(self, event: RealtimeEvent) -> None:
        for iterator in list(self._iterators):
            iterator.push(event)

    def _set_state(self, state: SessionState) -> None:
        if state == self._state:
            return
        previous, self._state = self._state, state
        self._emit(StateEvent(state=state, previous=previous))

    # --- opening ------------------------------------------------------------------------------------------------

    @classmethod
    async def open(cls, settings: SessionSettings) -> RealtimeSession:
        """A new session, open: the socket opened, the config sent and acknowledged (``connect()`` calls it)."""
        session = cls(settings)
        await session._open()
        return session

    async def _open(self, resume_from_ms: int = 0) -> None:
        """Opens a socket, sends the config and waits for the acknowledgement: at first, and for each reconnect,
        which passes where the audio it sends again starts in the session's audio (``resume_from_ms``)."""
        self._server_error = None
        self._finished_received = False
        ack, socket = await handshake(
            self._settings.handshake,
            json.dumps(_resumed(self._settings.config, resume_from_ms)),
            opened=lambda: self._set_state("connected"),
            ignored=self._report_unknown,
            closed=lambda: self._set_state("closed"),
        )
        self.session_id = ack.session_id
        self._socket = socket
        self._set_state("configured")
        self._reader = self._start(self._read(socket))
        self._start_keepalive()
        self._logger.debug("session %s configured (%s)", self.session_id, self._settings.config.get("model"))

    def _start(self, work: Coroutine[object, object, None]) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # --- reading ------------------------------------------------------------------------------------------------

    async def _read(self, socket: Socket) -> None:
        """Hands each frame of ``socket`` to the session, then its close; what it did not expect fails the session."""
        try:
            while True:
                data = await socket.receive()
                if data is None:
                    break
                if socket is not self._socket:
                    return
                self._on_frame(socket, data)
        except Exception as thrown:  # noqa: BLE001 - the guard: nothing a server sends reaches the app
            if socket is self._socket:
                self._fail(unhandled(thrown, self._secrets))
            return
        if socket is self._socket:
            code, reason = socket.close_code(), socket.close_reason()
            try:
                self._on_close(socket, code, reason)
            except Exception as thrown:  # noqa: BLE001 - the same guard, around the close
                self._fail(unhandled(thrown, self._secrets))

    def _report_unknown(self, frame: object, data: str | bytes, reason: str) -> None:
        """A frame the session cannot use: logged and reported as an unknown event, then ignored."""
        shown = excerpt(data, self._secrets, 120) if isinstance(data, str) else "[binary]"
        self._logger.warning("Ignored %s: %s", reason, shown)
        # A server may echo the key in any frame.
        self._emit(UnknownEvent(frame=redact_value(frame, self._secrets), reason=reason))

    def _on_frame(self, socket: Socket, data: str | bytes) -> None:
        self._waits.heard()
        read = read_frame(data, self._secrets)
        if isinstance(read, ResultMessage):
            # The contract ends the results with `finished`: what follows is no part of the transcript.
            if self._finished_received:
                self._report_unknown(read.to_json(), data, "a result after finished")
            else:
                self._on_result(read)
        elif isinstance(read, FinishedMessage):
            if self._finished_received:
                self._report_unknown(read.to_json(), data, "a second finished")
                return
            self._finished_received = True
            self._emit(FinishedEvent(message=read))
        elif isinstance(read, ErrorMessage):
            # Kept for the close that follows, which the client starts too in case the server does not.
            self._server_error = stream_error(read, self._secrets)
            self._start(socket.close(1000, "error received"))
        elif isinstance(read, AckMessage):
            self._report_unknown(read.to_json(), data, "a second acknowledgement")
        elif isinstance(read, UnknownFrame):
            self._report_unknown(read.frame, data, read.reason)

    def _on_result(self, message: ResultMessage) -> None:
        offset_ms = self._reconnector.offset_ms if self._reconnector is not None else 0
        added: list[Token] = []
        interim: list[Token] = []
        specials: list[Token] = []
        for received in message.tokens:
            token = received
            # A reconnected socket counts its audio from 0: its tokens move to the session's audio time.
            if offset_ms and token.start_ms is not None and token.end_ms is not None:
                token = dataclasses.replace(token, start_ms=token.start_ms + offset_ms, end_ms=token.end_ms + offset_ms)
            if not token.is_final:
                interim.append(token)
            elif is_special_token(token):
                specials.append(token)
            elif self.transcript.add_final_token(token):
                added.append(token)
        self.transcript.set_interim(interim)
        if added:
            self._waits.add_final(added)
            # The final text is joined anew for the event: only when someone reads events.
            if self._iterators:
                self._emit(FinalEvent(tokens=tuple(added), text=self.transcript.final_text))
        for token in specials:
            if token.text == "<end>":
                self._emit(EndpointEvent(token=token))
            elif token.text == "<fin>" and self._waits.has("finalize"):
                if self._state == "finalizing":
                    self._set_state("streaming")
                self._emit(FinalizedEvent(tokens=tuple(self._waits.resolve_finalize())))
        if self._iterators:
            self._emit(InterimEvent(tokens=tuple(interim), text=self.transcript.interim_text))
        if self._reconnector is not None:
            self._reconnector.trim(message.final_audio_proc_ms)

    def _on_close(self, socket: Socket, code: int, reason: str) -> None:
        if socket is not self._socket:
            return
        self._stop_keepalive()
        # After `finished` all audio is transcribed: however the socket ends now, the transcript is whole.
        if self._finished_received:
            if code != 1000:
                self._logger.debug("the server closed with %d after finished; the transcript is whole", code)
            self._end(code, reason)
            self._waits.resolve_finish(self.transcript.snapshot())
            return
        if self._closed_by_client:
            self._end(code, reason)
            return
        if self._server_error is None and socket.too_large:
            self._server_error = frame_too_large(self._settings.handshake.max_frame_bytes)
        error = self._server_error or ServiceNetworkError(
            f"The stream dropped without an error frame ({describe_close(code, reason, self._secrets)}); "
            f"{len(self.transcript.final_tokens)} final tokens were kept."
        )
        if self._reconnector is not None and self._reconnector.can_retry(error):
            self._reconnecting = self._start(self._reconnect(error))
            return
        self._emit(ErrorEvent(error=error))
        self._waits.reject(error)
        self._end(code, reason)

    def _fail(self, error: ServiceError) -> None:
        """Ends the session from the client's side after a failure: the error event, the waits failed, the socket
        closed, and the close event now (the server may never confirm the close)."""
        if self._state == "closed":
            return
        socket, self._socket = self._socket, None  # what that socket does from now on is ignored
        self._stop_keepalive()
        if socket is not None:
            self._start(socket.close(1000, _FAILED_REASON))
        self._emit(ErrorEvent(error=error))
        self._waits.reject(error)
        self._end(1000, _FAILED_REASON)

    def _end(self, code: int, reason: str) -> None:
        self._set_state("closed")
        # A server may echo the key in its close reason.
        self._emit(CloseEvent(code=code, reason=redact_text(reason, self._secrets)))
        self._ended.set()

    def _on_silence(self, waiting: Waiting) -> None:
        """The server said nothing for finish_timeout while finalize() or finish() waited."""
        silence = f"the server sent nothing for {self._settings.finish_timeout_s:g} s"
        if waiting == "finalize":
            if self._state == "finalizing":
                self._set_state("streaming")
            self._waits.reject(ServiceTimeoutError(f"finalize() got no <fin>: {silence}."), "finalize")
        elif self._finished_received:
            # All is transcribed, but the server does not close: the client does.
            socket, self._socket = self._socket, None
            if socket is not None:
                self._start(socket.close(1000, "finished"))
            self._end(1000, "finished")
            self._waits.resolve_finish(self.transcript.snapshot())
        else:
            self._fail(ServiceTimeoutError(f"finish() got no finished message: {silence}."))

    # --- reconnecting -------------------------------------------------------------------------------------------

    async def _reconnect(self, error: ServiceError) -> None:
        reconnector = self._reconnector
        assert reconnector is not None
        # The new socket's tokens for audio already final are dropped; where that audio ends is known now.
        self.transcript.resend_from(self._clock.duration_ms)

        async def open_session(audio_offset_ms: int) -> Callable[[bytes], Awaitable[None]]:
            await self._open(audio_offset_ms)
            socket = self._socket
            assert socket is not None
            return socket.send

        try:
            reopened = await reconnector.reopen(
                sent_ms=self._clock.duration_ms,
                final_until_ms=self.transcript.final_until_ms,
                header=self._clock.header,
                open_session=open_session,
                error=error,
            )
        except ServiceError as failure:
            self._fail_reconnect(failure)
            return
        except Exception:  # noqa: BLE001 - a reconnect that failed otherwise fails with the error it answered
            self._fail_reconnect(error)
            return
        finally:
            self._reconnecting = None
        if reopened.resent_audio:
            self._set_state("streaming")
        self._emit(
            ReconnectEvent(
                attempt=reopened.attempt, resent_ms=reopened.resent_ms, lost_ms=reopened.lost_ms, error=error
            )
        )
        if self._waits.has("finalize"):
            self._set_state("finalizing")
            await self._send(json.dumps({"type": "finalize"}))
        if self._waits.has("finish"):
            await self._send("")

    def _fail_reconnect(self, error: ServiceError) -> None:
        self._emit(ErrorEvent(error=error))
        self._waits.reject(error)
        self._end(1006, "reconnect failed")

    # --- sending ------------------------------------------------------------------------------------------------

    def _assert_can_send(self, what: str) -> None:
        if self._state in ("closed", "connected"):
            todo = "Open a new session with connect()." if self._state == "closed" else "Wait for connect() to return."
            raise ServiceError(f"Cannot {what}: the session is {self._state}. {todo}")

    async def _send(self, data: str | bytes) -> None:
        socket = self._socket
        if socket is None:
            return
        self._last_sent_at = time.monotonic()
        # A socket that dropped meanwhile says so to the reader, which reports it (or reconnects).
        await socket.send(data)

    async def send_audio(self, chunk: bytes | bytearray | memoryview) -> None:
        """Sends a chunk of audio; returns once the socket's buffer is below ``max_buffered_bytes`` again, so a long
        stream never piles up in memory.

        Raises:
            ServiceError: the session is closed, or not acknowledged yet.
        """
        if self._reconnecting is not None:
            # Waited for, never cancelled from here, and its failure is the session's (an event), not this call's.
            await asyncio.wait([self._reconnecting])
        self._assert_can_send("send audio")
        data = to_bytes(chunk)
        if not data:
            return
        start_ms = self._clock.duration_ms
        self._clock.feed(data)
        # Kept before it is sent: a drop the reader sees while this send waits resends it with the rest.
        if self._reconnector is not None and self._clock.exact:
            self._reconnector.keep(data, start_ms, self._clock.duration_ms, self._clock.header)
        await self._send(data)
        if self._state == "configured":
            self._set_state("streaming")

    async def stream(self, source: AudioSource, *, chunk_ms: float = 100, realtime: bool = False) -> None:
        """Sends audio from bytes, a path, a binary file object or an (async) iterable of bytes, in frames of
        ``chunk_ms`` of audio (raw audio or WAV; else 8 KiB). With ``realtime=True`` no faster than the audio plays
        (a microphone's pace, for raw audio and WAV); by default as fast as the socket takes it."""
        if isinstance(chunk_ms, bool) or not isinstance(chunk_ms, (int, float)) or not 0 < chunk_ms <= 60_000:
            raise ValueError(
                f"stream() chunk_ms is {chunk_ms!r}; give the milliseconds of audio per frame, 1 to 60000."
            )
        started = time.monotonic()
        start_ms = self._clock.duration_ms
        async for frame in audio_frames(source, chunk_ms, lambda: self._clock.bytes_per_ms):
            await self.send_audio(frame)
            if realtime and self._clock.exact:
                ahead_s = (self._clock.duration_ms - start_ms) / 1000 - (time.monotonic() - started)
                if ahead_s > 0:
                    await asyncio.sleep(ahead_s)

    async def finalize(self, *, trailing_silence_ms: int | None = None) -> list[Token]:
        """Asks for the final tokens of all audio so far; returns them once ``<fin>`` arrives.

        Raises:
            ServiceTimeoutError: the server sent nothing for ``finish_timeout`` meanwhile.
        """
        if trailing_silence_ms is not None and (
            isinstance(trailing_silence_ms, bool) or not isinstance(trailing_silence_ms, int) or trailing_silence_ms < 0
        ):
            raise ValueError(f"finalize() trailing_silence_ms is {trailing_silence_ms!r}; give a whole number from 0.")
        self._assert_can_send("finalize")
        if self._waits.has("finalize"):
            raise ServiceError("A finalize is already waiting for <fin>.")
        waiting = self._waits.start_finalize()
        self._set_state("finalizing")
        frame: dict[str, object] = {"type": "finalize"}
        if trailing_silence_ms is not None:
            frame["trailing_silence_ms"] = trailing_silence_ms
        await self._send(json.dumps(frame))
        return await waiting

    async def finish(self) -> TranscriptResult:
        """Ends the audio: the server sends the remaining final tokens, ``finished``, and closes. Returns the whole
        final transcript (``.text``, ``.tokens``).

        Raises:
            ServiceTimeoutError: the server sent nothing for ``finish_timeout`` meanwhile.
            ServiceError: the kind of the server's error frame, or of a drop.
        """
        self._assert_can_send("finish")
        if self._waits.has("finish"):
            raise ServiceError("finish() was called already.")
        waiting = self._waits.start_finish()
        self._stop_keepalive()
        await self._send("")
        return await waiting

    async def close(self) -> None:
        """Cancels the session: closes the socket now. A finalize() or finish() still waiting fails. Returns once
        the close event is out (at once when the session is closed already)."""
        if self._state == "closed":
            return
        self._closed_by_client = True
        self._stop_keepalive()
        self._waits.reject(ServiceError("The session was closed by the client."))
        if self._reconnecting is not None:
            # A session closed while it reconnects stays closed: the new connection is given up.
            reconnecting, self._reconnecting = self._reconnecting, None
            reconnecting.cancel()
            await asyncio.gather(reconnecting, return_exceptions=True)
            self._end(1000, "closed by the client")
            return
        socket = self._socket
        if socket is None:
            self._end(1000, "closed by the client")
            return
        await socket.close(1000, "closed by the client")
        if self._reader is not None:
            await asyncio.shield(self._reader)
        if not self._ended.is_set():
            self._end(socket.close_code(), socket.close_reason())

    # --- keepalive ----------------------------------------------------------------------------------------------

    def _start_keepalive(self) -> None:
        self._stop_keepalive()
        self._last_sent_at = time.monotonic()

        async def send_keepalive() -> None:
            await self._send(json.dumps({"type": "keepalive"}))

        self._keepalive = start_keepalive(
            self._settings.keepalive_interval_s, lambda: self._last_sent_at, send_keepalive
        )

    def _stop_keepalive(self) -> None:
        if self._keepalive is not None:
            self._keepalive.cancel()
            self._keepalive = None
