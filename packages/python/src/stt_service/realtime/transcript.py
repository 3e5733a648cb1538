"""The transcript of a session so far: every final token once, in order, and the current interim ones. Special
tokens (``<fin>``, ``<end>``) are events, never text. As the TypeScript SDK's ``transcript.ts``."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .._generated.types import Token

__all__ = ["Transcript", "TranscriptResult", "is_special_token"]

_MAX_SAFE_INTEGER = 2**53 - 1


def is_special_token(token: Token) -> bool:
    return token.is_final and token.text in ("<fin>", "<end>")


def _is_translation(token: Token) -> bool:
    return token.translation_status == "translation"


def _exact_ms(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= _MAX_SAFE_INTEGER


@dataclass(frozen=True)
class TranscriptResult:
    """A session's transcript at one moment: what ``finish()`` returns."""

    #: The final text of the speech (translations left out).
    text: str
    #: The final text of the translations, when translation is on.
    translated_text: str
    #: Every final token, in order, translations included.
    tokens: tuple[Token, ...]


class Transcript:
    """The transcript a session builds as results arrive: final tokens kept in order, interim ones replaced."""

    def __init__(self) -> None:
        self._final: list[Token] = []
        self._interim: tuple[Token, ...] = ()
        # Joined when read, from where the last read stopped: never rebuilt whole (a long session would be
        # quadratic).
        self._final_text = ""
        self._translated_text = ""
        self._text_until = 0
        self._final_until_ms = -1
        # After a reconnect the new socket transcribes again audio that was final already: its final tokens
        # starting before this are repeats. Fixed when the reconnect starts, never moved by a token.
        self._repeats_before_ms = -math.inf

    def add_final_token(self, token: Token) -> bool:
        """Adds one final token; whether it was new (special tokens and repeats are not)."""
        if is_special_token(token):
            return False
        start, end = token.start_ms, token.end_ms
        if start is not None and start < self._repeats_before_ms:
            return False
        # Timing a server could not mean (negative, or ending before it starts) moves nothing.
        if _exact_ms(start) and _exact_ms(end) and start is not None and end is not None and start <= end:
            self._final_until_ms = max(self._final_until_ms, end)
        self._final.append(token)
        return True

    def set_interim(self, tokens: Sequence[Token]) -> None:
        self._interim = tuple(token for token in tokens if not is_special_token(token))

    @property
    def final_tokens(self) -> tuple[Token, ...]:
        return tuple(self._final)

    @property
    def interim_tokens(self) -> tuple[Token, ...]:
        return self._interim

    def _join_new_tokens(self) -> None:
        """Adds the text of the final tokens that came since the texts were last read: the texts are kept as one
        string each, and the new tokens' text joined to it once per read, never once per token."""
        final = self._final
        if self._text_until == len(final):
            return
        speech: list[str] = [self._final_text]
        translations: list[str] = [self._translated_text]
        for token in final[self._text_until :]:
            (translations if _is_translation(token) else speech).append(token.text)
        self._text_until = len(final)
        self._final_text = "".join(speech)
        self._translated_text = "".join(translations)

    @property
    def final_text(self) -> str:
        """The final text so far (speech, not translations)."""
        self._join_new_tokens()
        return self._final_text

    @property
    def interim_text(self) -> str:
        """The current interim text, which may still change."""
        return "".join(token.text for token in self._interim if not _is_translation(token))

    @property
    def text(self) -> str:
        """Final text followed by interim text: what to show a user now."""
        return self.final_text + self.interim_text

    @property
    def translated_text(self) -> str:
        self._join_new_tokens()
        return self._translated_text

    @property
    def final_until_ms(self) -> int:
        """Where final audio ends, in ms: audio before it will not be transcribed again."""
        return max(0, self._final_until_ms)

    def resend_from(self, sent_ms: float) -> None:
        """A reconnect sends audio again from some point on: the new socket's final tokens that start before where
        final audio ends now are dropped as repeats. ``sent_ms`` caps that point."""
        self._repeats_before_ms = min(self._final_until_ms, sent_ms)

    def snapshot(self) -> TranscriptResult:
        return TranscriptResult(text=self.final_text, translated_text=self.translated_text, tokens=tuple(self._final))
