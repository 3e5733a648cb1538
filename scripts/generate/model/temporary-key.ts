// The form of a temporary key, as the answer of `createTemporaryApiKey` declares its `api_key`: a browser
// client refuses any other key before it leaves the page, so the spec must say it (an anchored `pattern` and
// a `maxLength`), and only the spec.
import type { SpecNode } from "../read/nodes.js";
import { objectNode, specFailure } from "./refusals.js";
import { successStatuses } from "./responses.js";
import { schemaNameOf } from "./schemas.js";
import type { TemporaryKeyForm } from "./types.js";

/** The operation that mints temporary keys, and the field of its answer that holds one. */
const temporaryKeyOperation = "createTemporaryApiKey";
const temporaryKeyField = "api_key";
const methods = ["get", "post", "put", "patch", "delete"] as const;

export function temporaryKeyForm(openapi: SpecNode): TemporaryKeyForm {
  const where = `operation ${temporaryKeyOperation}`;
  function fail(what: string): never {
    specFailure("openapi.yaml", `${where} ${what}`);
  }
  let operation: SpecNode | undefined;
  for (const [, pathItem] of objectNode(openapi.get("paths"), "paths").entries()) {
    for (const method of methods) {
      const candidate = pathItem.get(method);
      if (candidate.exists && candidate.value.operationId === temporaryKeyOperation) operation = candidate;
    }
  }
  if (!operation) {
    fail("is missing: the SDK takes the form of a temporary key from its answer's api_key");
  }
  const [success] = successStatuses(operation, where);
  const schema = success ? operation.at("responses", success, "content", "application/json", "schema") : undefined;
  const property = schema?.value.properties ? schema.at("properties", temporaryKeyField) : undefined;
  const { pattern, maxLength } = property?.exists ? property.value : {};
  if (typeof pattern !== "string" || !pattern.startsWith("^") || !pattern.endsWith("$")) {
    fail(
      `should answer a JSON object whose ${temporaryKeyField} has a pattern anchored with ^ and $ (such as ^tmp_[A-Za-z0-9_-]+$): browsers refuse any key without the temporary keys' form`,
    );
  }
  try {
    new RegExp(pattern, "u");
  } catch (error) {
    fail(`has a pattern on ${temporaryKeyField} that is not a regular expression: ${(error as Error).message}`);
  }
  if (typeof maxLength !== "number" || !Number.isSafeInteger(maxLength) || maxLength < 1) {
    fail(`should give ${temporaryKeyField} a maxLength (a whole number of at least 1)`);
  }
  return { pattern, maxLength, source: `${schemaNameOf(schema?.written) ?? "its answer"}.${temporaryKeyField}` };
}
