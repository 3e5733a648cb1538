"""The seam between the generated resources (``stt_service._generated``) and the hand-written runtime.

What a route of an operation holds, what a call passes (path, query, JSON body or upload, options), and the
interfaces the generated resources call the runtime through. Hand-written, because none of it depends on the
spec: the generator writes each operation's route and method, typed by these shapes. It mirrors the
TypeScript SDK's ``http/operation-context.ts``.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import IO, Literal, Protocol, TypedDict, TypeVar, Union

HttpMethod = Literal["GET", "POST", "PUT", "PATCH", "DELETE"]

#: How a success body is read: JSON (parsed), text (``str``), bytes, or nothing (such as ``204``).
ResponseBody = Literal["json", "text", "binary", "empty"]


@dataclass(frozen=True)
class DeprecationRoute:
    """``deprecated: true`` with ``x-sunset``: the day it goes, and what to use instead."""

    sunset: str
    use: str | None


@dataclass(frozen=True)
class PaginationRoute:
    """How a list operation pages (``x-sdk-pagination``): the page's items, its next cursor, the cursor's parameter."""

    items: str
    next_cursor: str
    cursor_parameter: str


@dataclass(frozen=True)
class OperationRoute:
    """What the runtime needs to know of an operation to call it, as the spec says it."""

    #: The method on the client, such as ``files.list``: what messages name.
    name: str
    operation_id: str
    method: HttpMethod
    #: The path template, such as ``/files/{file_id}``.
    path: str
    #: ``application/json``, ``multipart/form-data``, or None where the operation takes no body.
    request_media_type: str | None
    response_body: ResponseBody
    #: The media types the call asks for (its ``Accept``): the success body's, in the spec's order.
    accept: tuple[str, ...]
    success_status: int
    #: The error statuses the spec declares for the operation.
    error_statuses: tuple[int, ...]
    #: Safe to repeat as it is: true for methods HTTP defines as idempotent (GET, PUT, DELETE).
    idempotent: bool
    #: The header that makes a repeated request safe (``Idempotency-Key``), or None where there is none.
    idempotency_header: str | None
    pagination: PaginationRoute | None = None
    #: Present on a deprecated operation: the runtime warns once per process on its first use.
    deprecation: DeprecationRoute | None = None
    #: Deprecated query parameters and body fields, by wire name: warned of once per process when sent.
    deprecated_query: Mapping[str, DeprecationRoute] = field(default_factory=dict)
    deprecated_body: Mapping[str, DeprecationRoute] = field(default_factory=dict)
    #: Present on an operation a client polls until its job ends (``x-sdk-poll``): the values of the answer's status
    #: field that end it. Any other value, one added later included, is not final.
    final_statuses: tuple[str, ...] | None = None


class RequestOptions(TypedDict, total=False):
    """Options of one call; every key may be left out."""

    #: The deadline of each attempt, in seconds.
    timeout: float
    #: How many times to retry a failed attempt that may succeed when repeated.
    max_retries: int
    #: Headers to add to this call.
    headers: Mapping[str, str]
    #: The idempotency key of a creating call; by default one is made per call and reused by its retries.
    idempotency_key: str
    #: The media type to answer, where an operation answers several (such as ``application/x-subrip`` for
    #: ``transcriptions.captions``); by default the call accepts any of them, and the service chooses.
    accept: str


#: What an upload takes: a path, bytes, or a binary file object opened for reading.
UploadSource = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview, IO[bytes]]


@dataclass(frozen=True)
class UploadProgress:
    """How far an upload is: bytes sent, of the total where it is known."""

    sent: int
    total: int | None


ProgressCallback = Callable[[UploadProgress], None]


@dataclass(frozen=True)
class Upload:
    """A multipart upload: the file part's wire name and source, and the other parts as text fields."""

    file_field: str
    file: UploadSource
    #: The other form fields by wire name; a None value is left out.
    fields: Mapping[str, object]
    on_progress: ProgressCallback | None = None


