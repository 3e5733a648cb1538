// The model step: both specs in, the whole SDK model out, every decision taken. Templates render it.

import { specRoots } from "../read/nodes.js";
import type { Specs } from "../read/specs.js";
import { checkDeprecationDays } from "./deprecation.js";
import { buildErrorModel } from "./errors.js";
import { buildHttpModel } from "./http.js";
import { buildMockModel } from "./mock.js";
import type { TargetNaming } from "./naming.js";
import { buildStreamModel } from "./stream.js";
import type { SdkModel } from "./types.js";
import { buildWebhookEvents } from "./webhooks.js";

export function buildSdkModel(specs: Specs, naming: TargetNaming): SdkModel {
  const roots = specRoots(specs);
  checkDeprecationDays(roots);
  const http = buildHttpModel(roots, naming);
  return {
    http,
    errors: buildErrorModel(roots, naming),
    stream: buildStreamModel(roots, naming, new Map(http.schemaTypes.map((type) => [type.schema, type.typeName]))),
    mock: buildMockModel(roots),
    webhooks: buildWebhookEvents(roots.openapi, http.schemaTypes),
  };
}
