"""One ``session.events()`` iterator: registered with the session when made (not at its first ``__anext__``, so no
event between the call and the first read is missed), reading through its own bounded queue (event_queue.py).
As the ``iterate()`` of the TypeScript SDK's ``emitter.ts``."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, MutableSet
from collections.abc import Set as AbstractSet
from typing import Generic, Protocol, TypeVar

from .event_queue import EventQueue

__all__ = ["EventIterator"]


class _Typed(Protocol):
    @property
    def type(self) -> str: ...


EventT = TypeVar("EventT", bound=_Typed)


class EventIterator(Generic[EventT]):
    """Every event from its making on, up to the close event (included); ``async for`` over it."""

    def __init__(
        self,
        registry: MutableSet[EventIterator[EventT]],
        limit: int,
        latest_only: AbstractSet[str],
        overflow: Callable[[], Exception],
    ) -> None:
        self._registry = registry
        self._queue: EventQueue[EventT] = EventQueue(limit, latest_only)
        self._overflow = overflow
        self._failure: Exception | None = None
        self._ended = False
        self._wake = asyncio.Event()
        registry.add(self)

    @property
    def limit(self) -> int:
        """The most events the iterator holds unread; past it, the iterator ends with an error."""
        return self._queue.limit

    @property
    def queued(self) -> int:
        """Events received and not read yet."""
        return self._queue.size

    @property
    def most_queued(self) -> int:
        """The most events that were ever unread at once: never above ``limit``."""
        return self._queue.most_queued

    @property
    def superseded(self) -> int:
        """Unread interim events that a newer one replaced."""
        return self._queue.superseded

    def push(self, event: EventT) -> None:
        """The session's side: a new event."""
        if not self._queue.push(event.type, event):
            self._failure = self._overflow()
            self._registry.discard(self)
        elif event.type == "close":
            self._ended = True
            self._registry.discard(self)
        self._wake.set()

    def __aiter__(self) -> EventIterator[EventT]:
        return self

    async def __anext__(self) -> EventT:
        while True:
            taken = self._queue.shift()
            if taken is not None:
                return taken[0]
            if self._failure is not None:
                failure, self._failure = self._failure, None
                self._ended = True
                raise failure
            if self._ended:
                raise StopAsyncIteration
            self._wake.clear()
            await self._wake.wait()

    def end(self) -> None:
        """Takes no more events: the ones held are still yielded, then the iteration ends."""
        self._registry.discard(self)
        self._ended = True
        self._wake.set()

    async def aclose(self) -> None:
        """Stops taking events and drops those held; a read still waiting ends."""
        self._queue.clear()
        self._failure = None
        self.end()
