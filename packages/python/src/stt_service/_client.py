"""``ServiceClient`` (blocking, on ``httpx.Client``) and ``AsyncServiceClient`` (on ``httpx.AsyncClient``): every
resource of the spec over one runtime, ``transcriptions.wait_until_done``, and ``transcribe()``, the whole batch flow.
An operation or tag added to the spec appears on both with ``npm run generate``."""

from __future__ import annotations

import logging
from types import TracebackType
from typing import TYPE_CHECKING, Any

import httpx

from ._generated.errors import ServiceConfigError
from ._generated.resources import AsyncGeneratedClient, GeneratedClient
from ._generated.types import Transcription
from ._http.async_runtime import AsyncRuntime
from ._http.options import ResolvedClientOptions, resolve_client_options
from ._http.route import ProgressCallback, UploadSource
from ._http.sync_runtime import SyncRuntime
from ._transcriptions import (
    DEFAULT_MAX_POLL_INTERVAL,
    DEFAULT_POLL_INTERVAL,
    AsyncTranscriptions,
    TranscriptionCallback,
    Transcriptions,
)
from ._webhooks.resource import AsyncWebhooks, Webhooks
from ._with_response import AsyncWithResponse, WithResponse

if TYPE_CHECKING:
    from typing_extensions import Self


def _own_or_given(given: object, kind: type[httpx.Client | httpx.AsyncClient], client: str) -> None:
    if given is not None and not isinstance(given, kind):
        raise ServiceConfigError(
            f"http_client is {type(given).__name__}; pass an {kind.__module__}.{kind.__name__} for {client}, "
            f"such as {kind.__module__}.{kind.__name__}(transport=...)."
        )


#: What transcribe() names itself: the file it uploads is the transcription's audio.
_NAMED_BY_TRANSCRIBE = ("file_id", "audio_url")


def _check_transcribe_config(config: dict[str, Any]) -> None:
    """Refuses, before any I/O, a field that would name other audio than the file transcribe() uploads."""
    given = [name for name in _NAMED_BY_TRANSCRIBE if name in config]
    if given:
        raise ServiceConfigError(
            f"transcribe uploads its file and transcribes that, so it takes no {given[0]}. For audio already at an "
            "address, call transcriptions.create(audio_url=..., model=..., enable_speaker_diarization=...) and then "
            "transcriptions.wait_until_done(created.id); for a file already uploaded, create(file_id=...)."
        )


class ServiceClient(GeneratedClient):
    """The blocking client of the speech-to-text service.

    ```python
    client = ServiceClient()  # STT_API_KEY, STT_BASE_URL from the environment
    transcription = client.transcribe("call.wav", model="stt-async-v3")
    ```

    Args:
        api_key: The API key. Default: the ``STT_API_KEY`` environment variable.
        base_url: The base URL, including the version prefix. Default: ``STT_BASE_URL``, then the spec's server.
        timeout: The deadline of each attempt, in seconds. Default 60.
        max_retries: How many times a failed attempt that may succeed when repeated is retried (0 to 10). Default 2.
        http_client: The ``httpx.Client`` to send with (proxies, transports, tests). The client closes only one it
            made itself.
        logger: Where log lines go, the key removed from each; a line's structured fields (method, path, status,
            attempt, request_id, ...) are the record's ``stt`` attribute. Default: ``logging.getLogger("stt_service")``:
            retries at INFO, each attempt at DEBUG.
        default_headers: Headers sent with every request.
        max_response_bytes: The longest answer read; a longer one raises a ServiceAPIError. Default 64 MiB.

    Raises:
        ServiceConfigError: an option is invalid (no API key, a malformed URL, ...), before any I/O.
    """

    # The generated resource with wait_until_done beside its methods. Narrowing the generated attribute is safe here:
    # the client sets it once, in its constructor, and nothing assigns a plain resource to it.
    transcriptions: Transcriptions
    # As transcriptions: the generated resource with verify and unwrap beside secret and rotate_secret.
    webhooks: Webhooks

    def __init__(
        self,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        http_client: httpx.Client | None = None,
        logger: logging.Logger | None = None,
        default_headers: dict[str, str] | None = None,
        max_response_bytes: int | None = None,
    ) -> None:
        _own_or_given(http_client, httpx.Client, "ServiceClient")
        options = resolve_client_options(
            api_key=api_key,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            logger=logger,
            default_headers=default_headers,
            max_response_bytes=max_response_bytes,
        )
        self._owns_http_client = http_client is None
        self._http_client = http_client if http_client is not None else httpx.Client()
        runtime = SyncRuntime(options, self._http_client)
        self._options: ResolvedClientOptions = options
        super().__init__(runtime)
        self.transcriptions = Transcriptions(runtime)  # pyright: ignore[reportIncompatibleVariableOverride]
        self.webhooks = Webhooks(runtime)  # pyright: ignore[reportIncompatibleVariableOverride]

    @property
    def base_url(self) -> str:
        return self._options.base_url

    @property
    def with_response(self) -> WithResponse:
        """The same methods, each returning a :class:`ServiceResponse`: the data with its answer's ``request_id``,
        ``status_code`` and ``headers``. ``client.with_response.files.get(file_id).request_id``."""
        return WithResponse(self)

    def __repr__(self) -> str:
        return f"ServiceClient(base_url={self._options.base_url!r})"

    def close(self) -> None:
        """Closes the connections of the httpx client this client made (not one it was given)."""
        if self._owns_http_client:
            self._http_client.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    def transcribe(
        self,
        file: UploadSource,
        *,
        model: str,
        delete_file: bool = False,
        on_upload_progress: ProgressCallback | None = None,
        poll_interval: float = DEFAULT_POLL_INTERVAL,
        max_poll_interval: float = DEFAULT_MAX_POLL_INTERVAL,
        timeout: float | None = None,
        on_progress: TranscriptionCallback | None = None,
        **config: Any,
    ) -> Transcription:
        """Uploads audio, creates its transcription and waits until it is done: the whole batch flow in one call.

        Args:
            file: A path, bytes, or a binary file object.
            model: The model, such as ``stt-async-v3``.
            delete_file: Delete the uploaded file once the transcription is done or has failed.
            on_upload_progress: Called as the upload's bytes are sent.
            poll_interval, max_poll_interval, timeout, on_progress: as ``transcriptions.wait_until_done``.
            **config: The other fields of ``transcriptions.create``, such as ``enable_speaker_diarization=True``;
                not ``file_id`` or ``audio_url``: the audio is the file uploaded.

        Raises:
            ServiceConfigError: ``file_id`` or ``audio_url`` given, before any I/O.
            ServiceError: as ``files.upload``, ``transcriptions.create`` and ``transcriptions.wait_until_done``.
        """
        _check_transcribe_config(config)
        uploaded = self.files.upload(file, on_progress=on_upload_progress)
        try:
            created = self.transcriptions.create(file_id=uploaded.file_id, model=model, **config)
            return self.transcriptions.wait_until_done(
                created.id,
                poll_interval=poll_interval,
                max_poll_interval=max_poll_interval,
                timeout=timeout,
                on_progress=on_progress,
            )
        finally:
            if delete_file:
                # The transcription's outcome matters more than the clean-up: a failed delete does not replace it.
                try:
                    self.files.delete(uploaded.file_id)
                except Exception:  # noqa: BLE001 - the outcome above is what the caller gets
                    self._options.logger.warning(f"transcribe: the uploaded file {uploaded.file_id} was not deleted")


