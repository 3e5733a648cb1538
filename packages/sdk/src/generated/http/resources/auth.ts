// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type { CallPromise, OperationContext, RequestOptions } from "../../../http/operation-context.js";
import { operationRoutes } from "../operations.js";
import type { CreateTemporaryApiKeyRequest, TemporaryApiKey } from "../types.js";

/**
 * Temporary API keys for clients that must not hold the real key, such as browsers.
 */
export class AuthResource {
  constructor(protected readonly context: OperationContext) {}

  /**
   * Create a temporary API key.
   *
   * Mints a short-lived API key for one use, such as a browser page streaming audio. Your backend
   * calls this with the real key and hands the temporary one to the page, which passes it in the
   * WebSocket subprotocol list (`["stt-api-key", "<temporary key>"]`). Temporary keys look like
   * `tmp_<base64url>` and contain no character a subprotocol token forbids.
   *
   * `POST /auth/temporary-api-key` (operation `createTemporaryApiKey`)
   *
   * @param body The request body (`application/json`).
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  createTemporaryKey(body: CreateTemporaryApiKeyRequest, options?: RequestOptions): CallPromise<TemporaryApiKey> {
    return this.context.run<TemporaryApiKey>(operationRoutes.createTemporaryApiKey, options, { body });
  }
}
