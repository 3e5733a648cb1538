// The schema conventions of both specs: titles, names and keywords the tools read right, bounds on every value
// (OWASP API4), open enums that take a new value, and every transcription option listed where it is refused.
import { type Finding, findingAt } from "./findings.js";
import type { SchemaValidator } from "./schema-validator.js";
import {
  childOf,
  childPointer,
  deref,
  entriesOf,
  isObject,
  type JsonValue,
  keyOf,
  type Located,
  locate,
  namedSchema,
  type SpecDocuments,
  specFiles,
  walkNodes,
} from "./spec-located.js";
import { mediaTypesOf, objectShape } from "./spec-shapes.js";

/** Keywords Prism (draft-07 validation) or modelina would silently mishandle. */
const forbiddenKeywords = ["discriminator", "prefixItems", "unevaluatedProperties", "unevaluatedItems"];

/**
 * Generators name types after schemas: a schema named after one of these shadows the platform's type in their
 * output (with a schema named File, hey-api's and swagger-typescript-api's `file: Blob | File` accepts the
 * file's metadata object instead of a platform File).
 */
const platformGlobals = new Set([
  "Array",
  "Blob",
  "Date",
  "Error",
  "Event",
  "File",
  "FormData",
  "Headers",
  "Map",
  "Object",
  "Promise",
  "ReadableStream",
  "Request",
  "Response",
  "Set",
  "URL",
  "WebSocket",
]);

/** Where a value is an example or a description rather than a schema: not walked for schema rules. */
const notSchemas = new Set(["examples", "example", "x-error-kinds", "x-stream-errors", "x-limits", "securitySchemes"]);

export function checkSchemaConventions(documents: SpecDocuments): Finding[] {
  const findings: Finding[] = [];
  for (const file of Object.values(specFiles)) {
    for (const schema of entriesOf(locate(documents, file, "/components/schemas"))) {
      const node = schema.node;
      if (!isObject(node) || typeof node.$ref === "string") continue; // an alias takes the title of its target
      const name = keyOf(schema);
      if (node.title !== name) {
        findings.push(findingAt(schema, `the title must be the schema's name; write \`title: ${name}\``));
      }
      if (platformGlobals.has(name)) {
        findings.push(
          findingAt(schema, `named after the platform global ${name}, which generated code would shadow; rename it`),
        );
      }
    }
    walkNodes(locate(documents, file, ""), ({ node, pointer }) => {
      if (!isObject(node)) return;
      for (const key of forbiddenKeywords) {
        if (key in node) {
          findings.push(
            findingAt(
              { file, pointer: childPointer(pointer, key) },
              `no ${key}: Prism or modelina mishandle it; say the same with keywords both read (const, items, additionalProperties)`,
            ),
          );
        }
      }
    });
  }
  return findings;
}

/** What a description says of a value set that may grow (an open enum). */
const saysOpen = /new values may be added/i;

/**
 * A schema whose description says new values may be added accepts one: a closed `enum` there makes every
 * validator generated from the spec (and Prism) refuse the value the service adds next. The open form is an
 * `anyOf` of the known values' `enum` and a bounded string.
 */
export function checkOpenEnums(documents: SpecDocuments, validator: SchemaValidator): Finding[] {
  const findings: Finding[] = [];
  const added = "a_value_added_later";
  for (const file of Object.values(specFiles)) {
    const visit = (located: Located) => {
      const { node } = located;
      if (!isObject(node) || typeof node.description !== "string" || !saysOpen.test(node.description)) return;
      for (const problem of validator.problems(located, added)) {
        findings.push(
          findingAt(
            located,
            `says new values may be added, but refuses "${added}" (${problem}); make it an anyOf of the known ` +
              "values' enum and a bounded string",
          ),
        );
      }
    };
    walkNodes(locate(documents, file, "/components/schemas"), visit, notSchemas);
  }
  return findings;
}

/**
 * OWASP API4 (unrestricted resource consumption), in both specs: every string has a maxLength (or is an
 * enum or const), every array a maxItems, every integer a format, a minimum and a maximum.
 */
