// http.md: the HTTP reference as Markdown, from the document the HTML reference renders (code samples,
// versions, sunsets and reader schemas already in it). Every operation under its tag, headed by its
// operationId (the last step of the reference's anchor, so a link into http.html maps to one into http.md), with what
// a caller needs to call it: method and path, parameters, body fields, answers, an example and code samples.
import { isObject, type Json, markdownCode, record } from "@stt-service/spec-documents";
import { slug } from "../markdown.js";
import { eventParts, verifyWords, webhookEvents } from "../reference/webhooks-view.js";
import { requireUniqueAnchors } from "./anchors.js";
import { codeBlock, inertLine, inertProse, literal } from "./inert-markdown.js";
import { factsOf, fieldLines, refName, type SchemaReader, schemaReader, typeOf } from "./schema-fields.js";

const methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A summary as a sentence: "List uploaded files" → "List uploaded files." */
function sentence(line: string): string {
  return line === "" || /[.!?:]$/.test(line) ? line : `${line}.`;
}

function objects(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** An introduction's text before its first `## ` section, and each section by its heading. */
export function introductionSections(description: string): { intro: string; sections: [string, string][] } {
  const [intro = "", ...parts] = description.split(/^## /m);
  return {
    intro,
    sections: parts.map((part) => {
      const [heading = "", ...body] = part.split("\n");
      return [heading.trim(), body.join("\n")];
    }),
  };
}

/** The introduction as page sections: its own `## ` headings stay sections, every other heading is text. */
export function introductionMarkdown(description: string): string[] {
  const { intro, sections } = introductionSections(description);
  return [
    inertProse(intro),
    ...sections.flatMap(([heading, body]) => [`## ${literal(heading)}`, inertProse(body)]),
  ].filter((block) => block !== "");
}

/** The value of a media type's example: `example`, or the first of `examples` (a named Example's `value`). */
export function firstExample(media: Json, reader: SchemaReader): { name?: string; value: unknown } | undefined {
  if ("example" in media) return { value: media.example };
  const [name, example] = Object.entries(record(media.examples))[0] ?? [];
  if (name === undefined) return undefined;
  return { name, value: reader.resolve(example).value };
}

function exampleBlock(label: string, example: { name?: string; value: unknown }): string[] {
  const named = example.name ? ` (${markdownCode(example.name)})` : "";
  const value = typeof example.value === "string" ? example.value : JSON.stringify(example.value, null, 2);
  return [`${label}${named}:`, codeBlock(value ?? "", typeof example.value === "string" ? "" : "json")];
}

/** The path's and the operation's parameters, the operation's winning where both name one. */
function parametersOf(pathItem: Json, operation: Json, reader: SchemaReader): Json[] {
  const byKey = new Map<string, Json>();
  for (const parameter of [...objects(pathItem.parameters), ...objects(operation.parameters)]) {
    const resolved = reader.resolve(parameter);
    byKey.set(`${text(resolved.in)} ${text(resolved.name)}`, resolved);
  }
  return [...byKey.values()];
}

function parameterLines(parameters: Json[], reader: SchemaReader, label = "Parameters"): string[] {
  if (parameters.length === 0) return [];
  return [
    `**${label}**`,
    parameters
      .map((parameter) => {
        const schema = parameter.schema ?? {};
        const facts = [
          inertLine(text(parameter.description)),
          factsOf({ ...reader.resolve(schema), description: "" }, reader),
        ]
          .filter((fact) => fact !== "")
          .join(" ");
        const requirement = parameter.required === true ? "required" : "optional";
        return `- ${markdownCode(text(parameter.name))} (${literal(text(parameter.in))}, ${typeOf(schema, reader)}, ${requirement})${facts ? `: ${facts}` : ""}`;
      })
      .join("\n"),
  ];
}

function requestBodyLines(operation: Json, reader: SchemaReader): string[] {
  if (operation.requestBody === undefined) return [];
  const body = reader.resolve(operation.requestBody);
  const content = Object.entries(record(body.content));
  const types = content.map(([type]) => markdownCode(type)).join(", ");
  const [, media] = content[0] ?? [];
  const first = reader.resolve(media);
  const example = firstExample(first, reader);
  return [
    `**Request body** (${types}, ${body.required === true ? "required" : "optional"})${body.description ? `: ${inertLine(text(body.description))}` : ""}`,
    ...(first.schema === undefined
      ? []
      : [`Schema: ${typeOf(first.schema, reader)}`, fieldLines(first.schema, reader).join("\n")]),
    ...(example ? exampleBlock("Example request body", example) : []),
  ].filter((block) => block !== "");
}

/**
 * The headings of the shared schemas and headers say their kind, so their anchors (`#schema-usage`) stay apart
 * from a tag's or an operation's of the same name (a tag `usage` beside a schema `Usage` is a contract's natural
 * naming, and must not stop the build).
 */
const schemaHeading = (name: string) => `Schema ${literal(name)}`;
const headerHeading = (name: string) => `Header ${literal(name)}`;

/**
 * A response's headers on one line: a header the document names (`components.headers`) by its link, as every
 * operation shares it and the Headers section says it once; any other with what it says.
 */
function headerLines(response: Json, reader: SchemaReader): string[] {
  const headers = Object.entries(record(response.headers)).map(([name, value]) => {
    const shared = refName(value);
    if (shared !== undefined) return `${markdownCode(name)} ([${literal(shared)}](#${slug(headerHeading(shared))}))`;
    const header = reader.resolve(value);
    const facts = inertLine(text(header.description));
    return `${markdownCode(name)} (${typeOf(header.schema ?? {}, reader)}${facts ? `: ${facts}` : ""})`;
  });
  return headers.length === 0 ? [] : [`  - Headers: ${headers.join(", ")}.`];
}

/** The headers the document names, each once: what the responses' header lines link to. */
function sharedHeaderLines(document: Json, reader: SchemaReader): string[] {
  const headers = Object.entries(record(record(document.components).headers));
  if (headers.length === 0) return [];
  return [
    "## Headers",
    "The response headers the operations above name, each with what it holds.",
    ...headers.flatMap(([name, value]) => {
      const header = reader.resolve(value);
      return [
        `### ${headerHeading(name)}`,
        `${typeOf(header.schema ?? {}, reader)}${header.required === true ? ", always sent" : ""}. ${inertLine(text(header.description))} ${factsOf({ ...reader.resolve(header.schema ?? {}), description: "" }, reader)}`.trim(),
      ];
    }),
  ];
}

/**
 * Every answer: status, description, headers, media types and schema. The fields of a success's body are
 * listed; an error's body is named and linked (every error has the same one, listed once under Schemas).
 */
function responseLines(operation: Json, reader: SchemaReader): string[] {
  const lines: string[] = [];
  let example: string[] = [];
  for (const [status, value] of Object.entries(record(operation.responses))) {
    const response = reader.resolve(value);
    const named = refName(value);
    const content = Object.entries(record(response.content));
    const schemas = content.map(([type, media]) => {
      const schema = reader.resolve(media).schema;
      return `${markdownCode(type)}${schema === undefined ? "" : ` ${typeOf(schema, reader)}`}`;
    });
    lines.push(
      `- ${markdownCode(status)}${named ? ` (${literal(named)})` : ""}: ${inertLine(text(response.description))}${schemas.length > 0 ? ` Body: ${schemas.join("; ")}.` : ""}`,
      ...headerLines(response, reader),
    );
    const [, firstMedia] = content[0] ?? [];
    const media = reader.resolve(firstMedia);
    if (/^[23]/.test(status) && media.schema !== undefined) lines.push(...fieldLines(media.schema, reader, "  "));
    const found = firstMedia === undefined ? undefined : firstExample(media, reader);
    if (example.length === 0 && /^2/.test(status) && found)
      example = exampleBlock(`Example response (${markdownCode(status)})`, found);
  }
  return lines.length === 0 ? [] : ["**Responses**", lines.join("\n"), ...example];
}

function codeSampleLines(operation: Json): string[] {
  return objects(operation["x-codeSamples"]).flatMap((sample) => [
    `${literal(text(sample.label) || text(sample.lang))}:`,
    codeBlock(text(sample.source), text(sample.lang)),
  ]);
}

function securityLine(operation: Json, document: Json): string {
  const requirements = objects(operation.security ?? document.security);
  if (requirements.length === 0) return "**Security:** none.";
  const alternatives = requirements.map((requirement) =>
    Object.keys(requirement)
      .map((name) => markdownCode(name))
      .join(" and "),
  );
  return `**Security:** ${alternatives.join(" or ")}.`;
}

function operationSection(
  method: string,
  path: string,
  operation: Json,
  context: { document: Json; pathItem: Json; reader: SchemaReader; sdkMethods: Record<string, string> },
): string[] {
  const operationId = text(operation.operationId);
  const sdk = context.sdkMethods[operationId];
  const deprecated = operation.deprecated === true ? " **Deprecated.**" : "";
  return [
    `### ${literal(operationId)}`,
    `${markdownCode(`${method.toUpperCase()} ${path}`)}: ${sentence(inertLine(text(operation.summary)))}${deprecated}${sdk ? ` SDK: ${markdownCode(sdk)}.` : ""}`,
    inertProse(text(operation.description)),
    securityLine(operation, context.document),
    ...parameterLines(parametersOf(context.pathItem, operation, context.reader), context.reader),
    ...requestBodyLines(operation, context.reader),
    ...responseLines(operation, context.reader),
    ...codeSampleLines(operation),
  ].filter((block) => block !== "");
}

/**
 * The spec's root `webhooks`, as the HTML reference's "Webhook events" draws them: one section per event, headed
 * by its name (`transcription.completed`, the last step of its anchor there), with its headers, body, what to
 * answer and how to verify it.
 */
function webhookEventLines(document: Json, reader: SchemaReader, sdkMethods: Record<string, string>): string[] {
  const events = webhookEvents(document, reader.resolve);
  if (events.length === 0) return [];
  const secretOperation = "getWebhookSecret" in sdkMethods ? "#getwebhooksecret" : undefined;
  return [
    "## Webhook events",
    "The requests the service sends to a transcription's `webhook_url` when it ends, signed as Standard Webhooks (https://www.standardwebhooks.com/) says.",
    ...events.flatMap((event) => {
      const { headers, content, responses } = eventParts(event, reader.resolve);
      const [mediaType, media] = Object.entries(record(content))[0] ?? [];
      const body = reader.resolve(media);
      const example = media === undefined ? undefined : firstExample(body, reader);
      const answers = Object.entries(record(responses)).map(
        ([status, value]) => `- ${markdownCode(status)}: ${inertLine(text(reader.resolve(value).description))}`,
      );
      return [
        `### ${literal(event.name)}`,
        `${markdownCode(`${event.method.toUpperCase()} <webhook_url>`)}: ${sentence(inertLine(text(event.operation.summary)))}`,
        inertProse(text(event.operation.description)),
        `**How to verify it:** ${verifyWords(secretOperation, "guide.md#webhooks")}`,
        ...parameterLines(headers, reader, "Headers"),
        ...(mediaType === undefined || body.schema === undefined
          ? []
          : [
              `**Body** (${markdownCode(mediaType)}): ${typeOf(body.schema, reader)}`,
              fieldLines(body.schema, reader).join("\n"),
            ]),
        ...(example ? exampleBlock("Example body", example) : []),
        ...(answers.length > 0 ? ["**What to answer**", answers.join("\n")] : []),
      ].filter((block) => block !== "");
    }),
  ];
}

/**
 * A tag's heading: its name, unless a section of the introduction has that name (a `## Webhooks` about
 * deliveries beside the tag `webhooks` of the secret's operations), which would give both one anchor.
 */
function tagHeading(tag: string, introductionHeadings: string[]): string {
  return introductionHeadings.some((heading) => slug(heading) === slug(tag)) ? `${tag} operations` : tag;
}

/** The security schemes of either kind of document (`components.securitySchemes`), one line each. */
export function securitySchemeLines(document: Json): string[] {
  const schemes = Object.entries(record(record(document.components).securitySchemes)).map(([name, value]) => {
    const scheme = record(value);
    const kind = [text(scheme.type), text(scheme.scheme), text(scheme.in), text(scheme.name)].filter(Boolean);
    return `- ${markdownCode(name)} (${kind.map(literal).join(", ")}): ${inertLine(text(scheme.description))}`;
  });
  return schemes.length === 0 ? [] : ["## Security schemes", schemes.join("\n")];
}

function serverLines(document: Json): string[] {
  const servers = objects(document.servers).map(
    (server) => `- ${markdownCode(text(server.url))}: ${inertLine(text(server.description))}`,
  );
  return servers.length === 0 ? [] : ["## Servers", servers.join("\n")];
}

/** http.md, from the prepared OpenAPI document; `sdkMethods` maps an operationId to its SDK call. */
export function httpReferenceMarkdown(document: Json, sdkMethods: Record<string, string>): string {
  const schemas = record(record(document.components).schemas);
  const reader = schemaReader(document, (name) => (name in schemas ? slug(schemaHeading(name)) : undefined));
  const info = record(document.info);
  const tagged = new Map<string, string[][]>();
  for (const tag of objects(document.tags)) tagged.set(text(tag.name), []);
  for (const [path, value] of Object.entries(record(document.paths))) {
    const pathItem = reader.resolve(value);
    for (const method of methods) {
      if (!isObject(pathItem[method])) continue;
      const operation = pathItem[method];
      const tag = text((operation.tags as unknown[] | undefined)?.[0]) || "Other";
      if (!tagged.has(tag)) tagged.set(tag, []);
      tagged.get(tag)?.push(operationSection(method, path, operation, { document, pathItem, reader, sdkMethods }));
    }
  }
  const tagDescriptions = new Map(objects(document.tags).map((tag) => [text(tag.name), text(tag.description)]));
  const introductionHeadings = introductionSections(text(info.description)).sections.map(([heading]) => heading);
  const markdown = [
    `# ${literal(text(info.title))} (HTTP reference)`,
    `Version ${markdownCode(text(info.version))}. ${inertLine(text(info.summary))}`,
    ...introductionMarkdown(text(info.description)),
    ...serverLines(document),
    ...securitySchemeLines(document),
    ...[...tagged].flatMap(([tag, operations]) => [
      `## ${literal(tagHeading(tag, introductionHeadings))}`,
      inertProse(tagDescriptions.get(tag) ?? ""),
      ...operations.flat(),
    ]),
    ...webhookEventLines(document, reader, sdkMethods),
    "## Schemas",
    "The schemas the operations above name, each with its fields.",
    ...Object.keys(schemas).flatMap((name) => {
      const facts = factsOf(schemas[name], reader);
      return [
        `### ${schemaHeading(name)}`,
        `${typeOf({ ...reader.resolve(schemas[name]), description: undefined }, reader)}${facts ? `. ${facts}` : ""}`,
        fieldLines(schemas[name], reader).join("\n"),
      ];
    }),
    ...sharedHeaderLines(document, reader),
  ]
    .filter((block) => block !== "")
    .join("\n\n");
  requireUniqueAnchors("http.md", markdown);
  return `${markdown}\n`;
}
