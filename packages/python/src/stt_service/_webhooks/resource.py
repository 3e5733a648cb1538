"""``client.webhooks``: the generated resource (``secret``, ``rotate_secret``), with ``verify`` and ``unwrap``, which
check a delivery the service sent to a transcription's ``webhook_url``. Added beside the generated methods, overriding
none. They do no I/O, so the async client's are the same plain methods, not awaited."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from .._generated.resources import AsyncWebhooksResource, WebhooksResource
from .._generated.webhooks import WebhookEvent
from .delivery import DEFAULT_TOLERANCE, WebhookBody, WebhookHeaders, unwrap, verify


class _Verifying:
    """``verify`` and ``unwrap`` for both clients' ``webhooks``: the module functions, reached from a client."""

    def verify(
        self,
        body: WebhookBody,
        headers: WebhookHeaders,
        secret: str | Sequence[str],
        *,
        tolerance: float = DEFAULT_TOLERANCE,
        now: float | datetime | None = None,
    ) -> None:
        """Checks a delivery's signature and timestamp, without parsing it: :func:`stt_service.webhooks.verify`.

        Raises:
            ServiceWebhookVerificationError: the delivery is refused: answer it 400 and do not act on it.
            ServiceConfigError: an argument is the receiver's mistake: a parsed body, a malformed secret.
        """
        verify(body, headers, secret, tolerance=tolerance, now=now)

    def unwrap(
        self,
        body: WebhookBody,
        headers: WebhookHeaders,
        secret: str | Sequence[str],
        *,
        tolerance: float = DEFAULT_TOLERANCE,
        now: float | datetime | None = None,
    ) -> WebhookEvent:
        """Verifies a delivery and returns its typed event: :func:`stt_service.webhooks.unwrap`.

        Raises:
            ServiceWebhookVerificationError: the delivery is refused, or its body is not a webhook event.
            ServiceConfigError: an argument is the receiver's mistake: a parsed body, a malformed secret.
        """
        return unwrap(body, headers, secret, tolerance=tolerance, now=now)


class Webhooks(_Verifying, WebhooksResource):
    """The blocking client's ``webhooks``: ``secret()`` and ``rotate_secret()``, and ``verify`` and ``unwrap``."""


class AsyncWebhooks(_Verifying, AsyncWebhooksResource):
    """The async client's ``webhooks``: ``await secret()`` and ``await rotate_secret()``; ``verify`` and ``unwrap``
    are not awaited (they do no I/O)."""
