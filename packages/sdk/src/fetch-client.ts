// createFetchClient: the generated typed fetch client (openapi-fetch), with the key, base URL, fetch and
// headers resolved and checked as AsyncServiceClient resolves them. For calls below the SDK's resources:
// it answers openapi-fetch's `{ data, error, response }`, and neither retries nor raises error kinds.
import { createFetchClient as createSpecFetchClient, type FetchClient } from "./generated/http/fetch-client.js";
import { type ClientOptions, resolveClientOptions } from "./http/options.js";

const fetchClientOptionNames = ["apiKey", "baseUrl", "fetch", "defaultHeaders", "dangerouslyAllowBrowser"] as const;

/**
 * Options of `createFetchClient`: the key, the base URL, a `fetch` of your own, headers sent with every
 * request, and the opt-in to a long-lived key in a browser.
 */
export type FetchClientOptions = Pick<ClientOptions, (typeof fetchClientOptionNames)[number]>;

/**
 * A typed fetch client of every path of the spec, authenticated with the API key.
 *
 * ```ts
 * const api = createFetchClient({ apiKey: process.env.STT_API_KEY });
 * const { data, error } = await api.GET("/transcriptions/{transcription_id}", {
 *   params: { path: { transcription_id: id } },
 * });
 * ```
 * @throws ServiceConfigError when an option is invalid (before any I/O).
 */
export function createFetchClient(options: FetchClientOptions = {}): FetchClient {
  const resolved = resolveClientOptions(options, fetchClientOptionNames);
  return createSpecFetchClient({
    baseUrl: resolved.baseUrl,
    fetch: resolved.fetch,
    headers: { ...resolved.defaultHeaders, authorization: `Bearer ${resolved.apiKey}` },
  });
}
