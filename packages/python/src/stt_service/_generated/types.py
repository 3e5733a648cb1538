# Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"""The types of the HTTP interface's schemas (components.schemas of specs/openapi.yaml).

Each object schema is a frozen dataclass: `from_json` reads decoded JSON and checks every field's type (unknown
fields are ignored and unknown enum values kept, since a newer server may send them); `to_json` writes it back.
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass
from typing import Literal, TypeAlias, cast

from .._core.shapes import (
    nullable,
    optional_field,
    read_bool,
    read_const,
    read_float,
    read_int,
    read_items,
    read_nullable,
    read_object,
    read_str,
    read_union,
    required_field,
    to_json_value,
)


@dataclass(frozen=True, kw_only=True)
class UploadFileRequest:
    """The multipart form of an upload."""

    #: The audio, as a file part with its file name (`WAV`, `MP3`, `OGG`, `WebM`, `FLAC`, `M4A`, ...).
    #: Up to 1 GiB (1 073 741 824 bytes) and 300 minutes of audio.
    file: str

    #: A reference of your own, returned with the resource, such as a ticket number.
    client_reference_id: ClientReferenceId | None = None

    @classmethod
    def from_json(cls, data: object) -> UploadFileRequest:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_upload_file_request(data, "UploadFileRequest")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "file": to_json_value(self.file),
        }
        if self.client_reference_id is not None:
            data["client_reference_id"] = to_json_value(self.client_reference_id)
        return data


def parse_upload_file_request(value: object, path: str = "UploadFileRequest") -> UploadFileRequest:
    """Reads decoded JSON as UploadFileRequest (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return UploadFileRequest(
        file=required_field(data, "file", path, read_str),
        client_reference_id=optional_field(data, "client_reference_id", path, parse_client_reference_id),
    )


@dataclass(frozen=True, kw_only=True)
class FileObject:
    """An uploaded audio file."""

    #: Identifier of the uploaded file. Pass it as `file_id` to `POST /transcriptions`.
    file_id: str

    #: Status of a file. `uploaded`: stored and usable as `file_id`. `expired`: past its retention period;
    #: creating a transcription from it answers `409`. Clients must treat a value they do not know as
    #: opaque, not fail on it: new values may be added.
    status: FileStatus

    #: The file name given in the upload.
    filename: str

    #: Size in bytes.
    size: int

    #: When the file was uploaded.
    created_at: str

    #: The reference given at upload, or `null`.
    client_reference_id: str | None

    @classmethod
    def from_json(cls, data: object) -> FileObject:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_file_object(data, "FileObject")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "file_id": to_json_value(self.file_id),
            "status": to_json_value(self.status),
            "filename": to_json_value(self.filename),
            "size": to_json_value(self.size),
            "created_at": to_json_value(self.created_at),
            "client_reference_id": to_json_value(self.client_reference_id),
        }
        return data


def parse_file_object(value: object, path: str = "FileObject") -> FileObject:
    """Reads decoded JSON as FileObject (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return FileObject(
        file_id=required_field(data, "file_id", path, read_str),
        status=required_field(data, "status", path, parse_file_status),
        filename=required_field(data, "filename", path, read_str),
        size=required_field(data, "size", path, read_int),
        created_at=required_field(data, "created_at", path, read_str),
        client_reference_id=required_field(data, "client_reference_id", path, nullable(read_str)),
    )


@dataclass(frozen=True, kw_only=True)
class FileList:
    """One page of files."""

    files: builtins.list[FileObject]

    #: Pass it as `cursor` to get the next page; `null` on the last page.
    next_page_cursor: NextPageCursor

    @classmethod
    def from_json(cls, data: object) -> FileList:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_file_list(data, "FileList")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "files": to_json_value(self.files),
            "next_page_cursor": to_json_value(self.next_page_cursor),
        }
        return data


