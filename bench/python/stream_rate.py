"""Real-time: result frames per second received, validated and turned into events by a RealtimeServiceClient
session, against a raw ``websockets`` client that only parses each frame and counts its final tokens, and one
that also keeps them (as any transcript must), on the same loopback server (bench/servers/ws-server.mjs, which
acknowledges the config, then blasts ``frames`` result frames, a finished frame, and closes).

Usage: python stream_rate.py <stream_url> <rounds> <frames>; prints one JSON list of rows.
"""

from __future__ import annotations

import asyncio
import json
import sys

import websockets
from rounds import compare_async, ratio
from stt_service import RealtimeServiceClient

url, rounds, frames = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
key = "bench-key"
config = {"model": "stt-rt-v3", "audio_format": "pcm_s16le", "sample_rate": 16_000, "num_channels": 1}
blast = f"blast:{frames}"
receivers = ["raw websockets", "raw websockets keeping finals", "session"]
finals_seen = dict.fromkeys(receivers, 0)


async def raw(keep: bool) -> int:
    kept: list[object] = []
    finals = 0
    async with websockets.connect(url, additional_headers={"authorization": f"Bearer {key}"}) as socket:
        await socket.send(json.dumps({**config, "client_reference_id": blast}))
        async for data in socket:
            tokens = json.loads(data).get("tokens") or []
            if keep:
                kept.extend(token for token in tokens if token["is_final"])
            else:
                finals += sum(1 for token in tokens if token["is_final"])
    return len(kept) if keep else finals


async def session(realtime: RealtimeServiceClient) -> int:
    async with await realtime.connect(**config, client_reference_id=blast) as opened:
        finals = 0
        async for event in opened.events():
            if event.type == "final":
                finals += len(event.tokens)
            elif event.type in ("close", "error"):
                break
        return finals


async def main() -> None:
    realtime = RealtimeServiceClient(api_key=key, stream_url=url)

    async def work(name: str) -> None:
        if name == "session":
            finals_seen[name] = await session(realtime)
        else:
            finals_seen[name] = await raw(keep=name.endswith("keeping finals"))

    measured = await compare_async(receivers, frames, rounds, work)
    rates, cpu = measured.rates, measured.cpu_micros
    print(
        json.dumps(
            [
                {
                    "measure": "result frames/s (received, validated, dispatched)",
                    "raw websockets": round(rates["raw websockets"]),
                    "raw keeping finals": round(rates["raw websockets keeping finals"]),
                    "session": round(rates["session"]),
                    "session / raw websockets": ratio(rates["session"], rates["raw websockets"]),
                    "session / raw keeping finals": ratio(rates["session"], rates["raw websockets keeping finals"]),
                    "CPU µs/frame raw / keeping / session": " / ".join(f"{cpu[name]:.1f}" for name in receivers),
                    "final tokens (each receiver)": " / ".join(str(finals_seen[name]) for name in receivers),
                }
            ]
        )
    )


asyncio.run(main())