class AsyncServiceClient(AsyncGeneratedClient):
    """The async client of the speech-to-text service: the same resources as :class:`ServiceClient`, awaited.

    ```python
    async with AsyncServiceClient() as client:
        transcription = await client.transcribe("call.wav", model="stt-async-v3")
    ```

    Takes the options of :class:`ServiceClient`, with an ``httpx.AsyncClient`` as ``http_client``.
    """

    # As ServiceClient's: the generated resource with wait_until_done, set once in the constructor.
    transcriptions: AsyncTranscriptions
    webhooks: AsyncWebhooks

    def __init__(
        self,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        http_client: httpx.AsyncClient | None = None,
        logger: logging.Logger | None = None,
        default_headers: dict[str, str] | None = None,
        max_response_bytes: int | None = None,
    ) -> None:
        _own_or_given(http_client, httpx.AsyncClient, "AsyncServiceClient")
        options = resolve_client_options(
            api_key=api_key,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            logger=logger,
            default_headers=default_headers,
            max_response_bytes=max_response_bytes,
        )
        self._owns_http_client = http_client is None
        self._http_client = http_client if http_client is not None else httpx.AsyncClient()
        runtime = AsyncRuntime(options, self._http_client)
        self._options: ResolvedClientOptions = options
        super().__init__(runtime)
        self.transcriptions = AsyncTranscriptions(runtime)  # pyright: ignore[reportIncompatibleVariableOverride]
        self.webhooks = AsyncWebhooks(runtime)  # pyright: ignore[reportIncompatibleVariableOverride]

    @property
    def base_url(self) -> str:
        return self._options.base_url

    @property
    def with_response(self) -> AsyncWithResponse:
        """The same methods, each awaited to a :class:`ServiceResponse`: ``(await
        client.with_response.files.get(file_id)).request_id``."""
        return AsyncWithResponse(self)

    def __repr__(self) -> str:
        return f"AsyncServiceClient(base_url={self._options.base_url!r})"

    async def aclose(self) -> None:
        """Closes the connections of the httpx client this client made (not one it was given)."""
        if self._owns_http_client:
            await self._http_client.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        await self.aclose()

    async def transcribe(
        self,
        file: UploadSource,
        *,
        model: str,
        delete_file: bool = False,
        on_upload_progress: ProgressCallback | None = None,
        poll_interval: float = DEFAULT_POLL_INTERVAL,
        max_poll_interval: float = DEFAULT_MAX_POLL_INTERVAL,
        timeout: float | None = None,
        on_progress: TranscriptionCallback | None = None,
        **config: Any,
    ) -> Transcription:
        """Uploads audio, creates its transcription and waits until it is done: see :meth:`ServiceClient.transcribe`."""
        _check_transcribe_config(config)
        uploaded = await self.files.upload(file, on_progress=on_upload_progress)
        try:
            created = await self.transcriptions.create(file_id=uploaded.file_id, model=model, **config)
            return await self.transcriptions.wait_until_done(
                created.id,
                poll_interval=poll_interval,
                max_poll_interval=max_poll_interval,
                timeout=timeout,
                on_progress=on_progress,
            )
        finally:
            if delete_file:
                try:
                    await self.files.delete(uploaded.file_id)
                except Exception:  # noqa: BLE001 - the outcome above is what the caller gets
                    self._options.logger.warning(f"transcribe: the uploaded file {uploaded.file_id} was not deleted")