def parse_file_list(value: object, path: str = "FileList") -> FileList:
    """Reads decoded JSON as FileList (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return FileList(
        files=required_field(data, "files", path, lambda value0, at0: read_items(value0, at0, parse_file_object)),
        next_page_cursor=required_field(data, "next_page_cursor", path, parse_next_page_cursor),
    )


@dataclass(frozen=True, kw_only=True)
class Transcription:
    """An asynchronous transcription of an uploaded file, with the options it was created with.
    `text` is the whole transcript of the original speech: the concatenation of the `text` of every token
    whose `translation_status` is not `translation`.
    """

    #: Identifier of the transcription.
    id: str

    #: `queued`: accepted, waiting for capacity. `processing`: being transcribed (a create answers this).
    #: `completed`: done; `text` and `tokens` are present. `error`: failed; `error_type` and `error_message`
    #: say why. `completed` and `error` are final. Clients must treat a value they do not know as not final:
    #: new values may be added.
    status: TranscriptionStatus

    #: A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
    model: ModelId

    #: Creation time.
    created_at: str

    #: The file this transcription was made from. For one created from an `audio_url`, the file the
    #: service made of the audio it fetched (its content is those bytes).
    file_id: str

    #: Whether speakers are separated; tokens then carry `speaker`.
    enable_speaker_diarization: bool

    #: Whether each token's language is identified; tokens then carry `language`.
    enable_language_identification: bool

    #: The reference given at creation, or `null`.
    client_reference_id: str | None

    #: Full transcribed text. Present once `completed`; may be absent while processing.
    text: str | None = None

    #: Tokens of the transcript, in order. Present once `completed`.
    tokens: builtins.list[Token] | None = None

    #: Audio duration in milliseconds (300 minutes at the most). Known once processing has read the audio.
    duration_ms: float | None = None

    #: An `http` or `https` address the service fetches the audio from, instead of an upload: a public
    #: address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
    #: transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
    #: `audio_url_too_large` when the fetch does.
    audio_url: AudioUrl | None = None

    #: The address the service sends `transcription.completed` or `transcription.failed` to, once, when the
    #: transcription ends (signed; see the webhooks). A public `https` address; any other (an address in
    #: a private or loopback range, or plain `http`) answers `400` with `error_type: webhook_url_not_allowed`.
    webhook_url: WebhookUrl | None = None

    #: Whether a `processing` transcription carries the tokens finalized so far.
    enable_streaming: bool | None = None

    #: Languages the audio is expected to contain, to help recognition.
    language_hints: LanguageHints | None = None

    #: Translation of the speech, one way (into one language) or two way (between two languages).
    translation: TranslationConfig | None = None

    #: Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
    #: terms. About 10 000 characters in all; more answers `400`.
    context: ContextConfig | None = None

    #: Why the transcription failed, when `status` is `error`, such as `audio_decode_failed`, or for one
    #: created from an `audio_url`: `audio_url_unreachable` (no answer, or not a 2xx),
    #: `audio_url_not_audio` (the bytes are not audio) or `audio_url_too_large` (over 1 GiB).
    error_type: str | None = None

    #: A readable explanation of the failure, when `status` is `error`.
    error_message: str | None = None

    @classmethod
    def from_json(cls, data: object) -> Transcription:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_transcription(data, "Transcription")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "id": to_json_value(self.id),
            "status": to_json_value(self.status),
            "model": to_json_value(self.model),
            "created_at": to_json_value(self.created_at),
            "file_id": to_json_value(self.file_id),
            "enable_speaker_diarization": to_json_value(self.enable_speaker_diarization),
            "enable_language_identification": to_json_value(self.enable_language_identification),
            "client_reference_id": to_json_value(self.client_reference_id),
        }
        if self.text is not None:
            data["text"] = to_json_value(self.text)
        if self.tokens is not None:
            data["tokens"] = to_json_value(self.tokens)
        if self.duration_ms is not None:
            data["duration_ms"] = to_json_value(self.duration_ms)
        if self.audio_url is not None:
            data["audio_url"] = to_json_value(self.audio_url)
        if self.webhook_url is not None:
            data["webhook_url"] = to_json_value(self.webhook_url)
        if self.enable_streaming is not None:
            data["enable_streaming"] = to_json_value(self.enable_streaming)
        if self.language_hints is not None:
            data["language_hints"] = to_json_value(self.language_hints)
        if self.translation is not None:
            data["translation"] = to_json_value(self.translation)
        if self.context is not None:
            data["context"] = to_json_value(self.context)
        if self.error_type is not None:
            data["error_type"] = to_json_value(self.error_type)
        if self.error_message is not None:
            data["error_message"] = to_json_value(self.error_message)
        return data


def parse_transcription(value: object, path: str = "Transcription") -> Transcription:
    """Reads decoded JSON as Transcription (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return Transcription(
        id=required_field(data, "id", path, read_str),
        status=required_field(data, "status", path, parse_transcription_status),
        model=required_field(data, "model", path, parse_model_id),
        created_at=required_field(data, "created_at", path, read_str),
        file_id=required_field(data, "file_id", path, read_str),
        enable_speaker_diarization=required_field(data, "enable_speaker_diarization", path, read_bool),
        enable_language_identification=required_field(data, "enable_language_identification", path, read_bool),
        client_reference_id=required_field(data, "client_reference_id", path, nullable(read_str)),
        text=optional_field(data, "text", path, read_str),
        tokens=optional_field(data, "tokens", path, lambda value0, at0: read_items(value0, at0, parse_token)),
        duration_ms=optional_field(data, "duration_ms", path, read_float),
        audio_url=optional_field(data, "audio_url", path, parse_audio_url),
        webhook_url=optional_field(data, "webhook_url", path, parse_webhook_url),
        enable_streaming=optional_field(data, "enable_streaming", path, read_bool),
        language_hints=optional_field(data, "language_hints", path, parse_language_hints),
        translation=optional_field(data, "translation", path, parse_translation_config),
        context=optional_field(data, "context", path, parse_context_config),
        error_type=optional_field(data, "error_type", path, nullable(read_str)),
        error_message=optional_field(data, "error_message", path, nullable(read_str)),
    )


@dataclass(frozen=True, kw_only=True)
class TranscriptionList:
    """One page of transcriptions (without their tokens)."""

    transcriptions: builtins.list[Transcription]

    #: Pass it as `cursor` to get the next page; `null` on the last page.
    next_page_cursor: NextPageCursor

    @classmethod
    def from_json(cls, data: object) -> TranscriptionList:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_transcription_list(data, "TranscriptionList")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "transcriptions": to_json_value(self.transcriptions),
            "next_page_cursor": to_json_value(self.next_page_cursor),
        }
        return data


