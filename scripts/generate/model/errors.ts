// The error part of the SDK model: the kinds of `x-error-kinds` (openapi.yaml) in class order, the HTTP
// status → kind table (the most specific kind listing a status wins), and the streaming error codes of
// `x-stream-errors` (asyncapi.yaml), each naming a kind that must exist.

import type { SpecRoots } from "../read/nodes.js";
import { placeIn } from "../read/nodes.js";
import type { Json } from "../read/specs.js";
import type { TargetNaming } from "./naming.js";
import { integerIn, NameRegistry, wireName } from "./refusals.js";
import type { ErrorKind, ErrorModel, StreamErrorCode } from "./types.js";

/** The base of every kind, hand-written in src/core/service-error.ts. */
export const runtimeRootKind = "ServiceError";

function fail(file: string, what: string): never {
  throw new Error(`specs/${file}: ${what}`);
}

function kindsOf(value: unknown, naming: TargetNaming): ErrorKind[] {
  if (!Array.isArray(value)) fail("openapi.yaml", "x-error-kinds must list the error kinds");
  const names = new NameRegistry("the error kind name");
  const kinds: ErrorKind[] = value.map((entry: Json, index) => {
    if (typeof entry.name !== "string" || typeof entry.description !== "string") {
      fail("openapi.yaml", "each of x-error-kinds needs a name and a description");
    }
    const statuses = entry["http-statuses"] ?? [];
    if (!Array.isArray(statuses)) fail("openapi.yaml", `x-error-kinds ${entry.name}: http-statuses must be a list`);
    return {
      name: names.claim(
        naming.typeName(entry.name, placeIn("openapi.yaml", "x-error-kinds", index, "name"), "error kind name"),
        placeIn("openapi.yaml", "x-error-kinds", index, "name"),
      ),
      parent: entry.parent === null || entry.parent === undefined ? null : String(entry.parent),
      description: entry.description.trim(),
      httpStatuses: statuses.map((status, at) =>
        integerIn(
          status,
          placeIn("openapi.yaml", "x-error-kinds", index, "http-statuses", at),
          "HTTP status",
          400,
          599,
        ),
      ),
      httpFallback: entry["http-fallback"] === true,
      raisedWhen: typeof entry["raised-when"] === "string" ? entry["raised-when"] : null,
      note: typeof entry.note === "string" ? entry.note.trim() : null,
    };
  });
  // Parents first, so each class is declared before the classes that extend it.
  const ordered: ErrorKind[] = [];
  const place = (kind: ErrorKind, seen: string[]) => {
    if (ordered.includes(kind)) return;
    if (seen.includes(kind.name)) fail("openapi.yaml", `x-error-kinds has a cycle at ${kind.name}`);
    if (kind.parent !== null) {
      const parent = kinds.find((candidate) => candidate.name === kind.parent);
      if (!parent) fail("openapi.yaml", `x-error-kinds ${kind.name} extends unknown ${kind.parent}`);
      place(parent, [...seen, kind.name]);
    }
    ordered.push(kind);
  };
  for (const kind of kinds) place(kind, []);
  return ordered;
}

function depth(kinds: ErrorKind[], kind: ErrorKind): number {
  const parent = kinds.find((candidate) => candidate.name === kind.parent);
  return parent ? 1 + depth(kinds, parent) : 0;
}

export function buildErrorModel(specRoots: SpecRoots, naming: TargetNaming): ErrorModel {
  const specs = { openapi: specRoots.openapi.value, asyncapi: specRoots.asyncapi.value };
  const kinds = kindsOf(specs.openapi["x-error-kinds"], naming);
  const roots = kinds.filter((kind) => kind.parent === null);
  const fallbacks = kinds.filter((kind) => kind.httpFallback);
  if (roots.length !== 1) fail("openapi.yaml", "x-error-kinds needs exactly one kind without a parent");
  // The root is the runtime's class (src/core/service-error.ts), not generated: its fields are the runtime's.
  if ((roots[0] as ErrorKind).name !== runtimeRootKind) {
    fail(
      "openapi.yaml",
      `x-error-kinds: the kind without a parent must be ${runtimeRootKind}, the runtime's base class`,
    );
  }
  if (fallbacks.length !== 1) fail("openapi.yaml", "exactly one of x-error-kinds must be the http-fallback");
  const names = new Set(kinds.map((kind) => kind.name));
  const statuses = [...new Set(kinds.flatMap((kind) => kind.httpStatuses))].sort((a, b) => a - b);
  const statusKinds = statuses.map((status) => {
    const listing = kinds.filter((kind) => kind.httpStatuses.includes(status));
    const chosen = [...listing].sort((a, b) => depth(kinds, b) - depth(kinds, a))[0] as ErrorKind;
    return { status, kind: chosen.name };
  });

  const streamErrors = specs.asyncapi["x-stream-errors"] as Json | undefined;
  if (!streamErrors || !Array.isArray(streamErrors.codes))
    fail("asyncapi.yaml", "x-stream-errors must list the error codes");
  const streamCodes: StreamErrorCode[] = (streamErrors.codes as Json[])
    .map((code, index) => {
      const at = (key: string) => placeIn("asyncapi.yaml", "x-stream-errors", "codes", index, key);
      return {
        errorCode: integerIn(code["error-code"], at("error-code"), "error-code", 0, 65535),
        errorType: wireName(code["error-type"], at("error-type"), "error-type"),
        // The close codes an application may send (RFC 6455 §7.4): 1000-4999.
        closeCode: integerIn(code["close-code"], at("close-code"), "close-code", 1000, 4999),
        kind: String(code.kind),
        description: String(code.description ?? ""),
      };
    })
    .sort((a, b) => a.errorCode - b.errorCode);
  for (const code of streamCodes) {
    if (!names.has(code.kind))
      fail("asyncapi.yaml", `x-stream-errors ${code.errorCode} names unknown kind ${code.kind}`);
  }
  const streamFallback = String(streamErrors["fallback-kind"]);
  if (!names.has(streamFallback)) fail("asyncapi.yaml", `x-stream-errors fallback-kind ${streamFallback} is unknown`);
  const responses = ((specs.openapi.components as Json | undefined)?.responses ?? {}) as Record<string, Json>;
  const retryableErrorTypes = Object.entries(responses)
    .flatMap(([name, response]) => {
      const types = response["x-sdk-retry-error-types"];
      if (types === undefined) return [];
      if (!Array.isArray(types) || !types.every((type) => typeof type === "string" && type !== "")) {
        fail("openapi.yaml", `components.responses.${name}: x-sdk-retry-error-types must list error_type values`);
      }
      return types as string[];
    })
    .sort();
  return {
    retryableErrorTypes: [...new Set(retryableErrorTypes)],
    kinds,
    root: (roots[0] as ErrorKind).name,
    httpFallback: (fallbacks[0] as ErrorKind).name,
    statusKinds,
    streamCodes,
    streamFallback,
  };
}
