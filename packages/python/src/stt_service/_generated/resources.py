# Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"""The resources of the HTTP interface: a class per tag, blocking and async, with a method per operation."""

from __future__ import annotations

from typing import Literal, cast

from .._core import shapes as _shapes
from .._http.route import (
    AsyncOperationContext,
    AsyncPager,
    OperationContext,
    ProgressCallback,
    RequestOptions,
    SyncPage,
    Upload,
    UploadSource,
)
from . import operations as _operations
from . import types as _types


class FilesResource:
    """Upload audio files, then transcribe them by `file_id`."""

    def __init__(self, context: OperationContext) -> None:
        self._context = context

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        request_options: RequestOptions | None = None,
    ) -> SyncPage[_types.FileList, _types.FileObject]:
        """List uploaded files

        Lists uploaded files, newest first, one page at a time. Pass the `next_page_cursor` of a page as
        `cursor` to get the next one; it is `null` on the last page.

        Args:
            limit: How many items a page holds at the most.
            cursor: The `next_page_cursor` of the previous page, as it was (it is opaque). Leave it out for the
                first page. A cursor that was not returned by the service answers `400` with `error_type:
                invalid_cursor`.
        """
        return self._context.list(
            _operations.LIST_FILES,
            _types.FileList.from_json,
            _types.FileObject.from_json,
            query=_shapes.present({"limit": limit, "cursor": cursor}),
            options=request_options,
        )

    def upload(
        self,
        file: UploadSource,
        *,
        client_reference_id: str | None = None,
        on_progress: ProgressCallback | None = None,
        request_options: RequestOptions | None = None,
    ) -> _types.FileObject:
        """Upload an audio file

        Uploads an audio file as `multipart/form-data` and returns its `file_id`, which
        `POST /transcriptions` then takes. Up to 1 GiB and 300 minutes of audio; larger files answer `413`.
        Send an `Idempotency-Key` to make a retried upload safe.

        Args:
            file: The file: a path, bytes, or a binary file object opened for reading.
            client_reference_id: A reference of your own, returned with the resource, such as a ticket number.
            on_progress: Called as the upload's bytes are sent.
        """
        result = self._context.call(
            _operations.UPLOAD_FILE,
            upload=Upload(
                file_field="file",
                file=file,
                fields={"client_reference_id": client_reference_id},
                on_progress=on_progress,
            ),
            options=request_options,
        )
        return _types.FileObject.from_json(result)

    def get(self, file_id: str, *, request_options: RequestOptions | None = None) -> _types.FileObject:
        """Get a file

        Returns one uploaded file by its `file_id`.

        Args:
            file_id: Identifier of an uploaded file, as returned by `POST /files`.
        """
        result = self._context.call(_operations.GET_FILE, path={"file_id": file_id}, options=request_options)
        return _types.FileObject.from_json(result)

    def delete(self, file_id: str, *, request_options: RequestOptions | None = None) -> None:
        """Delete a file

        Deletes an uploaded file. Transcriptions already created from it are kept.

        Args:
            file_id: Identifier of an uploaded file, as returned by `POST /files`.
        """
        self._context.call(_operations.DELETE_FILE, path={"file_id": file_id}, options=request_options)

    def content(self, file_id: str, *, request_options: RequestOptions | None = None) -> bytes:
        """Get a file's content

        Returns the bytes of an uploaded file, exactly as they were uploaded (for a transcription created
        from an `audio_url`, the audio fetched from it). A file past its retention period has no content any
        more: that answers `409` (`file_expired`).

        Args:
            file_id: Identifier of an uploaded file, as returned by `POST /files`.
        """
        result = self._context.call(_operations.GET_FILE_CONTENT, path={"file_id": file_id}, options=request_options)
        return cast(bytes, result)


