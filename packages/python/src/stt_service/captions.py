"""Captions (SubRip and WebVTT) from a transcript's final tokens and their timings.

The live session's tokens and a batch ``Transcription``'s alike. Cues break where the speaker changes, where a cue
would last longer than ``max_cue_ms``, and where its text would not fit ``max_lines`` lines of ``max_line_length``
characters. Token text and speakers come from the server, which the SDK does not trust: nothing in them may end a
cue, start one, or add markup to the file, in either format. The same rules as the TypeScript SDK's
``captions.ts``, so both SDKs write the same bytes for the same tokens.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

__all__ = ["CaptionFormat", "CaptionToken", "captions_from_tokens"]

#: The caption formats: SubRip (``.srt``) and WebVTT (``.vtt``).
CaptionFormat = Literal["srt", "vtt"]


class CaptionTokenObject(Protocol):
    """What a caption needs of a token object: a batch transcription's and a real-time result's both fit.

    ``speaker``, ``is_final`` and ``translation_status`` are read where the token has them: only final tokens
    become captions, translations are left out, and a speaker starts a new cue and is named in it.
    """

    @property
    def text(self) -> str: ...
    @property
    def start_ms(self) -> int | None: ...
    @property
    def end_ms(self) -> int | None: ...


#: A token as an object (the generated ``Token``) or as decoded JSON (a mapping with the same keys).
CaptionToken = CaptionTokenObject | Mapping[str, object]

# Controls (C0, DEL, C1) and the Unicode line and paragraph separators. A line break in a cue's text ends the
# cue and lets the next line be read as a timing; none is written, each becomes a space.
_LINE_BREAKS_AND_CONTROLS = re.compile("[\u0000-\u001f\u007f-\u009f\u2028\u2029]")

# Scripts written without spaces between words (Chinese, Japanese) and their punctuation: a cue or a line may
# break between any two of their characters. Python's `re` has no \p{Script=…}: these are the Han, Hiragana and
# Katakana blocks of Unicode's Scripts.txt (without the Common-script marks inside them, such as ー and ・), and
# the CJK symbols and full-width forms, as the TypeScript SDK's pattern names them.
_UNSPACED_CHARACTERS = (
    "\u2e80-\u2e99\u2e9b-\u2ef3\u2f00-\u2fd5\u3005\u3007\u3021-\u3029\u3038-\u303b\u3400-\u4dbf"
    "\u4e00-\u9fff\uf900-\ufa6d\ufa70-\ufad9\U00020000-\U0002fa1f\U00030000-\U000323af"
    "\u3041-\u3096\u309d-\u309f\U0001b001-\U0001b11f"
    "\u30a1-\u30fa\u30fd-\u30ff\u31f0-\u31ff\u32d0-\u32fe\u3300-\u3357\uff66-\uff6f\uff71-\uff9d"
    "\u3000-\u303f\uff00-\uffef"
)
# The marks a line never starts with: closing punctuation and Japanese small kana and prolonged sound marks.
_NO_BREAK_BEFORE_CHARACTERS = (
    "、。，．！？：；）」』】〕〉》〗〙〛ー…‥・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻"
)
_UNSPACED = re.compile(f"[{_UNSPACED_CHARACTERS}]")
_NO_BREAK_BEFORE = re.compile(f"^[{_NO_BREAK_BEFORE_CHARACTERS}]")
# A word's pieces: a run of other text, or one unspaced character, each with the marks that may not start a line.
_PIECE = re.compile(f"(?:[^{_UNSPACED_CHARACTERS}]+|[{_UNSPACED_CHARACTERS}])[{_NO_BREAK_BEFORE_CHARACTERS}]*")
_WHITESPACE = re.compile(r"\s+")

_SPECIAL_TOKENS = frozenset({"<fin>", "<end>"})
_MAX_SAFE_INTEGER = 2**53 - 1


@dataclass
class _Timed:
    """A token with checked timings, as a cue holds it."""

    text: str
    start_ms: float
    end_ms: float
    #: Whether a cue may start with this token: it starts a word, or sits in text written without spaces.
    breakable: bool


@dataclass
class _Cue:
    """A cue being built: its tokens, and what the limits need of them, kept as they come."""

    speaker: str | None
    tokens: list[_Timed] = field(default_factory=list)
    text: str = ""
    start_ms: float = math.inf
    end_ms: float = 0
    #: The index of its last token a cue may start with (0 when none but the first).
    last_break: int = 0


def _field(token: CaptionToken, name: str) -> object:
    if isinstance(token, Mapping):
        return token.get(name)
    return getattr(token, name, None)


def _may_break(before: str, after: str) -> bool:
    """Whether text may break between ``before`` and ``after`` (either may be "")."""
    if (before != "" and before[-1].isspace()) or (after != "" and after[0].isspace()):
        return True
    if _NO_BREAK_BEFORE.match(after):
        return False
    return bool(_UNSPACED.match(before[-1:]) or _UNSPACED.match(after[:1]))


def _pieces(word: str) -> list[str]:
    """A word's pieces: where a line may break inside it (between Japanese characters), a piece ends."""
    if not _UNSPACED.search(word):
        return [word]
    return _PIECE.findall(word) or [word]


