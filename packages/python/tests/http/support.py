"""Runtimes over injected transports for the HTTP tests: no network, and the waits between retries recorded, not
slept."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx

from stt_service._http.async_runtime import AsyncRuntime
from stt_service._http.options import ResolvedClientOptions, resolve_client_options
from stt_service._http.sync_runtime import SyncRuntime

#: A key long enough to be redacted, and unlike anything else in a message.
API_KEY = "sk-test-4f1c9b7e2a6d4e8f9c0b1a2d3e4f5a6b"
BASE_URL = "http://service.test/v1"

Handler = Callable[[httpx.Request], httpx.Response]


def options(**overrides: Any) -> ResolvedClientOptions:
    settings: dict[str, Any] = {
        "api_key": API_KEY,
        "base_url": BASE_URL,
        "timeout": None,
        "max_retries": None,
        "logger": None,
        "default_headers": None,
        "max_response_bytes": None,
    }
    settings.update(overrides)
    return resolve_client_options(**settings)


def sync_runtime(handler: Handler, **overrides: Any) -> tuple[SyncRuntime, list[float]]:
    """A blocking runtime whose requests go to ``handler``; the list gathers the waits it asked for."""
    waits: list[float] = []
    client = httpx.Client(transport=httpx.MockTransport(handler))
    return SyncRuntime(options(**overrides), client, waits.append), waits


def async_runtime(handler: Handler, **overrides: Any) -> tuple[AsyncRuntime, list[float]]:
    waits: list[float] = []

    async def wait(seconds: float) -> None:
        waits.append(seconds)

    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    return AsyncRuntime(options(**overrides), client, wait), waits


def json_response(status: int, body: object, headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.Response(
        status, content=json.dumps(body).encode(), headers={"content-type": "application/json", **(headers or {})}
    )


def answers(*responses: httpx.Response) -> tuple[Handler, list[httpx.Request]]:
    """A handler that gives these answers in turn (the last one again after them), and the requests it saw."""
    seen: list[httpx.Request] = []

    def handle(request: httpx.Request) -> httpx.Response:
        request.read()
        seen.append(request)
        answer = responses[min(len(seen) - 1, len(responses) - 1)]
        # A fresh copy each time: a response is read once.
        return httpx.Response(answer.status_code, headers=answer.headers, content=answer.content)

    return handle, seen
