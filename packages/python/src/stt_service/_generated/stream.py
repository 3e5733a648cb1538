# Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"""The real-time stream's frames (specs/asyncapi.yaml): their types, readers, validators and limits."""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final, Literal, TypeAlias, cast

from .._core.shapes import (
    ResponseShapeError,
    ValidationProblem,
    optional_field,
    read_bool,
    read_const,
    read_int,
    read_items,
    read_object,
    read_str,
    required_field,
    schema_problems,
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

_CONFIG_MESSAGE_SCHEMA: Mapping[str, object] = {
    "title": "ConfigMessage",
    "description": "The first frame: the model, the audio format and the transcription options (those of the HTTP contract's\nTranscriptionConfig, by reference). `sample_rate` and `num_channels` are required for raw formats. Any\nother property is refused with error 400, naming it: a misspelt option is an error, not a default.\n",
    "allOf": [
        {
            "title": "TranscriptionConfig",
            "type": "object",
            "description": "The options of a transcription, shared by batch transcriptions (`POST /transcriptions`) and\nstreaming sessions (the config message): both list these properties by reference, and refuse any\nproperty they do not list (a misspelt option is an error, not a default).\n",
            "properties": {
                "model": {
                    "title": "ModelId",
                    "type": "string",
                    "description": "A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).",
                    "minLength": 1,
                    "maxLength": 128,
                    "examples": ["stt-async-v3", "stt-rt-v3"],
                    "pattern": "^[a-z0-9][a-z0-9._-]*$",
                },
                "enable_speaker_diarization": {
                    "type": "boolean",
                    "default": False,
                    "description": "Separates multiple speakers; tokens then carry `speaker`.",
                },
                "enable_streaming": {
                    "type": "boolean",
                    "default": True,
                    "description": "Deliver partial results as they become available. In streaming mode, interim tokens are sent only\nwhen it is `true`. In batch mode, a `processing` transcription then carries the tokens finalized so far.\n",
                },
                "translation": {
                    "title": "TranslationConfig",
                    "description": "Translation of the speech, one way (into one language) or two way (between two languages).",
                    "oneOf": [
                        {
                            "title": "OneWayTranslation",
                            "type": "object",
                            "description": "Translate all speech into `target_language`.",
                            "required": ["type", "target_language"],
                            "properties": {
                                "type": {"type": "string", "const": "one_way"},
                                "target_language": {
                                    "title": "LanguageCode",
                                    "type": "string",
                                    "description": "A language, as an ISO 639-1 code.",
                                    "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                                    "examples": ["en", "es"],
                                    "maxLength": 12,
                                },
                            },
                        },
                        {
                            "title": "TwoWayTranslation",
                            "type": "object",
                            "description": "Translate speech in `language_a` into `language_b` and the other way round.",
                            "required": ["type", "language_a", "language_b"],
                            "properties": {
                                "type": {"type": "string", "const": "two_way"},
                                "language_a": {
                                    "title": "LanguageCode",
                                    "type": "string",
                                    "description": "A language, as an ISO 639-1 code.",
                                    "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                                    "examples": ["en", "es"],
                                    "maxLength": 12,
                                },
                                "language_b": {
                                    "title": "LanguageCode",
                                    "type": "string",
                                    "description": "A language, as an ISO 639-1 code.",
                                    "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                                    "examples": ["en", "es"],
                                    "maxLength": 12,
                                },
                            },
                        },
                    ],
                },
                "context": {
                    "title": "ContextConfig",
                    "type": "object",
                    "description": "Hints that improve recognition of domain words: key-value facts, free text, terms and translations of\nterms. About 10 000 characters in all; more answers `400`.\n",
                    "properties": {
                        "general": {
                            "type": "array",
                            "description": "Key-value facts about the audio, such as its domain or the speakers' names.",
                            "maxItems": 100,
                            "items": {
                                "title": "ContextGeneralItem",
                                "description": "A key-value fact about the audio, such as `domain: healthcare`.",
                                "type": "object",
                                "required": ["key", "value"],
                                "properties": {
                                    "key": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 256,
                                        "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                                    },
                                    "value": {
                                        "type": "string",
                                        "maxLength": 1000,
                                        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                    },
                                },
                            },
                        },
                        "text": {
                            "type": "string",
                            "description": "Free text about the audio, such as a summary or an agenda.",
                            "maxLength": 10000,
                            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                        },
                        "terms": {
                            "type": "array",
                            "description": "Words and phrases likely to occur, such as product names.",
                            "maxItems": 1000,
                            "items": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 256,
                                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                            },
                        },
                        "translation_terms": {
                            "type": "array",
                            "description": "How to translate given terms.",
                            "maxItems": 1000,
                            "items": {
                                "title": "ContextTranslationTerm",
                                "description": "A term and how to translate it.",
                                "type": "object",
                                "required": ["source", "target"],
                                "properties": {
                                    "source": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 256,
                                        "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                                    },
                                    "target": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 256,
                                        "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                                    },
                                },
                            },
                        },
                    },
                },
                "language_hints": {
                    "title": "LanguageHints",
                    "type": "array",
                    "description": "Languages the audio is expected to contain, to help recognition.",
                    "maxItems": 100,
                    "items": {
                        "title": "LanguageCode",
                        "type": "string",
                        "description": "A language, as an ISO 639-1 code.",
                        "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                        "examples": ["en", "es"],
                        "maxLength": 12,
                    },
                    "examples": [["en", "es"]],
                },
                "enable_language_identification": {
                    "type": "boolean",
                    "default": False,
                    "description": "Identifies the language of each token; tokens then carry `language`.",
                },
                "client_reference_id": {
                    "title": "ClientReferenceId",
                    "type": "string",
                    "description": "A reference of your own, returned with the resource, such as a ticket number.",
                    "maxLength": 256,
                    "examples": ["ticket-4821"],
                    "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                },
            },
        },
        {
            "type": "object",
            "required": ["model", "audio_format"],
            "additionalProperties": False,
            "properties": {
                "model": {
                    "title": "ModelId",
                    "type": "string",
                    "description": "A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).",
                    "minLength": 1,
                    "maxLength": 128,
                    "examples": ["stt-async-v3", "stt-rt-v3"],
                    "pattern": "^[a-z0-9][a-z0-9._-]*$",
                },
                "audio_format": {
                    "title": "AudioFormat",
                    "type": "string",
                    "description": "`auto` detects a container from the audio itself. Containers: `wav`, `mp3`, `ogg`, `webm`, `flac`.\nRaw formats (`pcm_s16le`, `pcm_f32le`, `mulaw`, `alaw`) need `sample_rate` and `num_channels`.\n",
                    "enum": ["auto", "wav", "mp3", "ogg", "webm", "flac", "pcm_s16le", "pcm_f32le", "mulaw", "alaw"],
                },
                "sample_rate": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 8000,
                    "maximum": 96000,
                    "description": "Samples per second of raw audio.",
                },
                "num_channels": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 8,
                    "description": "Channels of raw audio.",
                },
                "enable_speaker_diarization": {
                    "type": "boolean",
                    "default": False,
                    "description": "Separates multiple speakers; tokens then carry `speaker`.",
                },
                "enable_streaming": {
                    "type": "boolean",
                    "default": True,
                    "description": "Deliver partial results as they become available. In streaming mode, interim tokens are sent only\nwhen it is `true`. In batch mode, a `processing` transcription then carries the tokens finalized so far.\n",
                },
                "translation": {
                    "title": "TranslationConfig",
                    "description": "Translation of the speech, one way (into one language) or two way (between two languages).",
                    "oneOf": [
                        {
                            "title": "OneWayTranslation",
                            "type": "object",
                            "description": "Translate all speech into `target_language`.",
                            "required": ["type", "target_language"],
                            "properties": {
                                "type": {"type": "string", "const": "one_way"},
                                "target_language": {
                                    "title": "LanguageCode",
                                    "type": "string",
                                    "description": "A language, as an ISO 639-1 code.",
                                    "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                                    "examples": ["en", "es"],
                                    "maxLength": 12,
                                },
                            },
                        },
                        {
                            "title": "TwoWayTranslation",
                            "type": "object",
                            "description": "Translate speech in `language_a` into `language_b` and the other way round.",
                            "required": ["type", "language_a", "language_b"],
                            "properties": {
                                "type": {"type": "string", "const": "two_way"},
                                "language_a": {
                                    "title": "LanguageCode",
                                    "type": "string",
                                    "description": "A language, as an ISO 639-1 code.",
                                    "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                                    "examples": ["en", "es"],
                                    "maxLength": 12,
                                },
                                "language_b": {
                                    "title": "LanguageCode",
                                    "type": "string",
                                    "description": "A language, as an ISO 639-1 code.",
                                    "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                                    "examples": ["en", "es"],
                                    "maxLength": 12,
                                },
                            },
                        },
                    ],
                },
                "context": {
                    "title": "ContextConfig",
                    "type": "object",
                    "description": "Hints that improve recognition of domain words: key-value facts, free text, terms and translations of\nterms. About 10 000 characters in all; more answers `400`.\n",
                    "properties": {
                        "general": {
                            "type": "array",
                            "description": "Key-value facts about the audio, such as its domain or the speakers' names.",
                            "maxItems": 100,
                            "items": {
                                "title": "ContextGeneralItem",
                                "description": "A key-value fact about the audio, such as `domain: healthcare`.",
                                "type": "object",
                                "required": ["key", "value"],
                                "properties": {
                                    "key": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 256,
                                        "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                                    },
                                    "value": {
                                        "type": "string",
                                        "maxLength": 1000,
                                        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                    },
                                },
                            },
                        },
                        "text": {
                            "type": "string",
                            "description": "Free text about the audio, such as a summary or an agenda.",
                            "maxLength": 10000,
                            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                        },
                        "terms": {
                            "type": "array",
                            "description": "Words and phrases likely to occur, such as product names.",
                            "maxItems": 1000,
                            "items": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 256,
                                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                            },
                        },
                        "translation_terms": {
                            "type": "array",
                            "description": "How to translate given terms.",
                            "maxItems": 1000,
                            "items": {
                                "title": "ContextTranslationTerm",
                                "description": "A term and how to translate it.",
                                "type": "object",
                                "required": ["source", "target"],
                                "properties": {
                                    "source": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 256,
                                        "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                                    },
                                    "target": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 256,
                                        "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                                    },
                                },
                            },
                        },
                    },
                },
                "language_hints": {
                    "title": "LanguageHints",
                    "type": "array",
                    "description": "Languages the audio is expected to contain, to help recognition.",
                    "maxItems": 100,
                    "items": {
                        "title": "LanguageCode",
                        "type": "string",
                        "description": "A language, as an ISO 639-1 code.",
                        "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                        "examples": ["en", "es"],
                        "maxLength": 12,
                    },
                    "examples": [["en", "es"]],
                },
                "enable_language_identification": {
                    "type": "boolean",
                    "default": False,
                    "description": "Identifies the language of each token; tokens then carry `language`.",
                },
                "client_reference_id": {
                    "title": "ClientReferenceId",
                    "type": "string",
                    "description": "A reference of your own, returned with the resource, such as a ticket number.",
                    "maxLength": 256,
                    "examples": ["ticket-4821"],
                    "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                },
                "enable_endpoint_detection": {
                    "type": "boolean",
                    "default": False,
                    "description": "Detect the end of each utterance; the server then sends the final token `<end>`.",
                },
                "api_key": {
                    "type": "string",
                    "deprecated": True,
                    "x-sunset": "2027-06-30",
                    "x-deprecated-use": 'the `Authorization` header (where headers cannot be set, the subprotocols `["stt-api-key", "<temporary key>"]`)',
                    "maxLength": 256,
                    "pattern": "^[\\x21-\\x7E]+$",
                    "description": "Deprecated. The API key, for clients that can neither set headers nor subprotocols.",
                },
            },
        },
        {
            "anyOf": [
                {
                    "title": "ContainerAudio",
                    "type": "object",
                    "properties": {"audio_format": {"enum": ["auto", "wav", "mp3", "ogg", "webm", "flac"]}},
                },
                {"title": "RawAudio", "type": "object", "required": ["sample_rate", "num_channels"]},
            ]
        },
    ],
}

