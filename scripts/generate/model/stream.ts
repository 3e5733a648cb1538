// The streaming part of the SDK model, read from specs/asyncapi.yaml as plain data (its $refs into
// openapi.yaml followed): stream URLs, limits, and every message of the channel in its order, with who
// sends it, how it travels, its type's name and its schema with every $ref inlined.
import type { StreamMessage, StreamModel } from "../../../templates/model.js";
import { camelCase, guardName, validatorName } from "../naming.js";
import { inlineRefs, type Json, resolve, type Specs } from "../specs.js";

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
  return match[1];
}

/** Every property name of an object schema, over its `allOf` members. */
function propertyNames(specs: Specs, schema: Json): string[] {
  const names = Object.keys((schema.properties ?? {}) as Json);
  for (const member of (schema.allOf ?? []) as unknown[]) {
    names.push(...propertyNames(specs, resolve(specs, { file: "asyncapi.yaml", node: member }).node as Json));
  }
  return [...new Set(names)];
}

export function buildStreamModel(specs: Specs): StreamModel {
  const document = specs.asyncapi;
  const channels = Object.entries((document.channels ?? {}) as Record<string, Json>);
  if (channels.length !== 1) fail("expected exactly one channel");
  const [, channel] = channels[0] as [string, Json];
  const address = String(channel.address ?? "");
  const defaultContentType = String(document.defaultContentType ?? "application/json");

  const senderOf = new Map<string, "client" | "server">();
  for (const operation of Object.values((document.operations ?? {}) as Record<string, Json>)) {
    const sender = operation.action === "receive" ? "client" : "server";
    for (const message of (operation.messages ?? []) as Json[]) {
      const name = messageNameOf(message.$ref);
      if (senderOf.get(name) !== undefined && senderOf.get(name) !== sender)
        fail(`message ${name} is both sent and received`);
      senderOf.set(name, sender);
    }
  }

  let configKeys: string[] = [];
  const messages: StreamMessage[] = Object.entries((channel.messages ?? {}) as Record<string, unknown>).map(
    ([name, value]) => {
      const message = resolve(specs, { file: "asyncapi.yaml", node: value });
      const node = message.node as Json;
      const contentType = String(node.contentType ?? defaultContentType);
      const format = formatOf(contentType);
      const sender = senderOf.get(name);
      if (!sender) fail(`message ${name} has no send or receive operation`);
      const payload =
        node.payload === undefined ? undefined : resolve(specs, { file: message.file, node: node.payload });
      const payloadNode = (payload?.node ?? {}) as Json;
      const typeName = payload ? payloadNode.title : node["x-sdk-type-name"];
      if (typeof typeName !== "string") fail(`message ${name} needs a titled payload, or x-sdk-type-name without one`);
      if (format === "json" && !payload) fail(`message ${name} is JSON and needs a payload schema`);
      const values = payloadNode.enum;
      const constant = payloadNode.const ?? (Array.isArray(values) && values.length === 1 ? values[0] : undefined);
      const description = payload ? payloadNode.description : node.description;
      if (name === "config" && payload)
        configKeys = propertyNames(specs, payloadNode).filter((key) => key !== "api_key");
      return {
        name,
        title: String(node.title ?? name),
        summary: String(node.summary ?? "").trim(),
        sender,
        contentType,
        format,
        typeName,
        description: typeof description === "string" ? description.trim() : undefined,
        constant: typeof constant === "string" ? constant : undefined,
        checkName: format !== "json" ? undefined : sender === "client" ? validatorName(typeName) : guardName(typeName),
        schema: payload ? (inlineRefs(specs, payload) as Json) : {},
      };
    },
  );

  const info = (document.info ?? {}) as Json;
  const servers = Object.entries((document.servers ?? {}) as Record<string, Json>).map(([name, server]) => ({
    name,
    url: `${String(server.protocol)}://${String(server.host)}${String(server.pathname ?? "")}${address}`,
    description: String(server.description ?? "").trim(),
  }));
  const defaultServer = servers[0];
  if (!defaultServer) fail("needs at least one server");
  const limits = (channel["x-limits"] ?? {}) as Record<string, unknown>;
  return {
    title: String(info.title),
    version: String(info.version),
    servers,
    defaultStreamUrl: defaultServer.url,
    limits: Object.fromEntries(Object.entries(limits).map(([key, value]) => [camelCase(key), Number(value)])),
    messages,
    configKeys,
  };
}
