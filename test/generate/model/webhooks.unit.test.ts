// The OpenAPI spec's root `webhooks` → the model's webhook events, given a spec fragment.
import { describe, expect, it } from "vitest";
import { buildSchemaTypes } from "../../../scripts/generate/model/schemas.js";
import { buildWebhookEvents } from "../../../scripts/generate/model/webhooks.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { givenSpecs } from "./given-specs.js";

const pingSchema = {
  type: "object",
  required: ["type", "data"],
  properties: { type: { type: "string", const: "ping.sent" }, data: { $ref: "#/components/schemas/PingData" } },
};
const pingData = { type: "object", properties: { id: { type: "string", maxLength: 8 } } };
const signatureHeader = {
  name: "webhook-signature",
  in: "header",
  required: true,
  description: " Signed. ",
  schema: { $ref: "#/components/schemas/Signature" },
};

function delivery(operation: Json): Json {
  return {
    post: {
      operationId: "pingSent",
      summary: " Pinged ",
      description: " A ping. ",
      parameters: [signatureHeader],
      requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/PingEvent" } } } },
      ...operation,
    },
  };
}

function eventsOf(webhooks: Json, schemas: Json = {}) {
  const { openapi } = givenSpecs({
    webhooks,
    components: {
      schemas: { PingEvent: pingSchema, PingData: pingData, Signature: { type: "string", maxLength: 64 }, ...schemas },
    },
  });
  return buildWebhookEvents(openapi, buildSchemaTypes(openapi, typescriptNaming));
}

describe("buildWebhookEvents", () => {
  it.each([
    {
      name: "a webhook: its name, operation, body type, type const, headers and resolved schema",
      given: { "ping.sent": delivery({}) },
      want: [
        {
          name: "ping.sent",
          operationId: "pingSent",
          summary: "Pinged",
          description: "A ping.",
          body: { of: "schema", schema: "PingEvent", typeName: "PingEvent" },
          type: "ping.sent",
          headers: [
            {
              name: "webhook-signature",
              required: true,
              description: "Signed.",
              schema: { type: "string", maxLength: 64 },
            },
          ],
          schema: { ...pingSchema, properties: { type: pingSchema.properties.type, data: pingData } },
        },
      ],
    },
    { name: "a spec without webhooks has none", given: undefined, want: [] },
  ])("$name", ({ given, want }) => {
    expect(eventsOf(given as Json)).toEqual(want);
  });

  it.each([
    [
      "a webhook delivered otherwise than by POST",
      { "ping.sent": { get: delivery({}).post } },
      "specs/openapi.yaml at /webhooks/ping.sent: a webhook is delivered as one POST",
    ],
    [
      "a body written in place, without a named type",
      {
        "ping.sent": delivery({ requestBody: { content: { "application/json": { schema: pingSchema } } } }),
      },
      "/webhooks/ping.sent/post/requestBody/content/application~1json/schema: a webhook's body must be application/json naming a schema",
    ],
    [
      "a body without a type const",
      {
        "ping.sent": delivery({
          requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/PingData" } } } },
        }),
      },
      "/components/schemas/PingData: a webhook's body needs a required `type` property with a string `const`",
    ],
    [
      "two webhooks of one body type",
      { "ping.sent": delivery({}), "ping.again": delivery({ operationId: "pingAgain" }) },
      'the webhook body\'s type "ping.sent" is taken already',
    ],
    [
      "a parameter that is no header",
      { "ping.sent": delivery({ parameters: [{ name: "q", in: "query", schema: { type: "string" } }] }) },
      "/webhooks/ping.sent/post/parameters/0/in: a webhook's parameters are headers of its delivery",
    ],
    [
      "a webhook without an operationId",
      { "ping.sent": delivery({ operationId: undefined }) },
      "/webhooks/ping.sent/post/operationId: the operationId needs a text",
    ],
  ])("refuses %s", (_name, given, want) => {
    expect(() => eventsOf(given as Json)).toThrow(want);
  });
});
