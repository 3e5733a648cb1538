// The OpenAPI spec's root `webhooks` → the model's webhook events: each event's name, operation, body type,
// the `type` that tells its body from the others', and the headers of a delivery. A receiver reads a body by
// its `type`, so every body is a named schema with a `type` const of its own; anything else is refused here.
import { below, type SpecNode } from "../read/nodes.js";
import { NameRegistry, refuse, shown, specText, wireName } from "./refusals.js";
import { schemaNameOf } from "./schemas.js";
import type { SchemaType, WebhookEvent, WebhookHeader } from "./types.js";

const httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** The one operation of a webhook's path item: a POST, as every delivery is. */
function deliveryOperation(pathItem: SpecNode): SpecNode {
  const methods = httpMethods.filter((method) => pathItem.get(method).exists);
  if (methods.length !== 1 || methods[0] !== "post") {
    refuse(
      pathItem.writtenAt,
      `a webhook is delivered as one POST; give it a post operation and no other (found ${shown(methods)})`,
    );
  }
  return pathItem.get("post");
}

/** The body's named schema, from the operation's `application/json` request body. */
function bodyType(operation: SpecNode, schemaTypes: SchemaType[]): SchemaType {
  const schema = operation.at("requestBody", "content", "application/json", "schema");
  const name = schemaNameOf(schema.written);
  const named = name === null ? undefined : schemaTypes.find((type) => type.schema === name);
  if (named === undefined) {
    refuse(
      schema.writtenAt,
      "a webhook's body must be application/json naming a schema of components.schemas ($ref), so that receivers get its type",
    );
  }
  return named;
}

/** The `const` of the body's `type` property, which a receiver dispatches on. */
function typeConstant(operation: SpecNode): string {
  const schema = operation.at("requestBody", "content", "application/json", "schema");
  const constant = schema.at("properties", "type", "const").resolved;
  const required = schema.get("required").resolved;
  if (typeof constant !== "string" || constant === "" || !Array.isArray(required) || !required.includes("type")) {
    refuse(
      schema.place,
      "a webhook's body needs a required `type` property with a string `const`, which tells its event from the others",
    );
  }
  return constant;
}

function deliveryHeaders(operation: SpecNode): WebhookHeader[] {
  return operation
    .get("parameters")
    .items()
    .map((parameter) => {
      const { value } = parameter;
      if (value.in !== "header") {
        refuse(
          below(parameter.place, "in"),
          `a webhook's parameters are headers of its delivery, not ${shown(value.in)}`,
        );
      }
      return {
        name: wireName(value.name, below(parameter.place, "name"), "header name"),
        required: value.required === true,
        description: String(value.description ?? "").trim(),
        schema: parameter.get("schema").inlined() as Record<string, unknown>,
      };
    });
}

export function buildWebhookEvents(openapi: SpecNode, schemaTypes: SchemaType[]): WebhookEvent[] {
  const types = new NameRegistry("the webhook body's type");
  const operationIds = new NameRegistry("the webhook's operationId");
  return openapi
    .get("webhooks")
    .entries()
    .map(([name, pathItem]) => {
      const operation = deliveryOperation(pathItem);
      const body = bodyType(operation, schemaTypes);
      const type = typeConstant(operation);
      const operationIdPlace = below(operation.place, "operationId");
      return {
        name,
        operationId: operationIds.claim(
          specText(operation.value.operationId, operationIdPlace, "operationId"),
          operationIdPlace,
        ),
        summary: String(operation.value.summary ?? "").trim(),
        description: String(operation.value.description ?? "").trim(),
        body: { of: "schema", schema: body.schema, typeName: body.typeName },
        // Claimed where each webhook names its body: two webhooks naming one schema are two claims.
        type: types.claim(type, operation.at("requestBody", "content", "application/json", "schema").writtenAt),
        headers: deliveryHeaders(operation),
        schema: operation.at("requestBody", "content", "application/json", "schema").inlined() as Record<
          string,
          unknown
        >,
      };
    });
}
