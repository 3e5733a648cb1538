# Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"""The real-time stream's frames (specs/asyncapi.yaml): their types, readers, validators and limits."""

from __future__ import annotations

import builtins
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final, Literal, TypeAlias, cast

from .._core.shapes import (
    ResponseShapeError,
    ValidationProblem,
    forms_problems,
    is_json_integer,
    optional_field,
    read_bool,
    read_const,
    read_int,
    read_items,
    read_object,
    read_str,
    required_field,
    shown,
    to_json_value,
)
from . import types as _types

#: Where the stream is served by default (the first server of specs/asyncapi.yaml).
DEFAULT_STREAM_URL: Final = "wss://stream.stt-service.dev/transcribe-websocket"

#: The options a config message takes, by wire name: what the client checks a config's keys against.
CONFIG_KEYS: frozenset[str] = frozenset(
    {
        "model",
        "enable_speaker_diarization",
        "enable_streaming",
        "translation",
        "context",
        "language_hints",
        "enable_language_identification",
        "client_reference_id",
        "audio_format",
        "sample_rate",
        "num_channels",
        "enable_endpoint_detection",
        "audio_offset_ms",
    }
)

#: The channel's limits (`x-limits`), by name.
STREAM_LIMITS: Mapping[str, float] = {
    "config_timeout_seconds": 10,
    "idle_timeout_seconds": 20,
    "keepalive_interval_seconds": 5,
    "max_session_minutes": 300,
}

STREAM_LIMIT_CONFIG_TIMEOUT_SECONDS: Final = 10
STREAM_LIMIT_IDLE_TIMEOUT_SECONDS: Final = 20
STREAM_LIMIT_KEEPALIVE_INTERVAL_SECONDS: Final = 5
STREAM_LIMIT_MAX_SESSION_MINUTES: Final = 300

#: The End of audio frame: No more audio will come. An empty text frame.
END_OF_AUDIO_MESSAGE: Final = ""

_PATTERN_4: Final = "^[a-z0-9][a-z0-9._-]*$"
_CONST_10: Final = "one_way"
_PATTERN_12: Final = "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$"
_CONST_15: Final = "two_way"
_FORMS_16: Final = ["OneWayTranslation", "TwoWayTranslation"]
_PATTERN_21: Final = "^[^\\x00-\\x1F\\x7F]*$"
_PATTERN_23: Final = "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"
_PATTERN_25: Final = "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"
_PATTERN_32: Final = "^[^\\x00-\\x1F\\x7F]*$"
_OPTIONS_35: Final = ["auto", "wav", "mp3", "ogg", "webm", "flac", "pcm_s16le", "pcm_f32le", "mulaw", "alaw"]
_PATTERN_41: Final = "^[\\x21-\\x7E]+$"
_OPTIONS_45: Final = ["auto", "wav", "mp3", "ogg", "webm", "flac"]
_FORMS_47: Final = ["ContainerAudio", "RawAudio"]
_CONST_50: Final = "finalize"
_CONST_54: Final = "keepalive"
_REQUIRED_55: Final = frozenset({"type", "session_id", "model"})
_CONST_56: Final = "ack"
_REQUIRED_57: Final = frozenset({"tokens", "final_audio_proc_ms", "total_audio_proc_ms", "finished"})
_REQUIRED_60: Final = frozenset({"text", "confidence", "is_final"})
_REQUIRED_61: Final = frozenset({"tokens", "final_audio_proc_ms", "total_audio_proc_ms"})
_REQUIRED_63: Final = frozenset({"error_code", "error_type", "error_message"})


