"""What a real-time session tells: its states, and the events ``session.events()`` yields, each a frozen
dataclass whose ``type`` names it (``match event: case FinalEvent(): ...`` or ``event.type == "final"``). The
same events as the TypeScript SDK's ``RealtimeEvents``, in snake_case."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .._core.service_error import ServiceError
from .._generated.stream import FinishedMessage
from .._generated.types import Token

__all__ = [
    "CloseEvent",
    "EndpointEvent",
    "ErrorEvent",
    "FinalEvent",
    "FinalizedEvent",
    "FinishedEvent",
    "InterimEvent",
    "RealtimeEvent",
    "ReconnectEvent",
    "SessionState",
    "StateEvent",
    "UnknownEvent",
]

#: Where a session is: ``closed``, ``connected`` (the socket is open), ``configured`` (acknowledged),
#: ``streaming`` (audio sent), or ``finalizing`` while a finalize() waits for ``<fin>``.
SessionState = Literal["closed", "connected", "configured", "streaming", "finalizing"]


@dataclass(frozen=True)
class StateEvent:
    """The session moved from one state to another."""

    state: SessionState
    previous: SessionState
    type: Literal["state"] = "state"


@dataclass(frozen=True)
class InterimEvent:
    """The current interim tokens, replacing the previous ones (an unread one is replaced by a newer one)."""

    tokens: tuple[Token, ...]
    text: str
    type: Literal["interim"] = "interim"


@dataclass(frozen=True)
class FinalEvent:
    """Tokens that just became final (never sent again), and the whole final text so far."""

    tokens: tuple[Token, ...]
    text: str
    type: Literal["final"] = "final"


@dataclass(frozen=True)
class EndpointEvent:
    """The end of an utterance (``<end>``, with endpoint detection)."""

    token: Token
    type: Literal["endpoint"] = "endpoint"


@dataclass(frozen=True)
class FinalizedEvent:
    """A finalize is done (``<fin>``): the final tokens it produced."""

    tokens: tuple[Token, ...]
    type: Literal["finalized"] = "finalized"


@dataclass(frozen=True)
class FinishedEvent:
    """The server transcribed all audio; it closes next."""

    message: FinishedMessage
    type: Literal["finished"] = "finished"


@dataclass(frozen=True)
class ErrorEvent:
    """The session failed: the error kind of the server's error frame, a drop, a time-out."""

    error: ServiceError
    type: Literal["error"] = "error"


@dataclass(frozen=True)
class CloseEvent:
    """The session ended: the last event. The reason never holds the key."""

    code: int
    reason: str
    type: Literal["close"] = "close"


@dataclass(frozen=True)
class UnknownEvent:
    """A frame the session cannot use, with why: not JSON, too large, no message of the contract (a newer
    server's), or a message out of turn. Logged, then ignored; ``frame`` is the decoded JSON (or the text) without
    the key."""

    frame: object
    reason: str
    type: Literal["unknown"] = "unknown"


@dataclass(frozen=True)
class ReconnectEvent:
    """The session was opened again after a failure, and the audio not yet final was sent again."""

    attempt: int
    resent_ms: int
    lost_ms: int
    error: ServiceError
    type: Literal["reconnect"] = "reconnect"


#: Every event of a session.
RealtimeEvent = (
    StateEvent
    | InterimEvent
    | FinalEvent
    | EndpointEvent
    | FinalizedEvent
    | FinishedEvent
    | ErrorEvent
    | CloseEvent
    | UnknownEvent
    | ReconnectEvent
)
