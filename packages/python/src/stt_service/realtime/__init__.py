"""The real-time client (on the ``websockets`` package: ``pip install "stt-service[realtime]"``): sessions that
stream audio and yield typed events, with keepalive, finalize, reconnect and their time-outs.

It behaves as the TypeScript SDK's client does in Node (the same states, events, messages, error kinds, reconnect
and resend rules), in Python's idiom, with these differences on purpose:

- events are read by iterating (``session.events()`` or ``async for event in session``), each iterator with its
  own bounded queue; there are no ``on()`` listeners, and no ``result`` or ``audioSent`` events (the ``final`` and
  ``interim`` events carry what a result adds);
- the key always travels in the ``Authorization`` header (a server's runtime: no browser subprotocol, no key in
  the config message); a temporary key may be a function called for each connection;
- a frame from the server larger than ``max_frame_bytes`` (4 MiB by default) ends the session with a clear error
  and close 1009, where the TypeScript client takes what its WebSocket takes;
- times are in seconds (``connect_timeout``, ``keepalive_interval``, ``finish_timeout``), as Python's are;
- like httpx, the WebSocket honours the proxy settings of the environment.
"""

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