@dataclass(frozen=True, kw_only=True)
class ConfigMessage:
    """Configures the session. The first frame, text.

    The first frame: the model, the audio format and the transcription options (those of the HTTP contract's
    TranscriptionConfig, by reference). `sample_rate` and `num_channels` are required for raw formats. Any
    other property is refused with error 400, naming it: a misspelt option is an error, not a default.
    """

    #: A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
    model: _types.ModelId

    #: `auto` detects a container from the audio itself. Containers: `wav`, `mp3`, `ogg`, `webm`, `flac`.
    #: Raw formats (`pcm_s16le`, `pcm_f32le`, `mulaw`, `alaw`) need `sample_rate` and `num_channels`.
    audio_format: Literal["auto", "wav", "mp3", "ogg", "webm", "flac", "pcm_s16le", "pcm_f32le", "mulaw", "alaw"]

    #: Separates multiple speakers; tokens then carry `speaker`.
    enable_speaker_diarization: bool | None = None

    #: Deliver partial results as they become available. In streaming mode, interim tokens are sent only
    #: when it is `true`. In batch mode, a `processing` transcription then carries the tokens finalized so far.
    enable_streaming: bool | None = None

    #: Translation of the speech, one way (into one language) or two way (between two languages).
    translation: _types.TranslationConfig | None = None

    #: Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
    #: terms. About 10 000 characters in all; more answers `400`.
    context: _types.ContextConfig | None = None

    #: Languages the audio is expected to contain, to help recognition.
    language_hints: _types.LanguageHints | None = None

    #: Identifies the language of each token; tokens then carry `language`.
    enable_language_identification: bool | None = None

    #: A reference of your own, returned with the resource, such as a ticket number.
    client_reference_id: _types.ClientReferenceId | None = None

    #: Samples per second of raw audio.
    sample_rate: int | None = None

    #: Channels of raw audio.
    num_channels: int | None = None

    #: Detect the end of each utterance; the server then sends the final token `<end>`.
    enable_endpoint_detection: bool | None = None

    #: Where this session's audio starts in the audio of the stream it continues, in ms, up to 7 days (a
    #: stream reconnected again and again outlasts one session's 300 minutes): a client
    #: reconnecting after a dropped session sends the offset of the first audio it sends again (the
    #: audio after the last final token it holds), so the transcript continues where the dropped
    #: session stopped instead of starting over. Timestamps in results (`start_ms`, `end_ms`,
    #: `final_audio_proc_ms`) still count from this session's first audio byte: add the offset to
    #: place them in the whole stream.
    audio_offset_ms: int | None = None

    #: Deprecated. The API key, for clients that can neither set headers nor subprotocols.
    #:
    #: Deprecated: removed after 2027-06-30. Use the `Authorization` header (where headers cannot be set, the
    #: subprotocols `["stt-api-key", "<temporary key>"]`) instead.
    api_key: str | None = None

    @classmethod
    def from_json(cls, data: object) -> ConfigMessage:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_config_message(data, "ConfigMessage")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "model": to_json_value(self.model),
            "audio_format": to_json_value(self.audio_format),
        }
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
        if self.sample_rate is not None:
            data["sample_rate"] = to_json_value(self.sample_rate)
        if self.num_channels is not None:
            data["num_channels"] = to_json_value(self.num_channels)
        if self.enable_endpoint_detection is not None:
            data["enable_endpoint_detection"] = to_json_value(self.enable_endpoint_detection)
        if self.audio_offset_ms is not None:
            data["audio_offset_ms"] = to_json_value(self.audio_offset_ms)
        if self.api_key is not None:
            data["api_key"] = to_json_value(self.api_key)
        return data


def parse_config_message(value: object, path: str = "ConfigMessage") -> ConfigMessage:
    """Reads decoded JSON as ConfigMessage (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ConfigMessage(
        model=required_field(data, "model", path, _types.parse_model_id),
        audio_format=cast(
            'Literal["auto", "wav", "mp3", "ogg", "webm", "flac", "pcm_s16le", "pcm_f32le", "mulaw", "alaw"]',
            required_field(data, "audio_format", path, read_str),
        ),
        enable_speaker_diarization=optional_field(data, "enable_speaker_diarization", path, read_bool),
        enable_streaming=optional_field(data, "enable_streaming", path, read_bool),
        translation=optional_field(data, "translation", path, _types.parse_translation_config),
        context=optional_field(data, "context", path, _types.parse_context_config),
        language_hints=optional_field(data, "language_hints", path, _types.parse_language_hints),
        enable_language_identification=optional_field(data, "enable_language_identification", path, read_bool),
        client_reference_id=optional_field(data, "client_reference_id", path, _types.parse_client_reference_id),
        sample_rate=optional_field(data, "sample_rate", path, read_int),
        num_channels=optional_field(data, "num_channels", path, read_int),
        enable_endpoint_detection=optional_field(data, "enable_endpoint_detection", path, read_bool),
        audio_offset_ms=optional_field(data, "audio_offset_ms", path, read_int),
        api_key=optional_field(data, "api_key", path, read_str),
    )


@dataclass(frozen=True, kw_only=True)
class FinalizeMessage:
    """Asks for the final tokens of all audio so far. Text."""

    type: Literal["finalize"] = "finalize"

    #: How much silence ends the audio sent so far, if the client knows it; finalizing is faster.
    trailing_silence_ms: int | None = None

    @classmethod
    def from_json(cls, data: object) -> FinalizeMessage:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_finalize_message(data, "FinalizeMessage")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "type": to_json_value(self.type),
        }
        if self.trailing_silence_ms is not None:
            data["trailing_silence_ms"] = to_json_value(self.trailing_silence_ms)
        return data


def parse_finalize_message(value: object, path: str = "FinalizeMessage") -> FinalizeMessage:
    """Reads decoded JSON as FinalizeMessage (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return FinalizeMessage(
        type=cast(
            'Literal["finalize"]',
            required_field(data, "type", path, lambda value0, at0: read_const(value0, at0, "finalize")),
        ),
        trailing_silence_ms=optional_field(data, "trailing_silence_ms", path, read_int),
    )


@dataclass(frozen=True, kw_only=True)
class KeepaliveMessage:
    """Keeps an idle session open. Text."""

    type: Literal["keepalive"] = "keepalive"

    @classmethod
    def from_json(cls, data: object) -> KeepaliveMessage:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_keepalive_message(data, "KeepaliveMessage")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "type": to_json_value(self.type),
        }
        return data


