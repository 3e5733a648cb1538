# Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"""The route of each operation of specs/openapi.yaml: what the runtime needs to know to call it."""

from __future__ import annotations

from collections.abc import Mapping

from .._http.route import OperationRoute, PaginationRoute

#: `GET /files`: List uploaded files
LIST_FILES = OperationRoute(
    name="files.list",
    operation_id="listFiles",
    method="GET",
    path="/files",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(400, 401, 403, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
    pagination=PaginationRoute(items="files", next_cursor="next_page_cursor", cursor_parameter="cursor"),
)

#: `POST /files`: Upload an audio file
UPLOAD_FILE = OperationRoute(
    name="files.upload",
    operation_id="uploadFile",
    method="POST",
    path="/files",
    request_media_type="multipart/form-data",
    response_body="json",
    accept=("application/json",),
    success_status=201,
    error_statuses=(400, 401, 403, 409, 413, 422, 429, 500, 503),
    idempotent=False,
    idempotency_header="Idempotency-Key",
)

#: `GET /files/{file_id}`: Get a file
GET_FILE = OperationRoute(
    name="files.get",
    operation_id="getFile",
    method="GET",
    path="/files/{file_id}",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(400, 401, 403, 404, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
)

#: `DELETE /files/{file_id}`: Delete a file
DELETE_FILE = OperationRoute(
    name="files.delete",
    operation_id="deleteFile",
    method="DELETE",
    path="/files/{file_id}",
    request_media_type=None,
    response_body="empty",
    accept=(),
    success_status=204,
    error_statuses=(400, 401, 403, 404, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
)

#: `GET /files/{file_id}/content`: Get a file's content
GET_FILE_CONTENT = OperationRoute(
    name="files.content",
    operation_id="getFileContent",
    method="GET",
    path="/files/{file_id}/content",
    request_media_type=None,
    response_body="binary",
    accept=("application/octet-stream",),
    success_status=200,
    error_statuses=(400, 401, 403, 404, 409, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
)

#: `GET /transcriptions`: List transcriptions
LIST_TRANSCRIPTIONS = OperationRoute(
    name="transcriptions.list",
    operation_id="listTranscriptions",
    method="GET",
    path="/transcriptions",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(400, 401, 403, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
    pagination=PaginationRoute(items="transcriptions", next_cursor="next_page_cursor", cursor_parameter="cursor"),
)

#: `POST /transcriptions`: Create a transcription
CREATE_TRANSCRIPTION = OperationRoute(
    name="transcriptions.create",
    operation_id="createTranscription",
    method="POST",
    path="/transcriptions",
    request_media_type="application/json",
    response_body="json",
    accept=("application/json",),
    success_status=201,
    error_statuses=(400, 401, 403, 404, 409, 422, 429, 500, 503),
    idempotent=False,
    idempotency_header="Idempotency-Key",
)

#: `GET /transcriptions/{transcription_id}`: Get a transcription
GET_TRANSCRIPTION = OperationRoute(
    name="transcriptions.get",
    operation_id="getTranscription",
    method="GET",
    path="/transcriptions/{transcription_id}",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(400, 401, 403, 404, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
    final_statuses=("completed", "error"),
)

#: `DELETE /transcriptions/{transcription_id}`: Delete a transcription
DELETE_TRANSCRIPTION = OperationRoute(
    name="transcriptions.delete",
    operation_id="deleteTranscription",
    method="DELETE",
    path="/transcriptions/{transcription_id}",
    request_media_type=None,
    response_body="empty",
    accept=(),
    success_status=204,
    error_statuses=(400, 401, 403, 404, 409, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
)

#: `GET /transcriptions/{transcription_id}/captions`: Get a transcription's captions
GET_TRANSCRIPTION_CAPTIONS = OperationRoute(
    name="transcriptions.captions",
    operation_id="getTranscriptionCaptions",
    method="GET",
    path="/transcriptions/{transcription_id}/captions",
    request_media_type=None,
    response_body="text",
    accept=("text/vtt", "application/x-subrip"),
    success_status=200,
    error_statuses=(400, 401, 403, 404, 409, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
)

#: `GET /models`: List models
LIST_MODELS = OperationRoute(
    name="models.list",
    operation_id="listModels",
    method="GET",
    path="/models",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(401, 403, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
)

#: `POST /auth/temporary-api-key`: Create a temporary API key
CREATE_TEMPORARY_API_KEY = OperationRoute(
    name="auth.create_temporary_key",
    operation_id="createTemporaryApiKey",
    method="POST",
    path="/auth/temporary-api-key",
    request_media_type="application/json",
    response_body="json",
    accept=("application/json",),
    success_status=201,
    error_statuses=(400, 401, 403, 429, 500, 503),
    idempotent=False,
    idempotency_header=None,
)

#: `GET /webhooks/secret`: Get the webhook signing secret
GET_WEBHOOK_SECRET = OperationRoute(
    name="webhooks.secret",
    operation_id="getWebhookSecret",
    method="GET",
    path="/webhooks/secret",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(401, 403, 429, 500, 503),
    idempotent=True,
    idempotency_header=None,
)

#: `POST /webhooks/secret/rotate`: Rotate the webhook signing secret
ROTATE_WEBHOOK_SECRET = OperationRoute(
    name="webhooks.rotate_secret",
    operation_id="rotateWebhookSecret",
    method="POST",
    path="/webhooks/secret/rotate",
    request_media_type=None,
    response_body="json",
    accept=("application/json",),
    success_status=200,
    error_statuses=(401, 403, 429, 500, 503),
    idempotent=False,
    idempotency_header=None,
)

#: Every route by its operationId.
OPERATION_ROUTES: Mapping[str, OperationRoute] = {
    "listFiles": LIST_FILES,
    "uploadFile": UPLOAD_FILE,
    "getFile": GET_FILE,
    "deleteFile": DELETE_FILE,
    "getFileContent": GET_FILE_CONTENT,
    "listTranscriptions": LIST_TRANSCRIPTIONS,
    "createTranscription": CREATE_TRANSCRIPTION,
    "getTranscription": GET_TRANSCRIPTION,
    "deleteTranscription": DELETE_TRANSCRIPTION,
    "getTranscriptionCaptions": GET_TRANSCRIPTION_CAPTIONS,
    "listModels": LIST_MODELS,
    "createTemporaryApiKey": CREATE_TEMPORARY_API_KEY,
    "getWebhookSecret": GET_WEBHOOK_SECRET,
    "rotateWebhookSecret": ROTATE_WEBHOOK_SECRET,
}

#: The servers of the spec, in its order: the first is the default base URL, the next the local mock's.
HTTP_SERVERS: tuple[str, ...] = (
    "https://api.stt-service.dev/v1",
    "http://127.0.0.1:4010/v1",
)

#: The base URL a client calls when none is set.
DEFAULT_BASE_URL = "https://api.stt-service.dev/v1"

__all__ = [
    "CREATE_TEMPORARY_API_KEY",
    "CREATE_TRANSCRIPTION",
    "DEFAULT_BASE_URL",
    "DELETE_FILE",
    "DELETE_TRANSCRIPTION",
    "GET_FILE",
    "GET_FILE_CONTENT",
    "GET_TRANSCRIPTION",
    "GET_TRANSCRIPTION_CAPTIONS",
    "GET_WEBHOOK_SECRET",
    "HTTP_SERVERS",
    "LIST_FILES",
    "LIST_MODELS",
    "LIST_TRANSCRIPTIONS",
    "OPERATION_ROUTES",
    "ROTATE_WEBHOOK_SECRET",
    "UPLOAD_FILE",
]
