"""The multipart body of an upload, written by the SDK: its text fields, then its one file part, read as it is sent
(a path or a file object is never read into memory whole), with progress reported as the file's bytes go.

A path, bytes, or a seekable file object can be sent again, so an upload from them is retried; a file object that
cannot seek (a pipe, a socket) is sent once. The rules of the TypeScript SDK's ``http/upload-source.ts``,
``node-files.ts`` and ``streaming-multipart.ts``.
"""

from __future__ import annotations

import io
import os
import secrets
import stat
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import IO

from .._core.service_error import ServiceError
from .._generated.errors import ServiceConfigError
from .route import ProgressCallback, Upload, UploadProgress, UploadSource

#: How much of the file is read and sent at a time.
CHUNK_SIZE = 64 * 1024

_DEFAULT_CONTENT_TYPE = "application/octet-stream"
_DEFAULT_FILENAME = "audio"
_AUDIO_TYPES = {
    ".wav": "audio/wav",
    ".mp3": "audio/mpeg",
    ".ogg": "audio/ogg",
    ".opus": "audio/ogg",
    ".webm": "audio/webm",
    ".flac": "audio/flac",
    ".m4a": "audio/mp4",
    ".aac": "audio/aac",
}
_SOURCES = "a path (str or os.PathLike), bytes, bytearray, memoryview, or a binary file object opened with 'rb'"


@dataclass(frozen=True)
class _FilePart:
    filename: str
    content_type: str
    size: int | None
    replayable: bool
    #: A fresh iterator over the file's bytes, for one attempt.
    open: Callable[[], Iterator[bytes]]


def _quoted(value: str) -> str:
    # As the HTML standard encodes names in multipart/form-data: no raw quotes or line breaks.
    return value.replace('"', "%22").replace("\r", "%0D").replace("\n", "%0A")


def _field_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _path_part(where: str, path: str | os.PathLike[str]) -> _FilePart:
    text = os.fspath(path)
    try:
        stats = os.stat(text)
        if not stat.S_ISREG(stats.st_mode):
            raise IsADirectoryError("it is not a regular file")
        if not os.access(text, os.R_OK):
            raise PermissionError("EACCES")
    except OSError as error:
        reason = error.strerror or (error.args[0] if error.args else type(error).__name__)
        # No cause: the OSError adds nothing the message does not say.
        raise ServiceConfigError(
            f"{where}: cannot read the file to upload at {text} ({reason}). Check the path and its permissions."
        ) from None

    def chunks() -> Iterator[bytes]:
        # Opened per attempt: a retry reads the file again from its start.
        with open(text, "rb") as file:
            while chunk := file.read(CHUNK_SIZE):
                yield chunk

    return _FilePart(
        filename=os.path.basename(text) or _DEFAULT_FILENAME,
        content_type=_AUDIO_TYPES.get(os.path.splitext(text)[1].lower(), _DEFAULT_CONTENT_TYPE),
        size=stats.st_size,
        replayable=True,
        open=chunks,
    )


def _bytes_part(data: bytes | bytearray | memoryview) -> _FilePart:
    view = memoryview(data).cast("B")

    def chunks() -> Iterator[bytes]:
        for start in range(0, len(view), CHUNK_SIZE):
            yield bytes(view[start : start + CHUNK_SIZE])

    return _FilePart(_DEFAULT_FILENAME, _DEFAULT_CONTENT_TYPE, len(view), True, chunks)


def _file_object_part(where: str, file: IO[bytes]) -> _FilePart:
    if isinstance(file, io.TextIOBase):
        raise ServiceConfigError(f"{where}: the file object is open in text mode; open it with 'rb'.")
    name = getattr(file, "name", None)
    filename = os.path.basename(name) if isinstance(name, str) and name else _DEFAULT_FILENAME
    content_type = _AUDIO_TYPES.get(os.path.splitext(filename)[1].lower(), _DEFAULT_CONTENT_TYPE)
    seekable = False
    start = 0
    size: int | None = None
    try:
        if file.seekable():
            start = file.tell()
            size = file.seek(0, os.SEEK_END) - start
            file.seek(start)
            seekable = True
    except (OSError, ValueError):
        seekable = False
    used = False

    def chunks() -> Iterator[bytes]:
        nonlocal used
        if seekable:
            file.seek(start)
        elif used:
            raise ServiceError(f"{where}: the file object was already read; one that cannot seek is sent only once.")
        used = True
        while chunk := file.read(CHUNK_SIZE):
            if not isinstance(chunk, (bytes, bytearray)):
                raise ServiceConfigError(f"{where}: the file object gave text, not bytes; open it with 'rb'.")
            yield bytes(chunk)

    return _FilePart(filename, content_type, size, seekable, chunks)


def _file_part(where: str, source: UploadSource) -> _FilePart:
    if isinstance(source, (str, os.PathLike)):
        return _path_part(where, source)
    if isinstance(source, (bytes, bytearray, memoryview)):
        return _bytes_part(source)
    if callable(getattr(source, "read", None)):
        return _file_object_part(where, source)
    raise ServiceConfigError(f"{where} takes {_SOURCES}; it was given {type(source).__name__}.")


@dataclass(frozen=True)
class UploadBody:
    """An upload's multipart body: made afresh for each attempt, and whether it can be made more than once."""

    content_type: str
    #: The whole body's length, where the file's size is known: sent as Content-Length.
    length: int | None
    replayable: bool
    _head: bytes
    _tail: bytes
    _part: _FilePart
    _on_progress: ProgressCallback | None

    def chunks(self) -> Iterator[bytes]:
        """The body's bytes for one attempt: the fields, the file as it is read, then the closing boundary."""
        yield self._head
        sent = 0
        for chunk in self._part.open():
            sent += len(chunk)
            yield chunk
            if self._on_progress is not None:
                self._on_progress(UploadProgress(sent=sent, total=self._part.size))
        yield self._tail

    async def async_chunks(self) -> AsyncIterator[bytes]:
        """The same bytes for an async client. Reads of a local file are short: they run on the loop's thread."""
        for chunk in self.chunks():
            yield chunk


def upload_body_of(where: str, upload: Upload) -> UploadBody:
    """The body of an operation's upload. Raises ServiceConfigError, before any I/O, for a source it cannot use."""
    part = _file_part(where, upload.file)
    boundary = f"stt-service-{secrets.token_hex(16)}"
    head = "".join(
        f'--{boundary}\r\nContent-Disposition: form-data; name="{_quoted(name)}"\r\n\r\n{_field_text(value)}\r\n'
        for name, value in _text_fields(upload.fields).items()
    )
    head += (
        f'--{boundary}\r\nContent-Disposition: form-data; name="{_quoted(upload.file_field)}"; '
        f'filename="{_quoted(part.filename)}"\r\nContent-Type: {part.content_type}\r\n\r\n'
    )
    head_bytes = head.encode()
    tail_bytes = f"\r\n--{boundary}--\r\n".encode()
    return UploadBody(
        content_type=f"multipart/form-data; boundary={boundary}",
        length=None if part.size is None else len(head_bytes) + part.size + len(tail_bytes),
        replayable=part.replayable,
        _head=head_bytes,
        _tail=tail_bytes,
        _part=part,
        _on_progress=upload.on_progress,
    )


def _text_fields(fields: Mapping[str, object]) -> dict[str, object]:
    return {name: value for name, value in fields.items() if value is not None}
