"""Lists that page: a blocking page fetched at the call, whose iteration yields every item of every page, and an
async pager (``await`` it for the first page, ``async for`` over every item). A walk ends when the next cursor is
null or absent; a cursor the walk was given before would go round the same pages for ever, so it stops with a
ServiceAPIError. The TypeScript SDK's ``http/pagination.ts``."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Iterator, Mapping, Sequence
from typing import Generic

from .._generated.errors import ServiceAPIError
from .route import ItemT, PageT, PaginationRoute


def next_cursor(raw_page: object, seen: frozenset[str], where: str, pagination: PaginationRoute) -> str | None:
    """The cursor of the page after this one, or None after the last; refuses one the walk was given before."""
    cursor = raw_page.get(pagination.next_cursor) if isinstance(raw_page, Mapping) else None
    if not isinstance(cursor, str) or cursor == "":
        return None
    if cursor in seen:
        raise ServiceAPIError(
            f"{where}: the service answered a {pagination.next_cursor} it gave before, so the pages would repeat "
            "for ever; the walk stops here."
        )
    return cursor


def raw_items(raw_page: object, where: str, pagination: PaginationRoute) -> list[object]:
    items = raw_page.get(pagination.items) if isinstance(raw_page, Mapping) else None
    if not isinstance(items, list):
        raise ServiceAPIError(
            f'{where} answered a page without its "{pagination.items}" list, which the spec promises.', body=raw_page
        )
    return items


class PageReader(Generic[PageT, ItemT]):
    """How a list's pages are read: the route's pagination and the generated readers of a page and an item."""

    __slots__ = ("pagination", "parse_item", "parse_page", "where")

    def __init__(
        self,
        where: str,
        pagination: PaginationRoute,
        parse_page: Callable[[object], PageT],
        parse_item: Callable[[object], ItemT],
    ) -> None:
        self.where = where
        self.pagination = pagination
        self.parse_page = parse_page
        self.parse_item = parse_item

    def items(self, raw_page: object) -> list[ItemT]:
        return [self.parse_item(item) for item in raw_items(raw_page, self.where, self.pagination)]


class SyncPageOfList(Generic[PageT, ItemT]):
    """One page of a list, fetched; iterating it yields every item of this page and of every page after it."""

    __slots__ = ("_cursors", "_fetch", "_items", "_next_cursor", "_page", "_reader")

    def __init__(
        self,
        reader: PageReader[PageT, ItemT],
        raw_page: object,
        fetch: Callable[[str], object],
        cursors: frozenset[str] = frozenset(),
    ) -> None:
        self._reader = reader
        self._page = reader.parse_page(raw_page)
        self._items = reader.items(raw_page)
        self._fetch = fetch
        #: The cursors that led to this page: one of them again means the pages go round.
        self._cursors = cursors
        self._next_cursor = next_cursor(raw_page, cursors, reader.where, reader.pagination)

    @property
    def page(self) -> PageT:
        return self._page

    @property
    def items(self) -> Sequence[ItemT]:
        return self._items

    def has_next_page(self) -> bool:
        return self._next_cursor is not None

    def next_page(self) -> SyncPageOfList[PageT, ItemT] | None:
        if self._next_cursor is None:
            return None
        cursor = self._next_cursor
        return SyncPageOfList(self._reader, self._fetch(cursor), self._fetch, self._cursors | {cursor})

    def iter_pages(self) -> Iterator[SyncPageOfList[PageT, ItemT]]:
        page: SyncPageOfList[PageT, ItemT] | None = self
        while page is not None:
            yield page
            page = page.next_page()

    def __iter__(self) -> Iterator[ItemT]:
        for page in self.iter_pages():
            yield from page.items

    def __repr__(self) -> str:
        return f"<page of {self._reader.where}: {len(self._items)} items, has_next_page={self.has_next_page()}>"


class AsyncPageOfList(Generic[PageT, ItemT]):
    """The async twin of :class:`SyncPageOfList`."""

    __slots__ = ("_cursors", "_fetch", "_items", "_next_cursor", "_page", "_reader")

    def __init__(
        self,
        reader: PageReader[PageT, ItemT],
        raw_page: object,
        fetch: Callable[[str], Awaitable[object]],
        cursors: frozenset[str] = frozenset(),
    ) -> None:
        self._reader = reader
        self._page = reader.parse_page(raw_page)
        self._items = reader.items(raw_page)
        self._fetch = fetch
        self._cursors = cursors
        self._next_cursor = next_cursor(raw_page, cursors, reader.where, reader.pagination)

    @property
    def page(self) -> PageT:
        return self._page

    @property
    def items(self) -> Sequence[ItemT]:
        return self._items

    def has_next_page(self) -> bool:
        return self._next_cursor is not None

    async def next_page(self) -> AsyncPageOfList[PageT, ItemT] | None:
        if self._next_cursor is None:
            return None
        cursor = self._next_cursor
        return AsyncPageOfList(self._reader, await self._fetch(cursor), self._fetch, self._cursors | {cursor})

    async def iter_pages(self) -> AsyncIterator[AsyncPageOfList[PageT, ItemT]]:
        page: AsyncPageOfList[PageT, ItemT] | None = self
        while page is not None:
            yield page
            page = await page.next_page()

    async def __aiter__(self) -> AsyncIterator[ItemT]:
        async for page in self.iter_pages():
            for item in page.items:
                yield item

    def __repr__(self) -> str:
        return f"<page of {self._reader.where}: {len(self._items)} items, has_next_page={self.has_next_page()}>"


class AsyncListPager(Generic[PageT, ItemT]):
    """What an async list returns: nothing is sent until it is awaited (the first page) or iterated (every item)."""

    __slots__ = ("_fetch", "_reader")

    def __init__(self, reader: PageReader[PageT, ItemT], fetch: Callable[[str | None], Awaitable[object]]) -> None:
        self._reader = reader
        self._fetch = fetch

    async def _first_page(self) -> AsyncPageOfList[PageT, ItemT]:
        return AsyncPageOfList(self._reader, await self._fetch(None), self._fetch)

    def __await__(self) -> Generator[object, None, AsyncPageOfList[PageT, ItemT]]:
        return self._first_page().__await__()

    async def __aiter__(self) -> AsyncIterator[ItemT]:
        async for item in await self._first_page():
            yield item