export function checkBounds(documents: SpecDocuments): Finding[] {
  const findings: Finding[] = [];
  const visit = (located: Located) => {
    const value = located.node;
    if (!isObject(value)) return;
    const types: JsonValue[] = Array.isArray(value.type) ? value.type : [value.type ?? null];
    const fixed = value.enum !== undefined || value.const !== undefined;
    if (types.includes("string") && !fixed && value.maxLength === undefined) {
      findings.push(findingAt(located, "a string without maxLength; bound it (OWASP API4)"));
    }
    if (types.includes("array") && value.maxItems === undefined) {
      findings.push(findingAt(located, "an array without maxItems; bound it (OWASP API4)"));
    }
    if (types.includes("integer") && !fixed) {
      for (const keyword of ["format", "minimum", "maximum"]) {
        if (value[keyword] === undefined) {
          findings.push(findingAt(located, `an integer without ${keyword}; give it one (OWASP API4)`));
        }
      }
    }
  };
  for (const file of Object.values(specFiles)) walkNodes(locate(documents, file, ""), visit, notSchemas);
  return findings;
}

/**
 * The batch request and the stream's config list the options of TranscriptionConfig one by one (so that they
 * can refuse any other property): a new option must reach both.
 */
export function checkTranscriptionOptionsListed(documents: SpecDocuments): Finding[] {
  const options = objectShape(documents, namedSchema(documents, "TranscriptionConfig")).properties;
  const listers = [
    namedSchema(documents, "CreateTranscriptionRequest"),
    namedSchema(documents, "ConfigMessage", specFiles.asyncapi),
  ];
  const findings: Finding[] = [];
  for (const lister of listers) {
    const listed = new Set<string>();
    // The options a schema names itself (not those it would inherit through allOf with TranscriptionConfig).
    const collect = (located: Located) => {
      const resolved = deref(documents, located);
      const node = resolved.node;
      if (!isObject(node)) return;
      if (isObject(node.properties)) for (const name of Object.keys(node.properties)) listed.add(name);
      if (Array.isArray(node.allOf)) {
        node.allOf.forEach((part, index) => {
          if (isObject(part) && typeof part.$ref === "string" && part.$ref.endsWith("/TranscriptionConfig")) return;
          collect(childOf(childOf(resolved, "allOf", node.allOf as JsonValue[]), String(index), part));
        });
      }
    };
    collect(lister);
    for (const option of options.keys()) {
      if (!listed.has(option)) {
        findings.push(
          findingAt(
            lister,
            `does not list the option ${option} of TranscriptionConfig, so it refuses it; list it here too`,
          ),
        );
      }
    }
  }
  return findings;
}

/**
 * A default says what happens when a field is left out; a field that a request or a client frame requires
 * cannot be, so a default there only misleads (the reference showed `enable_speaker_diarization` of
 * `POST /transcriptions` as required and "Default: false"). A schema shared with a place where the field is
 * optional keeps its default there; the place that requires it lists its own schema, without one.
 */
export function checkRequiredFieldsHaveNoDefault(documents: SpecDocuments): Finding[] {
  const sent: { where: string; schema: Located }[] = [];
  for (const use of mediaTypesOf(documents)) {
    const node = use.mediaType.node;
    if (use.status !== undefined || !isObject(node) || node.schema === undefined) continue;
    sent.push({ where: use.where, schema: childOf(use.mediaType, "schema", node.schema) });
  }
  for (const operation of entriesOf(locate(documents, specFiles.asyncapi, "/operations"))) {
    const node = operation.node;
    if (!isObject(node) || node.action !== "receive" || !Array.isArray(node.messages)) continue;
    for (const message of entriesOf(childOf(operation, "messages", node.messages))) {
      const resolved = deref(documents, message);
      const payload = isObject(resolved.node) ? resolved.node.payload : undefined;
      if (payload !== undefined)
        sent.push({ where: `the client frame ${keyOf(operation)}`, schema: childOf(resolved, "payload", payload) });
    }
  }
  const findings: Finding[] = [];
  for (const { where, schema } of sent) {
    const shape = objectShape(documents, schema);
    for (const name of shape.required) {
      const property = shape.properties.get(name);
      if (!property) continue;
      const resolved = deref(documents, property);
      if (!isObject(resolved.node) || resolved.node.default === undefined) continue;
      findings.push(
        findingAt(
          property,
          `${name} is required in ${where} and has a default (${JSON.stringify(resolved.node.default)}): a required field is never left out, so the default promises nothing; give it a schema of its own without one`,
        ),
      );
    }
  }
  return findings;
}
