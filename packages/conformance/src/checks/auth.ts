// Authentication as the contract states it: every operation answers 401 without a key or with an invalid
// one, and a temporary key (made for streams) answers 403 over HTTP.
import type { CheckContext } from "../context.js";
import { record } from "../json.js";
import { check, expectStatus } from "./state.js";

/**
 * A key the kit can send: in an Authorization header and as a WebSocket subprotocol, both of which take
 * only an HTTP token's characters (a CR or LF in a header would split it).
 */
const usableKey = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A path of the operation with a well-formed id that names nothing, so only the missing key can refuse it. */
function samplePath(path: string): string {
  return path.replaceAll(/\{[^}]+\}/g, "conformance-no-such-id");
}

export async function checkAuthentication(context: CheckContext): Promise<void> {
  for (const operation of context.contract.operations) {
    if (!operation.responses.has(401)) continue;
    const answer = await context.http.call({
      operationId: operation.operationId,
      path: samplePath(operation.path),
      apiKey: null,
      json: operation.requestMediaType === "application/json" ? {} : undefined,
    });
    expectStatus(context, "auth.no-key", answer, 401);
  }
  const invalid = await context.http.call({
    operationId: "listModels",
    path: "/models",
    apiKey: `invalid-conformance-${context.options.seed}`,
    keyLabel: "AN_INVALID_KEY",
  });
  expectStatus(context, "auth.invalid-key", invalid, 401);
}

/** Mints a temporary key with the real key, and checks the HTTP interface refuses it with 403. */
export async function mintTemporaryKey(context: CheckContext): Promise<string | undefined> {
  const minted = await context.http.call({
    operationId: "createTemporaryApiKey",
    path: "/auth/temporary-api-key",
    apiKey: context.options.apiKey,
    json: { usage_type: "transcribe_websocket", expires_in_seconds: 60 },
  });
  if (!expectStatus(context, "auth.temporary-key", minted, 201)) return undefined;
  const key = record(minted.body).api_key;
  // Whatever it is, a string the server handed out as a key is a secret from here on.
  if (typeof key === "string") context.report.addSecret(key);
  const usable = typeof key === "string" && key.length <= 4096 && usableKey.test(key);
  if (
    !check(
      context,
      "auth.temporary-key",
      usable,
      "the minted api_key is not a key the kit can send (a string of an HTTP token's characters, as a header and a subprotocol take)",
      minted,
    )
  )
    return undefined;
  return key as string;
}

export async function checkTemporaryKeyOverHttp(context: CheckContext): Promise<void> {
  const key = await mintTemporaryKey(context);
  if (key === undefined) return;
  const answer = await context.http.call({
    operationId: "listModels",
    path: "/models",
    apiKey: key,
    keyLabel: "TEMPORARY_KEY",
  });
  expectStatus(context, "auth.temporary-key", answer, 403);
}
