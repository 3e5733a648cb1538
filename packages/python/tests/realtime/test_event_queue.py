"""The bounded queue of an events() iterator: latest-only events replace their unread predecessor, other events
are kept, and a full queue refuses rather than grows."""

from __future__ import annotations

from stt_service.realtime.event_queue import EventQueue


def test_a_newer_interim_replaces_the_unread_one_and_joins_the_end() -> None:
    queue: EventQueue[str] = EventQueue(10, frozenset({"interim"}))
    for kind, event in [("interim", "i1"), ("final", "f1"), ("interim", "i2"), ("final", "f2")]:
        assert queue.push(kind, event)
    assert queue.superseded == 1
    taken = []
    while (item := queue.shift()) is not None:
        taken.append(item[0])
    assert taken == ["f1", "i2", "f2"]


def test_a_full_queue_refuses_an_event_it_must_keep_but_takes_a_replacing_one() -> None:
    queue: EventQueue[str] = EventQueue(2, frozenset({"interim"}))
    assert queue.push("interim", "i1")
    assert queue.push("final", "f1")
    assert queue.push("interim", "i2")
    assert not queue.push("final", "f2")
    assert queue.size == 2 and queue.most_queued == 2
