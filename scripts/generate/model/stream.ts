// The streaming part of the SDK model, read from specs/asyncapi.yaml as plain data (its $refs into
// openapi.yaml followed): stream URLs, limits, and every message of the channel in its order, with who
// sends it, how it travels, its type's name and its schema with every $ref inlined.

import { unescapePointerToken } from "@stt-service/spec-documents";
import { below, type Place, placeIn, type SpecNode, type SpecRoots } from "../read/nodes.js";
import type { Json } from "../read/specs.js";
import { deprecationOf, fieldDeprecations } from "./deprecation.js";
import type { TargetNaming } from "./naming.js";
import { finiteNumber, NameRegistry, refuse } from "./refusals.js";
import { annotationKeywords, valueConstraints } from "./schema-keywords.js";
import { type NamedTypes, shapeOf } from "./shapes.js";
import type { Deprecation, StreamMessage, StreamModel } from "./types.js";

/** Property names of a payload that modelina's types keep as they are on the wire: plain identifiers. */
const payloadPropertyPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Characters a payload's string enum or const value must not hold: modelina writes them into a type unescaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const unsafeLiteralCharacters = /["'\\`\u0000-\u001f\u007f\u2028\u2029]|\*\//;

function fail(what: string): never {
  throw new Error(`specs/asyncapi.yaml: ${what}`);
}

function formatOf(contentType: string): StreamMessage["format"] {
  if (contentType === "application/json") return "json";
  if (contentType === "application/octet-stream") return "binary";
  return "text";
}

/** The names of a message in the channel, by the `$ref` an operation uses for it. */
function messageNameOf(ref: unknown): string {
  const match = typeof ref === "string" ? /^#\/channels\/[^/]+\/messages\/([^/]+)$/.exec(ref) : null;
  if (!match?.[1]) fail(`an operation's message ${String(ref)} must be a $ref to a message of the channel`);
  return unescapePointerToken(match[1]);
}

/** Every property name of an object schema, over its `allOf` members. */
function propertyNames(schema: SpecNode): string[] {
  const names = Object.keys((schema.value.properties ?? {}) as Json);
  for (const member of schema.get("allOf").items()) names.push(...propertyNames(member));
  return [...new Set(names)];
}

/** The keywords whose schemas the walk below checks: every subschema a payload may hold. */
const walkedKeywords: ReadonlySet<string> = new Set([
  "properties",
  "items",
  "additionalProperties",
  "not",
  "allOf",
  "oneOf",
  "anyOf",
]);

/** Every keyword a payload schema may use: the walked ones, and those that hold no schema. */
const payloadKeywords: ReadonlySet<string> = new Set([
  ...walkedKeywords,
  ...annotationKeywords,
  ...valueConstraints,
  "$ref",
  "$schema",
  "$id",
  "example",
  "readOnly",
  "writeOnly",
  "type",
  "const",
  "multipleOf",
  "maxItems",
  "required",
  "minProperties",
  "maxProperties",
  "contentMediaType",
  "contentEncoding",
]);

/**
 * Checks every name and literal a payload schema gives the generated code: nested titles become type and
 * guard names, property names become interface keys, string enum and const values become literal types.
 */
