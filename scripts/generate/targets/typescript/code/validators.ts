// Compiles the JSON messages' payload schemas, and the webhooks' body schemas, into standalone ajv validators
// (plain ESM JavaScript), so the real-time client, the streaming mock and a webhook receiver validate what
// they read without bundling ajv.

import { closeObjectSchemas } from "@stt-service/spec-documents";
import { Ajv } from "ajv";
import standaloneModule from "ajv/dist/standalone/index.js";
import { annotationKeywords, valueConstraints } from "../../../model/schema-keywords.js";
import type { StreamMessage, WebhookEvent } from "../../../model/types.js";
import { validatorName } from "../naming.js";

const schemaMapKeywords = ["properties", "patternProperties", "definitions", "$defs"];
const schemaListKeywords = ["allOf", "anyOf", "oneOf"];
const schemaKeywords = ["items", "not", "if", "then", "else", "additionalProperties", "contains", "propertyNames"];

/**
 * A schema as a validator needs it: without annotations, and for a tolerant reader without
 * `additionalProperties: false` nor value constraints. Walked by schema position, so a property named
 * `title` is kept.
 */
export function validationSchema(schema: unknown, tolerant: boolean): unknown {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const walk = (child: unknown) => validationSchema(child, tolerant);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Extensions (`x-sunset`, `x-deprecated-use`) annotate the contract; they constrain no value.
    if (annotationKeywords.has(key) || key.startsWith("x-")) continue;
    if (tolerant && key === "additionalProperties" && value === false) continue;
    if (tolerant && valueConstraints.has(key)) continue;
    if (schemaMapKeywords.includes(key) && typeof value === "object" && value !== null) {
      result[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, walk(child)]));
    } else if (schemaListKeywords.includes(key) && Array.isArray(value)) {
      result[key] = value.map(walk);
    } else if (schemaKeywords.includes(key)) {
      result[key] = Array.isArray(value) ? value.map(walk) : walk(value);
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** RFC 3339's date-time (JSON Schema's `format: date-time`), as a pattern ajv writes into the standalone code. */
const dateTimePattern = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/** An absolute URI (JSON Schema's `format: uri`): a scheme (RFC 3986), a colon, and no white space. */
const absoluteUriPattern = /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/;

/**
 * Standalone ajv validators (plain ESM JavaScript that needs no ajv at run time) of schemas, each exported
 * under its name; `what` names them in the refusal of a schema that would need ajv's runtime.
 */
export function standaloneValidators(
  schemas: { id: string; exportName: string | null; schema: unknown }[],
  what: string,
): string {
  const ajv = new Ajv({
    // AsyncAPI payloads are JSON Schema draft-07 (AsyncAPI Schema), ajv's default dialect.
    // The first problem of a frame is enough to say what is wrong, and keeps the browser bundle small.
    allErrors: false,
    strict: true,
    allowUnionTypes: true,
    // Lengths in UTF-16 units: counting code points needs a helper from ajv's runtime, which the
    // standalone code would then import.
    unicode: false,
    code: { source: true, esm: true, lines: true },
    logger: {
      log: console.log,
      // `unicode: false` is deprecated but still honoured; every other warning is shown.
      warn: (...args: unknown[]) => {
        if (!String(args[0]).includes("unicode")) console.warn(...args);
      },
      error: console.error,
    },
  });
  // OpenAPI format names that carry no constraint for JSON values.
  // int32 and int64 say how wide an integer is; the schemas bound the values with minimum and maximum.
  ajv.addFormat("binary", true).addFormat("float", true).addFormat("int32", true).addFormat("int64", true);
  ajv.addFormat("date-time", dateTimePattern).addFormat("uri", absoluteUriPattern);
  const exports: Record<string, string> = {};
  for (const { id, exportName, schema } of schemas) {
    ajv.addSchema(schema as object, id);
    if (exportName !== null) exports[exportName] = id;
  }
  // A CommonJS module: under NodeNext its default import is module.exports, whose `default` is the function.
  const code = standaloneModule.default(ajv, exports);
  const imports = [...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((match) => match[1]);
  if (imports.length > 0) {
    throw new Error(
      `the ${what} would need ajv at run time (${[...new Set(imports)].join(", ")}): ` +
        "avoid the schema keyword or format that pulls it in",
    );
  }
  // ajv hoists each pattern into a module-level `new RegExp(…)`, which bundlers keep even when no validator
  // using it is imported (a constructor call might have side effects): marked pure, it goes with them.
  return code.replace(/= new RegExp\(/g, "= /*#__PURE__*/ new RegExp(");
}

export function compileStreamValidators(messages: StreamMessage[]): string {
  return standaloneValidators(
    messages
      .filter((candidate) => candidate.format === "json")
      .map((message) => {
        // Frames the server sends are read tolerantly: a field the spec does not know yet must not make a
        // client reject the frame. Frames the client sends are held to the spec exactly (the mock checks them).
        // The contract leaves shared schemas open (a response echoes them); what a client sends is read strictly.
        const schema =
          message.sender === "server" ? message.schema : closeObjectSchemas(structuredClone(message.schema));
        const exportName = validatorName(message.typeName);
        return { id: exportName, exportName, schema: validationSchema(schema, message.sender === "server") };
      }),
    "stream validators",
  );
}

/**
 * The named schemas (a `title`, as a component schema inlined keeps it) that stand more than once across the
 * bodies, such as the data both transcription events carry: each becomes a schema of its own that the bodies
 * `$ref`, so that ajv writes one function for it rather than one copy per body.
 */
function sharedSchemas(bodies: unknown[]): { shared: Map<string, unknown>; bodies: unknown[] } {
  const seen = new Map<string, number>();
  const count = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    if (!Array.isArray(node) && typeof (node as { title?: unknown }).title === "string") {
      const text = JSON.stringify(node);
      seen.set(text, (seen.get(text) ?? 0) + 1);
    }
    for (const child of Object.values(node)) count(child);
  };
  for (const body of bodies) for (const child of Object.values(body as object)) count(child);
  const ids = new Map([...seen].filter(([, times]) => times > 1).map(([text], index) => [text, `shared:${index}`]));
  const shared = new Map<string, unknown>();
  const replaced = (node: unknown, top: boolean): unknown => {
    if (typeof node !== "object" || node === null) return node;
    const id = top ? undefined : ids.get(JSON.stringify(node));
    if (id !== undefined) {
      if (!shared.has(id)) shared.set(id, replaced(node, true));
      return { $ref: id };
    }
    if (Array.isArray(node)) return node.map((child) => replaced(child, false));
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, replaced(child, false)]));
  };
  return { bodies: bodies.map((body) => replaced(body, true)), shared };
}

/**
 * A webhook's body is held to its schema as the spec writes it (bounds and enums too): its objects stay as open
 * as the spec leaves them, so a field a newer service adds is kept, not refused.
 */
export function compileWebhookValidators(events: WebhookEvent[]): string {
  const { bodies, shared } = sharedSchemas(events.map((event) => event.schema));
  return standaloneValidators(
    [
      ...[...shared].map(([id, schema]) => ({ id, exportName: null, schema: validationSchema(schema, false) })),
      ...events.map((event, index) => {
        const exportName = validatorName(event.body.typeName);
        return { id: exportName, exportName, schema: validationSchema(bodies[index], false) };
      }),
    ],
    "webhook validators",
  );
}
