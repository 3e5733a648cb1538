"""HTTP: requests per second of stt_service's blocking ServiceClient against raw httpx and against
openai-python's client, one request at a time, on the same loopback server (bench/servers/http-server.mjs).

Each client sends what the contract asks of it (the key, a JSON Accept, an Idempotency-Key on a create) and
decodes the JSON answer; ours also checks its shape into the generated dataclasses, retries (max_retries=2,
never needed here) and maps errors, as openai's does (its ``get``/``post`` with ``cast_to=object``: openai's
resources are for openai's own routes, so the bench calls ours through its generic request path).

Usage: python http_rate.py <base_url> <rounds> <requests per round>; prints one JSON list of rows.
"""

from __future__ import annotations

import json
import sys
import uuid
from collections.abc import Callable

import httpx
import openai
from rounds import compare, ratio
from stt_service import ServiceClient

base_url, rounds, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
key = "bench-key"
headers = {"authorization": f"Bearer {key}", "accept": "application/json"}
body = {"file_id": "file-1", "model": "stt-async-v3", "enable_speaker_diarization": False}

raw = httpx.Client(base_url=base_url, headers=headers)
ours = ServiceClient(api_key=key, base_url=base_url, max_retries=2)
theirs = openai.OpenAI(api_key=key, base_url=base_url, max_retries=2)

operations: dict[str, dict[str, Callable[[], object]]] = {
    "GET transcription": {
        "httpx": lambda: raw.get("/transcriptions/tr-1").json(),
        "openai": lambda: theirs.get("/transcriptions/tr-1", cast_to=object),
        "client": lambda: ours.transcriptions.get("tr-1"),
    },
    "list page": {
        "httpx": lambda: raw.get("/transcriptions", params={"limit": 20}).json(),
        "openai": lambda: theirs.get("/transcriptions", cast_to=object, options={"params": {"limit": 20}}),
        "client": lambda: ours.transcriptions.list(limit=20),
    },
    "create": {
        "httpx": lambda: raw.post("/transcriptions", json=body, headers={"idempotency-key": str(uuid.uuid4())}).json(),
        "openai": lambda: theirs.post("/transcriptions", cast_to=object, body=body),
        "client": lambda: ours.transcriptions.create(
            file_id="file-1", model="stt-async-v3", enable_speaker_diarization=False
        ),
    },
}

rows = []
for operation, contenders in operations.items():

    def work(name: str, contenders: dict[str, Callable[[], object]] = contenders) -> None:
        call = contenders[name]
        for _ in range(count):
            call()

    measured = compare(list(contenders), count, rounds, work)
    rates, cpu = measured.rates, measured.cpu_micros
    rows.append(
        {
            "operation": operation,
            "httpx req/s": round(rates["httpx"]),
            "openai req/s": round(rates["openai"]),
            "client req/s": round(rates["client"]),
            "client / httpx": ratio(rates["client"], rates["httpx"]),
            "client / openai": ratio(rates["client"], rates["openai"]),
            "CPU µs/req httpx / openai / client": f"{cpu['httpx']:.0f} / {cpu['openai']:.0f} / {cpu['client']:.0f}",
        }
    )
print(json.dumps(rows))