function checkPayloadSchema(schema: SpecNode, seen: Set<string>, titles: NameRegistry, naming: TargetNaming): void {
  const { place: at, value: node } = schema;
  const key = `${at.file}#${at.pointer}`;
  if (seen.has(key) || typeof node !== "object" || node === null) return;
  seen.add(key);
  // Fail closed: modelina and ajv read keywords this walk would not check (patternProperties, if/then,
  // tuple items, dependencies...), and modelina writes their enum values into the types as they are.
  for (const keyword of Object.keys(node)) {
    if (!payloadKeywords.has(keyword) && !keyword.startsWith("x-")) {
      refuse(
        below(at, keyword),
        `the keyword ${JSON.stringify(keyword).slice(0, 80)} is not one the stream's message types are made from; use ${[...walkedKeywords].join(", ")} and the validation keywords (specs/README.md)`,
      );
    }
  }
  if (Array.isArray(node.items)) {
    refuse(
      below(at, "items"),
      "items as a list (a tuple) is not one the stream's message types are made from; give items one schema",
    );
  }
  // A title names the schema's type and guard: two schemas with one title would share a guard.
  if (node.title !== undefined) titles.claim(naming.typeName(node.title, below(at, "title"), "schema title"), at);
  const literals = [
    ...(node.const === undefined ? [] : [[node.const, below(at, "const")] as const]),
    ...(Array.isArray(node.enum) ? node.enum.map((entry, index) => [entry, below(at, "enum", index)] as const) : []),
  ];
  for (const [literal, literalPlace] of literals) {
    if (typeof literal === "object" && literal !== null) {
      refuse(
        literalPlace,
        "an object or a list as an enum or const value: the message types hold strings, numbers, booleans and null",
      );
    }
    if (typeof literal === "string" && (unsafeLiteralCharacters.test(literal) || literal.length > 200)) {
      refuse(
        literalPlace,
        `the value ${JSON.stringify(literal).slice(0, 80)} holds a quote, backslash, backtick, */ or control character, or is longer than 200; the message types cannot hold it`,
      );
    }
  }
  for (const [name, child] of schema.get("properties").entries()) {
    const childPlace = child.writtenAt;
    if (!payloadPropertyPattern.test(name) || name.length > 64 || name === "__proto__") {
      refuse(
        childPlace,
        `the property name ${JSON.stringify(name).slice(0, 80)} is not allowed in a stream payload; use an ASCII letter or _, then letters, digits or _ (at most 64), not __proto__`,
      );
    }
    checkPayloadSchema(child, seen, titles, naming);
  }
  for (const keyword of ["items", "additionalProperties", "not"]) {
    if (typeof node[keyword] === "object") checkPayloadSchema(schema.get(keyword), seen, titles, naming);
  }
  for (const keyword of ["allOf", "oneOf", "anyOf"]) {
    for (const member of schema.get(keyword).items()) checkPayloadSchema(member, seen, titles, naming);
  }
}

/** A message's deprecation: on its payload schema, else on the message, else on the operation it travels in. */
function messageDeprecation(
  payload: Json,
  payloadPlace: Place | undefined,
  message: Json,
  messagePlace: Place,
  operation: { node: Json; place: Place } | undefined,
): Deprecation | null {
  const where = (place: Place) => `specs/${place.file} at ${place.pointer}`;
  return (
    (payloadPlace ? deprecationOf(payload, where(payloadPlace)) : null) ??
    deprecationOf(message, where(messagePlace)) ??
    (operation ? deprecationOf(operation.node, where(operation.place)) : null)
  );
}

/** Who sends each message (the client, for a `receive` operation), and the operation it travels in. */
function messageOperations(document: Json): {
  senderOf: Map<string, "client" | "server">;
  operationOf: Map<string, { node: Json; place: Place }>;
} {
  const senderOf = new Map<string, "client" | "server">();
  /** The operation each message travels in, where a deprecation may stand for all its messages. */
  const operationOf = new Map<string, { node: Json; place: Place }>();
  for (const [operationId, operation] of Object.entries((document.operations ?? {}) as Record<string, Json>)) {
    const sender = operation.action === "receive" ? "client" : "server";
    for (const message of (operation.messages ?? []) as Json[]) {
      const name = messageNameOf(message.$ref);
      if (senderOf.get(name) !== undefined && senderOf.get(name) !== sender)
        fail(`message ${name} is both sent and received`);
      senderOf.set(name, sender);
      operationOf.set(name, { node: operation, place: placeIn("asyncapi.yaml", "operations", operationId) });
    }
  }
  return { senderOf, operationOf };
}

/** The channel's `x-limits`, by their names as identifiers, each a finite number. */
function streamLimits(channel: Json, channelName: string, naming: TargetNaming): Record<string, number> {
  const limits = (channel["x-limits"] ?? {}) as Record<string, unknown>;
  const limitNames = new NameRegistry("the limit name, in camelCase,");
  return Object.fromEntries(
    Object.entries(limits).map(([key, value]) => {
      const place = placeIn("asyncapi.yaml", "channels", channelName, "x-limits", key);
      const name = limitNames.claim(
        naming.memberName(naming.identifierOf(key), place, "limit name, in camelCase"),
        place,
      );
      return [name, finiteNumber(value, place, "limit")];
    }),
  );
}

