// _generated/__init__.py: the generated package's public names, gathered from its modules.
import { banner } from "./partials.js";

export function renderPythonGeneratedInit(): string {
  return `${banner}
"""What npm run generate makes of specs/: the types, errors, routes, resources, stream frames and webhook events.

The hand-written package (stt_service) re-exports the public names; import them from there.
"""

from __future__ import annotations

from . import errors, operations, resources, stream, types, webhooks

__all__ = ["errors", "operations", "resources", "stream", "types", "webhooks"]
`;
}
