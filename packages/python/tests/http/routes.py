"""Routes of the shapes the spec's operations have, written out for the runtime's tests with injected transports:
they hold the runtime to the seam (``_http/route.py``), whatever the spec holds today."""

from __future__ import annotations

from stt_service._http.route import OperationRoute, PaginationRoute

GET_FILE = OperationRoute(
    name="files.get",
    operation_id="getFile",
    method="GET",
    path="/files/{file_id}",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(401, 404, 500),
    idempotent=True,
    idempotency_header=None,
)

CREATE_TRANSCRIPTION = OperationRoute(
    name="transcriptions.create",
    operation_id="createTranscription",
    method="POST",
    path="/transcriptions",
    request_media_type="application/json",
    response_body="json",
    accept=("application/json",),
    success_status=201,
    error_statuses=(400, 409, 422, 429, 500),
    idempotent=False,
    idempotency_header="Idempotency-Key",
)

CREATE_WITHOUT_KEY = OperationRoute(
    name="auth.create_temporary_key",
    operation_id="createTemporaryApiKey",
    method="POST",
    path="/auth/temporary-api-key",
    request_media_type="application/json",
    response_body="json",
    accept=("application/json",),
    success_status=201,
    error_statuses=(400, 500),
    idempotent=False,
    idempotency_header=None,
)

UPLOAD_FILE = OperationRoute(
    name="files.upload",
    operation_id="uploadFile",
    method="POST",
    path="/files",
    request_media_type="multipart/form-data",
    response_body="json",
    accept=("application/json",),
    success_status=201,
    error_statuses=(400, 413, 500),
    idempotent=False,
    idempotency_header="Idempotency-Key",
)

DELETE_FILE = OperationRoute(
    name="files.delete",
    operation_id="deleteFile",
    method="DELETE",
    path="/files/{file_id}",
    request_media_type=None,
    response_body="empty",
    accept=(),
    success_status=204,
    error_statuses=(404,),
    idempotent=True,
    idempotency_header=None,
)

CAPTIONS = OperationRoute(
    name="transcriptions.captions",
    operation_id="getCaptions",
    method="GET",
    path="/transcriptions/{transcription_id}/captions",
    request_media_type=None,
    response_body="text",
    accept=("text/vtt", "application/x-subrip"),
    success_status=200,
    error_statuses=(404,),
    idempotent=True,
    idempotency_header=None,
)

AUDIO = OperationRoute(
    name="files.content",
    operation_id="getFileContent",
    method="GET",
    path="/files/{file_id}/content",
    request_media_type=None,
    response_body="binary",
    accept=("application/octet-stream",),
    success_status=200,
    error_statuses=(404,),
    idempotent=True,
    idempotency_header=None,
)

LIST_FILES = OperationRoute(
    name="files.list",
    operation_id="listFiles",
    method="GET",
    path="/files",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(400, 500),
    idempotent=True,
    idempotency_header=None,
    pagination=PaginationRoute(items="files", next_cursor="next_page_cursor", cursor_parameter="cursor"),
)
