// The key of a WebSocket connection the MSW handlers intercept, read as the stream server reads it from the upgrade.

const subprotocol = "stt-api-key";

/** The protocols a client asked for: a string, or a list of them. */
function protocolList(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** The `Authorization` header of a WebSocket init object's headers: a plain object, a `Headers`, or pairs. */
function authorizationOf(headers: unknown): string | undefined {
  if (typeof headers !== "object" || headers === null) return undefined;
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get("authorization") ?? undefined;
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  for (const entry of entries) {
    if (Array.isArray(entry) && String(entry[0]).toLowerCase() === "authorization" && typeof entry[1] === "string") {
      return entry[1];
    }
  }
  return undefined;
}

/**
 * The key of a connection, as the stream server reads it from the upgrade: the `Authorization` header first,
 * then the `stt-api-key` subprotocol. MSW's interceptor (msw 2 and 3 alike) passes the handler the WebSocket
 * constructor's second argument untouched as `info.protocols`: a browser's protocols, or, from Node 22+'s
 * WebSocket (undici) and `ws`, the init object `{ headers, protocols }` the SDK in Node sends its key in.
 */
export function keyOfConnection(protocols: unknown): {
  key: string | undefined;
  keySource: "header" | "subprotocol" | undefined;
} {
  const init = typeof protocols === "object" && protocols !== null && !Array.isArray(protocols) ? protocols : {};
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorizationOf((init as { headers?: unknown }).headers) ?? "");
  if (bearer?.[1]) return { key: bearer[1], keySource: "header" };
  const list = protocolList(init === protocols ? (init as { protocols?: unknown }).protocols : protocols);
  const index = list.indexOf(subprotocol);
  const key = index >= 0 ? list[index + 1] || undefined : undefined;
  return { key, keySource: key ? "subprotocol" : undefined };
}