_FINALIZE_MESSAGE_SCHEMA: Mapping[str, object] = {
    "title": "FinalizeMessage",
    "type": "object",
    "required": ["type"],
    "additionalProperties": False,
    "properties": {
        "type": {"type": "string", "const": "finalize"},
        "trailing_silence_ms": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 10000,
            "description": "How much silence ends the audio sent so far, if the client knows it; finalizing is faster.",
        },
    },
}

_KEEPALIVE_MESSAGE_SCHEMA: Mapping[str, object] = {
    "title": "KeepaliveMessage",
    "type": "object",
    "required": ["type"],
    "additionalProperties": False,
    "properties": {"type": {"type": "string", "const": "keepalive"}},
}

_ACK_MESSAGE_SCHEMA: Mapping[str, object] = {
    "title": "AckMessage",
    "type": "object",
    "required": ["type", "session_id", "model"],
    "properties": {
        "type": {"type": "string", "const": "ack"},
        "session_id": {
            "type": "string",
            "maxLength": 128,
            "pattern": "^[A-Za-z0-9_-]+$",
            "description": "Identifies the session in the service's logs.",
        },
        "model": {
            "title": "ModelId",
            "type": "string",
            "description": "A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).",
            "minLength": 1,
            "maxLength": 128,
            "examples": ["stt-async-v3", "stt-rt-v3"],
            "pattern": "^[a-z0-9][a-z0-9._-]*$",
        },
    },
}

