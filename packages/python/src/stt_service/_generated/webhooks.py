# Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"""The webhooks of the service (`webhooks` of specs/openapi.yaml): the events a receiver is sent, and their reader.

A body whose `type` is none of WEBHOOK_EVENT_TYPES is refused (ResponseShapeError), not passed on as an unknown
event: a receiver that handles the events it knows would otherwise act on a body it cannot read.
"""

from __future__ import annotations

from typing import Final, TypeAlias

from .._core.shapes import ResponseShapeError, read_object, shown
from .types import (
    TranscriptionCompletedEvent,
    TranscriptionFailedEvent,
    parse_transcription_completed_event,
    parse_transcription_failed_event,
)

WebhookEvent: TypeAlias = TranscriptionCompletedEvent | TranscriptionFailedEvent
"""A webhook's body: one of the spec's webhook events, told apart by `type`."""

WEBHOOK_EVENT_TYPES: Final = ("transcription.completed", "transcription.failed")
"""The `type` of each webhook event, in the spec's order."""


def parse_webhook_event(data: object) -> WebhookEvent:
    """Reads a webhook's decoded JSON body as its event, by its `type`.

    A body that is no object, whose `type` is none of WEBHOOK_EVENT_TYPES, or with a field of the wrong type raises
    ResponseShapeError naming the first problem.
    """
    body = read_object(data, "webhook body")
    event_type = body.get("type")
    if event_type == "transcription.completed":
        return parse_transcription_completed_event(body, "TranscriptionCompletedEvent")
    if event_type == "transcription.failed":
        return parse_transcription_failed_event(body, "TranscriptionFailedEvent")
    known = ", ".join(WEBHOOK_EVENT_TYPES)
    raise ResponseShapeError("webhook body", f"type must be one of {known}, got {shown(event_type)}")
