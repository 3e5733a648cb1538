"""Rounds and medians for the Python benchmarks, as bench/lib.ts does them for the TypeScript ones.

The contenders alternate round by round, so that drift on a shared machine hits them alike, and their order
rotates each round, so that none always runs right after (and pays the garbage of) the same other. Each round
gives a rate (operations per second of wall time) and this process's CPU time per operation, which a shared
machine's noise moves less (the server's share runs in its own process).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Measured:
    """Median rate (per second) and median CPU µs per operation, by contender."""

    rates: dict[str, float]
    cpu_micros: dict[str, float]


def _rotations(names: Sequence[str], rounds: int) -> list[list[str]]:
    return [[*names[r % len(names) :], *names[: r % len(names)]] for r in range(rounds)]


def compare(names: Sequence[str], count: int, rounds: int, work: Callable[[str], None]) -> Measured:
    """Runs ``work(name)`` (which does ``count`` operations) once to warm up, then ``rounds`` times each."""
    for name in names:
        work(name)
    rates: dict[str, list[float]] = {name: [] for name in names}
    cpu: dict[str, list[float]] = {name: [] for name in names}
    for order in _rotations(names, rounds):
        for name in order:
            started, cpu_before = time.perf_counter(), time.process_time()
            work(name)
            rates[name].append(count / (time.perf_counter() - started))
            cpu[name].append((time.process_time() - cpu_before) / count * 1e6)
    return _medians(names, rates, cpu)


async def compare_async(
    names: Sequence[str], count: int, rounds: int, work: Callable[[str], Awaitable[None]]
) -> Measured:
    """The same as :func:`compare`, for work that is awaited."""
    for name in names:
        await work(name)
    rates: dict[str, list[float]] = {name: [] for name in names}
    cpu: dict[str, list[float]] = {name: [] for name in names}
    for order in _rotations(names, rounds):
        for name in order:
            started, cpu_before = time.perf_counter(), time.process_time()
            await work(name)
            rates[name].append(count / (time.perf_counter() - started))
            cpu[name].append((time.process_time() - cpu_before) / count * 1e6)
    return _medians(names, rates, cpu)


def _medians(names: Sequence[str], rates: dict[str, list[float]], cpu: dict[str, list[float]]) -> Measured:
    return Measured(
        rates={name: statistics.median(rates[name]) for name in names},
        cpu_micros={name: statistics.median(cpu[name]) for name in names},
    )


def ratio(numerator: float, denominator: float) -> float:
    return round(numerator / denominator, 3) if denominator else 0.0
