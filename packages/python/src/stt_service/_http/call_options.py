"""A call's own options (``request_options=``, the last argument of every method), checked before any I/O as the
client's are: a misspelt name (``timeout_ms``) is refused with the likely one, rather than ignored."""

from __future__ import annotations

import difflib
from collections.abc import Mapping

from .._core.checks import check_headers, check_seconds, check_whole_number, is_printable_key
from .._generated.errors import ServiceConfigError
from .options import MAX_RETRIES_ALLOWED, ResolvedClientOptions
from .route import OperationRoute, RequestOptions

REQUEST_OPTION_NAMES = ("timeout", "max_retries", "headers", "idempotency_key")


def likely_name(name: str, known: tuple[str, ...]) -> str | None:
    """The known name a misspelt one most likely meant, if any is close (case, ``_`` and ``-`` ignored)."""
    folded = {candidate.lower().replace("_", "").replace("-", ""): candidate for candidate in known}
    wanted = name.lower().replace("_", "").replace("-", "")
    for candidate_folded, candidate in folded.items():
        # A name cut short or run on (timeout_ms) is as likely as a typo.
        if len(wanted) >= 6 and (candidate_folded.startswith(wanted) or wanted.startswith(candidate_folded)):
            return candidate
    near = difflib.get_close_matches(wanted, list(folded), n=1, cutoff=0.75)
    return folded[near[0]] if near else None


def check_option_names(options: Mapping[str, object], known: tuple[str, ...], where: str) -> None:
    for name in options:
        if name in known:
            continue
        near = likely_name(str(name), known)
        hint = f'; did you mean "{near}"?' if near else "."
        raise ServiceConfigError(f'{where}: unknown option "{name}"{hint} The options are {", ".join(known)}.')


def check_request_options(route: OperationRoute, options: RequestOptions, defaults: ResolvedClientOptions) -> None:
    """Refuses what a call's options cannot mean, naming the call and the option; a header value is never quoted."""
    where = route.name
    if not isinstance(options, Mapping):
        raise ServiceConfigError(f"{where} request_options must be a dict of options, such as {{'timeout': 10}}.")
    # `accept` chooses among several media types; where there is one, there is nothing to choose.
    choosing = len(route.accept) > 1
    check_option_names(options, (*REQUEST_OPTION_NAMES, "accept") if choosing else REQUEST_OPTION_NAMES, where)
    accept = options.get("accept")
    if choosing and accept is not None and accept not in route.accept:
        raise ServiceConfigError(f"{where} accept is {accept!r}: give one of {', '.join(route.accept)}.")
    check_seconds(f"{where} timeout", options.get("timeout"), defaults.timeout)
    check_whole_number(
        f"{where} max_retries", options.get("max_retries"), defaults.max_retries, minimum=0, maximum=MAX_RETRIES_ALLOWED
    )
    check_headers(f"{where} headers", options.get("headers"))
    key = options.get("idempotency_key")
    if key is not None and (not is_printable_key(key) or len(key) > 255):
        raise ServiceConfigError(
            f"{where} idempotency_key must be 1 to 255 printable ASCII characters without spaces, such as a UUID."
        )