class TranscriptionsResource:
    """Asynchronous (batch) transcriptions of uploaded files."""

    def __init__(self, context: OperationContext) -> None:
        self._context = context

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        request_options: RequestOptions | None = None,
    ) -> SyncPage[_types.TranscriptionList, _types.Transcription]:
        """List transcriptions

        Lists transcriptions, newest first, one page at a time. Pass the `next_page_cursor` of a page as
        `cursor` to get the next one; it is `null` on the last page. Items leave out `tokens`; get one
        transcription to read them.

        Args:
            limit: How many items a page holds at the most.
            cursor: The `next_page_cursor` of the previous page, as it was (it is opaque). Leave it out for the
                first page. A cursor that was not returned by the service answers `400` with `error_type:
                invalid_cursor`.
        """
        return self._context.list(
            _operations.LIST_TRANSCRIPTIONS,
            _types.TranscriptionList.from_json,
            _types.Transcription.from_json,
            query=_shapes.present({"limit": limit, "cursor": cursor}),
            options=request_options,
        )

    def create(
        self,
        *,
        model: _types.ModelId,
        enable_speaker_diarization: bool,
        file_id: str | None = None,
        audio_url: _types.AudioUrl | None = None,
        webhook_url: _types.WebhookUrl | None = None,
        enable_streaming: bool | None = None,
        translation: _types.TranslationConfig | None = None,
        context: _types.ContextConfig | None = None,
        language_hints: _types.LanguageHints | None = None,
        enable_language_identification: bool | None = None,
        client_reference_id: _types.ClientReferenceId | None = None,
        request_options: RequestOptions | None = None,
    ) -> _types.Transcription:
        """Create a transcription

        Starts transcribing an uploaded file (`file_id`) or the audio at an address (`audio_url`): exactly
        one of them, or `400`. The response has the new transcription's `id` and `status: processing`; poll
        `GET /transcriptions/{transcription_id}` until `status` is `completed` (then it carries `text` and
        `tokens`) or `error`, or give a `webhook_url` to be called when it ends. `model` and
        `enable_speaker_diarization` are required; the other options are optional.
        Send an `Idempotency-Key` to make a retried create safe.

        Args:
            model: A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
            enable_speaker_diarization: Separates multiple speakers; tokens then carry `speaker`. Required, with no
                default.
            file_id: The `file_id` returned by `POST /files`. Leave it out when you give `audio_url`.
            audio_url: An `http` or `https` address the service fetches the audio from, instead of an upload: a
                public address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
                transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
                `audio_url_too_large` when the fetch does.
            webhook_url: The address the service sends `transcription.completed` or `transcription.failed` to, once,
                when the transcription ends (signed; see the webhooks). A public `https` address; any other (an
                address in a private or loopback range, or plain `http`) answers `400` with `error_type:
                webhook_url_not_allowed`.
            enable_streaming: Deliver partial results as they become available. In streaming mode, interim tokens
                are sent only when it is `true`. In batch mode, a `processing` transcription then carries the tokens
                finalized so far.
            translation: Translation of the speech, one way (into one language) or two way (between two languages).
            context: Hints that improve recognition of domain words: key-value facts, free text, terms and
                translations of terms. About 10 000 characters in all; more answers `400`.
            language_hints: Languages the audio is expected to contain, to help recognition.
            enable_language_identification: Identifies the language of each token; tokens then carry `language`.
            client_reference_id: A reference of your own, returned with the resource, such as a ticket number.
        """
        result = self._context.call(
            _operations.CREATE_TRANSCRIPTION,
            json={
                "model": _shapes.to_json_value(model),
                "enable_speaker_diarization": _shapes.to_json_value(enable_speaker_diarization),
                **_shapes.json_object(
                    {
                        "file_id": file_id,
                        "audio_url": audio_url,
                        "webhook_url": webhook_url,
                        "enable_streaming": enable_streaming,
                        "translation": translation,
                        "context": context,
                        "language_hints": language_hints,
                        "enable_language_identification": enable_language_identification,
                        "client_reference_id": client_reference_id,
                    }
                ),
            },
            options=request_options,
        )
        return _types.Transcription.from_json(result)

    def get(self, transcription_id: str, *, request_options: RequestOptions | None = None) -> _types.Transcription:
        """Get a transcription

        Returns one transcription. Poll it until `status` is `completed` (it then carries `text` and
        `tokens`) or `error` (it then carries `error_type` and `error_message`). While it is `queued` or
        `processing`, `text` may be absent; with `enable_streaming` a `processing` transcription already
        carries the tokens finalized so far.

        Args:
            transcription_id: Identifier of a transcription, as returned by `POST /transcriptions`.
        """
        result = self._context.call(
            _operations.GET_TRANSCRIPTION,
            path={"transcription_id": transcription_id},
            options=request_options,
        )
        return _types.Transcription.from_json(result)

    def delete(self, transcription_id: str, *, request_options: RequestOptions | None = None) -> None:
        """Delete a transcription

        Deletes a transcription and its text. A transcription that is still `queued` or `processing`
        cannot be deleted: that answers `409`.

        Args:
            transcription_id: Identifier of a transcription, as returned by `POST /transcriptions`.
        """
        self._context.call(
            _operations.DELETE_TRANSCRIPTION,
            path={"transcription_id": transcription_id},
            options=request_options,
        )

    def captions(
        self,
        transcription_id: str,
        *,
        format: Literal["vtt", "srt"] | None = None,
        request_options: RequestOptions | None = None,
    ) -> str:
        """Get a transcription's captions

        Returns the captions of a completed transcription, as WebVTT (`text/vtt`) or SubRip
        (`application/x-subrip`): send the one you want in `Accept`, or `format` in the query (which wins
        over `Accept`), or neither for WebVTT. The cues follow the SDKs' `captionsFromTokens` with its
        defaults: a cue holds one speaker's words, lasts 5 seconds at the most and holds two lines of 42
        characters at the most; translated tokens, which have no timestamps, are left out. A transcription
        that is not `completed` has no captions yet: that answers `409`.

        Args:
            transcription_id: Identifier of a transcription, as returned by `POST /transcriptions`.
            format: `vtt` for WebVTT or `srt` for SubRip; it wins over `Accept`. Leave it out to choose by `Accept`.
        """
        result = self._context.call(
            _operations.GET_TRANSCRIPTION_CAPTIONS,
            path={"transcription_id": transcription_id},
            query=_shapes.present({"format": format}),
            options=request_options,
        )
        return cast(str, result)


