"""The runtime behind the async client's calls (``AsyncOperationContext``): each attempt on an ``httpx.AsyncClient``
with its deadline, retried as :mod:`call_plan` decides, waiting between attempts with ``asyncio.sleep``."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping

import httpx

from .._core.service_error import ServiceError
from .call_plan import (
    AttemptTimedOut,
    CallPlan,
    Outcome,
    delay_before_retry,
    failure_of_exception,
    log_attempt_failure,
    outcome_of_answer,
    past,
    plan_call,
    too_long,
)
from .options import ResolvedClientOptions
from .pagination import AsyncListPager, PageReader
from .route import ItemT, OperationRoute, PageT, RequestOptions, Upload


class AsyncRuntime:
    """Implements the generated resources' ``AsyncOperationContext`` over one ``httpx.AsyncClient``."""

    def __init__(
        self,
        options: ResolvedClientOptions,
        client: httpx.AsyncClient,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.options = options
        self.client = client
        self._sleep = sleep

    def __repr__(self) -> str:
        return f"AsyncRuntime(base_url={self.options.base_url!r})"

    async def call(
        self,
        route: OperationRoute,
        *,
        path: Mapping[str, str] | None = None,
        query: Mapping[str, object] | None = None,
        json: object = None,
        upload: Upload | None = None,
        options: RequestOptions | None = None,
    ) -> object:
        plan = plan_call(self.options, route, path=path, query=query, json=json, upload=upload, request_options=options)
        number = 1
        while True:
            outcome = await self._attempt(plan, number)
            if outcome.failure is None:
                return outcome.value
            delay = delay_before_retry(self.options, plan, outcome, number)
            if delay is None:
                # Raised here, outside any except block: no httpx exception (whose request holds the key) is
                # its context.
                raise outcome.failure
            await self._sleep(delay)
            number += 1

    async def _attempt(self, plan: CallPlan, number: int) -> Outcome:
        started = time.monotonic()
        deadline = started + plan.timeout
        answered: int | None = None
        failure: ServiceError
        try:
            content = plan.json_body if plan.upload is None else plan.upload.async_chunks()
            request = self.client.build_request(
                plan.route.method, plan.url, headers=plan.headers, content=content, timeout=plan.timeout
            )
            response = await self.client.send(request, stream=True)
            try:
                answered = response.status_code
                data = await self._read(response, deadline)
            finally:
                await response.aclose()
            return outcome_of_answer(self.options, plan, response, data, number, started)
        except (httpx.HTTPError, AttemptTimedOut, OSError) as error:
            failure = failure_of_exception(self.options, plan, error, answered)
        log_attempt_failure(self.options, plan, failure, number)
        return Outcome(failure=failure)

    async def _read(self, response: httpx.Response, deadline: float) -> bytes | None:
        """The body within max_response_bytes (None past it: the rest is not downloaded), by the attempt's deadline."""
        limit = self.options.max_response_bytes
        if response.status_code == 204:
            return b""
        if too_long(response.headers, limit):
            return None
        chunks: list[bytes] = []
        size = 0
        async for chunk in response.aiter_bytes():
            size += len(chunk)
            if size > limit:
                return None
            chunks.append(chunk)
            if past(deadline):
                raise AttemptTimedOut
        return b"".join(chunks)

    def list(
        self,
        route: OperationRoute,
        parse_page: Callable[[object], PageT],
        parse_item: Callable[[object], ItemT],
        *,
        path: Mapping[str, str] | None = None,
        query: Mapping[str, object] | None = None,
        options: RequestOptions | None = None,
    ) -> AsyncListPager[PageT, ItemT]:
        pagination = route.pagination
        if pagination is None:
            raise TypeError(f"{route.name} is not a list that pages.")

        async def fetch(cursor: str | None) -> object:
            page_query = query if cursor is None else {**(query or {}), pagination.cursor_parameter: cursor}
            return await self.call(route, path=path, query=page_query, options=options)

        return AsyncListPager(PageReader(route.name, pagination, parse_page, parse_item), fetch)
