"""The real-time client (on the ``websockets`` package: ``pip install "stt-service[realtime]"``): sessions that
stream audio and yield typed events, with keepalive, finalize, reconnect and their time-outs."""

from .client import RealtimeServiceClient, ReconnectOptions, TemporaryKey
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
from .sending import AudioSource
from .session import RealtimeSession
from .transcript import Transcript, TranscriptResult

__all__ = [
    "AudioSource",
    "CloseEvent",
    "EndpointEvent",
    "ErrorEvent",
    "EventIterator",
    "FinalEvent",
    "FinalizedEvent",
    "FinishedEvent",
    "InterimEvent",
    "RealtimeEvent",
    "RealtimeServiceClient",
    "RealtimeSession",
    "ReconnectEvent",
    "ReconnectOptions",
    "SessionState",
    "StateEvent",
    "TemporaryKey",
    "Transcript",
    "TranscriptResult",
    "UnknownEvent",
]