class ModelsResource:
    """The models available to transcriptions and streams."""

    def __init__(self, context: OperationContext) -> None:
        self._context = context

    def list(self, *, request_options: RequestOptions | None = None) -> _types.ModelList:
        """List models

        Lists the models that transcriptions (`transcription_mode: async`) and streams
        (`transcription_mode: real_time`) can use, with their languages and abilities. It takes no input, so it
        has no validation error to answer (the `400`/`422` that OWASP API8 asks of operations does not apply).
        """
        result = self._context.call(_operations.LIST_MODELS, options=request_options)
        return _types.ModelList.from_json(result)


class AuthResource:
    """Temporary API keys for clients that must not hold the real key, such as browsers."""

    def __init__(self, context: OperationContext) -> None:
        self._context = context

    def create_temporary_key(
        self,
        *,
        usage_type: Literal["transcribe_websocket"],
        expires_in_seconds: int,
        client_reference_id: _types.ClientReferenceId | None = None,
        single_use: bool | None = None,
        request_options: RequestOptions | None = None,
    ) -> _types.TemporaryApiKey:
        """Create a temporary API key

        Mints a short-lived API key for one use, such as a browser page streaming audio. Your backend
        calls this with the real key and hands the temporary one to the page, which passes it in the
        WebSocket subprotocol list (`[\"stt-api-key\", \"<temporary key>\"]`). Temporary keys look like
        `tmp_<base64url>` and contain no character a subprotocol token forbids.

        Args:
            usage_type: What the key may be used for.
            expires_in_seconds: How long the key is valid, from 1 second to 1 hour.
            client_reference_id: A reference of your own, returned with the resource, such as a ticket number.
            single_use: Whether the key stops working after its first use.
        """
        result = self._context.call(
            _operations.CREATE_TEMPORARY_API_KEY,
            json={
                "usage_type": _shapes.to_json_value(usage_type),
                "expires_in_seconds": _shapes.to_json_value(expires_in_seconds),
                **_shapes.json_object({"client_reference_id": client_reference_id, "single_use": single_use}),
            },
            options=request_options,
        )
        return _types.TemporaryApiKey.from_json(result)


