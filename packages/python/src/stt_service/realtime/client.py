"""RealtimeServiceClient: opens real-time sessions at the stream URL, with the key in the ``Authorization`` header.
Options are checked when the client is made and the config when ``connect()`` is called, before any I/O. As the
TypeScript SDK's ``realtime/client.ts`` in Node."""

from __future__ import annotations

import difflib
import inspect
import logging
import math
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

from .._core.environment import environment
from .._generated.errors import ServiceConfigError, ServiceValidationError
from .._generated.stream import (
    CONFIG_KEYS,
    DEFAULT_STREAM_URL,
    STREAM_LIMIT_KEEPALIVE_INTERVAL_SECONDS,
    validate_config_message,
)
from .handshake import HandshakeSettings, UrlSource
from .reconnect import Reconnector
from .session import RealtimeSession, SessionSettings

__all__ = ["RealtimeServiceClient", "ReconnectOptions", "TemporaryKey"]

#: A temporary key from ``POST /auth/temporary-api-key``, or a function that fetches a fresh one per connection.
TemporaryKey = str | Callable[[], Awaitable[str] | str]

_PRINTABLE_KEY = re.compile(r"^[!-~]+$")
_DEFAULT_LOGGER = logging.getLogger("stt_service.realtime")


@dataclass(frozen=True)
class ReconnectOptions:
    """How the opt-in reconnect retries: attempts per session, and the most audio kept to send again."""

    max_attempts: int = 3
    max_resend_bytes: int = 16 * 1024 * 1024


def _seconds(name: str, value: float | None, default: float, *, zero_allowed: bool = False, hint: str = "") -> float:
    if value is None:
        return default
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or math.isnan(value)
        or value < 0
        or (value == 0 and not zero_allowed)
        or value > 86_400
    ):
        lower = "0" if zero_allowed else "above 0"
        extra = f"; {hint}" if hint else ""
        raise ServiceConfigError(f"{name} is {value!r}; give seconds, {lower} to 86400 (default {default:g}){extra}.")
    return float(value)


def _whole(name: str, value: int | None, default: int, unit: str) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ServiceConfigError(f"{name} is {value!r}; give a whole number of {unit} from 1 (default {default}).")
    return value


def _check_key(key: str, what: str) -> str:
    if not isinstance(key, str) or not _PRINTABLE_KEY.match(key):
        # The value is never quoted back: it may be a key.
        raise ServiceConfigError(f"{what} must be printable ASCII without spaces.")
    return key


def _stream_url(option: str | None) -> tuple[str, UrlSource]:
    value = option if option is not None else environment("STT_STREAM_URL")
    if value is None:
        return DEFAULT_STREAM_URL, "default"
    source: UrlSource = "stream_url" if option is not None else "STT_STREAM_URL"
    try:
        parts = urlsplit(value)
        parts.port  # noqa: B018 - reading it checks it
    except ValueError:
        raise ServiceConfigError(f'{source} "{value}" is not a URL; give one such as {DEFAULT_STREAM_URL}.') from None
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ServiceConfigError(
            f"{source} must be a ws:// or wss:// URL, such as {DEFAULT_STREAM_URL}; not {value!r}."
        )
    if parts.username is not None or parts.password is not None or parts.query or parts.fragment:
        raise ServiceConfigError(
            f"{source} must not carry credentials, a query or a fragment ({parts.scheme}://{parts.hostname}"
            f"{':' + str(parts.port) if parts.port else ''}{parts.path}); pass the key as an option."
        )
    return value, source


