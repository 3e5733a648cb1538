"""The clients' options: checked at construction, before any I/O, each refusal naming the option and what to give;
the environment's settings; the key in no repr; an injected httpx client used and left open."""

from __future__ import annotations

import asyncio
import logging

import httpx
import pytest

from stt_service import AsyncServiceClient, ServiceClient, ServiceConfigError, ServiceNetworkError

from .support import API_KEY, json_response


@pytest.fixture(autouse=True)
def _no_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("STT_API_KEY", "STT_BASE_URL"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({}, "No API key: pass api_key=... or set the STT_API_KEY environment variable."),
        ({"api_key": "has space"}, "The API key must be a string of printable ASCII characters, without spaces."),
        ({"base_url": "ftp://host/v1"}, "base_url must use https or http, not ftp:"),
        ({"base_url": "not a url"}, 'base_url "not a url" is not a URL; give one such as https://'),
        ({"base_url": f"https://user:{API_KEY}@host/v1"}, "base_url must not carry credentials, a query or a fragment"),
        ({"timeout": 0}, "timeout is 0; give a number of seconds above 0 (default 60)."),
        ({"timeout": float("inf")}, "timeout is inf"),
        ({"max_retries": 11}, "max_retries is 11; give a whole number from 0 to 10 (default 2)."),
        ({"max_retries": True}, "max_retries is True"),
        (
            {"default_headers": {"Authorization": "x"}},
            "default_headers must not set Authorization; pass the key as api_key.",
        ),
        ({"default_headers": {"x-a": "b\r\nx-b: c"}}, 'default_headers["x-a"] holds a line break'),
        ({"logger": print}, "logger is builtin_function_or_method; pass a logging.Logger"),
        ({"http_client": httpx.AsyncClient()}, "http_client is AsyncClient; pass an httpx.Client for ServiceClient"),
    ],
)
def test_invalid_options_are_refused_naming_what_to_give(options: dict[str, object], message: str) -> None:
    settings = {"api_key": API_KEY, **options} if options else {}
    with pytest.raises(ServiceConfigError) as caught:
        ServiceClient(**settings)  # type: ignore[arg-type]
    assert message in str(caught.value)
    assert API_KEY not in str(caught.value)


def test_the_environment_gives_the_key_and_the_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STT_API_KEY", API_KEY)
    monkeypatch.setenv("STT_BASE_URL", "http://127.0.0.1:4010/v1/")
    client = ServiceClient()
    assert client.base_url == "http://127.0.0.1:4010/v1"
    assert API_KEY not in repr(client) and API_KEY not in str(vars(client))
    monkeypatch.setenv("STT_BASE_URL", "nope")
    with pytest.raises(ServiceConfigError, match='STT_BASE_URL "nope" is not a URL'):
        ServiceClient()


def test_without_a_url_the_client_calls_production_and_a_failure_says_how_to_reach_the_mock() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("Name or service not known", request=request)

    client = ServiceClient(
        api_key=API_KEY, max_retries=0, http_client=httpx.Client(transport=httpx.MockTransport(refuse))
    )
    assert client.base_url.startswith("https://")
    with pytest.raises(
        ServiceNetworkError,
        match=r"No base_url is set, so the client called production .* set base_url \(or STT_BASE_URL\) to http://127.0.0.1",
    ):
        client.models.list()


def test_call_options_are_checked_before_any_request() -> None:
    sent: list[httpx.Request] = []

    def handle(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return json_response(200, {"models": []})

    client = ServiceClient(api_key=API_KEY, http_client=httpx.Client(transport=httpx.MockTransport(handle)))
    with pytest.raises(ServiceConfigError, match='models.list: unknown option "timeout_ms"; did you mean "timeout"?'):
        client.models.list(request_options={"timeout_ms": 5})  # type: ignore[arg-type]
    with pytest.raises(ServiceConfigError, match="idempotency_key must be 1 to 255 printable ASCII"):
        client.models.list(request_options={"idempotency_key": "a b"})
    assert sent == []
    client.models.list(request_options={"headers": {"x-team": "a"}, "timeout": 5, "max_retries": 0})
    assert sent[0].headers["x-team"] == "a" and sent[0].headers["authorization"] == f"Bearer {API_KEY}"


def test_an_injected_http_client_is_used_and_left_open() -> None:
    http_client = httpx.Client(transport=httpx.MockTransport(lambda request: json_response(200, {"models": []})))
    with ServiceClient(api_key=API_KEY, http_client=http_client) as client:
        assert client.models.list().models == []
    assert not http_client.is_closed
    own = ServiceClient(api_key=API_KEY)
    own.close()
    assert own._http_client.is_closed


def test_the_async_client_takes_an_async_http_client_and_logs_through_the_given_logger(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # Run on a loop of its own: the suite needs no asyncio plugin, so it runs where pytest alone installs.
    asyncio.run(_the_async_client_takes_an_async_http_client_and_logs_through_the_given_logger(caplog))


async def _the_async_client_takes_an_async_http_client_and_logs_through_the_given_logger(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with pytest.raises(ServiceConfigError, match="pass an httpx.AsyncClient for AsyncServiceClient"):
        AsyncServiceClient(api_key=API_KEY, http_client=httpx.Client())  # type: ignore[arg-type]
    logger = logging.getLogger("my_app.stt")
    caplog.set_level(logging.DEBUG, logger="my_app.stt")
    transport = httpx.MockTransport(lambda request: json_response(200, {"models": []}))
    async with AsyncServiceClient(
        api_key=API_KEY, logger=logger, http_client=httpx.AsyncClient(transport=transport)
    ) as client:
        assert API_KEY not in repr(client)
        await client.models.list()
    assert [record.name for record in caplog.records] == ["my_app.stt"]
    assert caplog.records[0].getMessage().startswith("GET /models 200 in ")