class WebhooksResource:
    """The secret that signs the webhooks a transcription sends when it ends."""

    def __init__(self, context: OperationContext) -> None:
        self._context = context

    def secret(self, *, request_options: RequestOptions | None = None) -> _types.WebhookSecret:
        """Get the webhook signing secret

        Returns the secret that signs this API key's webhooks (`whsec_` then base64: the key of the HMAC is
        the bytes the base64 decodes to). Keep it on the receiving server, like the API key. It takes no
        input, so it has no validation error.
        """
        result = self._context.call(_operations.GET_WEBHOOK_SECRET, options=request_options)
        return _types.WebhookSecret.from_json(result)

    def rotate_secret(self, *, request_options: RequestOptions | None = None) -> _types.WebhookSecret:
        """Rotate the webhook signing secret

        Makes a new signing secret and returns it. For 24 hours the previous secret still signs every
        delivery beside the new one (two signatures in `webhook-signature`), so that receivers can move to
        the new secret without refusing a delivery; after that only the new one signs. It takes no input, so
        it has no validation error.
        """
        result = self._context.call(_operations.ROTATE_WEBHOOK_SECRET, options=request_options)
        return _types.WebhookSecret.from_json(result)


class AsyncFilesResource:
    """Upload audio files, then transcribe them by `file_id`."""

    def __init__(self, context: AsyncOperationContext) -> None:
        self._context = context

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        request_options: RequestOptions | None = None,
    ) -> AsyncPager[_types.FileList, _types.FileObject]:
        """List uploaded files

        Lists uploaded files, newest first, one page at a time. Pass the `next_page_cursor` of a page as
        `cursor` to get the next one; it is `null` on the last page.

        Args:
            limit: How many items a page holds at the most.
            cursor: The `next_page_cursor` of the previous page, as it was (it is opaque). Leave it out for the
                first page. A cursor that was not returned by the service answers `400` with `error_type:
                invalid_cursor`.
        """
        return self._context.list(
            _operations.LIST_FILES,
            _types.FileList.from_json,
            _types.FileObject.from_json,
            query=_shapes.present({"limit": limit, "cursor": cursor}),
            options=request_options,
        )

    async def upload(
        self,
        file: UploadSource,
        *,
        client_reference_id: str | None = None,
        on_progress: ProgressCallback | None = None,
        request_options: RequestOptions | None = None,
    ) -> _types.FileObject:
        """Upload an audio file

        Uploads an audio file as `multipart/form-data` and returns its `file_id`, which
        `POST /transcriptions` then takes. Up to 1 GiB and 300 minutes of audio; larger files answer `413`.
        Send an `Idempotency-Key` to make a retried upload safe.

        Args:
            file: The file: a path, bytes, or a binary file object opened for reading.
            client_reference_id: A reference of your own, returned with the resource, such as a ticket number.
            on_progress: Called as the upload's bytes are sent.
        """
        result = await self._context.call(
            _operations.UPLOAD_FILE,
            upload=Upload(
                file_field="file",
                file=file,
                fields={"client_reference_id": client_reference_id},
                on_progress=on_progress,
            ),
            options=request_options,
        )
        return _types.FileObject.from_json(result)

    async def get(self, file_id: str, *, request_options: RequestOptions | None = None) -> _types.FileObject:
        """Get a file

        Returns one uploaded file by its `file_id`.

        Args:
            file_id: Identifier of an uploaded file, as returned by `POST /files`.
        """
        result = await self._context.call(_operations.GET_FILE, path={"file_id": file_id}, options=request_options)
        return _types.FileObject.from_json(result)

    async def delete(self, file_id: str, *, request_options: RequestOptions | None = None) -> None:
        """Delete a file

        Deletes an uploaded file. Transcriptions already created from it are kept.

        Args:
            file_id: Identifier of an uploaded file, as returned by `POST /files`.
        """
        await self._context.call(_operations.DELETE_FILE, path={"file_id": file_id}, options=request_options)

    async def content(self, file_id: str, *, request_options: RequestOptions | None = None) -> bytes:
        """Get a file's content

        Returns the bytes of an uploaded file, exactly as they were uploaded (for a transcription created
        from an `audio_url`, the audio fetched from it). A file past its retention period has no content any
        more: that answers `409` (`file_expired`).

        Args:
            file_id: Identifier of an uploaded file, as returned by `POST /files`.
        """
        result = await self._context.call(
            _operations.GET_FILE_CONTENT,
            path={"file_id": file_id},
            options=request_options,
        )
        return cast(bytes, result)


