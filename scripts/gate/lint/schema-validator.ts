// Validates values against schemas of either spec with ajv's JSON Schema 2020-12 dialect (the dialect of
// OpenAPI 3.1; the AsyncAPI payloads use only keywords that mean the same in it). Both documents are
// registered whole, so cross-file $refs resolve as they do for the tools.
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { closeObjectSchemas } from "../../../packages/spec-documents/src/index.js";
import { type Located, type SpecDocuments, specFiles } from "./spec-located.js";

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
  for (const file of Object.values(specFiles)) {
    ajv.addSchema(
      closeObjectSchemas(structuredClone(documents[file])) as object,
      `${baseUri}${file}`,
      undefined,
      false,
    );
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