def parse_keepalive_message(value: object, path: str = "KeepaliveMessage") -> KeepaliveMessage:
    """Reads decoded JSON as KeepaliveMessage (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return KeepaliveMessage(
        type=cast(
            'Literal["keepalive"]',
            required_field(data, "type", path, lambda value0, at0: read_const(value0, at0, "keepalive")),
        ),
    )


@dataclass(frozen=True, kw_only=True)
class AckMessage:
    """Confirms the config."""

    #: Identifies the session in the service's logs.
    session_id: str

    #: A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
    model: _types.ModelId

    type: Literal["ack"] = "ack"

    @classmethod
    def from_json(cls, data: object) -> AckMessage:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_ack_message(data, "AckMessage")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "session_id": to_json_value(self.session_id),
            "model": to_json_value(self.model),
            "type": to_json_value(self.type),
        }
        return data


def parse_ack_message(value: object, path: str = "AckMessage") -> AckMessage:
    """Reads decoded JSON as AckMessage (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return AckMessage(
        session_id=required_field(data, "session_id", path, read_str),
        model=required_field(data, "model", path, _types.parse_model_id),
        type=cast(
            'Literal["ack"]',
            required_field(data, "type", path, lambda value0, at0: read_const(value0, at0, "ack")),
        ),
    )


@dataclass(frozen=True, kw_only=True)
class FinishedMessage:
    """All audio is transcribed; the server closes next, with 1000."""

    tokens: builtins.list[_types.Token]

    final_audio_proc_ms: int

    total_audio_proc_ms: int

    finished: Literal[True] = True

    @classmethod
    def from_json(cls, data: object) -> FinishedMessage:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_finished_message(data, "FinishedMessage")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "tokens": to_json_value(self.tokens),
            "final_audio_proc_ms": to_json_value(self.final_audio_proc_ms),
            "total_audio_proc_ms": to_json_value(self.total_audio_proc_ms),
            "finished": to_json_value(self.finished),
        }
        return data