_FINISHED_MESSAGE_SCHEMA: Mapping[str, object] = {
    "title": "FinishedMessage",
    "type": "object",
    "required": ["tokens", "final_audio_proc_ms", "total_audio_proc_ms", "finished"],
    "properties": {
        "tokens": {
            "type": "array",
            "maxItems": 0,
            "items": {
                "title": "Token",
                "type": "object",
                "description": "A piece of the transcript: a word, part of a word or a punctuation mark, with its leading space, so\nthat the texts of consecutive tokens concatenate into the transcript. In streaming mode the server\nsends tokens of this shape as RealtimeToken, first interim (`is_final: false`), then final.\nThe special final tokens `<fin>` (finalize done) and `<end>` (endpoint detected) are control\nsignals, not transcript text.\n",
                "required": ["text", "confidence", "is_final"],
                "properties": {
                    "text": {
                        "type": "string",
                        "description": "Text of the token.",
                        "examples": [" thanks"],
                        "maxLength": 1000,
                        "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                    },
                    "start_ms": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "Start offset in the audio, in milliseconds. Absent on translated tokens.",
                        "format": "int32",
                        "maximum": 18000000,
                    },
                    "end_ms": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "End offset in the audio, in milliseconds. Absent on translated tokens.",
                        "format": "int32",
                        "maximum": 18000000,
                    },
                    "confidence": {
                        "type": "number",
                        "format": "float",
                        "minimum": 0,
                        "maximum": 1,
                        "description": "Confidence of the token, from 0 to 1.",
                    },
                    "is_final": {
                        "type": "boolean",
                        "description": "`false` for an interim token (it may still change), `true` for a final one (it never changes).",
                    },
                    "speaker": {
                        "type": "string",
                        "description": 'Speaker label, such as `"1"`. Present only with speaker diarization.',
                        "examples": ["1"],
                        "maxLength": 64,
                        "pattern": "^[A-Za-z0-9_-]+$",
                    },
                    "language": {
                        "title": "LanguageCode",
                        "type": "string",
                        "description": "A language, as an ISO 639-1 code.",
                        "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                        "examples": ["en", "es"],
                        "maxLength": 12,
                    },
                    "translation_status": {
                        "title": "TranslationStatus",
                        "type": "string",
                        "description": "Present when translation is on. `none`: speech in a language that is not translated;\n`original`: speech that is translated; `translation`: the translation of it (no timestamps).\n",
                        "enum": ["none", "original", "translation"],
                    },
                    "source_language": {
                        "title": "LanguageCode",
                        "type": "string",
                        "description": "A language, as an ISO 639-1 code.",
                        "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                        "examples": ["en", "es"],
                        "maxLength": 12,
                    },
                },
            },
        },
        "final_audio_proc_ms": {"type": "integer", "format": "int32", "minimum": 0, "maximum": 18000000},
        "total_audio_proc_ms": {"type": "integer", "format": "int32", "minimum": 0, "maximum": 18000000},
        "finished": {"type": "boolean", "const": True},
    },
}

