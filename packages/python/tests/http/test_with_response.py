"""``client.with_response``: the data a plain call returns, with its answer's request id, status and headers, from
the real mock, through both clients; plain calls unchanged; concurrent calls each get their own answer."""

from __future__ import annotations

import asyncio
import uuid

import pytest

from stt_service import (
    AsyncServiceClient,
    FileObject,
    ServiceClient,
    ServiceConfigError,
    ServiceNotFoundError,
    ServiceResponse,
)

from ..conftest import MockUrls
from ..webhooks.signing import NOW, event_body, new_secret, signed_headers
from .wav import wav_bytes


def _key() -> str:
    return f"test-{uuid.uuid4().hex}"


def test_the_blocking_client_gives_each_result_with_its_answer(mock_urls: MockUrls) -> None:
    with ServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        uploaded = client.with_response.files.upload(wav_bytes(0.2))
        assert isinstance(uploaded, ServiceResponse) and isinstance(uploaded.data, FileObject)
        assert uploaded.status_code == 201 and uploaded.request_id
        assert uploaded.headers["X-Request-Id"] == uploaded.request_id
        assert uploaded.headers["content-type"].startswith("application/json")

        got: ServiceResponse[FileObject] = client.with_response.files.get(uploaded.data.file_id)
        assert got.data == client.files.get(uploaded.data.file_id)
        assert got.status_code == 200 and got.request_id and got.request_id != uploaded.request_id

        page = client.with_response.files.list(limit=1)
        assert [item.file_id for item in page.data] == [uploaded.data.file_id] and page.request_id

        deleted = client.with_response.files.delete(uploaded.data.file_id)
        assert deleted.data is None and deleted.status_code == 204 and deleted.request_id

        # An error is raised as by a plain call, with its request id.
        with pytest.raises(ServiceNotFoundError) as caught:
            client.with_response.files.get(uploaded.data.file_id)
        assert caught.value.request_id


def test_the_async_client_gives_each_result_with_its_answer(mock_urls: MockUrls) -> None:
    asyncio.run(_the_async_client_gives_each_result_with_its_answer(mock_urls))


async def _the_async_client_gives_each_result_with_its_answer(mock_urls: MockUrls) -> None:
    async with AsyncServiceClient(api_key=_key(), base_url=mock_urls.http) as client:
        uploaded = await client.with_response.files.upload(wav_bytes(0.2))
        assert isinstance(uploaded.data, FileObject) and uploaded.status_code == 201 and uploaded.request_id
        models = await client.with_response.models.list()
        assert models.data.models and models.status_code == 200 and models.request_id
        # Concurrent calls, each in its own task: each gets its own answer, never the other's.
        first, second = await asyncio.gather(
            client.with_response.files.get(uploaded.data.file_id), client.with_response.models.list()
        )
        assert first.data.file_id == uploaded.data.file_id and second.data.models
        assert first.request_id and second.request_id and first.request_id != second.request_id
        page = await client.with_response.files.list()
        assert [item.file_id for item in page.data.items] == [uploaded.data.file_id] and page.status_code == 200
        # Plain calls are unchanged.
        assert isinstance(await client.files.get(uploaded.data.file_id), FileObject)


def test_what_sends_no_request_or_is_not_a_method_says_so() -> None:
    with ServiceClient(api_key="key", base_url="http://127.0.0.1:9/v1") as client:
        secret = new_secret()
        body = event_body()
        with pytest.raises(ServiceConfigError, match="webhooks.unwrap sends no request"):
            client.with_response.webhooks.unwrap(body, signed_headers(body, secret), secret, now=NOW)
        with pytest.raises(AttributeError, match="no resource 'file'; the resources are files, transcriptions"):
            client.with_response.file  # noqa: B018
        with pytest.raises(AttributeError, match="no method 'gett'; its methods are content, delete, get, list"):
            client.with_response.files.gett  # noqa: B018