def _wrap(text: str, width: int, indent: int) -> list[str]:
    """Text into lines of at most ``width`` characters, at spaces and between Japanese characters.

    The first line already holds ``indent`` characters (the speaker's label); it is "" when nothing fits beside
    the label. A piece longer than a line (a long URL) fills the line it starts on and then whole lines.
    """
    lines: list[str] = []
    line = ""
    used = indent
    for word in (word for word in _WHITESPACE.split(text) if word):
        for index, part in enumerate(_pieces(word)):
            size = len(part)
            gap = 0 if used == 0 or index > 0 else 1
            separator = "" if line == "" or gap == 0 else " "
            if used + gap + size <= width:
                line += separator + part
                used += gap + size
                continue
            if size <= width:
                lines.append(line)
                line = part
                used = size
                continue
            rest = part
            if used + gap < width:
                room = width - used - gap
                line += separator + rest[:room]
                rest = rest[room:]
            while rest:
                lines.append(line)
                line = rest[:width]
                used = min(width, len(rest))
                rest = rest[width:]
    if line != "" or (not lines and indent > 0):
        lines.append(line)
    return lines


def _speaker_name(speaker: str) -> str:
    """The speaker's label, on one line: ``Speaker 1``."""
    return "Speaker " + _WHITESPACE.sub(" ", _LINE_BREAKS_AND_CONTROLS.sub(" ", speaker)).strip()


def _label_length(speaker: str | None) -> int:
    """The characters the label takes on a cue's first line (``Speaker 1:``), 0 without one."""
    return 0 if speaker is None else len(_speaker_name(speaker)) + 1


def _layout(speaker: str | None, text: str, width: int) -> list[str]:
    return _wrap(text, width, _label_length(speaker))


def _timestamp(ms: float, separator: str) -> str:
    # Half up, as JavaScript's Math.round: Python's round() goes to the even neighbour.
    whole = math.floor(ms + 0.5)
    hours = whole // 3_600_000
    minutes = whole // 60_000 % 60
    seconds = whole // 1000 % 60
    return f"{hours:02d}:{minutes:02d}:{seconds:02d}{separator}{whole % 1000:03d}"


def _check_positive(name: str, value: int | None, default: int) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0 or value > _MAX_SAFE_INTEGER:
        raise ValueError(f"{name} is {value!r}; give a whole number above 0 (default {default}).")
    return value


