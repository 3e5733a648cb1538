// packages/sdk/src/generated/http/fetch-client.ts: the spec's paths bound to openapi-fetch, a typed fetch client for calls
// below the SDK's resources (no retries, no error kinds): every path, parameter and body type-checked.

import type { HttpModel } from "../../../../model/types.js";
import { banner, commentText, docComment, literal } from "../partials.js";

export function renderHttpFetchClient(model: HttpModel): string {
  return `${banner}
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths } from "./schema.js";

/** A typed fetch client of every path of ${commentText(`${model.title} ${model.version}`)}. */
export type FetchClient = Client<paths>;

${docComment([
  "Creates a typed fetch client (openapi-fetch) of the spec's paths. It answers `{ data, error, response }` as openapi-fetch does: it neither retries nor raises ServiceError kinds.",
  `@param options openapi-fetch's client options; \`baseUrl\` defaults to \`${model.defaultBaseUrl}\`.`,
])}export function createFetchClient(options: ClientOptions = {}): FetchClient {
  return createClient<paths>({ baseUrl: ${literal(model.defaultBaseUrl)}, ...options });
}
`;
}