class AsyncTranscriptionsResource:
    """Asynchronous (batch) transcriptions of uploaded files."""

    def __init__(self, context: AsyncOperationContext) -> None:
        self._context = context

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        request_options: RequestOptions | None = None,
    ) -> AsyncPager[_types.TranscriptionList, _types.Transcription]:
        """List transcriptions

        Lists transcriptions, newest first, one page at a time. Pass the `next_page_cursor` of a page as
        `cursor` to get the next one; it is `null` on the last page. Items leave out `tokens`; get one
        transcription to read them.

        Args:
            limit: How many items a page holds at the most.
            cursor: The `next_page_cursor` of the previous page, as it was (it is opaque). Leave it out for the
                first page. A cursor that was not returned by the service answers `400` with `error_type:
                invalid_cursor`.
        """
        return self._context.list(
            _operations.LIST_TRANSCRIPTIONS,
            _types.TranscriptionList.from_json,
            _types.Transcription.from_json,
            query=_shapes.present({"limit": limit, "cursor": cursor}),
            options=request_options,
        )

    async def create(
        self,
        *,
        model: _types.ModelId,
        enable_speaker_diarization: bool,
        file_id: str | None = None,
        audio_url: _types.AudioUrl | None = None,
        webhook_url: _types.WebhookUrl | None = None,
        enable_streaming: bool | None = None,
        translation: _types.TranslationConfig | None = None,
        context: _types.ContextConfig | None = None,
        language_hints: _types.LanguageHints | None = None,
        enable_language_identification: bool | None = None,
        client_reference_id: _types.ClientReferenceId | None = None,
        request_options: RequestOptions | None = None,
    ) -> _types.Transcription:
        """Create a transcription

        Starts transcribing an uploaded file (`file_id`) or the audio at an address (`audio_url`): exactly
        one of them, or `400`. The response has the new transcription's `id` and `status: processing`; poll
        `GET /transcriptions/{transcription_id}` until `status` is `completed` (then it carries `text` and
        `tokens`) or `error`, or give a `webhook_url` to be called when it ends. `model` and
        `enable_speaker_diarization` are required; the other options are optional.
        Send an `Idempotency-Key` to make a retried create safe.

        Args:
            model: A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
            enable_speaker_diarization: Separates multiple speakers; tokens then carry `speaker`. Required, with no
                default.
            file_id: The `file_id` returned by `POST /files`. Leave it out when you give `audio_url`.
            audio_url: An `http` or `https` address the service fetches the audio from, instead of an upload: a
                public address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
                transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
                `audio_url_too_large` when the fetch does.
            webhook_url: The address the service sends `transcription.completed` or `transcription.failed` to, once,
                when the transcription ends (signed; see the webhooks). A public `https` address; any other (an
                address in a private or loopback range, or plain `http`) answers `400` with `error_type:
                webhook_url_not_allowed`.
            enable_streaming: Deliver partial results as they become available. In streaming mode, interim tokens
                are sent only when it is `true`. In batch mode, a `processing` transcription then carries the tokens
                finalized so far.
            translation: Translation of the speech, one way (into one language) or two way (between two languages).
            context: Hints that improve recognition of domain words: key-value facts, free text, terms and
                translations of terms. About 10 000 characters in all; more answers `400`.
            language_hints: Languages the audio is expected to contain, to help recognition.
            enable_language_identification: Identifies the language of each token; tokens then carry `language`.
            client_reference_id: A reference of your own, returned with the resource, such as a ticket number.
        """
        result = await self._context.call(
            _operations.CREATE_TRANSCRIPTION,
            json={
                "model": _shapes.to_json_value(model),
                "enable_speaker_diarization": _shapes.to_json_value(enable_speaker_diarization),
                **_shapes.json_object(
                    {
                        "file_id": file_id,
                        "audio_url": audio_url,
                        "webhook_url": webhook_url,
                        "enable_streaming": enable_streaming,
                        "translation": translation,
                        "context": context,
                        "language_hints": language_hints,
                        "enable_language_identification": enable_language_identification,
                        "client_reference_id": client_reference_id,
                    }
                ),
            },
            options=request_options,
        )
        return _types.Transcription.from_json(result)

    async def get(
        self,
        transcription_id: str,
        *,
        request_options: RequestOptions | None = None,
    ) -> _types.Transcription:
        """Get a transcription

        Returns one transcription. Poll it until `status` is `completed` (it then carries `text` and
        `tokens`) or `error` (it then carries `error_type` and `error_message`). While it is `queued` or
        `processing`, `text` may be absent; with `enable_streaming` a `processing` transcription already
        carries the tokens finalized so far.

        Args:
            transcription_id: Identifier of a transcription, as returned by `POST /transcriptions`.
        """
        result = await self._context.call(
            _operations.GET_TRANSCRIPTION,
            path={"transcription_id": transcription_id},
            options=request_options,
        )
        return _types.Transcription.from_json(result)

    async def delete(self, transcription_id: str, *, request_options: RequestOptions | None = None) -> None:
        """Delete a transcription

        Deletes a transcription and its text. A transcription that is still `queued` or `processing`
        cannot be deleted: that answers `409`.

        Args:
            transcription_id: Identifier of a transcription, as returned by `POST /transcriptions`.
        """
        await self._context.call(
            _operations.DELETE_TRANSCRIPTION,
            path={"transcription_id": transcription_id},
            options=request_options,
        )

    async def captions(
        self,
        transcription_id: str,
        *,
        format: Literal["vtt", "srt"] | None = None,
        request_options: RequestOptions | None = None,
    ) -> str:
        """Get a transcription's captions

        Returns the captions of a completed transcription, as WebVTT (`text/vtt`) or SubRip
        (`application/x-subrip`): send the one you want in `Accept`, or `format` in the query (which wins
        over `Accept`), or neither for WebVTT. The cues follow the SDKs' `captionsFromTokens` with its
        defaults: a cue holds one speaker's words, lasts 5 seconds at the most and holds two lines of 42
        characters at the most; translated tokens, which have no timestamps, are left out. A transcription
        that is not `completed` has no captions yet: that answers `409`.

        Args:
            transcription_id: Identifier of a transcription, as returned by `POST /transcriptions`.
            format: `vtt` for WebVTT or `srt` for SubRip; it wins over `Accept`. Leave it out to choose by `Accept`.
        """
        result = await self._context.call(
            _operations.GET_TRANSCRIPTION_CAPTIONS,
            path={"transcription_id": transcription_id},
            query=_shapes.present({"format": format}),
            options=request_options,
        )
        return cast(str, result)


