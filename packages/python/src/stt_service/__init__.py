"""The speech-to-text service's Python SDK: blocking, async and real-time clients, generated from the same contract
(``specs/``) as the TypeScript SDK.

```python
from stt_service import ServiceClient

client = ServiceClient()  # STT_API_KEY and STT_BASE_URL from the environment
transcription = client.transcribe("call.wav", model="stt-async-v3")
```

Every type of the contract and every error kind is public here, from the generated modules: a schema or a kind added
to the spec is exported with ``npm run generate``, with no hand edit.
"""

from typing import TYPE_CHECKING

from ._client import AsyncServiceClient, ServiceClient
from ._core.service_error import ServiceError
from ._core.shapes import ResponseShapeError
from ._generated.errors import *
from ._generated.errors import __all__ as _errors_all
from ._generated.types import *
from ._generated.types import __all__ as _types_all
from ._generated.webhooks import WebhookEvent
from ._http.route import (
    AsyncPage,
    AsyncPager,
    ProgressCallback,
    RequestOptions,
    SyncPage,
    UploadProgress,
    UploadSource,
)
from ._transcriptions import AsyncTranscriptions, TranscriptionCallback, Transcriptions
from ._webhooks.resource import AsyncWebhooks, Webhooks
from ._with_response import AsyncWithResponse, ServiceResponse, WithResponse
from .captions import CaptionFormat, CaptionToken, captions_from_tokens

if TYPE_CHECKING:
    # Typed here, loaded on first use (__getattr__ below): the real-time client needs the "realtime" extra
    # (websockets), and the HTTP clients must import without it.
    from .realtime import AudioSource as AudioSource
    from .realtime import RealtimeEvent as RealtimeEvent
    from .realtime import RealtimeServiceClient as RealtimeServiceClient
    from .realtime import RealtimeSession as RealtimeSession
    from .realtime import SessionState as SessionState
    from .realtime import TranscriptResult as TranscriptResult

#: The real-time names this module gives: the rest (the event classes, ...) are in stt_service.realtime.
_REALTIME_NAMES = frozenset(
    {"AudioSource", "RealtimeEvent", "RealtimeServiceClient", "RealtimeSession", "SessionState", "TranscriptResult"}
)


def __getattr__(name: str) -> object:
    """Loads the real-time client on first use, saying how to install it where websockets is missing."""
    if name not in _REALTIME_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    try:
        from . import realtime
    except ModuleNotFoundError as error:
        if (error.name or "").partition(".")[0] != "websockets":
            raise
        raise ImportError(
            f'stt_service.{name} needs the websockets package: pip install "stt-service[realtime]"'
        ) from None
    return getattr(realtime, name)


__all__ = [
    "AsyncPage",
    "AsyncPager",
    "AsyncServiceClient",
    "AsyncTranscriptions",
    "AsyncWebhooks",
    "AsyncWithResponse",
    "CaptionFormat",
    "CaptionToken",
    "ProgressCallback",
    "RequestOptions",
    "ResponseShapeError",
    "ServiceClient",
    "ServiceError",
    "ServiceResponse",
    "SyncPage",
    "TranscriptionCallback",
    "Transcriptions",
    "UploadProgress",
    "UploadSource",
    "WebhookEvent",
    "Webhooks",
    "WithResponse",
    "captions_from_tokens",
]
# The generated names, whatever the spec holds. The real-time names are left out: `from stt_service import *`
# must not need websockets.
__all__.extend(_errors_all)
__all__.extend(_types_all)
