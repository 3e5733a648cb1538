"""``client.with_response``: every method of the client's resources, returning what the plain call returns (``data``)
with the answer it came in: ``request_id`` (quote it when reporting a problem), ``status_code`` and ``headers``. Plain
calls stay as they are. Like openai-python's ``with_raw_response``, with the data already read.

It reaches the generated resources by name, so an operation added to the spec has it with ``npm run generate``.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import httpx

from ._generated.errors import ServiceConfigError
from ._generated.resources import AsyncGeneratedClient, GeneratedClient
from ._http.answer_capture import AnswerSlot, capturing_answer

DataT = TypeVar("DataT")

#: The resources of the client (files, transcriptions, ...), as the generated client declares them.
_RESOURCE_NAMES = tuple(GeneratedClient.__annotations__)


@dataclass(frozen=True)
class ServiceResponse(Generic[DataT]):
    """What a call returned, with the HTTP answer it came in.

    Annotate it with the data's type to have it checked: ``response: ServiceResponse[FileObject] =
    client.with_response.files.get(file_id)``.
    """

    #: What the plain call returns: the generated type, text, bytes, a page, or None.
    data: DataT
    #: The answer's ``X-Request-Id``: quote it when reporting a problem with this result.
    request_id: str | None
    status_code: int
    #: The answer's headers (names in any case).
    headers: httpx.Headers


def _response(where: str, data: object, slot: AnswerSlot) -> ServiceResponse[Any]:
    answer = slot.answer
    if answer is None:
        raise ServiceConfigError(f"{where} sends no request, so it has no response: call it without with_response.")
    return ServiceResponse(
        data=data, request_id=answer.request_id, status_code=answer.status_code, headers=answer.headers
    )


def _method_of(resource: object, group: str, name: str) -> Callable[..., Any]:
    found: object = None if name.startswith("_") else getattr(resource, name, None)
    if callable(found):
        return found
    methods = sorted(each for each in dir(resource) if not each.startswith("_") and callable(getattr(resource, each)))
    raise AttributeError(f"with_response.{group} has no method {name!r}; its methods are {', '.join(methods)}.")


def _resource_of(client: object, name: str) -> object:
    if name not in _RESOURCE_NAMES:
        raise AttributeError(f"with_response has no resource {name!r}; the resources are {', '.join(_RESOURCE_NAMES)}.")
    return getattr(client, name)


class ResourceWithResponse:
    """One resource of :class:`WithResponse`: its methods, each returning a :class:`ServiceResponse`."""

    def __init__(self, group: str, resource: object) -> None:
        self._group = group
        self._resource = resource

    def __getattr__(self, name: str) -> Callable[..., ServiceResponse[Any]]:
        method = _method_of(self._resource, self._group, name)
        where = f"{self._group}.{name}"

        def call(*args: Any, **kwargs: Any) -> ServiceResponse[Any]:
            with capturing_answer() as slot:
                data = method(*args, **kwargs)
            return _response(where, data, slot)

        return call


class WithResponse:
    """``client.with_response``: the client's resources (``files``, ``transcriptions``, ...), each method returning a
    :class:`ServiceResponse`: ``client.with_response.files.get(file_id).request_id``."""

    def __init__(self, client: GeneratedClient) -> None:
        self._client = client

    def __getattr__(self, name: str) -> ResourceWithResponse:
        return ResourceWithResponse(name, _resource_of(self._client, name))


class AsyncResourceWithResponse:
    """One resource of :class:`AsyncWithResponse`: its methods, each awaited to a :class:`ServiceResponse`."""

    def __init__(self, group: str, resource: object) -> None:
        self._group = group
        self._resource = resource

    def __getattr__(self, name: str) -> Callable[..., Awaitable[ServiceResponse[Any]]]:
        method = _method_of(self._resource, self._group, name)
        where = f"{self._group}.{name}"

        async def call(*args: Any, **kwargs: Any) -> ServiceResponse[Any]:
            # Set inside the task that awaits the call: its requests, and only they, land in this slot.
            with capturing_answer() as slot:
                result = method(*args, **kwargs)
                # A list's pager is awaited to its first page, as `await client.files.list()` is.
                data = await result if inspect.isawaitable(result) else result
            return _response(where, data, slot)

        return call


class AsyncWithResponse:
    """The async client's ``with_response``: ``await client.with_response.files.get(file_id)``."""

    def __init__(self, client: AsyncGeneratedClient) -> None:
        self._client = client

    def __getattr__(self, name: str) -> AsyncResourceWithResponse:
        return AsyncResourceWithResponse(name, _resource_of(self._client, name))
