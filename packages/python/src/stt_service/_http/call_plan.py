"""What the blocking and the async runtime share: a call planned once (URL, headers, body, how many attempts), an
answer turned into data or the ServiceError kind of the spec's table, a failed attempt's kind, and whether and when
to try again. Only the sending differs between them. The TypeScript SDK's ``http/runtime.ts``, minus its fetch."""

from __future__ import annotations

import json as json_module
import logging
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass

import httpx

from .._core.deprecation import warn_deprecated_once
from .._core.hints import no_url_set_hint
from .._core.redaction import excerpt, redact_text
from .._core.service_error import ServiceError
from .._generated.errors import (
    RETRYABLE_ERROR_TYPES,
    ServiceAPIError,
    ServiceNetworkError,
    ServiceTimeoutError,
    error_kind_for_http_status,
)
from .._generated.operations import HTTP_SERVERS
from .answer_capture import record_answer
from .call_options import check_request_options
from .options import ResolvedClientOptions
from .request_url import url_of
from .response_errors import error_from_response
from .retry import MAX_RETRY_AFTER, RETRYABLE_STATUSES, backoff_delay
from .route import DeprecationRoute, OperationRoute, RequestOptions, Upload
from .upload import UploadBody, upload_body_of

#: The local mock's base URL: the spec's server after production.
_MOCK_BASE_URL = HTTP_SERVERS[1] if len(HTTP_SERVERS) > 1 else "the mock's base URL"


@dataclass(frozen=True)
class CallPlan:
    """One call, made ready before its first attempt: every attempt sends the same request (and idempotency key)."""

    route: OperationRoute
    #: ``POST /files``: what messages name.
    where: str
    url: str
    headers: dict[str, str]
    json_body: bytes | None
    upload: UploadBody | None
    attempts: int
    #: The deadline of each attempt, in seconds.
    timeout: float


class AttemptTimedOut(Exception):
    """Raised inside an attempt whose deadline passed while its answer's body was still coming."""


def _warn_deprecated_fields(route: OperationRoute, notices: Mapping[str, DeprecationRoute], sent: object) -> None:
    if not notices or not isinstance(sent, Mapping):
        return
    for name, notice in notices.items():
        if sent.get(name) is not None:
            warn_deprecated_once(f"{route.name}({name}=...)", notice.sunset, notice.use, stacklevel=5)


def plan_call(
    options: ResolvedClientOptions,
    route: OperationRoute,
    *,
    path: Mapping[str, str] | None,
    query: Mapping[str, object] | None,
    json: object,
    upload: Upload | None,
    request_options: RequestOptions | None,
) -> CallPlan:
    """Checks the call's options and arguments and builds its request, all before any I/O."""
    call_options: RequestOptions = request_options if request_options is not None else {}
    if request_options is not None:
        check_request_options(route, call_options, options)
    if route.deprecation is not None:
        warn_deprecated_once(route.name, route.deprecation.sunset, route.deprecation.use, stacklevel=4)
    _warn_deprecated_fields(route, route.deprecated_query, query)
    _warn_deprecated_fields(route, route.deprecated_body, upload.fields if upload is not None else json)
    url = url_of(options.base_url, route, path, query)
    max_retries = call_options.get("max_retries", options.max_retries)
    body = upload_body_of(route.name, upload) if upload is not None else None
    idempotency_key: str | None = None
    if route.idempotency_header is not None:
        idempotency_key = call_options.get("idempotency_key") or (str(uuid.uuid4()) if max_retries > 0 else None)
    # A POST is repeated only when the service can tell the repeat apart (an idempotency key), and a body is
    # repeated only when it can be made again.
    can_retry = (route.idempotent or idempotency_key is not None) and (body is None or body.replayable)
    # A call's own headers come between the defaults and what the SDK must set itself.
    headers = {
        **options.default_headers,
        **call_options.get("headers", {}),
        "authorization": f"Bearer {options.api_key}",
        "accept": call_options.get("accept") or (", ".join(route.accept) if route.accept else "application/json"),
    }
    if route.idempotency_header is not None and idempotency_key is not None:
        headers[route.idempotency_header] = idempotency_key
    json_body: bytes | None = None
    if route.request_media_type == "application/json" and json is not None:
        json_body = json_module.dumps(json, separators=(",", ":"), ensure_ascii=False).encode()
        headers["content-type"] = "application/json"
    if body is not None:
        headers["content-type"] = body.content_type
        if body.length is not None:
            headers["content-length"] = str(body.length)
    return CallPlan(
        route=route,
        where=f"{route.method} {route.path}",
        url=url,
        headers=headers,
        json_body=json_body,
        upload=body,
        attempts=max_retries + 1 if can_retry else 1,
        timeout=call_options.get("timeout", options.timeout),
    )