_RESULT_MESSAGE_SCHEMA: Mapping[str, object] = {
    "title": "ResultMessage",
    "description": "Tokens of the transcript: the final tokens since the previous result, then the interim ones, with how much audio the service has processed.",
    "type": "object",
    "required": ["tokens", "final_audio_proc_ms", "total_audio_proc_ms"],
    "properties": {
        "tokens": {
            "type": "array",
            "maxItems": 10000,
            "description": "Final tokens first, then interim ones.",
            "items": {
                "title": "Token",
                "type": "object",
                "description": "A piece of the transcript: a word, part of a word or a punctuation mark, with its leading space, so\nthat the texts of consecutive tokens concatenate into the transcript. In streaming mode the server\nsends tokens of this shape as RealtimeToken, first interim (`is_final: false`), then final.\nThe special final tokens `<fin>` (finalize done) and `<end>` (endpoint detected) are control\nsignals, not transcript text.\n",
                "required": ["text", "confidence", "is_final"],
                "properties": {
                    "text": {
                        "type": "string",
                        "description": "Text of the token.",
                        "examples": [" thanks"],
                        "maxLength": 1000,
                        "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                    },
                    "start_ms": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "Start offset in the audio, in milliseconds. Absent on translated tokens.",
                        "format": "int32",
                        "maximum": 18000000,
                    },
                    "end_ms": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "End offset in the audio, in milliseconds. Absent on translated tokens.",
                        "format": "int32",
                        "maximum": 18000000,
                    },
                    "confidence": {
                        "type": "number",
                        "format": "float",
                        "minimum": 0,
                        "maximum": 1,
                        "description": "Confidence of the token, from 0 to 1.",
                    },
                    "is_final": {
                        "type": "boolean",
                        "description": "`false` for an interim token (it may still change), `true` for a final one (it never changes).",
                    },
                    "speaker": {
                        "type": "string",
                        "description": 'Speaker label, such as `"1"`. Present only with speaker diarization.',
                        "examples": ["1"],
                        "maxLength": 64,
                        "pattern": "^[A-Za-z0-9_-]+$",
                    },
                    "language": {
                        "title": "LanguageCode",
                        "type": "string",
                        "description": "A language, as an ISO 639-1 code.",
                        "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                        "examples": ["en", "es"],
                        "maxLength": 12,
                    },
                    "translation_status": {
                        "title": "TranslationStatus",
                        "type": "string",
                        "description": "Present when translation is on. `none`: speech in a language that is not translated;\n`original`: speech that is translated; `translation`: the translation of it (no timestamps).\n",
                        "enum": ["none", "original", "translation"],
                    },
                    "source_language": {
                        "title": "LanguageCode",
                        "type": "string",
                        "description": "A language, as an ISO 639-1 code.",
                        "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
                        "examples": ["en", "es"],
                        "maxLength": 12,
                    },
                },
            },
        },
        "final_audio_proc_ms": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 18000000,
            "description": "Milliseconds of audio for which all tokens are final.",
        },
        "total_audio_proc_ms": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 18000000,
            "description": "Milliseconds of audio processed, final or interim.",
        },
    },
}

