"""The SDK's logging: the caller's stdlib logger (``logging.getLogger("stt_service")`` by default), with the
client's secrets removed from every line and every structured field before a handler sees them."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence

from .redaction import redact_text, redact_value

#: The logger a client writes to unless it is given one. A library adds no handler of its own: the application
#: configures logging; without any configuration, Python prints warnings and above to stderr.
DEFAULT_LOGGER_NAME = "stt_service"


class RedactingLogger:
    """Writes to a stdlib logger, secrets removed from the message and from the fields (``extra={"stt": ...}``)."""

    __slots__ = ("_secrets", "target")

    def __init__(self, target: logging.Logger, secrets: Sequence[str]) -> None:
        self.target = target
        self._secrets = secrets

    def __repr__(self) -> str:
        # Never the secrets: only which logger it writes to.
        return f"RedactingLogger({self.target.name!r})"

    def enabled(self, level: int) -> bool:
        return self.target.isEnabledFor(level)

    def debug(self, message: str, fields: Mapping[str, object] | None = None) -> None:
        self._write(logging.DEBUG, message, fields)

    def info(self, message: str, fields: Mapping[str, object] | None = None) -> None:
        self._write(logging.INFO, message, fields)

    def warning(self, message: str, fields: Mapping[str, object] | None = None) -> None:
        self._write(logging.WARNING, message, fields)

    def error(self, message: str, fields: Mapping[str, object] | None = None) -> None:
        self._write(logging.ERROR, message, fields)

    def _write(self, level: int, message: str, fields: Mapping[str, object] | None) -> None:
        if not self.target.isEnabledFor(level):
            return
        safe_message = redact_text(message, self._secrets)
        # The message is passed as an argument, never as the format: a "%" in it (a URL-encoded id) is text.
        if fields is None:
            self.target.log(level, "%s", safe_message)
        else:
            self.target.log(level, "%s", safe_message, extra={"stt": redact_value(dict(fields), self._secrets)})
