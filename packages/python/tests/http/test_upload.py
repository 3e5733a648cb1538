"""Uploads from a path, bytes, or a binary file object: one multipart body, read as it is sent with progress, made
again for a retry where the source can be read again, and a source that cannot be used refused before any I/O."""

from __future__ import annotations

import asyncio
import io
import os
from email.parser import BytesParser
from email.policy import HTTP
from pathlib import Path

import httpx
import pytest

from stt_service._generated.errors import ServiceAPIError, ServiceConfigError
from stt_service._http.route import Upload, UploadProgress
from stt_service._http.upload import CHUNK_SIZE

from .routes import UPLOAD_FILE
from .support import answers, async_runtime, json_response, sync_runtime

CREATED = json_response(201, {"file_id": "f1"})
UNAVAILABLE = json_response(503, {"error_type": "service_unavailable", "message": "busy"})


def _parts(request: httpx.Request) -> dict[str, tuple[str | None, str | None, bytes]]:
    """The multipart body's parts by name: (filename, content type, bytes)."""
    message = BytesParser(policy=HTTP).parsebytes(
        b"Content-Type: " + request.headers["content-type"].encode() + b"\r\n\r\n" + request.content
    )
    parts: dict[str, tuple[str | None, str | None, bytes]] = {}
    for part in message.iter_parts():
        payload = part.get_payload(decode=True)
        assert isinstance(payload, bytes)
        name = part.get_param("name", header="content-disposition")
        assert isinstance(name, str)
        parts[name] = (part.get_filename(), part.get_content_type() if part.get_filename() else None, payload)
    return parts


def test_a_path_is_streamed_with_progress_and_its_name_and_type(tmp_path: Path) -> None:
    audio = tmp_path / "call.wav"
    audio.write_bytes(os.urandom(4 * CHUNK_SIZE + 10))
    progress: list[UploadProgress] = []
    handler, seen = answers(CREATED)
    runtime, _ = sync_runtime(handler)
    upload = Upload(
        file_field="file",
        file=str(audio),
        fields={"client_reference_id": "ref-1", "x": None},
        on_progress=progress.append,
    )
    assert runtime.call(UPLOAD_FILE, upload=upload) == {"file_id": "f1"}
    parts = _parts(seen[0])
    assert parts["file"] == ("call.wav", "audio/wav", audio.read_bytes())
    assert parts["client_reference_id"][2] == b"ref-1" and "x" not in parts
    # Read and sent a chunk at a time, never whole: one report per chunk.
    assert len(progress) == 5 and progress[-1] == UploadProgress(sent=audio.stat().st_size, total=audio.stat().st_size)
    assert int(seen[0].headers["content-length"]) == len(seen[0].content)


def test_bytes_and_a_seekable_file_object_are_sent_again_on_a_retry(tmp_path: Path) -> None:
    handler, seen = answers(UNAVAILABLE, CREATED)
    runtime, _ = sync_runtime(handler)
    runtime.call(UPLOAD_FILE, upload=Upload(file_field="file", file=b"RIFF1234", fields={}))
    assert _parts(seen[0])["file"] == ("audio", "application/octet-stream", b"RIFF1234")
    # The same body, boundary and all: made once per call, sent again by the retry.
    assert seen[1].content == seen[0].content

    audio = tmp_path / "take.mp3"
    audio.write_bytes(b"ID3" + b"\0" * 100)
    handler, seen = answers(UNAVAILABLE, CREATED)
    runtime, _ = sync_runtime(handler)
    with audio.open("rb") as file:
        runtime.call(UPLOAD_FILE, upload=Upload(file_field="file", file=file, fields={}))
    assert [_parts(request)["file"] for request in seen] == [("take.mp3", "audio/mpeg", audio.read_bytes())] * 2


class _Pipe(io.RawIOBase):
    """A file object that cannot seek, like a pipe."""

    def __init__(self, data: bytes) -> None:
        self._data = io.BytesIO(data)

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        chunk = self._data.read(len(buffer))
        buffer[: len(chunk)] = chunk
        return len(chunk)


def test_a_file_object_that_cannot_seek_is_sent_once_and_not_retried() -> None:
    handler, seen = answers(UNAVAILABLE, CREATED)
    runtime, waits = sync_runtime(handler)
    with pytest.raises(ServiceAPIError):
        runtime.call(UPLOAD_FILE, upload=Upload(file_field="file", file=io.BufferedReader(_Pipe(b"abc")), fields={}))
    assert len(seen) == 1 and waits == []
    assert "content-length" not in seen[0].headers and _parts(seen[0])["file"][2] == b"abc"


def test_the_async_client_streams_an_upload_too(tmp_path: Path) -> None:
    # Run on a loop of its own: the suite needs no asyncio plugin, so it runs where pytest alone installs.
    asyncio.run(_the_async_client_streams_an_upload_too(tmp_path))


async def _the_async_client_streams_an_upload_too(tmp_path: Path) -> None:
    audio = tmp_path / "a.flac"
    audio.write_bytes(b"fLaC" * 50_000)
    handler, seen = answers(CREATED)
    runtime, _ = async_runtime(handler)
    await runtime.call(UPLOAD_FILE, upload=Upload(file_field="file", file=audio, fields={}))
    assert _parts(seen[0])["file"] == ("a.flac", "audio/flac", audio.read_bytes())


def test_a_missing_path_is_refused_before_any_request(tmp_path: Path) -> None:
    handler, seen = answers(CREATED)
    runtime, _ = sync_runtime(handler)
    missing = tmp_path / "nope.wav"
    with pytest.raises(
        ServiceConfigError, match=f"files.upload: cannot read the file to upload at {missing}"
    ) as caught:
        runtime.call(UPLOAD_FILE, upload=Upload(file_field="file", file=str(missing), fields={}))
    assert "Check the path and its permissions." in str(caught.value) and caught.value.__cause__ is None
    with pytest.raises(ServiceConfigError, match="not a regular file"):
        runtime.call(UPLOAD_FILE, upload=Upload(file_field="file", file=tmp_path, fields={}))
    assert seen == []


def test_a_text_file_or_another_type_is_refused(tmp_path: Path) -> None:
    handler, seen = answers(CREATED)
    runtime, _ = sync_runtime(handler)
    (tmp_path / "a.txt").write_text("hello")
    with (tmp_path / "a.txt").open("r") as text, pytest.raises(ServiceConfigError, match="open it with 'rb'"):
        runtime.call(UPLOAD_FILE, upload=Upload(file_field="file", file=text, fields={}))  # type: ignore[arg-type]
    with pytest.raises(ServiceConfigError, match="takes a path .* it was given int"):
        runtime.call(UPLOAD_FILE, upload=Upload(file_field="file", file=42, fields={}))  # type: ignore[arg-type]
    assert seen == []
