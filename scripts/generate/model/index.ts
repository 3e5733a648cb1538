// The model step: both specs in, the whole SDK model out, every decision taken. Templates render it.
import type { SdkModel } from "../../../templates/model.js";
import type { Specs } from "../specs.js";
import { checkDeprecationDays } from "./deprecation.js";
import { buildErrorModel } from "./errors.js";
import { buildHttpModel } from "./http.js";
import { buildMockModel } from "./mock.js";
import { buildStreamModel } from "./stream.js";

export function buildSdkModel(specs: Specs): SdkModel {
  checkDeprecationDays(specs);
  return {
    http: buildHttpModel(specs),
    errors: buildErrorModel(specs),
    stream: buildStreamModel(specs),
    mock: buildMockModel(specs),
  };
}