def parse_transcription_list(value: object, path: str = "TranscriptionList") -> TranscriptionList:
    """Reads decoded JSON as TranscriptionList (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return TranscriptionList(
        transcriptions=required_field(
            data,
            "transcriptions",
            path,
            lambda value0, at0: read_items(value0, at0, parse_transcription),
        ),
        next_page_cursor=required_field(data, "next_page_cursor", path, parse_next_page_cursor),
    )


@dataclass(frozen=True, kw_only=True)
class Token:
    """A piece of the transcript: a word, part of a word or a punctuation mark, with its leading space, so
    that the texts of consecutive tokens concatenate into the transcript. In streaming mode the server
    sends tokens of this shape as RealtimeToken, first interim (`is_final: false`), then final.
    The special final tokens `<fin>` (finalize done) and `<end>` (endpoint detected) are control
    signals, not transcript text.
    """

    #: Text of the token.
    text: str

    #: Confidence of the token, from 0 to 1.
    confidence: float

    #: `false` for an interim token (it may still change), `true` for a final one (it never changes).
    is_final: bool

    #: Start offset in the audio, in milliseconds. Absent on translated tokens.
    start_ms: int | None = None

    #: End offset in the audio, in milliseconds. Absent on translated tokens.
    end_ms: int | None = None

    #: Speaker label, such as `"1"`. Present only with speaker diarization.
    speaker: str | None = None

    #: A language, as an ISO 639-1 code.
    language: LanguageCode | None = None

    #: Present when translation is on. `none`: speech in a language that is not translated;
    #: `original`: speech that is translated; `translation`: the translation of it (no timestamps).
    translation_status: TranslationStatus | None = None

    #: A language, as an ISO 639-1 code.
    source_language: LanguageCode | None = None

    @classmethod
    def from_json(cls, data: object) -> Token:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_token(data, "Token")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "text": to_json_value(self.text),
            "confidence": to_json_value(self.confidence),
            "is_final": to_json_value(self.is_final),
        }
        if self.start_ms is not None:
            data["start_ms"] = to_json_value(self.start_ms)
        if self.end_ms is not None:
            data["end_ms"] = to_json_value(self.end_ms)
        if self.speaker is not None:
            data["speaker"] = to_json_value(self.speaker)
        if self.language is not None:
            data["language"] = to_json_value(self.language)
        if self.translation_status is not None:
            data["translation_status"] = to_json_value(self.translation_status)
        if self.source_language is not None:
            data["source_language"] = to_json_value(self.source_language)
        return data


def parse_token(value: object, path: str = "Token") -> Token:
    """Reads decoded JSON as Token (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return Token(
        text=required_field(data, "text", path, read_str),
        confidence=required_field(data, "confidence", path, read_float),
        is_final=required_field(data, "is_final", path, read_bool),
        start_ms=optional_field(data, "start_ms", path, read_int),
        end_ms=optional_field(data, "end_ms", path, read_int),
        speaker=optional_field(data, "speaker", path, read_str),
        language=optional_field(data, "language", path, parse_language_code),
        translation_status=optional_field(data, "translation_status", path, parse_translation_status),
        source_language=optional_field(data, "source_language", path, parse_language_code),
    )


@dataclass(frozen=True, kw_only=True)
class TranscriptionConfig:
    """The options of a transcription, shared by batch transcriptions (`POST /transcriptions`) and
    streaming sessions (the config message): both list these properties by reference, and refuse any
    property they do not list (a misspelt option is an error, not a default).
    """

    #: A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
    model: ModelId | None = None

    #: Separates multiple speakers; tokens then carry `speaker`.
    enable_speaker_diarization: bool | None = None

    #: Deliver partial results as they become available. In streaming mode, interim tokens are sent only
    #: when it is `true`. In batch mode, a `processing` transcription then carries the tokens finalized so far.
    enable_streaming: bool | None = None

    #: Translation of the speech, one way (into one language) or two way (between two languages).
    translation: TranslationConfig | None = None

    #: Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
    #: terms. About 10 000 characters in all; more answers `400`.
    context: ContextConfig | None = None

    #: Languages the audio is expected to contain, to help recognition.
    language_hints: LanguageHints | None = None

    #: Identifies the language of each token; tokens then carry `language`.
    enable_language_identification: bool | None = None

    #: A reference of your own, returned with the resource, such as a ticket number.
    client_reference_id: ClientReferenceId | None = None

    @classmethod
    def from_json(cls, data: object) -> TranscriptionConfig:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_transcription_config(data, "TranscriptionConfig")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {}
        if self.model is not None:
            data["model"] = to_json_value(self.model)
        if self.enable_speaker_diarization is not None:
            data["enable_speaker_diarization"] = to_json_value(self.enable_speaker_diarization)
        if self.enable_streaming is not None:
            data["enable_streaming"] = to_json_value(self.enable_streaming)
        if self.translation is not None:
            data["translation"] = to_json_value(self.translation)
        if self.context is not None:
            data["context"] = to_json_value(self.context)
        if self.language_hints is not None:
            data["language_hints"] = to_json_value(self.language_hints)
        if self.enable_language_identification is not None:
            data["enable_language_identification"] = to_json_value(self.enable_language_identification)
        if self.client_reference_id is not None:
            data["client_reference_id"] = to_json_value(self.client_reference_id)
        return data


def parse_transcription_config(value: object, path: str = "TranscriptionConfig") -> TranscriptionConfig:
    """Reads decoded JSON as TranscriptionConfig (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return TranscriptionConfig(
        model=optional_field(data, "model", path, parse_model_id),
        enable_speaker_diarization=optional_field(data, "enable_speaker_diarization", path, read_bool),
        enable_streaming=optional_field(data, "enable_streaming", path, read_bool),
        translation=optional_field(data, "translation", path, parse_translation_config),
        context=optional_field(data, "context", path, parse_context_config),
        language_hints=optional_field(data, "language_hints", path, parse_language_hints),
        enable_language_identification=optional_field(data, "enable_language_identification", path, read_bool),
        client_reference_id=optional_field(data, "client_reference_id", path, parse_client_reference_id),
    )


@dataclass(frozen=True, kw_only=True)
class CreateTranscriptionRequest:
    """The body of `POST /transcriptions`: the audio, and the options of TranscriptionConfig. The audio is named
    by exactly one of `file_id` (an upload) and `audio_url` (audio the service fetches); `model` and
    `enable_speaker_diarization` are required; any other property is refused (`400`).
    """

    #: A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
    model: ModelId

    #: Separates multiple speakers; tokens then carry `speaker`. Required, with no default.
    enable_speaker_diarization: bool

    #: The `file_id` returned by `POST /files`. Leave it out when you give `audio_url`.
    file_id: str | None = None

    #: An `http` or `https` address the service fetches the audio from, instead of an upload: a public
    #: address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
    #: transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
    #: `audio_url_too_large` when the fetch does.
    audio_url: AudioUrl | None = None

    #: The address the service sends `transcription.completed` or `transcription.failed` to, once, when the
    #: transcription ends (signed; see the webhooks). A public `https` address; any other (an address in
    #: a private or loopback range, or plain `http`) answers `400` with `error_type: webhook_url_not_allowed`.
    webhook_url: WebhookUrl | None = None

    #: Deliver partial results as they become available. In streaming mode, interim tokens are sent only
    #: when it is `true`. In batch mode, a `processing` transcription then carries the tokens finalized so far.
    enable_streaming: bool | None = None

    #: Translation of the speech, one way (into one language) or two way (between two languages).
    translation: TranslationConfig | None = None

    #: Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
    #: terms. About 10 000 characters in all; more answers `400`.
    context: ContextConfig | None = None

    #: Languages the audio is expected to contain, to help recognition.
    language_hints: LanguageHints | None = None

    #: Identifies the language of each token; tokens then carry `language`.
    enable_language_identification: bool | None = None

    #: A reference of your own, returned with the resource, such as a ticket number.
    client_reference_id: ClientReferenceId | None = None

    @classmethod
    def from_json(cls, data: object) -> CreateTranscriptionRequest:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_create_transcription_request(data, "CreateTranscriptionRequest")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "model": to_json_value(self.model),
            "enable_speaker_diarization": to_json_value(self.enable_speaker_diarization),
        }
        if self.file_id is not None:
            data["file_id"] = to_json_value(self.file_id)
        if self.audio_url is not None:
            data["audio_url"] = to_json_value(self.audio_url)
        if self.webhook_url is not None:
            data["webhook_url"] = to_json_value(self.webhook_url)
        if self.enable_streaming is not None:
            data["enable_streaming"] = to_json_value(self.enable_streaming)
        if self.translation is not None:
            data["translation"] = to_json_value(self.translation)
        if self.context is not None:
            data["context"] = to_json_value(self.context)
        if self.language_hints is not None:
            data["language_hints"] = to_json_value(self.language_hints)
        if self.enable_language_identification is not None:
            data["enable_language_identification"] = to_json_value(self.enable_language_identification)
        if self.client_reference_id is not None:
            data["client_reference_id"] = to_json_value(self.client_reference_id)
        return data


def parse_create_transcription_request(
    value: object,
    path: str = "CreateTranscriptionRequest",
) -> CreateTranscriptionRequest:
    """Reads decoded JSON as CreateTranscriptionRequest (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return CreateTranscriptionRequest(
        model=required_field(data, "model", path, parse_model_id),
        enable_speaker_diarization=required_field(data, "enable_speaker_diarization", path, read_bool),
        file_id=optional_field(data, "file_id", path, read_str),
        audio_url=optional_field(data, "audio_url", path, parse_audio_url),
        webhook_url=optional_field(data, "webhook_url", path, parse_webhook_url),
        enable_streaming=optional_field(data, "enable_streaming", path, read_bool),
        translation=optional_field(data, "translation", path, parse_translation_config),
        context=optional_field(data, "context", path, parse_context_config),
        language_hints=optional_field(data, "language_hints", path, parse_language_hints),
        enable_language_identification=optional_field(data, "enable_language_identification", path, read_bool),
        client_reference_id=optional_field(data, "client_reference_id", path, parse_client_reference_id),
    )


@dataclass(frozen=True, kw_only=True)
class OneWayTranslation:
    """Translate all speech into `target_language`."""

    #: A language, as an ISO 639-1 code.
    target_language: LanguageCode

    type: Literal["one_way"] = "one_way"

    @classmethod
    def from_json(cls, data: object) -> OneWayTranslation:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_one_way_translation(data, "OneWayTranslation")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "target_language": to_json_value(self.target_language),
            "type": to_json_value(self.type),
        }
        return data


def parse_one_way_translation(value: object, path: str = "OneWayTranslation") -> OneWayTranslation:
    """Reads decoded JSON as OneWayTranslation (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return OneWayTranslation(
        target_language=required_field(data, "target_language", path, parse_language_code),
        type=cast(
            'Literal["one_way"]',
            required_field(data, "type", path, lambda value0, at0: read_const(value0, at0, "one_way")),
        ),
    )


@dataclass(frozen=True, kw_only=True)
class TwoWayTranslation:
    """Translate speech in `language_a` into `language_b` and the other way round."""

    #: A language, as an ISO 639-1 code.
    language_a: LanguageCode

    #: A language, as an ISO 639-1 code.
    language_b: LanguageCode

    type: Literal["two_way"] = "two_way"

    @classmethod
    def from_json(cls, data: object) -> TwoWayTranslation:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_two_way_translation(data, "TwoWayTranslation")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "language_a": to_json_value(self.language_a),
            "language_b": to_json_value(self.language_b),
            "type": to_json_value(self.type),
        }
        return data


def parse_two_way_translation(value: object, path: str = "TwoWayTranslation") -> TwoWayTranslation:
    """Reads decoded JSON as TwoWayTranslation (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return TwoWayTranslation(
        language_a=required_field(data, "language_a", path, parse_language_code),
        language_b=required_field(data, "language_b", path, parse_language_code),
        type=cast(
            'Literal["two_way"]',
            required_field(data, "type", path, lambda value0, at0: read_const(value0, at0, "two_way")),
        ),
    )


@dataclass(frozen=True, kw_only=True)
class ContextConfig:
    """Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
    terms. About 10 000 characters in all; more answers `400`.
    """

    #: Key-value facts about the audio, such as its domain or the speakers' names.
    general: builtins.list[ContextGeneralItem] | None = None

    #: Free text about the audio, such as a summary or an agenda.
    text: str | None = None

    #: Words and phrases likely to occur, such as product names.
    terms: builtins.list[str] | None = None

    #: How to translate given terms.
    translation_terms: builtins.list[ContextTranslationTerm] | None = None

    @classmethod
    def from_json(cls, data: object) -> ContextConfig:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_context_config(data, "ContextConfig")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {}
        if self.general is not None:
            data["general"] = to_json_value(self.general)
        if self.text is not None:
            data["text"] = to_json_value(self.text)
        if self.terms is not None:
            data["terms"] = to_json_value(self.terms)
        if self.translation_terms is not None:
            data["translation_terms"] = to_json_value(self.translation_terms)
        return data


def parse_context_config(value: object, path: str = "ContextConfig") -> ContextConfig:
    """Reads decoded JSON as ContextConfig (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ContextConfig(
        general=optional_field(
            data,
            "general",
            path,
            lambda value0, at0: read_items(value0, at0, parse_context_general_item),
        ),
        text=optional_field(data, "text", path, read_str),
        terms=optional_field(data, "terms", path, lambda value0, at0: read_items(value0, at0, read_str)),
        translation_terms=optional_field(
            data,
            "translation_terms",
            path,
            lambda value0, at0: read_items(value0, at0, parse_context_translation_term),
        ),
    )


@dataclass(frozen=True, kw_only=True)
class ContextGeneralItem:
    """A key-value fact about the audio, such as `domain: healthcare`."""

    key: str

    value: str

    @classmethod
    def from_json(cls, data: object) -> ContextGeneralItem:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_context_general_item(data, "ContextGeneralItem")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "key": to_json_value(self.key),
            "value": to_json_value(self.value),
        }
        return data


def parse_context_general_item(value: object, path: str = "ContextGeneralItem") -> ContextGeneralItem:
    """Reads decoded JSON as ContextGeneralItem (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ContextGeneralItem(
        key=required_field(data, "key", path, read_str),
        value=required_field(data, "value", path, read_str),
    )


@dataclass(frozen=True, kw_only=True)
class ContextTranslationTerm:
    """A term and how to translate it."""

    source: str

    target: str

    @classmethod
    def from_json(cls, data: object) -> ContextTranslationTerm:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_context_translation_term(data, "ContextTranslationTerm")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "source": to_json_value(self.source),
            "target": to_json_value(self.target),
        }
        return data


def parse_context_translation_term(value: object, path: str = "ContextTranslationTerm") -> ContextTranslationTerm:
    """Reads decoded JSON as ContextTranslationTerm (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ContextTranslationTerm(
        source=required_field(data, "source", path, read_str),
        target=required_field(data, "target", path, read_str),
    )


@dataclass(frozen=True, kw_only=True)
class Model:
    """A model that transcriptions or streams can use."""

    #: A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
    id: ModelId

    #: A readable name.
    name: str

    #: For an alias, the model it points to; otherwise `null`.
    aliased_model_id: str | None

    #: `real_time` models serve streams; `async` models serve transcriptions of files.
    transcription_mode: Literal["real_time", "async"]

    languages: builtins.list[ModelLanguage]

    supports_translation: bool

    supports_diarization: bool

    @classmethod
    def from_json(cls, data: object) -> Model:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_model(data, "Model")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "id": to_json_value(self.id),
            "name": to_json_value(self.name),
            "aliased_model_id": to_json_value(self.aliased_model_id),
            "transcription_mode": to_json_value(self.transcription_mode),
            "languages": to_json_value(self.languages),
            "supports_translation": to_json_value(self.supports_translation),
            "supports_diarization": to_json_value(self.supports_diarization),
        }
        return data


def parse_model(value: object, path: str = "Model") -> Model:
    """Reads decoded JSON as Model (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return Model(
        id=required_field(data, "id", path, parse_model_id),
        name=required_field(data, "name", path, read_str),
        aliased_model_id=required_field(data, "aliased_model_id", path, nullable(read_str)),
        transcription_mode=cast(
            'Literal["real_time", "async"]',
            required_field(data, "transcription_mode", path, read_str),
        ),
        languages=required_field(
            data,
            "languages",
            path,
            lambda value0, at0: read_items(value0, at0, parse_model_language),
        ),
        supports_translation=required_field(data, "supports_translation", path, read_bool),
        supports_diarization=required_field(data, "supports_diarization", path, read_bool),
    )


@dataclass(frozen=True, kw_only=True)
class ModelLanguage:
    """A language a model transcribes."""

    #: A language, as an ISO 639-1 code.
    code: LanguageCode

    name: str

    @classmethod
    def from_json(cls, data: object) -> ModelLanguage:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_model_language(data, "ModelLanguage")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "code": to_json_value(self.code),
            "name": to_json_value(self.name),
        }
        return data


def parse_model_language(value: object, path: str = "ModelLanguage") -> ModelLanguage:
    """Reads decoded JSON as ModelLanguage (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ModelLanguage(
        code=required_field(data, "code", path, parse_language_code),
        name=required_field(data, "name", path, read_str),
    )


@dataclass(frozen=True, kw_only=True)
class ModelList:
    """The models available to transcriptions and streams."""

    models: builtins.list[Model]

    @classmethod
    def from_json(cls, data: object) -> ModelList:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_model_list(data, "ModelList")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "models": to_json_value(self.models),
        }
        return data


def parse_model_list(value: object, path: str = "ModelList") -> ModelList:
    """Reads decoded JSON as ModelList (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ModelList(
        models=required_field(data, "models", path, lambda value0, at0: read_items(value0, at0, parse_model)),
    )


@dataclass(frozen=True, kw_only=True)
class CreateTemporaryApiKeyRequest:
    """What a temporary API key may do, and for how long."""

    #: What the key may be used for.
    usage_type: Literal["transcribe_websocket"]

    #: How long the key is valid, from 1 second to 1 hour.
    expires_in_seconds: int

    #: A reference of your own, returned with the resource, such as a ticket number.
    client_reference_id: ClientReferenceId | None = None

    #: Whether the key stops working after its first use.
    single_use: bool | None = None

    @classmethod
    def from_json(cls, data: object) -> CreateTemporaryApiKeyRequest:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_create_temporary_api_key_request(data, "CreateTemporaryApiKeyRequest")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "usage_type": to_json_value(self.usage_type),
            "expires_in_seconds": to_json_value(self.expires_in_seconds),
        }
        if self.client_reference_id is not None:
            data["client_reference_id"] = to_json_value(self.client_reference_id)
        if self.single_use is not None:
            data["single_use"] = to_json_value(self.single_use)
        return data


def parse_create_temporary_api_key_request(
    value: object,
    path: str = "CreateTemporaryApiKeyRequest",
) -> CreateTemporaryApiKeyRequest:
    """Reads decoded JSON as CreateTemporaryApiKeyRequest (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return CreateTemporaryApiKeyRequest(
        usage_type=cast('Literal["transcribe_websocket"]', required_field(data, "usage_type", path, read_str)),
        expires_in_seconds=required_field(data, "expires_in_seconds", path, read_int),
        client_reference_id=optional_field(data, "client_reference_id", path, parse_client_reference_id),
        single_use=optional_field(data, "single_use", path, read_bool),
    )


@dataclass(frozen=True, kw_only=True)
class TemporaryApiKey:
    """A temporary API key, for a client that must not hold the real key, such as a browser."""

    #: The temporary key. Safe to use as a WebSocket subprotocol token.
    api_key: str

    #: When the key stops working.
    expires_at: str

    @classmethod
    def from_json(cls, data: object) -> TemporaryApiKey:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_temporary_api_key(data, "TemporaryApiKey")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "api_key": to_json_value(self.api_key),
            "expires_at": to_json_value(self.expires_at),
        }
        return data


def parse_temporary_api_key(value: object, path: str = "TemporaryApiKey") -> TemporaryApiKey:
    """Reads decoded JSON as TemporaryApiKey (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return TemporaryApiKey(
        api_key=required_field(data, "api_key", path, read_str),
        expires_at=required_field(data, "expires_at", path, read_str),
    )


@dataclass(frozen=True, kw_only=True)
class WebhookSecret:
    """The secret that signs an API key's webhooks, and the previous one while it still signs."""

    #: The current secret, `whsec_` then base64.
    secret: str

    #: When the current secret was made.
    created_at: str

    #: Until when the previous secret still signs (beside the current one), after a rotation; `null` when
    #: only the current one signs.
    previous_secret_expires_at: str | None

    @classmethod
    def from_json(cls, data: object) -> WebhookSecret:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_webhook_secret(data, "WebhookSecret")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "secret": to_json_value(self.secret),
            "created_at": to_json_value(self.created_at),
            "previous_secret_expires_at": to_json_value(self.previous_secret_expires_at),
        }
        return data


def parse_webhook_secret(value: object, path: str = "WebhookSecret") -> WebhookSecret:
    """Reads decoded JSON as WebhookSecret (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return WebhookSecret(
        secret=required_field(data, "secret", path, read_str),
        created_at=required_field(data, "created_at", path, read_str),
        previous_secret_expires_at=required_field(data, "previous_secret_expires_at", path, nullable(read_str)),
    )


@dataclass(frozen=True, kw_only=True)
class TranscriptionEventData:
    """The transcription a webhook is about; get the rest of it with `GET /transcriptions/{transcription_id}`."""

    #: The transcription's `id`.
    id: str

    #: `queued`: accepted, waiting for capacity. `processing`: being transcribed (a create answers this).
    #: `completed`: done; `text` and `tokens` are present. `error`: failed; `error_type` and `error_message`
    #: say why. `completed` and `error` are final. Clients must treat a value they do not know as not final:
    #: new values may be added.
    status: TranscriptionStatus

    #: The transcription's `file_id`; `null` when it failed before an `audio_url`'s audio was fetched.
    file_id: str | None

    #: The reference given at creation, or `null`.
    client_reference_id: str | None

    #: An `http` or `https` address the service fetches the audio from, instead of an upload: a public
    #: address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
    #: transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
    #: `audio_url_too_large` when the fetch does.
    audio_url: AudioUrl | None = None

    #: Why it failed, for `transcription.failed`, as the transcription's `error_type`.
    error_type: str | None = None

    #: A readable explanation, for `transcription.failed`.
    error_message: str | None = None

    @classmethod
    def from_json(cls, data: object) -> TranscriptionEventData:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_transcription_event_data(data, "TranscriptionEventData")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "id": to_json_value(self.id),
            "status": to_json_value(self.status),
            "file_id": to_json_value(self.file_id),
            "client_reference_id": to_json_value(self.client_reference_id),
        }
        if self.audio_url is not None:
            data["audio_url"] = to_json_value(self.audio_url)
        if self.error_type is not None:
            data["error_type"] = to_json_value(self.error_type)
        if self.error_message is not None:
            data["error_message"] = to_json_value(self.error_message)
        return data


def parse_transcription_event_data(value: object, path: str = "TranscriptionEventData") -> TranscriptionEventData:
    """Reads decoded JSON as TranscriptionEventData (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return TranscriptionEventData(
        id=required_field(data, "id", path, read_str),
        status=required_field(data, "status", path, parse_transcription_status),
        file_id=required_field(data, "file_id", path, nullable(read_str)),
        client_reference_id=required_field(data, "client_reference_id", path, nullable(read_str)),
        audio_url=optional_field(data, "audio_url", path, parse_audio_url),
        error_type=optional_field(data, "error_type", path, read_str),
        error_message=optional_field(data, "error_message", path, read_str),
    )


@dataclass(frozen=True, kw_only=True)
class TranscriptionCompletedEvent:
    """The body of the `transcription.completed` webhook."""

    #: When the event happened (the transcription ended).
    timestamp: str

    #: The transcription a webhook is about; get the rest of it with `GET /transcriptions/{transcription_id}`.
    data: TranscriptionEventData

    type: Literal["transcription.completed"] = "transcription.completed"

    @classmethod
    def from_json(cls, data: object) -> TranscriptionCompletedEvent:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_transcription_completed_event(data, "TranscriptionCompletedEvent")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "timestamp": to_json_value(self.timestamp),
            "data": to_json_value(self.data),
            "type": to_json_value(self.type),
        }
        return data


def parse_transcription_completed_event(
    value: object,
    path: str = "TranscriptionCompletedEvent",
) -> TranscriptionCompletedEvent:
    """Reads decoded JSON as TranscriptionCompletedEvent (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return TranscriptionCompletedEvent(
        timestamp=required_field(data, "timestamp", path, read_str),
        data=required_field(data, "data", path, parse_transcription_event_data),
        type=cast(
            'Literal["transcription.completed"]',
            required_field(data, "type", path, lambda value0, at0: read_const(value0, at0, "transcription.completed")),
        ),
    )


@dataclass(frozen=True, kw_only=True)
class TranscriptionFailedEvent:
    """The body of the `transcription.failed` webhook."""

    #: When the event happened (the transcription ended).
    timestamp: str

    #: The transcription a webhook is about; get the rest of it with `GET /transcriptions/{transcription_id}`.
    data: TranscriptionEventData

    type: Literal["transcription.failed"] = "transcription.failed"

    @classmethod
    def from_json(cls, data: object) -> TranscriptionFailedEvent:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_transcription_failed_event(data, "TranscriptionFailedEvent")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "timestamp": to_json_value(self.timestamp),
            "data": to_json_value(self.data),
            "type": to_json_value(self.type),
        }
        return data


def parse_transcription_failed_event(value: object, path: str = "TranscriptionFailedEvent") -> TranscriptionFailedEvent:
    """Reads decoded JSON as TranscriptionFailedEvent (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return TranscriptionFailedEvent(
        timestamp=required_field(data, "timestamp", path, read_str),
        data=required_field(data, "data", path, parse_transcription_event_data),
        type=cast(
            'Literal["transcription.failed"]',
            required_field(data, "type", path, lambda value0, at0: read_const(value0, at0, "transcription.failed")),
        ),
    )


@dataclass(frozen=True, kw_only=True)
class ErrorBody:
    """The body of every non-2xx response."""

    #: The HTTP status, repeated.
    status_code: int

    #: A stable, machine-readable reason, such as `invalid_request`, `invalid_cursor`, `file_too_large`,
    #: `unauthenticated`, `permission_denied`, `file_not_found`, `transcription_not_found`, `file_expired`,
    #: `transcription_invalid_state`, `webhook_url_not_allowed`, `not_acceptable`, `rate_limited`,
    #: `internal_error` or `service_unavailable`.
    #: New values may be added.
    error_type: str

    #: A readable explanation.
    message: str

    #: The `X-Request-Id` of the response.
    request_id: str

    #: For invalid requests, what was wrong with which field.
    validation_errors: builtins.list[ValidationErrorDetail] | None = None

    @classmethod
    def from_json(cls, data: object) -> ErrorBody:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_error_body(data, "ErrorBody")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "status_code": to_json_value(self.status_code),
            "error_type": to_json_value(self.error_type),
            "message": to_json_value(self.message),
            "request_id": to_json_value(self.request_id),
        }
        if self.validation_errors is not None:
            data["validation_errors"] = to_json_value(self.validation_errors)
        return data


def parse_error_body(value: object, path: str = "ErrorBody") -> ErrorBody:
    """Reads decoded JSON as ErrorBody (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ErrorBody(
        status_code=required_field(data, "status_code", path, read_int),
        error_type=required_field(data, "error_type", path, read_str),
        message=required_field(data, "message", path, read_str),
        request_id=required_field(data, "request_id", path, read_str),
        validation_errors=optional_field(
            data,
            "validation_errors",
            path,
            lambda value0, at0: read_items(value0, at0, parse_validation_error_detail),
        ),
    )


@dataclass(frozen=True, kw_only=True)
class ValidationErrorDetail:
    """One problem with a request: what is wrong, and where."""

    #: What kind of problem, such as `missing`, `too_long` or `invalid_value`.
    error_type: str

    #: Where, as a dotted path such as `body.model` or `query.limit`.
    location: str

    message: str

    @classmethod
    def from_json(cls, data: object) -> ValidationErrorDetail:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_validation_error_detail(data, "ValidationErrorDetail")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "error_type": to_json_value(self.error_type),
            "location": to_json_value(self.location),
            "message": to_json_value(self.message),
        }
        return data


def parse_validation_error_detail(value: object, path: str = "ValidationErrorDetail") -> ValidationErrorDetail:
    """Reads decoded JSON as ValidationErrorDetail (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ValidationErrorDetail(
        error_type=required_field(data, "error_type", path, read_str),
        location=required_field(data, "location", path, read_str),
        message=required_field(data, "message", path, read_str),
    )


FileStatus: TypeAlias = Literal["uploaded", "expired"] | str
"""Status of a file. `uploaded`: stored and usable as `file_id`. `expired`: past its retention period;
creating a transcription from it answers `409`. Clients must treat a value they do not know as
opaque, not fail on it: new values may be added.
"""


NextPageCursor: TypeAlias = str | None
"""Pass it as `cursor` to get the next page; `null` on the last page."""


TranscriptionStatus: TypeAlias = Literal["queued", "processing", "completed", "error"] | str
"""`queued`: accepted, waiting for capacity. `processing`: being transcribed (a create answers this).
`completed`: done; `text` and `tokens` are present. `error`: failed; `error_type` and `error_message`
say why. `completed` and `error` are final. Clients must treat a value they do not know as not final:
new values may be added.
"""


TranslationStatus: TypeAlias = Literal["none", "original", "translation"]
"""Present when translation is on. `none`: speech in a language that is not translated;
`original`: speech that is translated; `translation`: the translation of it (no timestamps).
"""


LanguageCode: TypeAlias = str
"""A language, as an ISO 639-1 code."""


ModelId: TypeAlias = str
"""A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`)."""


LanguageHints: TypeAlias = builtins.list[LanguageCode]
"""Languages the audio is expected to contain, to help recognition."""


ClientReferenceId: TypeAlias = str
"""A reference of your own, returned with the resource, such as a ticket number."""


TranslationConfig: TypeAlias = OneWayTranslation | TwoWayTranslation
"""Translation of the speech, one way (into one language) or two way (between two languages)."""


AudioUrl: TypeAlias = str
"""An `http` or `https` address the service fetches the audio from, instead of an upload: a public
address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
`audio_url_too_large` when the fetch does.
"""


WebhookUrl: TypeAlias = str
"""The address the service sends `transcription.completed` or `transcription.failed` to, once, when the
transcription ends (signed; see the webhooks). A public `https` address; any other (an address in
a private or loopback range, or plain `http`) answers `400` with `error_type: webhook_url_not_allowed`.
"""


def parse_file_status(value: object, path: str = "FileStatus") -> FileStatus:
    """Reads decoded JSON as FileStatus, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_str(value, path)


def parse_next_page_cursor(value: object, path: str = "NextPageCursor") -> NextPageCursor:
    """Reads decoded JSON as NextPageCursor, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_nullable(value, path, read_str)


def parse_transcription_status(value: object, path: str = "TranscriptionStatus") -> TranscriptionStatus:
    """Reads decoded JSON as TranscriptionStatus, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_str(value, path)


def parse_translation_status(value: object, path: str = "TranslationStatus") -> TranslationStatus:
    """Reads decoded JSON as TranslationStatus, checking its type; a value of the wrong type raises ResponseShapeError."""
    return cast('Literal["none", "original", "translation"]', read_str(value, path))


def parse_language_code(value: object, path: str = "LanguageCode") -> LanguageCode:
    """Reads decoded JSON as LanguageCode, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_str(value, path)


def parse_model_id(value: object, path: str = "ModelId") -> ModelId:
    """Reads decoded JSON as ModelId, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_str(value, path)


def parse_language_hints(value: object, path: str = "LanguageHints") -> LanguageHints:
    """Reads decoded JSON as LanguageHints, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_items(value, path, parse_language_code)


def parse_client_reference_id(value: object, path: str = "ClientReferenceId") -> ClientReferenceId:
    """Reads decoded JSON as ClientReferenceId, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_str(value, path)


def parse_translation_config(value: object, path: str = "TranslationConfig") -> TranslationConfig:
    """Reads decoded JSON as TranslationConfig, checking its type; a value of the wrong type raises ResponseShapeError."""
    return cast(
        "OneWayTranslation | TwoWayTranslation",
        read_union(
            value,
            path,
            (parse_one_way_translation, parse_two_way_translation),
            "OneWayTranslation or TwoWayTranslation",
        ),
    )


def parse_audio_url(value: object, path: str = "AudioUrl") -> AudioUrl:
    """Reads decoded JSON as AudioUrl, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_str(value, path)


def parse_webhook_url(value: object, path: str = "WebhookUrl") -> WebhookUrl:
    """Reads decoded JSON as WebhookUrl, checking its type; a value of the wrong type raises ResponseShapeError."""
    return read_str(value, path)


__all__ = [
    "AudioUrl",
    "ClientReferenceId",
    "ContextConfig",
    "ContextGeneralItem",
    "ContextTranslationTerm",
    "CreateTemporaryApiKeyRequest",
    "CreateTranscriptionRequest",
    "ErrorBody",
    "FileList",
    "FileObject",
    "FileStatus",
    "LanguageCode",
    "LanguageHints",
    "Model",
    "ModelId",
    "ModelLanguage",
    "ModelList",
    "NextPageCursor",
    "OneWayTranslation",
    "TemporaryApiKey",
    "Token",
    "Transcription",
    "TranscriptionCompletedEvent",
    "TranscriptionConfig",
    "TranscriptionEventData",
    "TranscriptionFailedEvent",
    "TranscriptionList",
    "TranscriptionStatus",
    "TranslationConfig",
    "TranslationStatus",
    "TwoWayTranslation",
    "UploadFileRequest",
    "ValidationErrorDetail",
    "WebhookSecret",
    "WebhookUrl",
]
