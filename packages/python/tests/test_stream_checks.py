"""The compiled checks of stream frames (``_generated/stream.py``, rendered by the generator's
``templates/stream-checks.ts``) against what the schema interpreter they replaced answered.

The expectations below were recorded from that interpreter (``_core/shapes.py``'s ``schema_problems``, removed since):
validators of client frames return the same problems, paths, order and wording (duplicates included, where a field
stands in two ``allOf`` members); guards of server frames are tolerant as it was (no enums, bounds or patterns; types,
required fields, consts, ``maxItems`` yes). Values nested 100 000 levels deep, which made the interpreter's messages
raise RecursionError, are refused or named instead.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest

from stt_service._core.shapes import ResponseShapeError, ValidationProblem
from stt_service._generated import stream

VALIDATORS: dict[str, Callable[[object], list[ValidationProblem]]] = {
    "config": stream.validate_config_message,
    "finalize": stream.validate_finalize_message,
    "keepalive": stream.validate_keepalive_message,
}
GUARDS: dict[str, Callable[[object], bool]] = {
    "ack": stream.is_ack_message_shape,
    "result": stream.is_result_message_shape,
    "finished": stream.is_finished_message_shape,
    "error": stream.is_error_message_shape,
}
#: Deeper than any stack: a frame a hostile server or a bug could make.
DEPTH = 100_000


def nested(levels: int, leaf: object = None) -> object:
    value: object = leaf
    for _ in range(levels):
        value = [value]
    return value


VALIDATED: list[tuple[str, object, list[tuple[str, str]]]] = [
    ("config", {"model": "stt-rt-v3", "audio_format": "auto"}, []),
    (
        "config",
        {"model": "stt-rt-v3", "audio_format": "pcm_s16le", "sampel_rate": 1},
        [
            ("config.sampel_rate", "is not a field this frame takes"),
            (
                "config",
                'must take one of its 2 forms (anyOf): ContainerAudio: config.audio_format must be one of "auto", "wav", "mp3", "ogg", "webm", "flac", not "pcm_s16le"; or RawAudio: config is missing the required field \'sample_rate\', config is missing the required field \'num_channels\'',
            ),
        ],
    ),
    (
        "config",
        {"model": 5, "audio_format": "auto"},
        [("config.model", "must be string, not 5"), ("config.model", "must be string, not 5")],
    ),
    ("config", {"audio_format": "auto"}, [("config", "is missing the required field 'model'")]),
    (
        "config",
        {"model": "", "audio_format": "mp4"},
        [
            ("config.model", "must be at least 1 characters long"),
            ("config.model", "must match the pattern ^[a-z0-9][a-z0-9._-]*$"),
            ("config.model", "must be at least 1 characters long"),
            ("config.model", "must match the pattern ^[a-z0-9][a-z0-9._-]*$"),
            (
                "config.audio_format",
                'must be one of "auto", "wav", "mp3", "ogg", "webm", "flac", "pcm_s16le", "pcm_f32le", "mulaw", "alaw", not "mp4"',
            ),
            (
                "config",
                'must take one of its 2 forms (anyOf): ContainerAudio: config.audio_format must be one of "auto", "wav", "mp3", "ogg", "webm", "flac", not "mp4"; or RawAudio: config is missing the required field \'sample_rate\', config is missing the required field \'num_channels\'',
            ),
        ],
    ),
    (
        "config",
        {"model": "Bad Model", "audio_format": "auto", "sample_rate": 7999.5, "num_channels": True},
        [
            ("config.model", "must match the pattern ^[a-z0-9][a-z0-9._-]*$"),
            ("config.model", "must match the pattern ^[a-z0-9][a-z0-9._-]*$"),
            ("config.sample_rate", "must be integer, not 7999.5"),
            ("config.num_channels", "must be integer, not true"),
        ],
    ),
    (
        "config",
        {"model": "stt-rt-v3", "audio_format": "pcm_s16le", "sample_rate": 16000.0, "num_channels": 9},
        [("config.num_channels", "must satisfy maximum 8, not 9")],
    ),
    (
        "config",
        {"model": "stt-rt-v3", "audio_format": "auto", "translation": {"type": "one_way"}},
        [
            (
                "config.translation",
                "must take one of its 2 forms (oneOf): OneWayTranslation: config.translation is missing the required field 'target_language'; or TwoWayTranslation: config.translation is missing the required field 'language_a', config.translation is missing the required field 'language_b', config.translation.type must be \"two_way\", not \"one_way\"",
            ),
            (
                "config.translation",
                "must take one of its 2 forms (oneOf): OneWayTranslation: config.translation is missing the required field 'target_language'; or TwoWayTranslation: config.translation is missing the required field 'language_a', config.translation is missing the required field 'language_b', config.translation.type must be \"two_way\", not \"one_way\"",
            ),
        ],
    ),
    (
        "config",
        {
            "model": "stt-rt-v3",
            "audio_format": "auto",
            "translation": {"type": "two_way", "language_a": "en", "language_b": "de"},
        },
        [],
    ),
    (
        "config",
        {
            "model": "stt-rt-v3",
            "audio_format": "auto",
            "context": {"general": [{"key": ""}], "terms": [1], "text": None},
        },
        [
            ("config.context.general[0]", "is missing the required field 'value'"),
            ("config.context.general[0].key", "must be at least 1 characters long"),
            ("config.context.terms[0]", "must be string, not 1"),
            ("config.context.text", "must be string, not null"),
            ("config.context.general[0]", "is missing the required field 'value'"),
            ("config.context.general[0].key", "must be at least 1 characters long"),
            ("config.context.terms[0]", "must be string, not 1"),
            ("config.context.text", "must be string, not null"),
        ],
    ),
    (
        "config",
        {
            "model": "stt-rt-v3",
            "audio_format": "auto",
            "language_hints": ["en", "EN", 3],
            "client_reference_id": "a\x01",
        },
        [
            ("config.language_hints[1]", "must match the pattern ^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$"),
            ("config.language_hints[2]", "must be string, not 3"),
            ("config.client_reference_id", "must match the pattern ^[^\\x00-\\x1F\\x7F]*$"),
            ("config.language_hints[1]", "must match the pattern ^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$"),
            ("config.language_hints[2]", "must be string, not 3"),
            ("config.client_reference_id", "must match the pattern ^[^\\x00-\\x1F\\x7F]*$"),
        ],
    ),
    (
        "config",
        [1, 2],
        [
            ("config", "must be object, not [1, 2]"),
            ("config", "must be object, not [1, 2]"),
            (
                "config",
                "must take one of its 2 forms (anyOf): ContainerAudio: config must be object, not [1, 2]; or RawAudio: config must be object, not [1, 2]",
            ),
        ],
    ),
    (
        "config",
        None,
        [
            ("config", "must be object, not null"),
            ("config", "must be object, not null"),
            (
                "config",
                "must take one of its 2 forms (anyOf): ContainerAudio: config must be object, not null; or RawAudio: config must be object, not null",
            ),
        ],
    ),
    (
        "finalize",
        {"type": "finalize", "trailing_silence_ms": -1},
        [("finalize.trailing_silence_ms", "must satisfy minimum 0, not -1")],
    ),
    (
        "finalize",
        {"type": "finalise", "trailing_silence_ms": 10001, "extra": 1},
        [
            ("finalize.type", 'must be "finalize", not "finalise"'),
            ("finalize.trailing_silence_ms", "must satisfy maximum 10000, not 10001"),
            ("finalize.extra", "is not a field this frame takes"),
        ],
    ),
    (
        "finalize",
        {"type": "finalize", "trailing_silence_ms": math.nan},
        [("finalize.trailing_silence_ms", "must be integer, not NaN")],
    ),
    ("keepalive", {"type": "keepalive"}, []),
    ("keepalive", {"type": "keepalive", "at": 1}, [("keepalive.at", "is not a field this frame takes")]),
    ("keepalive", {}, [("keepalive", "is missing the required field 'type'")]),
]
GUARDED: list[tuple[str, object, bool]] = [
    ("ack", {"type": "ack", "session_id": "s", "model": "m"}, True),
    ("ack", {"type": "ack", "session_id": "not a valid id!", "model": "UPPER"}, True),
    ("ack", {"type": "hello", "session_id": "s", "model": "m"}, False),
    ("ack", {"type": "ack", "session_id": 1, "model": "m"}, False),
    ("result", {"tokens": [], "final_audio_proc_ms": 0, "total_audio_proc_ms": 0}, True),
    (
        "result",
        {
            "tokens": [{"text": "a", "confidence": 7, "is_final": True, "translation_status": "new"}],
            "final_audio_proc_ms": 3.0,
            "total_audio_proc_ms": -5,
            "new_field": {},
        },
        True,
    ),
    (
        "result",
        {
            "tokens": [{"text": "a", "confidence": True, "is_final": True}],
            "final_audio_proc_ms": 0,
            "total_audio_proc_ms": 0,
        },
        False,
    ),
    (
        "result",
        {
            "tokens": [{"text": "a", "confidence": 1, "is_final": True, "start_ms": 1.5}],
            "final_audio_proc_ms": 0,
            "total_audio_proc_ms": 0,
        },
        False,
    ),
    (
        "result",
        {
            "tokens": [{"text": "a", "confidence": 1, "is_final": True}],
            "final_audio_proc_ms": math.inf,
            "total_audio_proc_ms": 0,
        },
        False,
    ),
    (
        "result",
        {"tokens": [{"text": "a", "is_final": True}], "final_audio_proc_ms": 0, "total_audio_proc_ms": 0},
        False,
    ),
    ("result", {"tokens": [None], "final_audio_proc_ms": 0, "total_audio_proc_ms": 0}, False),
    ("result", {"final_audio_proc_ms": 0, "total_audio_proc_ms": 0}, False),
    ("finished", {"tokens": [], "final_audio_proc_ms": 1, "total_audio_proc_ms": 1, "finished": True}, True),
    (
        "finished",
        {
            "tokens": [{"text": "a", "confidence": 1, "is_final": True}],
            "final_audio_proc_ms": 1,
            "total_audio_proc_ms": 1,
            "finished": True,
        },
        False,
    ),
    ("finished", {"tokens": [], "final_audio_proc_ms": 1, "total_audio_proc_ms": 1, "finished": 1}, False),
    ("error", {"error_code": 503, "error_type": "overloaded", "error_message": "busy"}, True),
    ("error", {"error_code": 999, "error_type": "Not Snake", "error_message": "\x00"}, True),
    ("error", {"error_code": "503", "error_type": "x", "error_message": "m"}, False),
    ("error", {"error_code": 503, "error_type": "x", "error_message": "m", "request_id": None}, False),
]


@pytest.mark.parametrize(("name", "frame", "expected"), VALIDATED)
def test_a_validator_names_every_problem_as_the_interpreter_did(
    name: str, frame: object, expected: list[tuple[str, str]]
) -> None:
    assert [(problem.path, problem.message) for problem in VALIDATORS[name](frame)] == expected


@pytest.mark.parametrize(("name", "frame", "expected"), GUARDED)
def test_a_guard_tells_a_shape_as_the_tolerant_interpreter_did(name: str, frame: object, expected: bool) -> None:
    assert GUARDS[name](frame) is expected


@pytest.mark.parametrize("name", sorted(VALIDATORS))
def test_a_validator_names_a_deeply_nested_value_without_walking_it(name: str) -> None:
    deep = nested(DEPTH)
    assert VALIDATORS[name](deep)[0] == ValidationProblem(name, "must be object, not a list")
    problems = stream.validate_config_message({"model": deep, "audio_format": "auto", "context": {"terms": deep}})
    assert ("config.model", "must be string, not a list") in [(problem.path, problem.message) for problem in problems]
    assert ("config.context.terms[0]", "must be string, not a list") in [
        (problem.path, problem.message) for problem in problems
    ]


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_a_guard_refuses_a_deeply_nested_value(name: str) -> None:
    deep = nested(DEPTH)
    assert GUARDS[name](deep) is False
    assert GUARDS[name]({"tokens": deep, "final_audio_proc_ms": 0, "total_audio_proc_ms": 0, "finished": True}) is False


def test_a_guard_accepts_unknown_fields_nested_deeply_since_it_never_walks_them() -> None:
    frame = {"tokens": [], "final_audio_proc_ms": 0, "total_audio_proc_ms": 0, "future": nested(DEPTH)}
    assert stream.is_result_message_shape(frame) is True


def test_a_server_frame_nested_deeper_than_the_stack_is_refused_not_a_crash() -> None:
    text = "[" * DEPTH + "]" * DEPTH
    with pytest.raises(ResponseShapeError) as raised:
        stream.parse_server_message(text)
    assert raised.value.path == "server frame"
    deep_field = '{"tokens": ' + text + ', "final_audio_proc_ms": 0, "total_audio_proc_ms": 0}'
    with pytest.raises(ResponseShapeError):
        stream.parse_server_message(deep_field)


def test_a_result_frame_is_read_after_its_guard() -> None:
    frame = '{"tokens": [{"text": " hi", "confidence": 0.5, "is_final": true}], "final_audio_proc_ms": 1, "total_audio_proc_ms": 2}'
    message = stream.parse_server_message(frame)
    assert isinstance(message, stream.ResultMessage)
    assert [token.text for token in message.tokens] == [" hi"]
