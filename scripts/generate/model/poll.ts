// `x-sdk-poll: { status-field, final-statuses }` on an operation → which field of its answer says how far a job
// is, and which of that field's values end it, so a client can poll the operation until one comes; refused
// unless the field is a required property of the JSON answer and every final status is a value its schema lists.
import { below, type SpecNode } from "../read/nodes.js";
import { objectNode, refuse, shown, wireName } from "./refusals.js";
import type { Poll, SuccessResponse } from "./types.js";

const pollKeys = ["status-field", "final-statuses"];
/** More final statuses than any job has: bounds what the generated code holds as a literal. */
const maxFinalStatuses = 32;

/** The values a status schema lists: its `enum`, its `const`, those of its `anyOf`/`oneOf` members. */
function listedValues(schema: SpecNode, depth = 0): unknown[] {
  // A status is a scalar; a schema that nests unions deeper than this lists no status.
  if (depth > 4) return [];
  const own = [...(Array.isArray(schema.value.enum) ? schema.value.enum : [])];
  if ("const" in schema.value) own.push(schema.value.const);
  for (const union of ["anyOf", "oneOf"]) {
    for (const member of schema.get(union).items()) own.push(...listedValues(member, depth + 1));
  }
  return own;
}

export function poll(operation: SpecNode, method: string, response: SuccessResponse, where: string): Poll | null {
  const declared = operation.get("x-sdk-poll");
  if (!declared.exists) return null;
  const at = declared.writtenAt;
  const value = objectNode(declared, `${where} x-sdk-poll`).value;
  const unknown = Object.keys(value).filter((key) => !pollKeys.includes(key));
  if (unknown.length > 0) {
    refuse(
      at,
      `x-sdk-poll takes status-field and final-statuses only, not ${unknown.map((key) => shown(key)).join(", ")}`,
    );
  }
  if (method !== "GET") refuse(at, `x-sdk-poll is on ${where}: a poll reads, so it belongs on a GET`);
  if (response.kind !== "json") refuse(at, "x-sdk-poll needs a JSON answer, whose status field it reads");
  const statusField = wireName(value["status-field"], below(at, "status-field"), "x-sdk-poll status-field");
  const final = value["final-statuses"];
  if (!Array.isArray(final) || final.length === 0 || final.length > maxFinalStatuses) {
    refuse(
      below(at, "final-statuses"),
      `x-sdk-poll final-statuses must list from 1 to ${maxFinalStatuses} statuses, the values that end the job`,
    );
  }
  const finalStatuses = final.map((status, index) =>
    wireName(status, below(at, "final-statuses", index), "x-sdk-poll final status"),
  );
  if (new Set(finalStatuses).size !== finalStatuses.length) {
    refuse(below(at, "final-statuses"), "x-sdk-poll final-statuses lists a status twice");
  }
  const answer = operation.at("responses", String(response.status), "content", "application/json", "schema");
  const field = answer.get("properties").get(statusField);
  const required = Array.isArray(answer.value.required) && answer.value.required.includes(statusField);
  if (!field.exists || !required) {
    refuse(
      below(at, "status-field"),
      `x-sdk-poll's status-field ${shown(statusField)} is not a required property of the answer: a poll would never see it end`,
    );
  }
  const listed = new Set(listedValues(field));
  const unlisted = finalStatuses.filter((status) => !listed.has(status));
  if (unlisted.length > 0) {
    refuse(
      below(at, "final-statuses"),
      `x-sdk-poll's final status ${unlisted.map((status) => shown(status)).join(", ")} is no value the schema of ${statusField} lists (in its enum, const, or an anyOf/oneOf member's)`,
    );
  }
  return { statusField, finalStatuses };
}