def too_long(headers: httpx.Headers, limit: int) -> bool:
    """Whether Content-Length already says the body is over the limit (a hint only: a compressed body grows)."""
    length = headers.get("content-length", "")
    return length.isdigit() and int(length) > limit


def past(deadline: float) -> bool:
    return time.monotonic() > deadline


def _success_value(
    plan: CallPlan, status: int, data: bytes, request_id: str | None, secrets: tuple[str, ...]
) -> object:
    """The data of a 2xx answer, as the spec promises it: JSON, text, bytes, or nothing where it promises no body."""
    route = plan.route
    if status == 204 or route.response_body == "empty":
        return None
    if route.response_body == "binary":
        return data
    text = data.decode("utf-8", errors="replace")
    # An empty caption file is still one.
    if route.response_body == "text":
        return text
    if text == "":
        raise ServiceAPIError(
            f"{plan.where} answered {status} with an empty body, where the spec promises JSON.",
            status=status,
            request_id=request_id,
        )
    try:
        return json_module.loads(text)
    except (ValueError, RecursionError):
        pass
    # Such as an HTML page from a proxy with a 200: not the JSON the spec promises. No cause: the decoder's
    # message quotes the body.
    raise ServiceAPIError(
        f"{plan.where} answered {status} with a body that is not valid JSON: {excerpt(text, secrets)}",
        status=status,
        request_id=request_id,
    )


@dataclass(frozen=True)
class Outcome:
    """An attempt's end: the call's value, or the failure to raise or retry (``final``: repeating cannot help)."""

    value: object = None
    failure: ServiceError | None = None
    final: bool = False


def outcome_of_answer(
    options: ResolvedClientOptions,
    plan: CallPlan,
    response: httpx.Response,
    data: bytes | None,
    number: int,
    started: float,
) -> Outcome:
    """An answer that arrived whole (``data`` None: over max_response_bytes) as the call's value or its failure."""
    secrets = (options.api_key,)
    status = response.status_code
    request_header = response.headers.get("x-request-id")
    # A server may echo anything in its request id, the key too.
    request_id = None if request_header is None else redact_text(request_header, secrets)
    if options.logger.enabled(logging.DEBUG):
        milliseconds = round((time.monotonic() - started) * 1000)
        options.logger.debug(
            f"{plan.where} {status} in {milliseconds} ms (attempt {number} of {plan.attempts})",
            {"method": plan.route.method, "path": plan.route.path, "status": status, "ms": milliseconds,
             "attempt": number, "request_id": request_id},
        )  # fmt: skip
    # The answer arrived whole: whatever goes wrong reading it is the answer's fault, never the network's.
    kind = error_kind_for_http_status(status)
    if data is None:
        return Outcome(
            failure=kind(
                f"{plan.where} answered {status} with a body over max_response_bytes ({options.max_response_bytes} "
                "bytes), not downloaded past it. Raise max_response_bytes if such an answer is expected.",
                status=status,
                request_id=request_id,
            ),
            final=True,
        )
    try:
        if 200 <= status < 300:
            value = _success_value(plan, status, data, request_id, secrets)
            record_answer(status, response.headers, request_id, secrets)
            return Outcome(value=value)
        text = data.decode("utf-8", errors="replace")
        return Outcome(
            failure=error_from_response(plan.route, status, response.reason_phrase, response.headers, text, secrets)
        )
    except ServiceError as error:
        return Outcome(failure=error)


