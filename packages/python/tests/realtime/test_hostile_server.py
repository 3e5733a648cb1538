"""The real-time client against a hostile WebSocket server on a real loopback socket: nothing a server sends may
escape to the app as an exception it did not ask for, leave finish() or finalize() waiting for ever, or carry the
key out. As packages/sdk/test/realtime/hostile-server.unit.test.ts."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from typing import TypeVar

import pytest
import pytest_asyncio

from stt_service._core.service_error import ServiceError
from stt_service._generated.errors import (
    ServiceAPIError,
    ServiceAuthenticationError,
    ServiceConfigError,
    ServiceNetworkError,
    ServiceRateLimitError,
    ServiceTimeoutError,
    ServiceValidationError,
)
from stt_service.realtime import (
    CloseEvent,
    ErrorEvent,
    EventIterator,
    FinalEvent,
    RealtimeEvent,
    RealtimeServiceClient,
    RealtimeSession,
    ReconnectEvent,
    ReconnectOptions,
    UnknownEvent,
)

from .hostile_server import ACK, FINISHED, Connection, HostileServer, error_frame, hostile_server, result, token
from .wav_fixtures import silence_pcm, tone_wav

pytestmark = pytest.mark.asyncio

API_KEY = "sk_live_hostile_5e6f7a8b9c0d"
CONFIG: dict[str, object] = {"model": "stt-rt-v3", "audio_format": "pcm_s16le", "sample_rate": 16000, "num_channels": 1}
#: Bounds a wait for a signal that must come: a test that fails fails in seconds, never hangs.
SIGNAL_TIMEOUT_S = 10.0
T = TypeVar("T")


@pytest_asyncio.fixture
async def server() -> AsyncIterator[HostileServer]:
    async with hostile_server() as running:
        yield running


def client(server: HostileServer, **options: object) -> RealtimeServiceClient:
    return RealtimeServiceClient(API_KEY, stream_url=server.url, **options)  # type: ignore[arg-type]


async def connect(server: HostileServer, **options: object) -> RealtimeSession:
    return await client(server, **options).connect(**CONFIG)  # type: ignore[arg-type]


async def signal(awaitable: asyncio.Future[T]) -> T:
    return await asyncio.wait_for(awaitable, SIGNAL_TIMEOUT_S)


async def collect(events: EventIterator[RealtimeEvent]) -> list[RealtimeEvent]:
    """Every event up to the close."""
    return [event async for event in events]


def everything_of(error: BaseException) -> str:
    """Everything an error shows: its message, repr, fields, and the errors chained to it."""
    shown = [str(error), repr(error)]
    if isinstance(error, ServiceError):
        shown.append(json.dumps(error.to_dict(), default=str))
    for chained in (error.__cause__, error.__context__):
        if chained is not None:
            shown.append(everything_of(chained))
    return "\n".join(shown)


async def test_the_key_travels_in_the_authorization_header_and_never_in_the_url(server: HostileServer) -> None:
    session = await connect(server)
    states = [session.state]
    request = server.requests[0]
    assert request.headers["Authorization"] == f"Bearer {API_KEY}"
    assert API_KEY not in request.path
    assert API_KEY not in repr(session) and API_KEY not in repr(client(server))
    await session.close()
    states.append(session.state)
    assert states == ["configured", "closed"]


async def test_malformed_json_and_an_unknown_message_type_are_unknown_events_and_the_session_goes_on(
    server: HostileServer,
) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        assert await connection.next_text() == ""
        await connection.send("{not json")
        await connection.send(json.dumps({"type": "speech_started", "at_ms": 120}))
        await connection.send(b"\x00\x01")
        await connection.send(result([token("Hello", 0, 400)], 400))
        await connection.send(FINISHED)
        await connection.close()

    server.behave(behaviour)
    session = await connect(server)
    events = session.events()
    done = await signal(asyncio.ensure_future(session.finish()))
    assert done.text == "Hello"
    seen = await signal(asyncio.ensure_future(collect(events)))
    unknown = [event for event in seen if isinstance(event, UnknownEvent)]
    assert [event.reason for event in unknown] == [
        "a text frame that is not JSON",
        "a frame that matches no message of the contract",
        "a binary frame from the server",
    ]
    assert unknown[1].frame == {"type": "speech_started", "at_ms": 120}
    assert not any(isinstance(event, ErrorEvent) for event in seen)
    assert isinstance(seen[-1], CloseEvent) and seen[-1].code == 1000


async def test_a_frame_that_fails_the_guard_is_an_unknown_event_not_a_crash(server: HostileServer) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        assert await connection.next_text() == ""
        # A result whose token has no text, then one whose timing is a string.
        await connection.send(
            json.dumps({"tokens": [{"is_final": True}], "final_audio_proc_ms": 0, "total_audio_proc_ms": 0})
        )
        await connection.send(result([{**token("x", 0, 1), "start_ms": "0"}], 1))
        await connection.send(json.dumps([[[[[]]]]]))
        await connection.send("[" * 100_000 + "]" * 100_000)
        await connection.send(FINISHED)
        await connection.close()

    server.behave(behaviour)
    session = await connect(server)
    events = session.events()
    assert (await signal(asyncio.ensure_future(session.finish()))).text == ""
    seen = await signal(asyncio.ensure_future(collect(events)))
    assert len([event for event in seen if isinstance(event, UnknownEvent)]) == 4
    assert not any(isinstance(event, ErrorEvent) for event in seen)


async def test_a_10_mb_frame_ends_the_session_with_a_clear_error_and_finish_raises_it(server: HostileServer) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        assert await connection.next_text() == ""
        await connection.send(json.dumps({"padding": "x" * (10 * 1024 * 1024)}))
        await connection.socket.wait_closed()

    server.behave(behaviour)
    session = await connect(server)
    events = session.events()
    with pytest.raises(ServiceAPIError) as raised:
        await signal(asyncio.ensure_future(session.finish()))
    assert "larger than 4194304 bytes (max_frame_bytes)" in str(raised.value)
    assert "1009" in str(raised.value)
    seen = await signal(asyncio.ensure_future(collect(events)))
    assert [type(event).__name__ for event in seen if event.type != "state"] == ["ErrorEvent", "CloseEvent"]
    assert session.state == "closed"


async def test_a_10_mb_frame_within_a_raised_max_frame_bytes_is_read_and_reported_as_unknown(
    server: HostileServer,
) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        assert await connection.next_text() == ""
        await connection.send("x" * (10 * 1024 * 1024))
        await connection.send(FINISHED)
        await connection.close()

    server.behave(behaviour)
    session = await connect(server, max_frame_bytes=32 * 1024 * 1024)
    events = session.events()
    await signal(asyncio.ensure_future(session.finish()))
    seen = await signal(asyncio.ensure_future(collect(events)))
    assert [event.reason for event in seen if isinstance(event, UnknownEvent)] == ["a text frame that is not JSON"]


async def test_a_server_that_never_acknowledges_times_out_connect(server: HostileServer) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.socket.wait_closed()

    server.behave(behaviour)
    with pytest.raises(ServiceTimeoutError) as raised:
        await client(server, connect_timeout=0.3).connect(**CONFIG)  # type: ignore[arg-type]
    assert str(raised.value) == f"No acknowledgement within 0.3 s of connecting to {server.url}."
    assert raised.value.__cause__ is None


async def test_finalize_without_fin_times_out_and_the_session_streams_on(server: HostileServer) -> None:
    session = await connect(server, finish_timeout=0.3)
    await session.send_audio(silence_pcm(100))
    with pytest.raises(ServiceTimeoutError) as raised:
        await signal(asyncio.ensure_future(session.finalize()))
    assert str(raised.value) == "finalize() got no <fin>: the server sent nothing for 0.3 s."
    assert session.state == "streaming"
    await session.close()


async def test_finish_without_finished_times_out_with_an_error_event_and_a_close(server: HostileServer) -> None:
    session = await connect(server, finish_timeout=0.3)
    events = session.events()
    with pytest.raises(ServiceTimeoutError) as raised:
        await signal(asyncio.ensure_future(session.finish()))
    assert str(raised.value) == "finish() got no finished message: the server sent nothing for 0.3 s."
    seen = await signal(asyncio.ensure_future(collect(events)))
    assert [event.type for event in seen if event.type != "state"] == ["error", "close"]
    assert session.state == "closed"


async def test_finish_returns_the_transcript_when_the_server_sends_finished_but_never_closes(
    server: HostileServer,
) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        assert await connection.next_text() == ""
        await connection.send(result([token("Hello", 0, 400)], 400))
        await connection.send(FINISHED)
        await connection.socket.wait_closed()

    server.behave(behaviour)
    session = await connect(server, finish_timeout=0.3)
    done = await signal(asyncio.ensure_future(session.finish()))
    assert done.text == "Hello"
    assert session.state == "closed"


@pytest.mark.parametrize(
    ("code", "error_type", "kind"),
    [
        (400, "invalid_request", ServiceValidationError),
        (401, "unauthenticated", ServiceAuthenticationError),
        (403, "permission_denied", ServiceAuthenticationError),
        (408, "request_timeout", ServiceTimeoutError),
        (429, "rate_limited", ServiceRateLimitError),
        (500, "internal_error", ServiceAPIError),
        (503, "service_unavailable", ServiceAPIError),
        (599, "something_new", ServiceAPIError),
    ],
)
async def test_an_error_frame_before_the_acknowledgement_raises_its_kind_with_its_fields(
    server: HostileServer, code: int, error_type: str, kind: type[ServiceError]
) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(error_frame(code, error_type, "it went wrong", "req_123"))
        await connection.close(1008, "error")

    server.behave(behaviour)
    with pytest.raises(ServiceError) as raised:
        await connect(server)
    error = raised.value
    assert type(error) is kind
    assert (error.status, error.error_type, error.request_id) == (code, error_type, "req_123")
    assert str(error) == f"The stream failed: {code} {error_type}: it went wrong"
    assert error.body == {
        "error_code": code,
        "error_type": error_type,
        "error_message": "it went wrong",
        "request_id": "req_123",
    }


async def test_an_error_frame_mid_stream_is_an_error_event_and_finish_raises_its_kind(server: HostileServer) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        await connection.next_frame()
        await connection.send(error_frame(429, "rate_limited", "too many sessions"))
        await connection.socket.wait_closed()

    server.behave(behaviour)
    session = await connect(server)
    events = session.events()
    await session.send_audio(silence_pcm(100))
    seen = await signal(asyncio.ensure_future(collect(events)))
    errors = [event.error for event in seen if isinstance(event, ErrorEvent)]
    assert len(errors) == 1 and isinstance(errors[0], ServiceRateLimitError)
    assert errors[0].status == 429
    with pytest.raises(ServiceError, match="the session is closed"):
        await session.finish()


async def test_a_refused_upgrade_raises_the_kind_of_its_http_status(server: HostileServer) -> None:
    server.refuse_with = (401, "Invalid API key.\nmore")
    with pytest.raises(ServiceAuthenticationError) as raised:
        await connect(server)
    assert raised.value.status == 401
    assert (
        str(raised.value)
        == f"The stream server at {server.url} refused the WebSocket upgrade with HTTP 401: Invalid API key."
    )


async def test_nothing_listening_is_a_network_error_that_says_what_to_do() -> None:
    realtime = RealtimeServiceClient(API_KEY, stream_url="ws://127.0.0.1:9/transcribe-websocket")
    with pytest.raises(ServiceNetworkError) as raised:
        await realtime.connect(**CONFIG)  # type: ignore[arg-type]
    message = str(raised.value)
    assert message.startswith(
        "The connection to ws://127.0.0.1:9/transcribe-websocket closed before the acknowledgement"
    )
    assert (
        "Nothing accepts connections at 127.0.0.1:9: start the stream's server there (the mock: npx stt-mock)"
        in message
    )
    assert raised.value.__cause__ is None


async def test_a_drop_mid_stream_without_reconnect_is_a_network_error(server: HostileServer) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        await connection.next_frame()
        await connection.send(result([token("Hello", 0, 400)], 400))
        await connection.drop()

    server.behave(behaviour)
    session = await connect(server)
    events = session.events()
    await session.send_audio(silence_pcm(500))
    seen = await signal(asyncio.ensure_future(collect(events)))
    errors = [event.error for event in seen if isinstance(event, ErrorEvent)]
    assert len(errors) == 1 and isinstance(errors[0], ServiceNetworkError)
    assert str(errors[0]) == "The stream dropped without an error frame (close code 1006); 1 final tokens were kept."
    assert session.transcript.final_text == "Hello"


async def test_a_drop_mid_stream_with_reconnect_opens_a_new_session_and_sends_the_audio_not_yet_final(
    server: HostileServer,
) -> None:
    audio_on_second: asyncio.Queue[int] = asyncio.Queue()
    connections = 0

    async def behaviour(connection: Connection) -> None:
        nonlocal connections
        connections += 1
        await connection.next_frame()
        await connection.send(ACK)
        if connections == 1:
            await connection.next_frame()  # the first 500 ms
            await connection.send(result([token("Hello", 0, 200)], 200))
            await connection.next_frame()  # the next 500 ms
            await connection.drop()
            return
        received = 0
        while True:
            frame = await connection.next_frame()
            if frame == "":
                break
            if isinstance(frame, bytes):
                received += len(frame)
        audio_on_second.put_nowait(received)
        # The new socket counts its audio from 0; it repeats a token already final, then says something new.
        await connection.send(result([token("Hello", 0, 100), token(" again", 500, 700)], 800))
        await connection.send(FINISHED)
        await connection.close()

    server.behave(behaviour)
    session = await connect(server, reconnect=ReconnectOptions(max_attempts=2))
    events = session.events()
    await session.send_audio(silence_pcm(500))
    await session.send_audio(silence_pcm(500))
    reconnected = None
    async for event in events:
        if isinstance(event, ReconnectEvent):
            reconnected = event
            break
    assert reconnected is not None and reconnected.attempt == 1
    assert isinstance(reconnected.error, ServiceNetworkError)
    done = await signal(asyncio.ensure_future(session.finish()))
    # Everything after the last final token's audio (200 ms) was kept: both chunks, 1 s of audio.
    assert await signal(asyncio.ensure_future(audio_on_second.get())) == len(silence_pcm(1000))
    assert done.text == "Hello again"
    assert [(item.start_ms, item.end_ms) for item in done.tokens] == [(0, 200), (500, 700)]


async def test_a_reconnect_tells_the_new_session_where_the_audio_it_sends_again_starts(server: HostileServer) -> None:
    configs: list[dict[str, object]] = []
    connections = 0

    async def behaviour(connection: Connection) -> None:
        nonlocal connections
        connections += 1
        configs.append(json.loads(await connection.next_text()))
        await connection.send(ACK)
        if connections == 1:
            await connection.next_frame()  # the first 500 ms, all of it final
            await connection.send(result([token("Hello", 0, 200)], 500))
            await connection.next_frame()  # the next 500 ms
            await connection.drop()
            return
        while await connection.next_frame() != "":
            pass
        # The new session counts its audio from its first byte, which is the stream's 500 ms.
        await connection.send(result([token(" again", 100, 300)], 500))
        await connection.send(FINISHED)
        await connection.close()

    server.behave(behaviour)
    session = await client(server, reconnect=True).connect(**{**CONFIG, "audio_offset_ms": 5_000})  # type: ignore[arg-type]
    await session.send_audio(silence_pcm(500))
    await session.send_audio(silence_pcm(500))
    done = await signal(asyncio.ensure_future(session.finish()))
    # The caller's own offset, then that plus where the resent audio starts; nothing else of the config changes.
    assert [config.get("audio_offset_ms") for config in configs] == [5_000, 5_500]
    assert {**configs[1], "audio_offset_ms": 5_000} == configs[0]
    assert done.text == "Hello again"
    assert [(item.start_ms, item.end_ms) for item in done.tokens] == [(0, 200), (600, 800)]


async def test_the_key_a_server_echoes_is_in_no_event_error_log_or_chained_exception(
    server: HostileServer, caplog: pytest.LogCaptureFixture
) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        await connection.next_frame()
        await connection.send(json.dumps({f"echo_{API_KEY}": API_KEY}))
        await connection.send(f"not json {API_KEY}")
        await connection.send(error_frame(400, f"bad {API_KEY}", f"your key {API_KEY}", API_KEY))
        await connection.close(4000, f"dropped {API_KEY}")

    server.behave(behaviour)
    caplog.set_level(logging.DEBUG)
    session = await connect(server)
    events = session.events()
    await session.send_audio(silence_pcm(20))
    seen = await signal(asyncio.ensure_future(collect(events)))
    error = next(event.error for event in seen if isinstance(event, ErrorEvent))
    assert isinstance(error, ServiceValidationError)
    close = seen[-1]
    assert isinstance(close, CloseEvent) and close.reason == "dropped [redacted]"
    assert isinstance(error.body, dict) and error.body["request_id"] == "[redacted]"
    # The client's log lines (the test's own server logs what it sends, key included).
    client_lines = [record.getMessage() for record in caplog.records if not record.name.startswith("websockets.server")]
    assert any("Authorization: Bearer [redacted]" in line for line in client_lines)
    shown = "\n".join([repr(seen), everything_of(error), *client_lines])
    assert API_KEY not in shown
    assert API_KEY[:12] not in shown


async def test_bad_config_is_refused_before_any_connection(server: HostileServer) -> None:
    realtime = client(server)
    with pytest.raises(ServiceConfigError) as unknown:
        await realtime.connect(model="stt-rt-v3", audio_format="auto", sampleRate=16000)
    assert 'unknown option "sampleRate"; did you mean "sample_rate"?' in str(unknown.value)
    with pytest.raises(ServiceValidationError) as invalid:
        await realtime.connect(model="stt-rt-v3", audio_format="pcm_s16le", sample_rate="fast")
    assert "sample_rate" in str(invalid.value)
    assert server.requests == []


async def test_each_method_refuses_where_it_makes_no_sense(server: HostileServer) -> None:
    session = await connect(server, finish_timeout=5)
    finishing = asyncio.ensure_future(session.finish())
    await asyncio.sleep(0)
    with pytest.raises(ServiceError, match=r"^finish\(\) was called already\.$"):
        await session.finish()
    await session.close()
    with pytest.raises(ServiceError, match="The session was closed by the client."):
        await finishing
    for call in (session.send_audio(b"\x00\x00"), session.finalize(), session.finish()):
        with pytest.raises(ServiceError, match="the session is closed. Open a new session with connect()"):
            await call
    await session.close()  # closing twice is no error
    assert [event async for event in session] == []  # an iterator made after the close ends at once


async def test_a_reader_that_falls_behind_gets_every_event_it_holds_then_an_error_and_nothing_is_lost(
    server: HostileServer,
) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        assert await connection.next_text() == ""
        for index in range(50):
            await connection.send(
                result(
                    [token(f" w{index}", index * 10, index * 10 + 10), token(" maybe", 0, 0, final=False)], index * 10
                )
            )
        await connection.send(FINISHED)
        await connection.close()

    server.behave(behaviour)
    session = await connect(server)
    events = session.events(max_queued_events=5)
    done = await signal(asyncio.ensure_future(session.finish()))
    assert len(done.tokens) == 50
    assert events.most_queued == 5
    read: list[RealtimeEvent] = []
    with pytest.raises(ServiceError, match="fell 5 events behind the session"):
        async for event in events:
            read.append(event)
    assert 0 < len(read) <= 5
    assert events.superseded > 0
    assert all(isinstance(event, FinalEvent) or event.type in ("state", "interim") for event in read)


async def test_keepalive_frames_go_out_while_no_audio_flows(server: HostileServer) -> None:
    frames: asyncio.Queue[str | bytes] = asyncio.Queue()

    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        while True:
            frames.put_nowait(await connection.next_frame())

    server.behave(behaviour)
    session = await connect(server, keepalive_interval=0.1)
    assert json.loads(await signal(asyncio.ensure_future(frames.get()))) == {"type": "keepalive"}
    await session.close()


async def test_a_temporary_key_function_is_called_per_connection_and_its_key_is_kept_out_as_the_api_key_is(
    server: HostileServer, caplog: pytest.LogCaptureFixture
) -> None:
    minted = iter(["tmp_first_9f8e7d6c5b4a", "tmp_second_1a2b3c4d5e6f"])

    async def temporary_key() -> str:
        return next(minted)

    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        # Before the acknowledgement: a frame of the contract out of turn, and one of no message.
        await connection.send(result([token("early", 0, 1)], 1))
        await connection.send(json.dumps({"hello": server.requests[-1].headers["Authorization"]}))
        await connection.send(ACK)
        await connection.socket.wait_closed()

    server.behave(behaviour)
    caplog.set_level(logging.DEBUG)
    realtime = RealtimeServiceClient(temporary_key=temporary_key, stream_url=server.url)
    first = await realtime.connect(**CONFIG)  # type: ignore[arg-type]
    second = await realtime.connect(**CONFIG)  # type: ignore[arg-type]
    assert [request.headers["Authorization"] for request in server.requests] == [
        "Bearer tmp_first_9f8e7d6c5b4a",
        "Bearer tmp_second_1a2b3c4d5e6f",
    ]
    await first.close()
    await second.close()
    client_lines = [record.getMessage() for record in caplog.records if not record.name.startswith("websockets.server")]
    assert any("Ignored expected the acknowledgement" in line for line in client_lines)
    assert any('{"hello": "Bearer [redacted]"}' in line for line in client_lines)
    assert not any("tmp_first" in line or "tmp_second" in line for line in client_lines)


async def test_a_reconnect_sends_a_wav_header_first_and_once_then_the_samples_not_yet_final(
    server: HostileServer,
) -> None:
    audio = tone_wav(1)
    resent: asyncio.Queue[list[bytes]] = asyncio.Queue()
    connections = 0

    async def behaviour(connection: Connection) -> None:
        nonlocal connections
        connections += 1
        await connection.next_frame()
        await connection.send(ACK)
        if connections == 1:
            await connection.next_frame()
            await connection.drop()
            return
        frames: list[bytes] = []
        while (frame := await connection.next_frame()) != "":
            if isinstance(frame, bytes):
                frames.append(frame)
        resent.put_nowait(frames)
        await connection.send(FINISHED)
        await connection.close()

    server.behave(behaviour)
    session = await client(server, reconnect=True).connect(model="stt-rt-v3", audio_format="auto")
    await session.stream(audio)
    await signal(asyncio.ensure_future(session.finish()))
    frames = await signal(asyncio.ensure_future(resent.get()))
    # Nothing was final: the header, then every sample once, whatever was sent before the drop was seen.
    assert frames[0] == audio[:44]
    assert b"".join(frames) == audio


async def test_a_server_that_accepts_the_connection_but_never_answers_the_upgrade_times_out_connect() -> None:
    accepted: asyncio.Queue[asyncio.StreamWriter] = asyncio.Queue()

    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        accepted.put_nowait(writer)

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    url = f"ws://127.0.0.1:{port}/transcribe-websocket"
    try:
        with pytest.raises(ServiceTimeoutError, match=rf"^No acknowledgement within 0.3 s of connecting to {url}\.$"):
            await RealtimeServiceClient(API_KEY, stream_url=url, connect_timeout=0.3).connect(**CONFIG)  # type: ignore[arg-type]
        assert not accepted.empty()
    finally:
        while not accepted.empty():
            accepted.get_nowait().close()
        server.close()
        await server.wait_closed()


async def test_finalize_returns_the_tokens_made_final_since_it_was_called_and_refuses_a_second_one_meanwhile(
    server: HostileServer,
) -> None:
    async def behaviour(connection: Connection) -> None:
        await connection.next_frame()
        await connection.send(ACK)
        await connection.send(result([token("Before", 0, 100)], 100))
        assert json.loads(await connection.next_text()) == {"type": "finalize", "trailing_silence_ms": 200}
        await connection.send(result([token(" after", 100, 300), token("<fin>", 0, 0)], 300))
        await connection.socket.wait_closed()

    server.behave(behaviour)
    session = await connect(server)
    events = session.events()
    async for event in events:
        if isinstance(event, FinalEvent):
            break
    finalizing = asyncio.ensure_future(session.finalize(trailing_silence_ms=200))
    await asyncio.sleep(0)
    with pytest.raises(ServiceError, match=r"^A finalize is already waiting for <fin>\.$"):
        await session.finalize()
    tokens = await signal(finalizing)
    assert [item.text for item in tokens] == [" after"]
    assert session.transcript.final_text == "Before after"
    assert session.state == "streaming"
    await session.close()


async def test_a_session_closed_while_it_reconnects_stays_closed(server: HostileServer) -> None:
    second_connected: asyncio.Queue[Connection] = asyncio.Queue()
    connections = 0

    async def behaviour(connection: Connection) -> None:
        nonlocal connections
        connections += 1
        if connections == 1:
            await connection.next_frame()
            await connection.send(ACK)
            await connection.next_frame()
            await connection.drop()
            return
        # The new connection: never acknowledged.
        second_connected.put_nowait(connection)
        await connection.socket.wait_closed()

    server.behave(behaviour)
    session = await connect(server, reconnect=True, connect_timeout=30)
    events = session.events()
    await session.send_audio(silence_pcm(100))
    second = await signal(asyncio.ensure_future(second_connected.get()))
    await signal(asyncio.ensure_future(session.close()))
    seen = await signal(asyncio.ensure_future(collect(events)))
    assert seen[-1] == CloseEvent(code=1000, reason="closed by the client")
    assert not any(isinstance(event, (ErrorEvent, ReconnectEvent)) for event in seen)
    await signal(asyncio.ensure_future(second.socket.wait_closed()))
    with pytest.raises(ServiceError, match="the session is closed"):
        await session.send_audio(silence_pcm(100))
    assert len(server.requests) == 2
