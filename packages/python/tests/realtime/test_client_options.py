"""RealtimeServiceClient's options, checked when the client is made, before any I/O: what was wrong and what to do,
never quoting a key."""

from __future__ import annotations

import pytest

from stt_service._generated.errors import ServiceConfigError
from stt_service.realtime import RealtimeServiceClient

API_KEY = "sk_live_options_0a1b2c3d4e5f"


def test_options_are_checked_when_the_client_is_made(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("STT_API_KEY", raising=False)
    monkeypatch.delenv("STT_STREAM_URL", raising=False)
    with pytest.raises(
        ServiceConfigError, match=r"^No key: pass api_key= \(or temporary_key=\), or set STT_API_KEY\.$"
    ):
        RealtimeServiceClient()
    with pytest.raises(ServiceConfigError, match="api_key must be printable ASCII without spaces"):
        RealtimeServiceClient("has space")
    with pytest.raises(ServiceConfigError, match="stream_url must be a ws:// or wss:// URL"):
        RealtimeServiceClient(API_KEY, stream_url="http://127.0.0.1:4011/transcribe-websocket")
    with pytest.raises(ServiceConfigError, match="must not carry credentials, a query or a fragment"):
        RealtimeServiceClient(API_KEY, stream_url=f"ws://127.0.0.1:4011/transcribe-websocket?key={API_KEY}")
    with pytest.raises(
        ServiceConfigError, match=r"connect_timeout is -1; give seconds, above 0 to 86400 \(default 10\)"
    ):
        RealtimeServiceClient(API_KEY, connect_timeout=-1)
    monkeypatch.setenv("STT_API_KEY", API_KEY)
    monkeypatch.setenv("STT_STREAM_URL", "ws://127.0.0.1:4011/transcribe-websocket")
    from_environment = RealtimeServiceClient()
    assert from_environment.stream_url == "ws://127.0.0.1:4011/transcribe-websocket"
    assert API_KEY not in repr(from_environment)
