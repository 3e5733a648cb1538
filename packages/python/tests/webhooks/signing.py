"""Deliveries signed in the tests' own way, straight from the Standard Webhooks text (hmac, hashlib, base64): not
through the SDK's code, so that a mistake there is not repeated here."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets

#: The fixed time the tests verify at (seconds since the epoch).
NOW = 1_795_788_199


def new_secret() -> str:
    return "whsec_" + base64.b64encode(secrets.token_bytes(24)).decode()


def signature(secret: str, webhook_id: str, timestamp: str, body: bytes) -> str:
    key = base64.b64decode(secret.removeprefix("whsec_"))
    content = webhook_id.encode() + b"." + timestamp.encode() + b"." + body
    return "v1," + base64.b64encode(hmac.new(key, content, hashlib.sha256).digest()).decode()


def event_body(kind: str = "transcription.completed", **data: object) -> bytes:
    event = {
        "type": kind,
        "timestamp": "2026-11-20T14:03:19Z",
        "data": {
            "id": "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
            "status": "completed" if kind == "transcription.completed" else "error",
            "file_id": "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
            "client_reference_id": "ticket-4821",
            **data,
        },
    }
    return json.dumps(event).encode()


def signed_headers(
    body: bytes, *secrets_signing: str, webhook_id: str = "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W", timestamp: int = NOW
) -> dict[str, str]:
    stamp = str(timestamp)
    return {
        "webhook-id": webhook_id,
        "webhook-timestamp": stamp,
        "webhook-signature": " ".join(signature(each, webhook_id, stamp, body) for each in secrets_signing),
    }