def parse_finished_message(value: object, path: str = "FinishedMessage") -> FinishedMessage:
    """Reads decoded JSON as FinishedMessage (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return FinishedMessage(
        tokens=required_field(data, "tokens", path, lambda value0, at0: read_items(value0, at0, _types.parse_token)),
        final_audio_proc_ms=required_field(data, "final_audio_proc_ms", path, read_int),
        total_audio_proc_ms=required_field(data, "total_audio_proc_ms", path, read_int),
        finished=cast(
            "Literal[True]",
            required_field(data, "finished", path, lambda value0, at0: read_const(value0, at0, True)),
        ),
    )


@dataclass(frozen=True, kw_only=True)
class ResultMessage:
    """Tokens, final first, then interim.

    Tokens of the transcript: the final tokens since the previous result, then the interim ones, with how much audio
    the service has processed.
    """

    #: Final tokens first, then interim ones.
    tokens: builtins.list[_types.Token]

    #: Milliseconds of audio for which all tokens are final.
    final_audio_proc_ms: int

    #: Milliseconds of audio processed, final or interim.
    total_audio_proc_ms: int

    @classmethod
    def from_json(cls, data: object) -> ResultMessage:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_result_message(data, "ResultMessage")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "tokens": to_json_value(self.tokens),
            "final_audio_proc_ms": to_json_value(self.final_audio_proc_ms),
            "total_audio_proc_ms": to_json_value(self.total_audio_proc_ms),
        }
        return data


def parse_result_message(value: object, path: str = "ResultMessage") -> ResultMessage:
    """Reads decoded JSON as ResultMessage (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ResultMessage(
        tokens=required_field(data, "tokens", path, lambda value0, at0: read_items(value0, at0, _types.parse_token)),
        final_audio_proc_ms=required_field(data, "final_audio_proc_ms", path, read_int),
        total_audio_proc_ms=required_field(data, "total_audio_proc_ms", path, read_int),
    )


@dataclass(frozen=True, kw_only=True)
class ErrorMessage:
    """An error; the server closes next."""

    #: An HTTP-like status; it decides the close code (1008 for a 4xx, 1011 for 500, 1013 for 503) and the error kind
    #: the SDK raises.
    error_code: int

    #: A stable, machine-readable reason, such as `invalid_request` or `rate_limited`.
    error_type: str

    #: A readable explanation.
    error_message: str

    #: Identifies the session in the service's logs.
    request_id: str | None = None

    @classmethod
    def from_json(cls, data: object) -> ErrorMessage:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return parse_error_message(data, "ErrorMessage")

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {
            "error_code": to_json_value(self.error_code),
            "error_type": to_json_value(self.error_type),
            "error_message": to_json_value(self.error_message),
        }
        if self.request_id is not None:
            data["request_id"] = to_json_value(self.request_id)
        return data


def parse_error_message(value: object, path: str = "ErrorMessage") -> ErrorMessage:
    """Reads decoded JSON as ErrorMessage (`path` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ErrorMessage(
        error_code=required_field(data, "error_code", path, read_int),
        error_type=required_field(data, "error_type", path, read_str),
        error_message=required_field(data, "error_message", path, read_str),
        request_id=optional_field(data, "request_id", path, read_str),
    )


@dataclass(frozen=True)
class UnknownServerMessage:
    """A JSON frame of no message the client knows, such as one a newer server sends: reported, not fatal."""

    #: The frame's `type` field where it has a text one, else None.
    type_value: str | None
    #: The decoded frame as it came.
    data: builtins.dict[str, object]


ServerMessage: TypeAlias = AckMessage | FinishedMessage | ResultMessage | ErrorMessage | UnknownServerMessage
"""A frame the server sends, told apart by trying the messages in the spec's order (first match wins)."""

ClientMessage: TypeAlias = ConfigMessage | FinalizeMessage | KeepaliveMessage
"""A JSON frame the client sends."""


# config /allOf/0/properties/model
def _problems_3(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if len(value) < 1:
        problems.append(ValidationProblem(path, "must be at least 1 characters long"))
    if len(value) > 128:
        problems.append(ValidationProblem(path, "must be at most 128 characters long"))
    if re.search(_PATTERN_4, value) is None:
        problems.append(ValidationProblem(path, "must match the pattern " + _PATTERN_4))
    return problems


# config /allOf/0/properties/enable_speaker_diarization
def _problems_5(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, bool):
        return [ValidationProblem(path, "must be boolean, not " + shown(value))]
    return problems


# config /allOf/0/properties/enable_streaming
def _problems_6(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, bool):
        return [ValidationProblem(path, "must be boolean, not " + shown(value))]
    return problems


# config /allOf/0/properties/translation/oneOf/0/properties/type
def _problems_9(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if value != _CONST_10:
        problems.append(ValidationProblem(path, "must be " + shown(_CONST_10) + ", not " + shown(value)))
    return problems


# config /allOf/0/properties/translation/oneOf/0/properties/target_language
def _problems_11(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if len(value) > 12:
        problems.append(ValidationProblem(path, "must be at most 12 characters long"))
    if re.search(_PATTERN_12, value) is None:
        problems.append(ValidationProblem(path, "must match the pattern " + _PATTERN_12))
    return problems


# config /allOf/0/properties/translation/oneOf/0
def _problems_8(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key in ["type", "target_language"]:
        if key not in data:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    for key, item in data.items():
        if key == "type":
            problems += _problems_9(item, f"{path}.{key}")
        elif key == "target_language":
            problems += _problems_11(item, f"{path}.{key}")
    return problems


# config /allOf/0/properties/translation/oneOf/1/properties/type
def _problems_14(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if value != _CONST_15:
        problems.append(ValidationProblem(path, "must be " + shown(_CONST_15) + ", not " + shown(value)))
    return problems


# config /allOf/0/properties/translation/oneOf/1
def _problems_13(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key in ["type", "language_a", "language_b"]:
        if key not in data:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    for key, item in data.items():
        if key == "type":
            problems += _problems_14(item, f"{path}.{key}")
        elif key in ("language_a", "language_b"):
            problems += _problems_11(item, f"{path}.{key}")
    return problems


# config /allOf/0/properties/translation
def _problems_7(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    found = [_problems_8(value, path), _problems_13(value, path)]
    problems += forms_problems(path, "oneOf", _FORMS_16, found)
    return problems


# config /allOf/0/properties/context/properties/general/items/properties/key
def _problems_20(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if len(value) < 1:
        problems.append(ValidationProblem(path, "must be at least 1 characters long"))
    if len(value) > 256:
        problems.append(ValidationProblem(path, "must be at most 256 characters long"))
    if re.search(_PATTERN_21, value) is None:
        problems.append(ValidationProblem(path, "must match the pattern " + _PATTERN_21))
    return problems


# config /allOf/0/properties/context/properties/general/items/properties/value
def _problems_22(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if len(value) > 1000:
        problems.append(ValidationProblem(path, "must be at most 1000 characters long"))
    if re.search(_PATTERN_23, value) is None:
        problems.append(ValidationProblem(path, "must match the pattern " + _PATTERN_23))
    return problems


# config /allOf/0/properties/context/properties/general/items
def _problems_19(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key in ["key", "value"]:
        if key not in data:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    for key, item in data.items():
        if key == "key":
            problems += _problems_20(item, f"{path}.{key}")
        elif key == "value":
            problems += _problems_22(item, f"{path}.{key}")
    return problems


# config /allOf/0/properties/context/properties/general
def _problems_18(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, list):
        return [ValidationProblem(path, "must be array, not " + shown(value))]
    elements = cast("builtins.list[object]", value)
    if len(elements) > 100:
        problems.append(ValidationProblem(path, f"must hold at most 100 items, not {len(elements)}"))
    for index, item in enumerate(elements):
        problems += _problems_19(item, f"{path}[{index}]")
    return problems


# config /allOf/0/properties/context/properties/text
def _problems_24(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if len(value) > 10000:
        problems.append(ValidationProblem(path, "must be at most 10000 characters long"))
    if re.search(_PATTERN_25, value) is None:
        problems.append(ValidationProblem(path, "must match the pattern " + _PATTERN_25))
    return problems


# config /allOf/0/properties/context/properties/terms
def _problems_26(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, list):
        return [ValidationProblem(path, "must be array, not " + shown(value))]
    elements = cast("builtins.list[object]", value)
    if len(elements) > 1000:
        problems.append(ValidationProblem(path, f"must hold at most 1000 items, not {len(elements)}"))
    for index, item in enumerate(elements):
        problems += _problems_20(item, f"{path}[{index}]")
    return problems


# config /allOf/0/properties/context/properties/translation_terms/items
def _problems_28(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key in ["source", "target"]:
        if key not in data:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    for key, item in data.items():
        if key in ("source", "target"):
            problems += _problems_20(item, f"{path}.{key}")
    return problems


# config /allOf/0/properties/context/properties/translation_terms
def _problems_27(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, list):
        return [ValidationProblem(path, "must be array, not " + shown(value))]
    elements = cast("builtins.list[object]", value)
    if len(elements) > 1000:
        problems.append(ValidationProblem(path, f"must hold at most 1000 items, not {len(elements)}"))
    for index, item in enumerate(elements):
        problems += _problems_28(item, f"{path}[{index}]")
    return problems


# config /allOf/0/properties/context
def _problems_17(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key, item in data.items():
        if key == "general":
            problems += _problems_18(item, f"{path}.{key}")
        elif key == "text":
            problems += _problems_24(item, f"{path}.{key}")
        elif key == "terms":
            problems += _problems_26(item, f"{path}.{key}")
        elif key == "translation_terms":
            problems += _problems_27(item, f"{path}.{key}")
    return problems


# config /allOf/0/properties/language_hints
def _problems_29(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, list):
        return [ValidationProblem(path, "must be array, not " + shown(value))]
    elements = cast("builtins.list[object]", value)
    if len(elements) > 100:
        problems.append(ValidationProblem(path, f"must hold at most 100 items, not {len(elements)}"))
    for index, item in enumerate(elements):
        problems += _problems_11(item, f"{path}[{index}]")
    return problems


# config /allOf/0/properties/enable_language_identification
def _problems_30(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, bool):
        return [ValidationProblem(path, "must be boolean, not " + shown(value))]
    return problems


# config /allOf/0/properties/client_reference_id
def _problems_31(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if len(value) > 256:
        problems.append(ValidationProblem(path, "must be at most 256 characters long"))
    if re.search(_PATTERN_32, value) is None:
        problems.append(ValidationProblem(path, "must match the pattern " + _PATTERN_32))
    return problems


# config /allOf/0
def _problems_2(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key, item in data.items():
        if key == "model":
            problems += _problems_3(item, f"{path}.{key}")
        elif key == "enable_speaker_diarization":
            problems += _problems_5(item, f"{path}.{key}")
        elif key == "enable_streaming":
            problems += _problems_6(item, f"{path}.{key}")
        elif key == "translation":
            problems += _problems_7(item, f"{path}.{key}")
        elif key == "context":
            problems += _problems_17(item, f"{path}.{key}")
        elif key == "language_hints":
            problems += _problems_29(item, f"{path}.{key}")
        elif key == "enable_language_identification":
            problems += _problems_30(item, f"{path}.{key}")
        elif key == "client_reference_id":
            problems += _problems_31(item, f"{path}.{key}")
    return problems


# config /allOf/1/properties/audio_format
def _problems_34(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if value not in _OPTIONS_35:
        one_of = ", ".join(shown(option) for option in _OPTIONS_35)
        problems.append(ValidationProblem(path, "must be one of " + one_of + ", not " + shown(value)))
    return problems


# config /allOf/1/properties/sample_rate
def _problems_36(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if type(value) is not int and not is_json_integer(value):
        return [ValidationProblem(path, "must be integer, not " + shown(value))]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if not value >= 8000:
            problems.append(ValidationProblem(path, "must satisfy minimum 8000, not " + shown(value)))
        if not value <= 96000:
            problems.append(ValidationProblem(path, "must satisfy maximum 96000, not " + shown(value)))
    return problems


# config /allOf/1/properties/num_channels
def _problems_37(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if type(value) is not int and not is_json_integer(value):
        return [ValidationProblem(path, "must be integer, not " + shown(value))]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if not value >= 1:
            problems.append(ValidationProblem(path, "must satisfy minimum 1, not " + shown(value)))
        if not value <= 8:
            problems.append(ValidationProblem(path, "must satisfy maximum 8, not " + shown(value)))
    return problems


# config /allOf/1/properties/enable_endpoint_detection
def _problems_38(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, bool):
        return [ValidationProblem(path, "must be boolean, not " + shown(value))]
    return problems


# config /allOf/1/properties/audio_offset_ms
def _problems_39(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if type(value) is not int and not is_json_integer(value):
        return [ValidationProblem(path, "must be integer, not " + shown(value))]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if not value >= 0:
            problems.append(ValidationProblem(path, "must satisfy minimum 0, not " + shown(value)))
        if not value <= 604800000:
            problems.append(ValidationProblem(path, "must satisfy maximum 604800000, not " + shown(value)))
    return problems


# config /allOf/1/properties/api_key
def _problems_40(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if len(value) > 256:
        problems.append(ValidationProblem(path, "must be at most 256 characters long"))
    if re.search(_PATTERN_41, value) is None:
        problems.append(ValidationProblem(path, "must match the pattern " + _PATTERN_41))
    return problems


# config /allOf/1
def _problems_33(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key in ["model", "audio_format"]:
        if key not in data:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    for key, item in data.items():
        if key == "model":
            problems += _problems_3(item, f"{path}.{key}")
        elif key == "audio_format":
            problems += _problems_34(item, f"{path}.{key}")
        elif key == "sample_rate":
            problems += _problems_36(item, f"{path}.{key}")
        elif key == "num_channels":
            problems += _problems_37(item, f"{path}.{key}")
        elif key == "enable_speaker_diarization":
            problems += _problems_5(item, f"{path}.{key}")
        elif key == "enable_streaming":
            problems += _problems_6(item, f"{path}.{key}")
        elif key == "translation":
            problems += _problems_7(item, f"{path}.{key}")
        elif key == "context":
            problems += _problems_17(item, f"{path}.{key}")
        elif key == "language_hints":
            problems += _problems_29(item, f"{path}.{key}")
        elif key == "enable_language_identification":
            problems += _problems_30(item, f"{path}.{key}")
        elif key == "client_reference_id":
            problems += _problems_31(item, f"{path}.{key}")
        elif key == "enable_endpoint_detection":
            problems += _problems_38(item, f"{path}.{key}")
        elif key == "audio_offset_ms":
            problems += _problems_39(item, f"{path}.{key}")
        elif key == "api_key":
            problems += _problems_40(item, f"{path}.{key}")
        else:
            problems.append(ValidationProblem(f"{path}.{key}", "is not a field this frame takes"))
    return problems


# config /allOf/2/anyOf/0/properties/audio_format
def _problems_44(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if value not in _OPTIONS_45:
        one_of = ", ".join(shown(option) for option in _OPTIONS_45)
        problems.append(ValidationProblem(path, "must be one of " + one_of + ", not " + shown(value)))
    return problems


# config /allOf/2/anyOf/0
def _problems_43(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key, item in data.items():
        if key == "audio_format":
            problems += _problems_44(item, f"{path}.{key}")
    return problems


# config /allOf/2/anyOf/1
def _problems_46(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key in ["sample_rate", "num_channels"]:
        if key not in data:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    return problems


# config /allOf/2
def _problems_42(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    found = [_problems_43(value, path), _problems_46(value, path)]
    problems += forms_problems(path, "anyOf", _FORMS_47, found)
    return problems


# config
def _problems_1(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    problems += _problems_2(value, path)
    problems += _problems_33(value, path)
    problems += _problems_42(value, path)
    return problems


def validate_config_message(value: object) -> builtins.list[ValidationProblem]:
    """Every way a ConfigMessage frame breaks its schema (required fields, types, enums, bounds), by path."""
    return _problems_1(value, "config")


# finalize /properties/type
def _problems_49(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if value != _CONST_50:
        problems.append(ValidationProblem(path, "must be " + shown(_CONST_50) + ", not " + shown(value)))
    return problems


# finalize /properties/trailing_silence_ms
def _problems_51(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if type(value) is not int and not is_json_integer(value):
        return [ValidationProblem(path, "must be integer, not " + shown(value))]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if not value >= 0:
            problems.append(ValidationProblem(path, "must satisfy minimum 0, not " + shown(value)))
        if not value <= 10000:
            problems.append(ValidationProblem(path, "must satisfy maximum 10000, not " + shown(value)))
    return problems


# finalize
def _problems_48(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key in ["type"]:
        if key not in data:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    for key, item in data.items():
        if key == "type":
            problems += _problems_49(item, f"{path}.{key}")
        elif key == "trailing_silence_ms":
            problems += _problems_51(item, f"{path}.{key}")
        else:
            problems.append(ValidationProblem(f"{path}.{key}", "is not a field this frame takes"))
    return problems


def validate_finalize_message(value: object) -> builtins.list[ValidationProblem]:
    """Every way a FinalizeMessage frame breaks its schema (required fields, types, enums, bounds), by path."""
    return _problems_48(value, "finalize")


# keepalive /properties/type
def _problems_53(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if value != _CONST_54:
        problems.append(ValidationProblem(path, "must be " + shown(_CONST_54) + ", not " + shown(value)))
    return problems


# keepalive
def _problems_52(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key in ["type"]:
        if key not in data:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    for key, item in data.items():
        if key == "type":
            problems += _problems_53(item, f"{path}.{key}")
        else:
            problems.append(ValidationProblem(f"{path}.{key}", "is not a field this frame takes"))
    return problems


def validate_keepalive_message(value: object) -> builtins.list[ValidationProblem]:
    """Every way a KeepaliveMessage frame breaks its schema (required fields, types, enums, bounds), by path."""
    return _problems_52(value, "keepalive")


def is_ack_message_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of AckMessage: fields and types, not bounds or enums."""
    if not isinstance(value, dict):
        return False
    data = cast("builtins.dict[str, object]", value)
    if not data.keys() >= _REQUIRED_55:
        return False
    item = data["type"]
    if not isinstance(item, str):
        return False
    if item != _CONST_56:
        return False
    item = data["session_id"]
    if not isinstance(item, str):
        return False
    item = data["model"]
    return isinstance(item, str)


# finished /properties/tokens/items
def _has_shape_59(value: object) -> bool:
    if not isinstance(value, dict):
        return False
    data = cast("builtins.dict[str, object]", value)
    if not data.keys() >= _REQUIRED_60:
        return False
    item = data["text"]
    if not isinstance(item, str):
        return False
    if "start_ms" in data:
        item = data["start_ms"]
        if type(item) is not int and not is_json_integer(item):
            return False
    if "end_ms" in data:
        item = data["end_ms"]
        if type(item) is not int and not is_json_integer(item):
            return False
    item = data["confidence"]
    if not isinstance(item, (int, float)) or isinstance(item, bool):
        return False
    item = data["is_final"]
    if not isinstance(item, bool):
        return False
    if "speaker" in data:
        item = data["speaker"]
        if not isinstance(item, str):
            return False
    if "language" in data:
        item = data["language"]
        if not isinstance(item, str):
            return False
    if "translation_status" in data:
        item = data["translation_status"]
        if not isinstance(item, str):
            return False
    if "source_language" in data:
        item = data["source_language"]
        if not isinstance(item, str):
            return False
    return True


# finished /properties/tokens
def _has_shape_58(value: object) -> bool:
    if not isinstance(value, list):
        return False
    elements = cast("builtins.list[object]", value)
    if len(elements) > 0:
        return False
    for item in elements:
        if not _has_shape_59(item):
            return False
    return True


def is_finished_message_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of FinishedMessage: fields and types, not bounds or enums."""
    if not isinstance(value, dict):
        return False
    data = cast("builtins.dict[str, object]", value)
    if not data.keys() >= _REQUIRED_57:
        return False
    item = data["tokens"]
    if not _has_shape_58(item):
        return False
    item = data["final_audio_proc_ms"]
    if type(item) is not int and not is_json_integer(item):
        return False
    item = data["total_audio_proc_ms"]
    if type(item) is not int and not is_json_integer(item):
        return False
    item = data["finished"]
    if not isinstance(item, bool):
        return False
    return item is True


# result /properties/tokens
def _has_shape_62(value: object) -> bool:
    if not isinstance(value, list):
        return False
    elements = cast("builtins.list[object]", value)
    if len(elements) > 10000:
        return False
    for item in elements:
        if not _has_shape_59(item):
            return False
    return True


def is_result_message_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of ResultMessage: fields and types, not bounds or enums."""
    if not isinstance(value, dict):
        return False
    data = cast("builtins.dict[str, object]", value)
    if not data.keys() >= _REQUIRED_61:
        return False
    item = data["tokens"]
    if not _has_shape_62(item):
        return False
    item = data["final_audio_proc_ms"]
    if type(item) is not int and not is_json_integer(item):
        return False
    item = data["total_audio_proc_ms"]
    return type(item) is int or is_json_integer(item)


def is_error_message_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of ErrorMessage: fields and types, not bounds or enums."""
    if not isinstance(value, dict):
        return False
    data = cast("builtins.dict[str, object]", value)
    if not data.keys() >= _REQUIRED_63:
        return False
    item = data["error_code"]
    if type(item) is not int and not is_json_integer(item):
        return False
    item = data["error_type"]
    if not isinstance(item, str):
        return False
    item = data["error_message"]
    if not isinstance(item, str):
        return False
    if "request_id" in data:
        item = data["request_id"]
        if not isinstance(item, str):
            return False
    return True


def parse_server_message(text: str) -> ServerMessage:
    """Reads a text frame of the server: the first message whose shape it has, else UnknownServerMessage.

    A frame that is no JSON object raises ResponseShapeError; a frame that has a message's shape but a field of the
    wrong type raises it too, naming the field.
    """
    try:
        decoded: object = json.loads(text)
    except (ValueError, RecursionError):
        # A frame nested deeper than the interpreter's stack is no frame of the contract: refused, not a crash.
        raise ResponseShapeError("server frame", f"expected JSON, got {shown(text)}") from None
    data = read_object(decoded, "server frame")
    for matches, read, name in _SERVER_MESSAGES:
        if matches(data):
            return read(data, name)
    type_value = data.get("type")
    return UnknownServerMessage(type_value=type_value if isinstance(type_value, str) else None, data=data)


def frame_text(message: ClientMessage) -> str:
    """A client message as the text frame that carries it: compact JSON, fields left out where None."""
    return json.dumps(message.to_json(), separators=(",", ":"), ensure_ascii=False)


_SERVER_MESSAGES: tuple[tuple[Callable[[object], bool], Callable[[object, str], ServerMessage], str], ...] = (
    (is_ack_message_shape, parse_ack_message, "AckMessage"),
    (is_finished_message_shape, parse_finished_message, "FinishedMessage"),
    (is_result_message_shape, parse_result_message, "ResultMessage"),
    (is_error_message_shape, parse_error_message, "ErrorMessage"),
)

__all__ = [
    "CONFIG_KEYS",
    "DEFAULT_STREAM_URL",
    "END_OF_AUDIO_MESSAGE",
    "STREAM_LIMITS",
    "STREAM_LIMIT_CONFIG_TIMEOUT_SECONDS",
    "STREAM_LIMIT_IDLE_TIMEOUT_SECONDS",
    "STREAM_LIMIT_KEEPALIVE_INTERVAL_SECONDS",
    "STREAM_LIMIT_MAX_SESSION_MINUTES",
    "AckMessage",
    "ClientMessage",
    "ConfigMessage",
    "ErrorMessage",
    "FinalizeMessage",
    "FinishedMessage",
    "KeepaliveMessage",
    "ResultMessage",
    "ServerMessage",
    "UnknownServerMessage",
    "frame_text",
    "is_ack_message_shape",
    "is_error_message_shape",
    "is_finished_message_shape",
    "is_result_message_shape",
    "parse_server_message",
    "validate_config_message",
    "validate_finalize_message",
    "validate_keepalive_message",
]
