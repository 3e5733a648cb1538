// Validates values against schemas of either spec with ajv's JSON Schema 2020-12 dialect (the dialect of
// OpenAPI 3.1; the AsyncAPI payloads use only keywords that mean the same in it). Both documents are
// registered whole, so cross-file $refs resolve as they do for the tools.

import { closeObjectSchemas } from "@stt-service/spec-documents";
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import {
  isObject,
  type JsonObject,
  type JsonValue,
  type Located,
  nodeAt,
  type SpecDocuments,
  type SpecFile,
  specFiles,
} from "./spec-located.js";

const baseUri = "https://contract.stt-service.test/specs/";

export interface SchemaValidator {
  /** Returns readable problems, or an empty list when the value is valid against the schema at `schema`. */
  problems(schema: Located, value: unknown): string[];
}

export function createSchemaValidator(documents: SpecDocuments): SchemaValidator {
  // strictSchema is off because refs resolve inside whole OpenAPI/AsyncAPI documents, whose non-schema
  // keywords (openapi, paths, x-…) ajv would otherwise reject; Redocly's struct rule catches schema typos.
  const ajv = new Ajv2020({ strict: true, strictSchema: false, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  // OpenAPI format names that carry no constraint for JSON values.
  ajv.addFormat("binary", true).addFormat("float", true);
  // The strict reading (closeObjectSchemas, packages/spec-documents/src/strict-schemas.ts): an example or a mock's answer with a field the
  // contract does not list is refused here, though the contract lets clients accept one.
  const openParts = allOfPartsFromOtherFiles(documents);
  for (const file of Object.values(specFiles)) {
    const strict = closeObjectSchemas(structuredClone(documents[file])) as JsonObject;
    // closeObjectSchemas sees one document: a schema that only another file composes with allOf (asyncapi's
    // ConfigMessage with openapi's TranscriptionConfig) is a part there, and stays open as parts do.
    for (const pointer of openParts.get(file) ?? []) {
      const original = nodeAt(documents, file, pointer);
      const closed = nodeAt({ ...documents, [file]: strict }, file, pointer);
      if (isObject(original) && !("additionalProperties" in original) && isObject(closed))
        delete closed.additionalProperties;
    }
    ajv.addSchema(strict as object, `${baseUri}${file}`, undefined, false);
  }
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return {
    problems(schema, value) {
      const ref = `${baseUri}${schema.file}#${schema.pointer}`;
      let validate = compiled.get(ref);
      if (!validate) {
        try {
          validate = ajv.compile({ $ref: ref });
        } catch (error) {
          // A schema that does not compile (such as `required` naming a property that is not there) is a
          // problem of the contract, reported like any other.
          return [`schema ${schema.file}#${schema.pointer} does not compile: ${(error as Error).message}`];
        }
        compiled.set(ref, validate);
      }
      return validate(value) ? [] : (validate.errors ?? []).map(describeError);
    },
  };
}

function describeError(error: ErrorObject): string {
  return `${error.instancePath || "(value)"} ${error.message ?? error.keyword}`;
}

/** The schemas an `allOf` of one spec names in the other (`./openapi.yaml#/…`), by file: their pointers. */
function allOfPartsFromOtherFiles(documents: SpecDocuments): Map<SpecFile, Set<string>> {
  const parts = new Map<SpecFile, Set<string>>();
  const files = Object.values(specFiles) as SpecFile[];
  const walk = (node: JsonValue | undefined, file: SpecFile): void => {
    if (Array.isArray(node)) for (const item of node) walk(item, file);
    if (!isObject(node)) return;
    if (Array.isArray(node.allOf)) {
      for (const member of node.allOf) {
        const ref = isObject(member) ? member.$ref : undefined;
        if (typeof ref !== "string") continue;
        const [target = "", pointer = ""] = ref.split("#");
        const other = files.find((name) => name !== file && target.replace(/^\.\//, "") === name);
        if (other) parts.set(other, (parts.get(other) ?? new Set()).add(decodeURI(pointer)));
      }
    }
    for (const value of Object.values(node)) walk(value, file);
  };
  for (const file of files) walk(documents[file], file);
  return parts;
}