PageT = TypeVar("PageT")
ItemT = TypeVar("ItemT")
PageT_co = TypeVar("PageT_co", covariant=True)
ItemT_co = TypeVar("ItemT_co", covariant=True)


class SyncPage(Protocol[PageT_co, ItemT_co]):
    """One page of a list, fetched; iterating it yields every item of this page and of every page after it."""

    @property
    def page(self) -> PageT_co: ...
    @property
    def items(self) -> Sequence[ItemT_co]: ...
    def has_next_page(self) -> bool: ...
    def next_page(self) -> SyncPage[PageT_co, ItemT_co] | None: ...
    def iter_pages(self) -> Iterator[SyncPage[PageT_co, ItemT_co]]: ...
    def __iter__(self) -> Iterator[ItemT_co]: ...


class AsyncPage(Protocol[PageT_co, ItemT_co]):
    """The async twin of :class:`SyncPage`."""

    @property
    def page(self) -> PageT_co: ...
    @property
    def items(self) -> Sequence[ItemT_co]: ...
    def has_next_page(self) -> bool: ...
    async def next_page(self) -> AsyncPage[PageT_co, ItemT_co] | None: ...
    def iter_pages(self) -> AsyncIterator[AsyncPage[PageT_co, ItemT_co]]: ...
    def __aiter__(self) -> AsyncIterator[ItemT_co]: ...


class AsyncPager(Protocol[PageT_co, ItemT_co]):
    """What an async list returns: ``await`` it for the first page, or ``async for`` over every item of every page."""

    def __await__(self) -> Generator[object, None, AsyncPage[PageT_co, ItemT_co]]: ...
    def __aiter__(self) -> AsyncIterator[ItemT_co]: ...


#: Turns a decoded JSON value into the generated type of a page or an item (a generated ``from_json``).
Parse = Callable[[object], PageT]


class OperationContext(Protocol):
    """What the generated synchronous resources call: one blocking call, or a list that pages."""

    def call(
        self,
        route: OperationRoute,
        *,
        path: Mapping[str, str] | None = None,
        query: Mapping[str, object] | None = None,
        json: object = None,
        upload: Upload | None = None,
        options: RequestOptions | None = None,
    ) -> object:
        """Sends the call (with retries) and returns the success body: decoded JSON, ``str``, ``bytes`` or None."""
        ...

    def list(
        self,
        route: OperationRoute,
        parse_page: Callable[[object], PageT],
        parse_item: Callable[[object], ItemT],
        *,
        path: Mapping[str, str] | None = None,
        query: Mapping[str, object] | None = None,
        options: RequestOptions | None = None,
    ) -> SyncPage[PageT, ItemT]:
        """Fetches the first page now; the page fetches the next ones as it is iterated."""
        ...


class AsyncOperationContext(Protocol):
    """What the generated asynchronous resources call: the same as :class:`OperationContext`, awaited."""

    def call(
        self,
        route: OperationRoute,
        *,
        path: Mapping[str, str] | None = None,
        query: Mapping[str, object] | None = None,
        json: object = None,
        upload: Upload | None = None,
        options: RequestOptions | None = None,
    ) -> Awaitable[object]: ...

    def list(
        self,
        route: OperationRoute,
        parse_page: Callable[[object], PageT],
        parse_item: Callable[[object], ItemT],
        *,
        path: Mapping[str, str] | None = None,
        query: Mapping[str, object] | None = None,
        options: RequestOptions | None = None,
    ) -> AsyncPager[PageT, ItemT]:
        """Nothing is sent until the pager is awaited or iterated."""
        ...


__all__ = [
    "AsyncOperationContext",
    "AsyncPage",
    "AsyncPager",
    "DeprecationRoute",
    "HttpMethod",
    "ItemT",
    "OperationContext",
    "OperationRoute",
    "PageT",
    "PaginationRoute",
    "Parse",
    "ProgressCallback",
    "RequestOptions",
    "ResponseBody",
    "SyncPage",
    "Upload",
    "UploadProgress",
    "UploadSource",
]