def failure_of_exception(
    options: ResolvedClientOptions, plan: CallPlan, error: BaseException, answered: int | None
) -> ServiceError:
    """The kind of an attempt that raised: its deadline passed, the connection failed, or the body broke off.

    The httpx exception is never the error's cause: its request holds the Authorization header.
    """
    secrets = (options.api_key,)
    if isinstance(error, (httpx.TimeoutException, AttemptTimedOut)):
        return ServiceTimeoutError(f"{plan.where}: no answer within {plan.timeout:g} s")
    if isinstance(error, ServiceError):
        return error
    reason = redact_text(str(error) or type(error).__name__, secrets)
    if answered is not None:
        return ServiceNetworkError(f"{plan.where} answered {answered}, but its body broke off: {reason}")
    host = httpx.URL(options.base_url).netloc.decode()
    said = f"{plan.where} got no answer from {host}: {reason}"
    hint = no_url_set_hint(
        said,
        options.base_url,
        options.base_url_source,
        option="base_url",
        variable="STT_BASE_URL",
        mock_url=_MOCK_BASE_URL,
    )
    return ServiceNetworkError(f"{said}{hint}")


def _retryable(failure: ServiceError) -> bool:
    if isinstance(failure, (ServiceNetworkError, ServiceTimeoutError)):
        return True
    if not isinstance(failure, ServiceAPIError):
        return False
    # Such as a 409 idempotency_key_in_use: the first request with this key is still being handled, and the
    # repeat, with the same key, gets its answer.
    if failure.error_type is not None and failure.error_type in RETRYABLE_ERROR_TYPES:
        return True
    return failure.status is not None and failure.status in RETRYABLE_STATUSES


def _describe(failure: ServiceError) -> str:
    if failure.status is not None:
        return f"{failure.status} {failure.error_type}" if failure.error_type else str(failure.status)
    return type(failure).__name__


def delay_before_retry(options: ResolvedClientOptions, plan: CallPlan, outcome: Outcome, number: int) -> float | None:
    """Seconds to wait before attempt ``number + 1``, or None when the failure is the caller's now."""
    failure = outcome.failure
    assert failure is not None
    waitable = failure.retry_after is None or failure.retry_after <= MAX_RETRY_AFTER
    if outcome.final or number >= plan.attempts or not _retryable(failure) or not waitable:
        if number > 1:
            # At debug, not warning: the error is the caller's now, and an app that handles it must not find a
            # warning with its fields on stderr.
            options.logger.debug(
                f"{plan.where} failed after {number} attempts: {failure}",
                {"method": plan.route.method, "path": plan.route.path, "attempts": number,
                 "status": failure.status, "request_id": failure.request_id},
            )  # fmt: skip
        return None
    delay = failure.retry_after if failure.retry_after is not None else backoff_delay(number - 1)
    options.logger.info(
        f"{plan.where} answered {_describe(failure)}; retrying in {delay:g} s (attempt {number + 1} of {plan.attempts})",
        {"method": plan.route.method, "path": plan.route.path, "delay_s": delay, "attempt": number + 1,
         "request_id": failure.request_id},
    )  # fmt: skip
    return delay


def log_attempt_failure(options: ResolvedClientOptions, plan: CallPlan, failure: ServiceError, number: int) -> None:
    options.logger.debug(
        f"{plan.where} failed: {failure} (attempt {number} of {plan.attempts})",
        {"method": plan.route.method, "path": plan.route.path, "attempt": number, "error": type(failure).__name__},
    )
