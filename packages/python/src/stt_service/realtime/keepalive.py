"""Keepalive: while no audio flows, a ``keepalive`` frame at least every interval, so the server's idle time-out
does not end a session that is only paused. As the TypeScript SDK's ``keepalive.ts``."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

__all__ = ["start_keepalive"]


def start_keepalive(
    interval_s: float, last_sent_at: Callable[[], float], send: Callable[[], Awaitable[None]]
) -> asyncio.Task[None] | None:
    """Sends a keepalive once ``interval_s`` seconds have passed since ``last_sent_at()`` (``time.monotonic()``);
    returns the task to cancel, or None for an interval of 0 (no keepalive)."""
    if interval_s <= 0:
        return None

    async def run() -> None:
        # Looks five times an interval, as the TypeScript client does: a keepalive goes out at most a fifth late.
        tick = max(0.05, interval_s / 5)
        while True:
            await asyncio.sleep(tick)
            if time.monotonic() - last_sent_at() >= interval_s:
                await send()

    return asyncio.get_running_loop().create_task(run(), name="stt-service keepalive")
