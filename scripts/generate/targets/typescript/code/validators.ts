// Compiles the JSON messages' payload schemas into standalone ajv validators (plain ESM JavaScript), so the
// real-time client and the streaming mock validate frames without bundling ajv.

import { closeObjectSchemas } from "@stt-service/spec-documents";
import { Ajv } from "ajv";
import standaloneModule from "ajv/dist/standalone/index.js";
import { annotationKeywords, valueConstraints } from "../../../model/schema-keywords.js";
import type { StreamMessage } from "../../../model/types.js";
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

export function compileStreamValidators(messages: StreamMessage[]): string {
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
  const exports: Record<string, string> = {};
  for (const message of messages.filter((candidate) => candidate.format === "json")) {
    const id = `message:${message.name}`;
    // Frames the server sends are read tolerantly: a field the spec does not know yet must not make a
    // client reject the frame. Frames the client sends are held to the spec exactly (the mock checks them).
    // The contract leaves shared schemas open (a response echoes them); what a client sends is read strictly.
    const schema = message.sender === "server" ? message.schema : closeObjectSchemas(structuredClone(message.schema));
    ajv.addSchema(validationSchema(schema, message.sender === "server") as object, id);
    exports[validatorName(message.typeName)] = id;
  }
  // A CommonJS module: under NodeNext its default import is module.exports, whose `default` is the function.
  const code = standaloneModule.default(ajv, exports);
  const imports = [...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((match) => match[1]);
  if (imports.length > 0) {
    throw new Error(
      `the stream validators would need ajv at run time (${[...new Set(imports)].join(", ")}): ` +
        "avoid the schema keyword or format that pulls it in",
    );
  }
  // ajv hoists each pattern into a module-level `new RegExp(…)`, which bundlers keep even when no validator
  // using it is imported (a constructor call might have side effects): marked pure, it goes with them.
  return code.replace(/= new RegExp\(/g, "= /*#__PURE__*/ new RegExp(");
}