def _timing_problem(start: object, end: object) -> str | None:
    """Why a token's timing cannot be written as a cue's, or None when it can."""
    for name, value in (("start_ms", start), ("end_ms", end)):
        if (
            isinstance(value, bool)
            or not isinstance(value, (int, float))
            or not math.isfinite(value)
            or value < 0
            or value > _MAX_SAFE_INTEGER
        ):
            shown = (
                repr(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else type(value).__name__
            )
            return f"{name} {shown}, not a time from 0 ms"
    assert isinstance(start, (int, float)) and isinstance(end, (int, float))
    return f"end_ms {end!r} before its start_ms {start!r}" if end < start else None


def _cue_of(speaker: str | None, tokens: list[_Timed]) -> _Cue:
    last_break = 0
    for index, token in enumerate(tokens):
        if token.breakable:
            last_break = index
    return _Cue(
        speaker=speaker,
        tokens=tokens,
        text="".join(token.text for token in tokens),
        start_ms=min(token.start_ms for token in tokens),
        end_ms=max([0.0, *(token.end_ms for token in tokens)]),
        last_break=last_break,
    )


@dataclass(frozen=True)
class _Limits:
    max_line_length: int
    max_lines: int
    max_cue_ms: int

    def fits(self, speaker: str | None, text: str, start_ms: float, end_ms: float) -> bool:
        # Text shorter than a line beside its label fits without wrapping it: that spares most tokens a wrap.
        return end_ms - start_ms <= self.max_cue_ms and (
            _label_length(speaker) + 1 + len(text) <= self.max_line_length
            or len(_layout(speaker, text, self.max_line_length)) <= self.max_lines
        )


def _cues_of(tokens: Sequence[CaptionToken], limits: _Limits) -> list[_Cue]:
    cues: list[_Cue] = []
    current: _Cue | None = None
    previous_text = ""
    for index, token in enumerate(tokens):
        start, end, text_value = _field(token, "start_ms"), _field(token, "end_ms"), _field(token, "text")
        if _field(token, "is_final") is False or _field(token, "translation_status") == "translation":
            continue
        if start is None or end is None or text_value in _SPECIAL_TOKENS:
            continue
        problem = _timing_problem(start, end)
        if problem is not None:
            shown = '"' + str(text_value)[:40].replace("\\", "\\\\").replace('"', '\\"') + '"'
            raise ValueError(
                f"captions_from_tokens: token {index} ({shown}) has {problem}. A cue needs start_ms and end_ms in ms "
                "from 0, end_ms not before start_ms: correct that token or leave it out of the list."
            )
        assert isinstance(start, (int, float)) and isinstance(end, (int, float))
        text = _LINE_BREAKS_AND_CONTROLS.sub(" ", str(text_value))
        breakable = previous_text == "" or _may_break(previous_text, text)
        # An empty token is no word's end: "Hel", "", "lo" stays one word.
        if text != "":
            previous_text = text
        timed = _Timed(text=text, start_ms=start, end_ms=end, breakable=breakable)
        speaker_value = _field(token, "speaker")
        speaker = None if speaker_value is None else str(speaker_value)
        if (
            current is not None
            and current.speaker == speaker
            and limits.fits(speaker, current.text + text, min(current.start_ms, start), max(current.end_ms, end))
        ):
            if breakable:
                current.last_break = len(current.tokens)
            current.tokens.append(timed)
            current.text += text
            current.start_ms = min(current.start_ms, start)
            current.end_ms = max(current.end_ms, end)
            continue
        # A new cue starts with this token, or, in the middle of a word, with the word's start, when the cue has
        # text before the word and the word with this token fits a cue of its own.
        if current is not None and current.speaker == speaker and not breakable and current.last_break > 0:
            moved = _cue_of(speaker, [*current.tokens[current.last_break :], timed])
            if limits.fits(speaker, moved.text, moved.start_ms, moved.end_ms):
                cues[-1] = _cue_of(speaker, current.tokens[: current.last_break])
                current = moved
                cues.append(moved)
                continue
        current = _cue_of(speaker, [timed])
        cues.append(current)
    # A cue of nothing but spaces shows nothing: it is left out.
    return [cue for cue in cues if cue.text.strip() != ""]


def _for_webvtt(text: str) -> str:
    """One line of WebVTT cue text or a voice tag's name: ``&``, ``<`` and ``>`` as entities."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _for_subrip(text: str) -> str:
    """One line of SubRip text: SubRip has no escapes, so a word joiner (U+2060, invisible) breaks up every ``-->``
    (a lenient reader's new cue) and follows every ``<`` and ``{`` (formatting tags that could hide or move text)."""
    return re.sub("[<{]", lambda match: match.group(0) + "\u2060", text.replace("-->", "--\u2060>"))


def captions_from_tokens(
    tokens: Sequence[CaptionToken],
    *,
    format: CaptionFormat,
    max_line_length: int | None = None,
    max_lines: int | None = None,
    max_cue_ms: int | None = None,
) -> str:
    """Captions from final tokens' timings, as SubRip (``format="srt"``) or WebVTT (``"vtt"``) text.

    Interim tokens, translations and tokens without timings are left out. With speaker diarization each cue names
    its speaker (``Speaker 1: `` in SubRip, a ``<v Speaker 1>`` voice tag in WebVTT) and a new speaker starts a new
    cue. ``max_line_length`` is the most characters on one line, the label included (default 42), ``max_lines``
    the most lines in a cue (default 2), ``max_cue_ms`` the longest a cue lasts (default 5000).

    Cues and lines break between words where they can; in text written without spaces (Japanese, Chinese) between
    characters, but never before ``。``, ``、``, a closing bracket or a small kana; inside a word only when the word
    alone is too long for a cue or a line.

    Raises:
        ValueError: an option that is not a whole number above 0, an unknown format, or a token whose timing
            cannot be a cue's; the message names the token's index and text. Nothing is skipped silently.

    Example::

        done = client.transcribe("call.wav", model="stt-async-v3", enable_speaker_diarization=True)
        Path("call.vtt").write_text(captions_from_tokens(done.tokens or [], format="vtt", max_line_length=32))
    """
    if format not in ("srt", "vtt"):
        raise ValueError(f'format is {format!r}; give "srt" or "vtt".')
    limits = _Limits(
        max_line_length=_check_positive("max_line_length", max_line_length, 42),
        max_lines=_check_positive("max_lines", max_lines, 2),
        max_cue_ms=_check_positive("max_cue_ms", max_cue_ms, 5000),
    )
    cues = [(cue, _layout(cue.speaker, cue.text, limits.max_line_length)) for cue in _cues_of(tokens, limits)]

    def timing(cue: _Cue, separator: str) -> str:
        return f"{_timestamp(cue.start_ms, separator)} --> {_timestamp(cue.end_ms, separator)}"

    if format == "srt":
        blocks: list[str] = []
        for number, (cue, lines) in enumerate(cues, start=1):
            shown = [_for_subrip(line) for line in lines]
            if cue.speaker is not None:
                label = _for_subrip(f"{_speaker_name(cue.speaker)}:")
                shown[0] = label if shown[0] == "" else f"{label} {shown[0]}"
            blocks.append(f"{number}\n{timing(cue, ',')}\n" + "\n".join(shown) + "\n")
        return "\n".join(blocks)
    body: list[str] = []
    for cue, lines in cues:
        # The label counted for the width; the voice tag carries it (a first line of only the tag is no blank line).
        shown = [_for_webvtt(line) for line in lines]
        if cue.speaker is not None:
            shown[0] = f"<v {_for_webvtt(_speaker_name(cue.speaker))}>{shown[0]}"
        body.append(f"{timing(cue, '.')}\n" + "\n".join(shown) + "\n")
    return "WEBVTT\n\n" + "\n".join(body)