_ERROR_MESSAGE_SCHEMA: Mapping[str, object] = {
    "title": "ErrorMessage",
    "type": "object",
    "required": ["error_code", "error_type", "error_message"],
    "properties": {
        "error_code": {
            "type": "integer",
            "format": "int32",
            "minimum": 400,
            "maximum": 599,
            "description": "An HTTP-like status; it decides the close code (1008 for a 4xx, 1011 for 500, 1013 for 503) and the error kind the SDK raises.",
        },
        "error_type": {
            "type": "string",
            "maxLength": 64,
            "pattern": "^[a-z][a-z0-9_]*$",
            "description": "A stable, machine-readable reason, such as `invalid_request` or `rate_limited`.",
        },
        "error_message": {
            "type": "string",
            "maxLength": 2000,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A readable explanation.",
        },
        "request_id": {
            "type": "string",
            "maxLength": 128,
            "pattern": "^[A-Za-z0-9_-]+$",
            "description": "Identifies the session in the service's logs.",
        },
    },
}


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


def validate_config_message(value: object) -> builtins.list[ValidationProblem]:
    """Every way a ConfigMessage frame breaks its schema (required fields, types, enums, bounds), by path."""
    return schema_problems(_CONFIG_MESSAGE_SCHEMA, value, "config")


