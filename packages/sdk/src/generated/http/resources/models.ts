// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type { CallPromise, OperationContext, RequestOptions } from "../../../http/operation-context.js";
import { operationRoutes } from "../operations.js";
import type { ModelList } from "../types.js";

/**
 * The models available to transcriptions and streams.
 */
export class ModelsResource {
  constructor(protected readonly context: OperationContext) {}

  /**
   * List models.
   *
   * Lists the models that transcriptions (`transcription_mode: async`) and streams
   * (`transcription_mode: real_time`) can use, with their languages and abilities. It takes no input, so it
   * has no validation error to answer (the `400`/`422` that OWASP API8 asks of operations does not apply).
   *
   * `GET /models` (operation `listModels`)
   *
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  list(options?: RequestOptions): CallPromise<ModelList> {
    return this.context.run<ModelList>(operationRoutes.listModels, options, {});
  }
}