class AsyncModelsResource:
    """The models available to transcriptions and streams."""

    def __init__(self, context: AsyncOperationContext) -> None:
        self._context = context

    async def list(self, *, request_options: RequestOptions | None = None) -> _types.ModelList:
        """List models

        Lists the models that transcriptions (`transcription_mode: async`) and streams
        (`transcription_mode: real_time`) can use, with their languages and abilities. It takes no input, so it
        has no validation error to answer (the `400`/`422` that OWASP API8 asks of operations does not apply).
        """
        result = await self._context.call(_operations.LIST_MODELS, options=request_options)
        return _types.ModelList.from_json(result)


class AsyncAuthResource:
    """Temporary API keys for clients that must not hold the real key, such as browsers."""

    def __init__(self, context: AsyncOperationContext) -> None:
        self._context = context

    async def create_temporary_key(
        self,
        *,
        usage_type: Literal["transcribe_websocket"],
        expires_in_seconds: int,
        client_reference_id: _types.ClientReferenceId | None = None,
        single_use: bool | None = None,
        request_options: RequestOptions | None = None,
    ) -> _types.TemporaryApiKey:
        """Create a temporary API key

        Mints a short-lived API key for one use, such as a browser page streaming audio. Your backend
        calls this with the real key and hands the temporary one to the page, which passes it in the
        WebSocket subprotocol list (`[\"stt-api-key\", \"<temporary key>\"]`). Temporary keys look like
        `tmp_<base64url>` and contain no character a subprotocol token forbids.

        Args:
            usage_type: What the key may be used for.
            expires_in_seconds: How long the key is valid, from 1 second to 1 hour.
            client_reference_id: A reference of your own, returned with the resource, such as a ticket number.
            single_use: Whether the key stops working after its first use.
        """
        result = await self._context.call(
            _operations.CREATE_TEMPORARY_API_KEY,
            json={
                "usage_type": _shapes.to_json_value(usage_type),
                "expires_in_seconds": _shapes.to_json_value(expires_in_seconds),
                **_shapes.json_object({"client_reference_id": client_reference_id, "single_use": single_use}),
            },
            options=request_options,
        )
        return _types.TemporaryApiKey.from_json(result)


