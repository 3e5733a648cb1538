"""Verifying the service's webhook deliveries on a server, with no client: ``unwrap`` (the typed event) and ``verify``
(the signature and timestamp only), per Standard Webhooks. The same as ``client.webhooks.unwrap`` and ``.verify``.

```python
from stt_service.webhooks import unwrap

event = unwrap(raw_body, request_headers, os.environ["STT_WEBHOOK_SECRET"])
if event.type == "transcription.completed":
    print(event.data.id)
```

Pass the raw body (bytes or str) as it arrived, never the parsed JSON: the signature covers the bytes that were sent.
"""

from ._generated.types import TranscriptionCompletedEvent, TranscriptionEventData, TranscriptionFailedEvent
from ._generated.webhooks import WebhookEvent
from ._webhooks.delivery import (
    DEFAULT_TOLERANCE,
    MAX_WEBHOOK_BODY_BYTES,
    WebhookBody,
    WebhookHeaders,
    unwrap,
    verify,
)

__all__ = [
    "DEFAULT_TOLERANCE",
    "MAX_WEBHOOK_BODY_BYTES",
    "TranscriptionCompletedEvent",
    "TranscriptionEventData",
    "TranscriptionFailedEvent",
    "WebhookBody",
    "WebhookEvent",
    "WebhookHeaders",
    "unwrap",
    "verify",
]
