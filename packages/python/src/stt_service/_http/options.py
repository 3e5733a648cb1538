"""The client's options, checked once at construction: a bad option fails there, before any I/O, with a
ServiceConfigError that says what was wrong and what to do (and never repeats the key). The TypeScript SDK's
``http/options.ts``."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from .._core.checks import check_headers, check_seconds, check_service_url, check_whole_number, is_printable_key
from .._core.environment import environment
from .._core.hints import UrlSource
from .._core.redacting_logger import DEFAULT_LOGGER_NAME, RedactingLogger
from .._generated.errors import ServiceConfigError
from .._generated.operations import DEFAULT_BASE_URL

DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_RETRIES = 2
MAX_RETRIES_ALLOWED = 10
#: Above any real answer: the largest, a transcription of 300 minutes of fast speech with translation, is about 40 MB.
DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class ResolvedClientOptions:
    """A client's options, checked, with their defaults filled in."""

    api_key: str = field(repr=False)
    base_url: str
    #: Where the base URL came from: a call that gets no answer from the default says how to reach the mock.
    base_url_source: UrlSource
    timeout: float
    max_retries: int
    logger: RedactingLogger
    default_headers: dict[str, str]
    max_response_bytes: int


def resolve_client_options(
    *,
    api_key: str | None,
    base_url: str | None,
    timeout: float | None,
    max_retries: int | None,
    logger: logging.Logger | None,
    default_headers: dict[str, str] | None,
    max_response_bytes: int | None,
) -> ResolvedClientOptions:
    key = api_key if api_key is not None else environment("STT_API_KEY")
    if key is None or key == "":
        raise ServiceConfigError("No API key: pass api_key=... or set the STT_API_KEY environment variable.")
    # Printable ASCII only: anything else cannot travel in an Authorization header.
    if not is_printable_key(key):
        raise ServiceConfigError("The API key must be a string of printable ASCII characters, without spaces.")

    source: UrlSource
    if base_url is not None:
        setting: str | None = base_url
        source = "option"
    else:
        setting = environment("STT_BASE_URL")
        source = "default" if setting is None else "environment"
    resolved_url = (
        DEFAULT_BASE_URL
        if setting is None
        else check_service_url(
            setting, "base_url" if source == "option" else "STT_BASE_URL", ("https", "http"), DEFAULT_BASE_URL
        )
    )
    if logger is not None and not isinstance(logger, logging.Logger):
        raise ServiceConfigError(
            f"logger is {type(logger).__name__}; pass a logging.Logger, such as logging.getLogger('my_app.stt')."
        )
    return ResolvedClientOptions(
        api_key=key,
        base_url=resolved_url,
        base_url_source=source,
        timeout=check_seconds("timeout", timeout, DEFAULT_TIMEOUT),
        max_retries=check_whole_number(
            "max_retries", max_retries, DEFAULT_MAX_RETRIES, minimum=0, maximum=MAX_RETRIES_ALLOWED
        ),
        logger=RedactingLogger(logger or logging.getLogger(DEFAULT_LOGGER_NAME), (key,)),
        default_headers=check_headers("default_headers", default_headers),
        max_response_bytes=check_whole_number(
            "max_response_bytes", max_response_bytes, DEFAULT_MAX_RESPONSE_BYTES, minimum=1
        ),
    )
