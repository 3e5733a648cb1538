"""An in-process WebSocket server on 127.0.0.1:0 that behaves as each test tells it: the stream's frames, or
whatever a hostile or broken server sends. What it received, and each connection's request, are kept for the test
to wait on (no guessed durations: a test awaits the frame it expects)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

ACK = json.dumps({"type": "ack", "session_id": "hostile-session", "model": "stt-rt-v3"})
FINISHED = json.dumps({"tokens": [], "final_audio_proc_ms": 0, "total_audio_proc_ms": 0, "finished": True})

Behaviour = Callable[["Connection"], Coroutine[object, object, None]]


def token(text: str, start_ms: int, end_ms: int, *, final: bool = True) -> dict[str, object]:
    return {"text": text, "start_ms": start_ms, "end_ms": end_ms, "confidence": 0.9, "is_final": final}


def result(tokens: list[dict[str, object]], final_ms: int) -> str:
    return json.dumps({"tokens": tokens, "final_audio_proc_ms": final_ms, "total_audio_proc_ms": final_ms})


def error_frame(code: int, error_type: str, message: str, request_id: str | None = None) -> str:
    frame: dict[str, object] = {"error_code": code, "error_type": error_type, "error_message": message}
    if request_id is not None:
        frame["request_id"] = request_id
    return json.dumps(frame)


@dataclass
class Connection:
    """One client connection as the behaviour sees it: send, receive, close; what arrived is kept in order."""

    socket: ServerConnection
    received: asyncio.Queue[str | bytes] = field(default_factory=asyncio.Queue)

    async def send(self, data: str | bytes) -> None:
        await self.socket.send(data)

    async def next_frame(self) -> str | bytes:
        """The next frame the client sent (the config first)."""
        return await self.received.get()

    async def next_text(self) -> str:
        """The next text frame the client sent, skipping audio."""
        while True:
            frame = await self.next_frame()
            if isinstance(frame, str):
                return frame

    async def close(self, code: int = 1000, reason: str = "") -> None:
        await self.socket.close(code, reason)

    async def drop(self) -> None:
        """Ends the TCP connection without a close frame (close code 1006 at the client)."""
        self.socket.transport.abort()


@dataclass
class HostileServer:
    url: str
    behaviour: Behaviour
    #: The Authorization header and path of each upgrade request, in order.
    requests: list[Request] = field(default_factory=list)
    connections: asyncio.Queue[Connection] = field(default_factory=asyncio.Queue)
    #: An HTTP answer instead of the upgrade, when set.
    refuse_with: tuple[int, str] | None = None
    #: What a behaviour raised (an assertion on what the client sent): the test fails with it.
    failures: list[Exception] = field(default_factory=list)

    def behave(self, behaviour: Behaviour) -> None:
        self.behaviour = behaviour


async def _acknowledge(connection: Connection) -> None:
    await connection.next_frame()
    await connection.send(ACK)
    await connection.socket.wait_closed()


@asynccontextmanager
async def hostile_server(max_size: int = 64 * 1024 * 1024) -> AsyncIterator[HostileServer]:
    """A server on a free loopback port; by default it acknowledges the config and then only listens."""
    state = HostileServer(url="", behaviour=_acknowledge)

    def process_request(connection: ServerConnection, request: Request) -> Response | None:
        state.requests.append(request)
        if state.refuse_with is not None:
            status, body = state.refuse_with
            return Response(status, "Refused", Headers([("Content-Type", "text/plain")]), body.encode())
        return None

    async def handler(socket: ServerConnection) -> None:
        connection = Connection(socket=socket)

        async def collect() -> None:
            async for frame in socket:
                connection.received.put_nowait(frame)

        loop = asyncio.get_running_loop()
        collector = loop.create_task(collect())
        state.connections.put_nowait(connection)
        behaviour = loop.create_task(state.behaviour(connection))
        closed = loop.create_task(socket.wait_closed())
        # A behaviour still waiting for frames when the client has gone ends with the connection.
        await asyncio.wait([behaviour, closed], return_when=asyncio.FIRST_COMPLETED)
        for task in (behaviour, closed, collector):
            task.cancel()
        outcomes = await asyncio.gather(behaviour, closed, collector, return_exceptions=True)
        if isinstance(outcomes[0], Exception):
            state.failures.append(outcomes[0])

    async with serve(handler, "127.0.0.1", 0, process_request=process_request, max_size=max_size) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        state.url = f"ws://127.0.0.1:{port}/transcribe-websocket"
        yield state
    assert not state.failures, f"the server's behaviour failed: {state.failures!r}"
