// `x-sdk-poll` on an operation → the field of its answer that holds a job's status and the statuses that end the
// job, given a spec fragment; refused, by the extension's place, where a poll could never see the job end.
import { describe, expect, it } from "vitest";
import { poll } from "../../../scripts/generate/model/poll.js";
import type { SuccessResponse } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { givenSpecs } from "./given-specs.js";

const json: SuccessResponse = { kind: "json", status: 200, type: { of: "schema", schema: "Job", typeName: "Job" } };

// Open, as the spec's statuses are: the listed values, or any other lower-case word.
const openStatus = {
  anyOf: [
    { type: "string", enum: ["queued", "processing", "completed", "error"] },
    { type: "string", maxLength: 64, pattern: "^[a-z][a-z0-9_]*$" },
  ],
};

/** GET /jobs/{id}, answering a Job whose `status` is `statusSchema`, declared with `declared`. */
function polled(
  declared: Json | undefined,
  options: { method?: string; statusSchema?: Json; required?: string[] } = {},
) {
  const method = options.method ?? "get";
  const operation = givenSpecs({
    paths: {
      "/jobs/{id}": {
        [method]: {
          ...(declared === undefined ? {} : { "x-sdk-poll": declared }),
          responses: { "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Job" } } } } },
        },
      },
    },
    components: {
      schemas: {
        JobStatus: options.statusSchema ?? openStatus,
        Job: {
          type: "object",
          required: options.required ?? ["id", "status"],
          properties: { id: { type: "string" }, status: { $ref: "#/components/schemas/JobStatus" } },
        },
      },
    },
  }).openapi.at("paths", "/jobs/{id}", method);
  return poll(operation, method.toUpperCase(), json, `${method.toUpperCase()} /jobs/{id}`);
}

const declared = { "status-field": "status", "final-statuses": ["completed", "error"] };

describe("poll", () => {
  it("polls nothing without x-sdk-poll", () => {
    expect(polled(undefined)).toBeNull();
  });

  it("reads the status field and the final statuses, in the spec's order, from an open enum behind a $ref", () => {
    expect(polled(declared)).toEqual({ statusField: "status", finalStatuses: ["completed", "error"] });
  });

  it("takes a status schema's plain enum and its const", () => {
    expect(polled(declared, { statusSchema: { type: "string", enum: ["running", "completed", "error"] } })).toEqual({
      statusField: "status",
      finalStatuses: ["completed", "error"],
    });
    expect(
      polled(
        { "status-field": "status", "final-statuses": ["done"] },
        { statusSchema: { oneOf: [{ const: "running" }, { const: "done" }] } },
      ),
    ).toEqual({ statusField: "status", finalStatuses: ["done"] });
  });

  it.each([
    ["a poll on a write", declared, { method: "post" }, "a poll reads, so it belongs on a GET"],
    [
      "a status the schema does not list (a typo would poll for ever)",
      { "status-field": "status", "final-statuses": ["complete", "error"] },
      {},
      'final status "complete" is no value the schema of status lists',
    ],
    [
      "a status field that is not a property",
      { "status-field": "state", "final-statuses": ["completed"] },
      {},
      'status-field "state" is not a required property of the answer',
    ],
    ["an optional status field", declared, { required: ["id"] }, "is not a required property of the answer"],
    [
      "a status field whose schema lists no values",
      declared,
      { statusSchema: { type: "string", maxLength: 64 } },
      "is no value the schema of status lists",
    ],
    ["no final status", { "status-field": "status", "final-statuses": [] }, {}, "must list from 1 to 32 statuses"],
    [
      "more final statuses than any job has",
      { "status-field": "status", "final-statuses": Array.from({ length: 33 }, (_, index) => `s${index}`) },
      {},
      "must list from 1 to 32 statuses",
    ],
    [
      "a status listed twice",
      { "status-field": "status", "final-statuses": ["error", "error"] },
      {},
      "lists a status twice",
    ],
    ["a final status that is no string", { "status-field": "status", "final-statuses": [1] }, {}, "non-empty string"],
    [
      "a key it does not know (a misspelt one)",
      { "status-field": "status", "final-status": ["error"] },
      {},
      'takes status-field and final-statuses only, not "final-status"',
    ],
    [
      "a status field with control characters",
      { "status-field": "st\natus", "final-statuses": ["error"] },
      {},
      "control characters",
    ],
  ])("refuses %s, naming the extension's place", (_name, given, options, want) => {
    expect(() => polled(given, options)).toThrow(want);
    expect(() => polled(given, options)).toThrow(
      /^specs\/openapi\.yaml at \/paths\/~1jobs~1\{id\}\/(get|post)\/x-sdk-poll/,
    );
  });

  it("does not hang on a status schema that nests unions without end", () => {
    let nested: Json = { enum: ["deep"] };
    for (let depth = 0; depth < 50; depth++) nested = { anyOf: [nested] };
    expect(() => polled({ "status-field": "status", "final-statuses": ["deep"] }, { statusSchema: nested })).toThrow(
      "is no value the schema of status lists",
    );
  });
});
