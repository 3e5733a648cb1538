// The OpenAPI spec's servers → the HTTP client's servers, each URL with its variables' defaults filled in.
import type { SpecNode } from "../read/nodes.js";
import { specFailure } from "./refusals.js";
import type { HttpModel } from "./types.js";

function serverUrl(server: SpecNode): string {
  const variables = (server.value.variables ?? {}) as Record<string, { default?: string }>;
  return String(server.value.url).replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = variables[name]?.default;
    if (value === undefined) specFailure("openapi.yaml", `server variable ${name} has no default`);
    return value;
  });
}

export function buildHttpServers(openapi: SpecNode): HttpModel["servers"] {
  return openapi
    .get("servers")
    .items()
    .map((server) => ({
      url: serverUrl(server),
      description: String(server.value.description ?? "").trim(),
    }));
}