class RealtimeServiceClient:
    """The real-time client: streams audio over a WebSocket and receives tokens as they are recognized.

    Example::

        realtime = RealtimeServiceClient()  # STT_API_KEY, STT_STREAM_URL
        async with await realtime.connect(model="stt-rt-v3", audio_format="auto") as session:
            await session.stream("call.wav")
            result = await session.finish()
            print(result.text)

    Raises:
        ServiceConfigError: an option is invalid, or no key is given (before any I/O).
    """

    def __init__(
        self,
        api_key: str | None = None,
        *,
        temporary_key: TemporaryKey | None = None,
        stream_url: str | None = None,
        connect_timeout: float | None = None,
        keepalive_interval: float | None = None,
        finish_timeout: float | None = None,
        max_buffered_bytes: int | None = None,
        max_frame_bytes: int | None = None,
        reconnect: bool | ReconnectOptions = False,
        logger: logging.Logger | None = None,
    ) -> None:
        """
        Args:
            api_key: The API key, sent in the ``Authorization`` header. Default: ``STT_API_KEY``.
            temporary_key: A temporary key, or a function (sync or async) that returns a fresh one for each
                connection; sent the same way. Used instead of ``api_key`` when given.
            stream_url: Default: ``STT_STREAM_URL``, then the spec's first server.
            connect_timeout: Seconds connect() waits for the acknowledgement. Default 10.
            keepalive_interval: Seconds without audio before a keepalive frame. Default: the spec's keepalive
                interval (5); 0 sends none.
            finish_timeout: finalize() and finish() fail with ServiceTimeoutError once the server has sent nothing
                for this many seconds while they wait. Default 30, beyond the server's own 20 s idle limit.
            max_buffered_bytes: send_audio() waits while more than this is buffered in the socket. Default 1 MiB.
            max_frame_bytes: A frame from the server larger than this ends the session (close 1009) instead of
                filling memory. Default 4 MiB, the contract's bound on a frame the other way (an audio chunk); a
                result of the most tokens the contract allows (10 000) takes about 1.5 MiB.
            reconnect: Open a new session after a 503 or a dropped connection, sending again the audio after the
                last final token (raw or WAV audio) and saying where it starts (the config's ``audio_offset_ms``), so
                the transcript continues with no final token repeated or missing. Off by default.
            logger: Where the client logs (never the key). Default: the ``stt_service.realtime`` logger.
        """
        self._api_key = None if api_key is None else _check_key(api_key, "api_key")
        if api_key is None and temporary_key is None:
            from_environment = environment("STT_API_KEY")
            self._api_key = None if from_environment is None else _check_key(from_environment, "STT_API_KEY")
        if temporary_key is not None and not isinstance(temporary_key, str) and not callable(temporary_key):
            raise ServiceConfigError("temporary_key must be a key, or a function that returns a fresh one.")
        if isinstance(temporary_key, str):
            _check_key(temporary_key, "temporary_key")
        if self._api_key is None and temporary_key is None:
            raise ServiceConfigError("No key: pass api_key= (or temporary_key=), or set STT_API_KEY.")
        self._temporary_key = temporary_key
        #: The keys in use (a temporary key fetched per connection joins them): nothing reported carries one.
        self._secrets: list[str] = [key for key in (self._api_key, temporary_key) if isinstance(key, str)]
        self._url, url_source = _stream_url(stream_url)
        self._url_source: UrlSource = url_source
        self._connect_timeout = _seconds("connect_timeout", connect_timeout, 10.0)
        self._keepalive_interval = _seconds(
            "keepalive_interval",
            keepalive_interval,
            float(STREAM_LIMIT_KEEPALIVE_INTERVAL_SECONDS),
            zero_allowed=True,
            hint="0 for no keepalive",
        )
        self._finish_timeout = _seconds("finish_timeout", finish_timeout, 30.0)
        self._max_buffered_bytes = _whole("max_buffered_bytes", max_buffered_bytes, 1024 * 1024, "bytes")
        self._max_frame_bytes = _whole("max_frame_bytes", max_frame_bytes, 4 * 1024 * 1024, "bytes")
        if isinstance(reconnect, ReconnectOptions):
            _whole("reconnect.max_attempts", reconnect.max_attempts, 3, "attempts")
            _whole("reconnect.max_resend_bytes", reconnect.max_resend_bytes, 16 * 1024 * 1024, "bytes")
        elif not isinstance(reconnect, bool):
            raise ServiceConfigError(
                "reconnect must be True, False or ReconnectOptions(max_attempts=, max_resend_bytes=)."
            )
        self._reconnect = reconnect
        if logger is not None and not isinstance(logger, logging.Logger):
            raise ServiceConfigError("logger must be a logging.Logger.")
        self._logger = logger or _DEFAULT_LOGGER

    def __repr__(self) -> str:
        return f"<RealtimeServiceClient stream_url={self._url!r}>"

    @property
    def stream_url(self) -> str:
        return self._url

    async def _key(self) -> str:
        temporary = self._temporary_key
        if temporary is None:
            assert self._api_key is not None
            return self._api_key
        if isinstance(temporary, str):
            return temporary
        fetched = temporary()
        key = await fetched if inspect.isawaitable(fetched) else fetched
        _check_key(key, "The key temporary_key() returned")
        if key not in self._secrets:
            self._secrets.append(key)
            # Only the latest keys are kept: a long-lived process fetches one per connection.
            del self._secrets[: max(0, len(self._secrets) - 64)]
        return key

    async def connect(self, *, model: str, audio_format: str, **config: object) -> RealtimeSession:
        """Opens a session: connects, sends the config, and returns once the server acknowledges it.

        ``config`` takes the config message's other options by their contract names (``sample_rate``,
        ``num_channels``, ``enable_speaker_diarization``, ``language_hints``, ...).

        Raises:
            ServiceConfigError: an option the config message does not take (before any I/O).
            ServiceValidationError: a value the config message refuses, naming each problem (before any I/O).
            ServiceTimeoutError: no acknowledgement within ``connect_timeout``.
            ServiceError: the kind of the server's error frame or refused upgrade; ServiceNetworkError for a
                connection that failed, with what to do.
        """
        # The deprecated api_key is the client's to send (the key travels in the header): not an option here.
        known = sorted(key for key in CONFIG_KEYS if key != "api_key")
        for name in config:
            if name not in known:
                near = difflib.get_close_matches(name, known, n=1)
                suggestion = f'; did you mean "{near[0]}"?' if near else "."
                raise ServiceConfigError(
                    f'connect() config: unknown option "{name}"{suggestion} The options are {", ".join(known)}.'
                )
        frame: dict[str, object] = {"model": model, "audio_format": audio_format}
        frame.update({name: value for name, value in config.items() if value is not None})
        problems = validate_config_message(frame)
        if problems:
            shown = "; ".join(f"{problem.path}: {problem.message}" for problem in problems)
            raise ServiceValidationError(
                f"connect() config is not a config message the stream takes: {shown}.",
                validation_errors=[{"path": problem.path, "message": problem.message} for problem in problems],
            )
        reconnector = None
        if self._reconnect:
            options = self._reconnect if isinstance(self._reconnect, ReconnectOptions) else ReconnectOptions()
            reconnector = Reconnector(options.max_attempts, options.max_resend_bytes, self._logger)
        return await RealtimeSession.open(
            SessionSettings(
                handshake=HandshakeSettings(
                    url=self._url,
                    url_source=self._url_source,
                    key=self._key,
                    connect_timeout_s=self._connect_timeout,
                    max_buffered_bytes=self._max_buffered_bytes,
                    max_frame_bytes=self._max_frame_bytes,
                    secrets=self._secrets,
                ),
                config=frame,
                keepalive_interval_s=self._keepalive_interval,
                finish_timeout_s=self._finish_timeout,
                reconnector=reconnector,
                logger=self._logger,
            )
        )