def validate_finalize_message(value: object) -> builtins.list[ValidationProblem]:
    """Every way a FinalizeMessage frame breaks its schema (required fields, types, enums, bounds), by path."""
    return schema_problems(_FINALIZE_MESSAGE_SCHEMA, value, "finalize")


def validate_keepalive_message(value: object) -> builtins.list[ValidationProblem]:
    """Every way a KeepaliveMessage frame breaks its schema (required fields, types, enums, bounds), by path."""
    return schema_problems(_KEEPALIVE_MESSAGE_SCHEMA, value, "keepalive")


def is_ack_message_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of AckMessage: fields and types, not bounds or enums."""
    return not schema_problems(_ACK_MESSAGE_SCHEMA, value, "ack", tolerant=True)


def is_finished_message_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of FinishedMessage: fields and types, not bounds or enums."""
    return not schema_problems(_FINISHED_MESSAGE_SCHEMA, value, "finished", tolerant=True)


def is_result_message_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of ResultMessage: fields and types, not bounds or enums."""
    return not schema_problems(_RESULT_MESSAGE_SCHEMA, value, "result", tolerant=True)


def is_error_message_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of ErrorMessage: fields and types, not bounds or enums."""
    return not schema_problems(_ERROR_MESSAGE_SCHEMA, value, "error", tolerant=True)


def parse_server_message(text: str) -> ServerMessage:
    """Reads a text frame of the server: the first message whose shape it has, else UnknownServerMessage.

    A frame that is no JSON object raises ResponseShapeError; a frame that has a message's shape but a field of the
    wrong type raises it too, naming the field.
    """
    try:
        data = json.loads(text)
    except ValueError:
        raise ResponseShapeError("server frame", f"expected JSON, got {shown(text)}") from None
    if not isinstance(data, dict):
        raise ResponseShapeError("server frame", f"expected a JSON object, got {shown(data)}")
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