class AsyncWebhooksResource:
    """The secret that signs the webhooks a transcription sends when it ends."""

    def __init__(self, context: AsyncOperationContext) -> None:
        self._context = context

    async def secret(self, *, request_options: RequestOptions | None = None) -> _types.WebhookSecret:
        """Get the webhook signing secret

        Returns the secret that signs this API key's webhooks (`whsec_` then base64: the key of the HMAC is
        the bytes the base64 decodes to). Keep it on the receiving server, like the API key. It takes no
        input, so it has no validation error.
        """
        result = await self._context.call(_operations.GET_WEBHOOK_SECRET, options=request_options)
        return _types.WebhookSecret.from_json(result)

    async def rotate_secret(self, *, request_options: RequestOptions | None = None) -> _types.WebhookSecret:
        """Rotate the webhook signing secret

        Makes a new signing secret and returns it. For 24 hours the previous secret still signs every
        delivery beside the new one (two signatures in `webhook-signature`), so that receivers can move to
        the new secret without refusing a delivery; after that only the new one signs. It takes no input, so
        it has no validation error.
        """
        result = await self._context.call(_operations.ROTATE_WEBHOOK_SECRET, options=request_options)
        return _types.WebhookSecret.from_json(result)


class GeneratedClient:
    """The resources of the HTTP interface, one per tag of specs/openapi.yaml, on one blocking context."""

    files: FilesResource
    transcriptions: TranscriptionsResource
    models: ModelsResource
    auth: AuthResource
    webhooks: WebhooksResource

    def __init__(self, context: OperationContext) -> None:
        self.files = FilesResource(context)
        self.transcriptions = TranscriptionsResource(context)
        self.models = ModelsResource(context)
        self.auth = AuthResource(context)
        self.webhooks = WebhooksResource(context)


class AsyncGeneratedClient:
    """The resources of the HTTP interface, one per tag of specs/openapi.yaml, on one async context."""

    files: AsyncFilesResource
    transcriptions: AsyncTranscriptionsResource
    models: AsyncModelsResource
    auth: AsyncAuthResource
    webhooks: AsyncWebhooksResource

    def __init__(self, context: AsyncOperationContext) -> None:
        self.files = AsyncFilesResource(context)
        self.transcriptions = AsyncTranscriptionsResource(context)
        self.models = AsyncModelsResource(context)
        self.auth = AsyncAuthResource(context)
        self.webhooks = AsyncWebhooksResource(context)


__all__ = [
    "AsyncAuthResource",
    "AsyncFilesResource",
    "AsyncGeneratedClient",
    "AsyncModelsResource",
    "AsyncTranscriptionsResource",
    "AsyncWebhooksResource",
    "AuthResource",
    "FilesResource",
    "GeneratedClient",
    "ModelsResource",
    "TranscriptionsResource",
    "WebhooksResource",
]
