"""Captions from final tokens: exact SubRip and WebVTT for a known token list (the same bytes as the TypeScript
SDK's captions test expects), the line and cue limits held, speakers named, hostile text kept as text."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pytest

from stt_service.captions import CaptionToken, captions_from_tokens

TOKENS: list[CaptionToken] = [
    {"text": "Hel", "start_ms": 120, "end_ms": 300, "is_final": True, "speaker": "1"},
    {"text": "lo,", "start_ms": 300, "end_ms": 480, "is_final": True, "speaker": "1"},
    {"text": " thanks", "start_ms": 600, "end_ms": 900, "is_final": True, "speaker": "1"},
    {"text": " for", "start_ms": 900, "end_ms": 1100, "is_final": True, "speaker": "1"},
    {"text": " calling.", "start_ms": 1100, "end_ms": 1600, "is_final": True, "speaker": "1"},
    {"text": "<end>", "is_final": True},
    {"text": "Hola", "is_final": True, "translation_status": "translation"},
    {"text": " Hi", "start_ms": 2000, "end_ms": 2300, "is_final": True, "speaker": "2"},
    {"text": " there", "start_ms": 2300, "end_ms": 2600, "is_final": False, "speaker": "2"},
]


def test_subrip_numbers_cues_with_comma_milliseconds_and_a_cue_per_speaker() -> None:
    assert captions_from_tokens(TOKENS, format="srt") == (
        "1\n00:00:00,120 --> 00:00:01,600\nSpeaker 1: Hello, thanks for calling.\n\n"
        "2\n00:00:02,000 --> 00:00:02,300\nSpeaker 2: Hi\n"
    )


def test_webvtt_has_its_header_dot_milliseconds_voice_tags_and_escapes() -> None:
    assert captions_from_tokens(TOKENS, format="vtt") == (
        "WEBVTT\n\n00:00:00.120 --> 00:00:01.600\n<v Speaker 1>Hello, thanks for calling.\n\n"
        "00:00:02.000 --> 00:00:02.300\n<v Speaker 2>Hi\n"
    )
    plain: list[CaptionToken] = [
        {"text": "Hel", "start_ms": 120, "end_ms": 300, "is_final": True},
        {"text": "lo <&>", "start_ms": 300, "end_ms": 480, "is_final": True},
    ]
    assert captions_from_tokens(plain, format="vtt") == "WEBVTT\n\n00:00:00.120 --> 00:00:00.480\nHello &lt;&amp;&gt;\n"


@dataclass(frozen=True)
class _BatchToken:
    """A token object as a batch transcription's generated dataclass holds it (no is_final)."""

    text: str
    start_ms: int | None
    end_ms: int | None
    speaker: str | None = None


def test_token_objects_give_the_same_captions_as_their_json() -> None:
    objects = [_BatchToken(" Good", 0, 400, "1"), _BatchToken(" morning", 400, 900, "1")]
    as_json: list[CaptionToken] = [
        {"text": " Good", "start_ms": 0, "end_ms": 400, "speaker": "1"},
        {"text": " morning", "start_ms": 400, "end_ms": 900, "speaker": "1"},
    ]
    assert captions_from_tokens(objects, format="srt") == captions_from_tokens(as_json, format="srt")
    assert captions_from_tokens(objects, format="srt") == "1\n00:00:00,000 --> 00:00:00,900\nSpeaker 1: Good morning\n"


def _milliseconds(time: str) -> float:
    hours, minutes, seconds = time.replace(",", ".").split(":")
    return (int(hours) * 3600 + int(minutes) * 60 + float(seconds)) * 1000


def test_lines_and_cues_stay_within_their_limits_and_no_word_is_split() -> None:
    words: list[CaptionToken] = [
        {"text": f" word{index}", "start_ms": index * 300, "end_ms": index * 300 + 250, "is_final": True}
        for index in range(60)
    ]
    srt = captions_from_tokens(words, format="srt", max_line_length=20, max_lines=1, max_cue_ms=1500)
    cues = [cue.split("\n") for cue in srt.strip().split("\n\n")]
    for _number, timing, *lines in cues:
        assert len(lines) == 1
        assert all(len(line) <= 20 for line in lines)
        start, end = timing.split(" --> ")
        assert _milliseconds(end) - _milliseconds(start) <= 1500
    shown = [word for _number, _timing, *lines in cues for word in " ".join(lines).split(" ")]
    assert shown == [str(word["text"]).strip() for word in words if isinstance(word, dict)]


