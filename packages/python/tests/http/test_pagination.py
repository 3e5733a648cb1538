"""Lists that page: the first page at the call (blocking) or at ``await`` (async), every item of every page by
iterating, the end at a null or absent cursor, and a stop, not a loop, when the service repeats a cursor."""

from __future__ import annotations

import asyncio
from urllib.parse import parse_qs

import httpx
import pytest

from stt_service._generated.errors import ServiceAPIError

from .routes import LIST_FILES
from .support import async_runtime, json_response, sync_runtime


def _pages(pages: dict[str | None, dict[str, object]]) -> tuple[object, list[dict[str, list[str]]]]:
    """A handler that answers the page of each cursor, and the queries it was sent."""
    queries: list[dict[str, list[str]]] = []

    def handle(request: httpx.Request) -> httpx.Response:
        query = parse_qs(request.url.query.decode())
        queries.append(query)
        return json_response(200, pages[query.get("cursor", [None])[0]])

    return handle, queries


THREE_PAGES: dict[str | None, dict[str, object]] = {
    None: {"files": [{"id": 1}, {"id": 2}], "next_page_cursor": "c2"},
    "c2": {"files": [{"id": 3}], "next_page_cursor": "c3"},
    "c3": {"files": [{"id": 4}]},
}


def _identity(value: object) -> object:
    return value


def test_the_blocking_list_fetches_its_first_page_at_once_and_every_page_when_iterated() -> None:
    handler, queries = _pages(THREE_PAGES)
    runtime, _ = sync_runtime(handler)  # type: ignore[arg-type]
    page = runtime.list(LIST_FILES, _identity, _identity, query={"limit": 2, "cursor": None})
    assert len(queries) == 1 and page.items == [{"id": 1}, {"id": 2}] and page.has_next_page()
    assert list(page) == [{"id": n} for n in (1, 2, 3, 4)]
    assert queries[1:] == [{"limit": ["2"], "cursor": ["c2"]}, {"limit": ["2"], "cursor": ["c3"]}]
    second = page.next_page()
    assert second is not None and second.items == [{"id": 3}]
    assert len(list(page.iter_pages())) == 3


def test_the_async_pager_sends_nothing_until_awaited_or_iterated() -> None:
    # Run on a loop of its own: the suite needs no asyncio plugin, so it runs where pytest alone installs.
    asyncio.run(_the_async_pager_sends_nothing_until_awaited_or_iterated())


async def _the_async_pager_sends_nothing_until_awaited_or_iterated() -> None:
    handler, queries = _pages(THREE_PAGES)
    runtime, _ = async_runtime(handler)  # type: ignore[arg-type]
    pager = runtime.list(LIST_FILES, _identity, _identity)
    assert queries == []
    first = await pager
    assert first.items == [{"id": 1}, {"id": 2}] and len(queries) == 1
    assert [item async for item in pager] == [{"id": n} for n in (1, 2, 3, 4)]
    assert [page.items async for page in first.iter_pages()][-1] == [{"id": 4}]


@pytest.mark.parametrize("last", [{"files": [], "next_page_cursor": None}, {"files": [], "next_page_cursor": ""}])
def test_a_null_or_empty_cursor_ends_the_walk(last: dict[str, object]) -> None:
    handler, queries = _pages({None: last})
    runtime, _ = sync_runtime(handler)  # type: ignore[arg-type]
    assert list(runtime.list(LIST_FILES, _identity, _identity)) == [] and len(queries) == 1


def test_a_repeated_cursor_stops_the_walk_instead_of_looping() -> None:
    handler, queries = _pages(
        {None: {"files": [1], "next_page_cursor": "a"}, "a": {"files": [2], "next_page_cursor": "a"}}
    )
    runtime, _ = sync_runtime(handler)  # type: ignore[arg-type]
    items: list[object] = []
    with pytest.raises(ServiceAPIError, match="answered a next_page_cursor it gave before"):
        items.extend(runtime.list(LIST_FILES, _identity, _identity))
    assert items == [1] and len(queries) == 2


def test_a_page_without_its_list_is_an_api_error() -> None:
    handler, _ = _pages({None: {"next_page_cursor": None}})
    runtime, _ = sync_runtime(handler)  # type: ignore[arg-type]
    with pytest.raises(ServiceAPIError, match='files.list answered a page without its "files" list'):
        runtime.list(LIST_FILES, _identity, _identity)
