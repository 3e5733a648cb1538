"""The queue of one ``events()`` iterator: bounded, so that a reader slower than the server cannot make it grow
without end. Events of a "latest only" type (a newer one says all an older unread one said) replace the older one,
which leaves its place and joins the end; every other event is kept until read. When the queue is full and an
event must be kept, ``push`` refuses it: the iterator then ends with an error, never silently short of an event.
As the TypeScript SDK's ``event-queue.ts``."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Set as AbstractSet
from itertools import count
from typing import Generic, TypeVar

__all__ = ["EventQueue"]

EventT = TypeVar("EventT")


class EventQueue(Generic[EventT]):
    def __init__(self, limit: int, latest_only: AbstractSet[str]) -> None:
        #: The most events unread at once.
        self.limit = limit
        self._latest_only = latest_only
        # Keyed by arrival number: a superseded event leaves from the middle in constant time.
        self._events: OrderedDict[int, EventT] = OrderedDict()
        self._latest: dict[str, int] = {}
        self._numbers = count()
        self.most_queued = 0
        self.superseded = 0

    @property
    def size(self) -> int:
        return len(self._events)

    def push(self, kind: str, event: EventT) -> bool:
        """Adds an event at the end; False when the queue is full and nothing could make room for it."""
        latest = kind in self._latest_only
        if latest:
            older = self._latest.pop(kind, None)
            if older is not None:
                del self._events[older]
                self.superseded += 1
        if len(self._events) >= self.limit:
            return False
        number = next(self._numbers)
        self._events[number] = event
        self.most_queued = max(self.most_queued, len(self._events))
        if latest:
            self._latest[kind] = number
        return True

    def shift(self) -> tuple[EventT] | None:
        """The oldest unread event, taken out (in a tuple, since None may be an event); None when none waits."""
        if not self._events:
            return None
        number, event = self._events.popitem(last=False)
        for kind, latest in list(self._latest.items()):
            if latest == number:
                del self._latest[kind]
        return (event,)

    def clear(self) -> None:
        self._events.clear()
        self._latest.clear()