def test_a_cue_starts_at_a_word_start_when_a_word_spans_the_limit() -> None:
    tokens: list[CaptionToken] = [
        {"text": "aaaa", "start_ms": 0, "end_ms": 100},
        {"text": " bb", "start_ms": 100, "end_ms": 200},
        {"text": "bb", "start_ms": 200, "end_ms": 300},
    ]
    assert captions_from_tokens(tokens, format="srt", max_line_length=7, max_lines=1) == (
        "1\n00:00:00,000 --> 00:00:00,100\naaaa\n\n2\n00:00:00,100 --> 00:00:00,300\nbbbb\n"
    )


def test_japanese_breaks_between_characters_but_never_before_closing_punctuation() -> None:
    tokens: list[CaptionToken] = [
        {"text": character, "start_ms": index * 100, "end_ms": index * 100 + 100}
        for index, character in enumerate("今日は良い天気です。")
    ]
    vtt = captions_from_tokens(tokens, format="vtt", max_line_length=3, max_lines=1)
    lines = [line for line in vtt.split("\n") if line and "-->" not in line and line != "WEBVTT"]
    assert "".join(lines) == "今日は良い天気です。"
    assert all(len(line) <= 3 for line in lines[:-1])
    assert not any(line.startswith("。") for line in lines)
    assert lines[-1].endswith("す。")


def test_text_from_the_server_never_becomes_a_cue_break_or_markup() -> None:
    hostile: list[CaptionToken] = [
        {"text": "a\n\n99\n00:00:00,000 --> 00:00:09,000\n<font>{\\an8}", "start_ms": 0, "end_ms": 100},
    ]
    srt = captions_from_tokens(hostile, format="srt", max_line_length=200)
    assert srt.count("\n\n") == 0
    assert srt.count(" --> ") == 1
    assert "--\u2060>" in srt
    assert "<\u2060font>" in srt and "{\u2060\\an8}" in srt
    speaker: list[CaptionToken] = [{"text": "hi", "start_ms": 0, "end_ms": 100, "speaker": "x>\n<b"}]
    assert (
        captions_from_tokens(speaker, format="vtt")
        == "WEBVTT\n\n00:00:00.000 --> 00:00:00.100\n<v Speaker x&gt; &lt;b>hi\n"
    )


def test_hours_and_half_milliseconds_round_half_up() -> None:
    tokens: list[CaptionToken] = [{"text": "late", "start_ms": 3_723_004.5, "end_ms": 3_723_010}]
    assert "01:02:03,005 --> 01:02:03,010" in captions_from_tokens(tokens, format="srt")


@pytest.mark.parametrize(
    ("tokens", "options", "message"),
    [
        ([], {"format": "txt"}, 'format is \'txt\'; give "srt" or "vtt".'),
        ([], {"format": "srt", "max_lines": 0}, "max_lines is 0; give a whole number above 0 (default 2)."),
        ([], {"format": "srt", "max_line_length": 2.5}, "max_line_length is 2.5; give a whole number above 0"),
        (
            [{"text": "x", "start_ms": 500, "end_ms": 100}],
            {"format": "vtt"},
            'captions_from_tokens: token 0 ("x") has end_ms 100 before its start_ms 500.',
        ),
        (
            [{"text": "ok", "start_ms": 0, "end_ms": 1}, {"text": "y", "start_ms": -1, "end_ms": 1}],
            {"format": "vtt"},
            'token 1 ("y") has start_ms -1, not a time from 0 ms',
        ),
        (
            [{"text": "z", "start_ms": "0", "end_ms": 1}],
            {"format": "srt"},
            'token 0 ("z") has start_ms str, not a time from 0 ms',
        ),
    ],
)
def test_bad_options_and_timings_are_refused_with_what_to_do(
    tokens: list[CaptionToken], options: dict[str, Any], message: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        captions_from_tokens(tokens, **options)


def test_a_word_longer_than_a_line_is_broken_and_unspaced_text_wraps_as_the_typescript_sdk_does() -> None:
    tokens: list[CaptionToken] = [
        {"text": "Supercalifragilisticexpialidocious-and-more", "start_ms": 0, "end_ms": 10, "speaker": "7"},
        {"text": " 日本語のテキストです、ね。", "start_ms": 10, "end_ms": 20, "speaker": "7"},
    ]
    # The bytes captions.ts writes for the same tokens and options.
    assert captions_from_tokens(tokens, format="srt", max_line_length=12, max_lines=3) == (
        "1\n00:00:00,000 --> 00:00:00,010\nSpeaker 7: S\nupercalifrag\nilisticexpia\nlidocious-an\nd-more\n\n"
        "2\n00:00:00,010 --> 00:00:00,020\nSpeaker 7: 日\n本語のテキストです、ね。\n"
    )