/** `named`: the HTTP contract's named types, by schema key, which a payload's `$ref` into openapi.yaml keeps. */
export function buildStreamModel(
  { asyncapi }: SpecRoots,
  naming: TargetNaming,
  named: NamedTypes = new Map(),
): StreamModel {
  const document = asyncapi.value;
  const channels = Object.entries((document.channels ?? {}) as Record<string, Json>);
  if (channels.length !== 1) fail("expected exactly one channel");
  const [channelName, channel] = channels[0] as [string, Json];
  const titles = new NameRegistry("the type name");
  const seen = new Set<string>();
  const address = String(channel.address ?? "");
  const defaultContentType = String(document.defaultContentType ?? "application/json");

  // Names first: an operation's $ref to a message is read by the message's name.
  for (const name of Object.keys((channel.messages ?? {}) as Json)) {
    naming.memberName(name, placeIn("asyncapi.yaml", "channels", channelName, "messages", name), "message name");
  }
  const { senderOf, operationOf } = messageOperations(document);

  let configKeys: string[] = [];
  const messages: StreamMessage[] = Object.keys((channel.messages ?? {}) as Json).map((name) => {
    const message = asyncapi.at("channels", channelName, "messages", name);
    const node = message.value;
    const resolvedPlace = message.place;
    const contentType = String(node.contentType ?? defaultContentType);
    const format = formatOf(contentType);
    const sender = senderOf.get(name);
    if (!sender) fail(`message ${name} has no send or receive operation`);
    const payload = node.payload === undefined ? undefined : message.get("payload");
    const payloadNode = payload?.value ?? {};
    const declaredName = payload ? payloadNode.title : node["x-sdk-type-name"];
    if (typeof declaredName !== "string")
      fail(`message ${name} needs a titled payload, or x-sdk-type-name without one`);
    const payloadPlace = payload?.place;
    const frameType = naming.typeName(
      declaredName,
      payloadPlace ? below(payloadPlace, "title") : below(resolvedPlace, "x-sdk-type-name"),
      payload ? "payload title" : "x-sdk-type-name",
    );
    if (payload) checkPayloadSchema(payload, seen, titles, naming);
    else titles.claim(frameType, resolvedPlace);
    if (format === "json" && !payload) fail(`message ${name} is JSON and needs a payload schema`);
    const values = payloadNode.enum;
    const constant = payloadNode.const ?? (Array.isArray(values) && values.length === 1 ? values[0] : undefined);
    const description = payload ? payloadNode.description : node.description;
    if (name === "config" && payload) configKeys = propertyNames(payload).filter((key) => key !== "api_key");
    return {
      deprecation: messageDeprecation(payloadNode, payloadPlace, node, resolvedPlace, operationOf.get(name)),
      deprecatedFields: payload ? fieldDeprecations(payload) : {},
      name,
      title: String(node.title ?? name),
      summary: String(node.summary ?? "").trim(),
      sender,
      contentType,
      format,
      typeName: frameType,
      description: typeof description === "string" ? description.trim() : undefined,
      constant: typeof constant === "string" ? constant : undefined,
      checkName:
        format !== "json"
          ? undefined
          : sender === "client"
            ? naming.validatorName(frameType)
            : naming.guardName(frameType),
      schema: payload ? (payload.inlined() as Json) : {},
      shape: payload && format === "json" ? shapeOf(payload, named, naming) : null,
    };
  });

  const info = (document.info ?? {}) as Json;
  const servers = Object.entries((document.servers ?? {}) as Record<string, Json>).map(([name, server]) => ({
    name,
    url: `${String(server.protocol)}://${String(server.host)}${String(server.pathname ?? "")}${address}`,
    description: String(server.description ?? "").trim(),
  }));
  const defaultServer = servers[0];
  if (!defaultServer) fail("needs at least one server");
  const limitValues = streamLimits(channel, channelName, naming);
  return {
    title: String(info.title),
    version: String(info.version),
    servers,
    defaultStreamUrl: defaultServer.url,
    limits: limitValues,
    limitConstants: Object.fromEntries(Object.keys(limitValues).map((name) => [name, naming.limitConstantName(name)])),
    messages,
    configKeys,
  };
}
