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

from ._client import AsyncServiceClient, ServiceClient
from ._core.service_error import ServiceError
from ._core.shapes import ResponseShapeError
from ._generated import errors as _errors
from ._generated import types as _types
from ._generated.errors import *
from ._generated.types import *
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

__all__ = [
    "AsyncPage",
    "AsyncPager",
    "AsyncServiceClient",
    "AsyncTranscriptions",
    "ProgressCallback",
    "RequestOptions",
    "ResponseShapeError",
    "ServiceClient",
    "ServiceError",
    "SyncPage",
    "TranscriptionCallback",
    "Transcriptions",
    "UploadProgress",
    "UploadSource",
]
# The generated names, whatever the spec holds: a form mypy and pyright read as the module's exports.
__all__ += _errors.__all__
__all__ += _types.__all__
