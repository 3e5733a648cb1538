// streaming.md: the streaming reference as Markdown, from the document the HTML reference renders (the
// client's view: *send* is what a client sends). Channels, operations and messages each under a heading named
// as the last step of the reference's anchor (`#/channels/transcribe/operations/sendconfig` → `#sendconfig`), every
// message with its payload's fields and an example.
import { isObject, type Json, markdownCode, record } from "@stt-service/spec-documents";
import { slug } from "../markdown.js";
import { requireUniqueAnchors } from "./anchors.js";
import { introductionMarkdown, securitySchemeLines } from "./http-markdown.js";
import { codeBlock, inertLine, inertProse, literal } from "./inert-markdown.js";
import { factsOf, fieldLines, refName, type SchemaReader, schemaReader, typeOf } from "./schema-fields.js";

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Title, summary and description, as any AsyncAPI object has them. */
function prose(element: Json): string[] {
  return [
    element.title ? `**${inertLine(text(element.title))}**` : "",
    inertLine(text(element.summary)),
    inertProse(text(element.description)),
  ];
}

/** A message's link: to its section by the name it has in the document's components or channel. */
function messageLink(value: unknown): string {
  const name = refName(value) ?? "";
  return `[${literal(name)}](#${slug(literal(name))})`;
}

function serverLines(document: Json): string[] {
  const servers = Object.entries(record(document.servers)).map(([name, value]) => {
    const server = record(value);
    const url = `${text(server.protocol)}://${text(server.host)}${text(server.pathname)}`;
    return `- ${markdownCode(name)}: ${markdownCode(url)}. ${inertLine(text(server.description))}`;
  });
  return servers.length === 0 ? [] : ["## Servers", servers.join("\n")];
}

/** `x-limits` and such: the channel's numbers, which a client must keep to. */
function extensionLines(element: Json): string[] {
  return Object.entries(element)
    .filter(([key, value]) => key.startsWith("x-") && isObject(value))
    .map(
      ([key, value]) =>
        `${markdownCode(key)}: ${Object.entries(record(value))
          .map(([name, number]) => `${markdownCode(name)} ${markdownCode(JSON.stringify(number))}`)
          .join(", ")}`,
    );
}

function channelSection(name: string, channel: Json): string[] {
  const messages = Object.keys(record(channel.messages)).map((key) => `[${literal(key)}](#${slug(literal(key))})`);
  return [
    `### ${literal(name)}`,
    `Address: ${markdownCode(text(channel.address))}.`,
    ...prose(channel),
    ...extensionLines(channel),
    messages.length > 0 ? `Messages: ${messages.join(", ")}.` : "",
  ];
}

function operationSection(operationId: string, operation: Json, reader: SchemaReader): string[] {
  const channel = refName(operation.channel) ?? "";
  const messages = (Array.isArray(operation.messages) ? operation.messages : []).map(messageLink);
  const reply = record(operation.reply);
  const replies = (Array.isArray(reply.messages) ? reply.messages : []).map(messageLink);
  return [
    `### ${literal(operationId)}`,
    `Action: ${markdownCode(text(operation.action))} (from the client's side), on channel [${literal(channel)}](#${slug(literal(channel))}). Messages: ${messages.join(", ") || "none"}.${replies.length > 0 ? ` Reply: ${replies.join(", ")}.` : ""}`,
    ...prose(reader.resolve(operation)),
  ];
}

function messageSection(name: string, message: Json, reader: SchemaReader): string[] {
  const [example] = (Array.isArray(message.examples) ? message.examples : []).filter(isObject);
  const payload = message.payload;
  const facts = payload === undefined ? "" : factsOf({ ...reader.resolve(payload), description: "" }, reader);
  const value = example?.payload;
  return [
    `### ${literal(name)}`,
    `Name ${markdownCode(text(message.name) || name)}, content type ${markdownCode(text(message.contentType) || "default")}.`,
    ...prose(message),
    ...(payload === undefined
      ? []
      : [`Payload: ${typeOf(payload, reader)}${facts ? `. ${facts}` : ""}`, fieldLines(payload, reader).join("\n")]),
    ...(example === undefined
      ? []
      : [
          `Example${example.name ? ` ${markdownCode(text(example.name))}` : ""}${example.summary ? `: ${inertLine(text(example.summary))}` : ""}`,
          codeBlock(
            typeof value === "string" ? value : (JSON.stringify(value, null, 2) ?? ""),
            typeof value === "string" ? "" : "json",
          ),
        ]),
  ];
}

/** streaming.md, from the prepared AsyncAPI document (the client's view). */
export function streamingReferenceMarkdown(document: Json): string {
  const reader = schemaReader(document, () => undefined);
  const info = record(document.info);
  const channels = Object.entries(record(document.channels)).map(
    ([name, value]) => [name, reader.resolve(value)] as const,
  );
  // Each message once, by the name its channel gives it (the last step of the operations' `$ref`s to it).
  const messages = new Map<string, Json>();
  for (const [, channel] of channels) {
    for (const [name, value] of Object.entries(record(channel.messages))) messages.set(name, reader.resolve(value));
  }
  const markdown = [
    `# ${literal(text(info.title))} (streaming reference)`,
    `Version ${markdownCode(text(info.version))}. Content type ${markdownCode(text(document.defaultContentType) || "application/json")} unless a message says otherwise.`,
    ...introductionMarkdown(text(info.description)),
    ...serverLines(document),
    ...securitySchemeLines(document),
    "## Channels",
    ...channels.flatMap(([name, channel]) => channelSection(name, channel)),
    "## Operations",
    ...Object.entries(record(document.operations)).flatMap(([operationId, operation]) =>
      operationSection(operationId, record(operation), reader),
    ),
    "## Messages",
    ...[...messages].flatMap(([name, message]) => messageSection(name, message, reader)),
  ]
    .filter((block) => block !== "")
    .join("\n\n");
  requireUniqueAnchors("streaming.md", markdown);
  return `${markdown}\n`;
}
