"""The audio a session sends, from any source, cut into frames of ``chunk_ms`` of audio: bytes, a path to a
file (read in pieces, never whole), or a sync or async iterable of bytes, as the TypeScript SDK's ``sending.ts``
cuts them."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterable, AsyncIterator, Callable, Iterable
from typing import IO, Union

__all__ = ["AudioSource", "audio_frames", "to_bytes"]

#: What ``session.stream()`` takes: bytes, a path, a binary file object, or an iterable of bytes (sync or async).
AudioSource = Union[
    bytes,
    bytearray,
    memoryview,
    str,
    "os.PathLike[str]",
    IO[bytes],
    Iterable[bytes],
    AsyncIterable[bytes],
]

#: The frame size where the audio's rate is unknown (a compressed container, or `auto` before the header).
DEFAULT_FRAME_BYTES = 8 * 1024
#: How much of a file is read at a time.
_FILE_PIECE_BYTES = 64 * 1024


def to_bytes(data: bytes | bytearray | memoryview) -> bytes:
    if isinstance(data, bytes):
        return data
    if isinstance(data, (bytearray, memoryview)):
        return bytes(data)
    raise TypeError(f"Audio must be bytes, bytearray or memoryview, not {type(data).__name__}.")


async def _file_pieces(file: IO[bytes]) -> AsyncIterator[bytes]:
    while True:
        # Read in a thread: a slow disk must not hold the event loop (and with it the session's keepalive).
        piece = await asyncio.to_thread(file.read, _FILE_PIECE_BYTES)
        if not piece:
            return
        yield piece


async def _pieces(source: AudioSource) -> AsyncIterator[bytes]:
    if isinstance(source, (bytes, bytearray, memoryview)):
        yield bytes(source)
    elif isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        try:
            file = await asyncio.to_thread(open, path, "rb")
        except OSError as error:
            raise FileNotFoundError(f"Cannot read the audio file {path!r}: {error.strerror or error}.") from None
        with file:
            async for piece in _file_pieces(file):
                yield piece
    elif hasattr(source, "read"):
        async for piece in _file_pieces(source):  # type: ignore[arg-type]
            yield piece
    elif isinstance(source, AsyncIterable):
        async for piece in source:
            yield to_bytes(piece)
    elif isinstance(source, Iterable):
        for piece in source:
            yield to_bytes(piece)
    else:
        raise TypeError(
            "stream() takes bytes, a path, a binary file object, or an iterable or async iterable of bytes; "
            f"got {type(source).__name__}."
        )


async def audio_frames(
    source: AudioSource, chunk_ms: float, bytes_per_ms: Callable[[], float | None]
) -> AsyncIterator[bytes]:
    """The audio of a source in frames of ``chunk_ms`` of audio (at ``bytes_per_ms()``, read per piece: a WAV
    header in the first piece sets it for the rest), or of 8 KiB where the rate is unknown."""
    async for piece in _pieces(source):
        size = max(1, round((bytes_per_ms() or 0) * chunk_ms) or DEFAULT_FRAME_BYTES)
        for at in range(0, len(piece), size):
            yield piece[at : at + size]
