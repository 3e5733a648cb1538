// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths } from "./schema.js";

/** A typed fetch client of every path of Speech-to-Text Service API 2.0.0. */
export type FetchClient = Client<paths>;

/**
 * Creates a typed fetch client (openapi-fetch) of the spec's paths. It answers `{ data, error, response }` as
 * openapi-fetch does: it neither retries nor raises ServiceError kinds.
 *
 * @param options openapi-fetch's client options; `baseUrl` defaults to `https://api.stt-service.dev/v1`.
 */
export function createFetchClient(options: ClientOptions = {}): FetchClient {
  return createClient<paths>({ baseUrl: "https://api.stt-service.dev/v1", ...options });
}
