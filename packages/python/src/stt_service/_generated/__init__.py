# Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
"""What npm run generate makes of specs/: the types, errors, routes, resources, stream frames and webhook events.

The hand-written package (stt_service) re-exports the public names; import them from there.
"""

from __future__ import annotations

from . import errors, operations, resources, stream, types, webhooks

__all__ = ["errors", "operations", "resources", "stream", "types", "webhooks"]
