// The OpenAPI spec's paths → the operations of each resource: for each method of each path, its names, route,
// arguments, body, answer, idempotency, pagination, error statuses and deprecations, each read by the builder
// of its spec object.
import { below, type Place, type SpecNode } from "../read/nodes.js";
import { operationDeprecations } from "./deprecation.js";
import type { TargetNaming } from "./naming.js";
import { pagination } from "./pagination.js";
import { headerNames, operationParameters, pathParameters, queryParameters } from "./parameters.js";
import { poll } from "./poll.js";
import { NameRegistry, objectNode, refuse, specFailure, specText, wireName } from "./refusals.js";
import { requestBody, requestBodyDeprecations } from "./request-bodies.js";
import { errorStatuses, type SchemaTypeOf, successResponse } from "./responses.js";
import { type NamedTypes, shapeOf } from "./shapes.js";
import type { HttpModel, Operation, Resource } from "./types.js";

const methods = ["get", "post", "put", "patch", "delete"] as const;
const idempotentMethods = new Set(["GET", "PUT", "DELETE"]);
/** Members of a generated resource besides its operations' methods. */
const resourceMembers = ["context"];

/** A type the generator names after an operation, which must not clash with a schema's type. */
function derivedTypeName(name: string, place: Place, taken: Set<string>, naming: TargetNaming): string {
  const checked = naming.typeName(name, place, "type named after the operationId");
  if (taken.has(checked))
    refuse(place, `the type ${checked} named after the operationId is already a schema's type; rename one`);
  taken.add(checked);
  return checked;
}

/**
 * Adds every operation of the spec to its tag's resource, in the spec's order, and returns the query types
 * the operations name. `typeNames` holds the schemas' types, which no derived type may take.
 */
export function addOperations(
  openapi: SpecNode,
  resources: Resource[],
  schemaTypeOf: SchemaTypeOf,
  typeNames: Set<string>,
  naming: TargetNaming,
  named: NamedTypes = new Map(),
): HttpModel["queryTypes"] {
  const queryTypes: HttpModel["queryTypes"] = [];
  const operationIds = new NameRegistry("the operationId");
  const methodNames = new Map<string, NameRegistry>();
  for (const [path, pathItemNode] of objectNode(openapi.get("paths"), "paths").entries()) {
    const pathItem = objectNode(pathItemNode, `paths.${path}`);
    for (const lower of methods) {
      if (!(lower in pathItem.value)) continue;
      const method = lower.toUpperCase() as Operation["method"];
      const where = `${method} ${path}`;
      wireName(path, pathItem.writtenAt, "path");
      if (!/^\/(?:[^{}]|\{[^{}]+\})*$/.test(path)) {
        refuse(
          pathItem.writtenAt,
          "the path has a brace that opens or closes no placeholder; a path starts with / and names its parameters as {name}",
        );
      }
      const operation = objectNode(pathItem.get(lower), where);
      const at = operation.writtenAt;
      const operationId = naming.memberName(operation.value.operationId, below(at, "operationId"), "operationId");
      const tag = ((operation.value.tags ?? []) as string[])[0];
      const resource = resources.find((candidate) => candidate.tag === tag);
      if (!resource) specFailure("openapi.yaml", `${where} has no tag declared at the root`);
      const parameters = operationParameters(pathItem, operation);
      const placeholders = pathParameters(pathItem, path, method, parameters, naming);
      const queryNodes = queryParameters(parameters, where);
      const query =
        queryNodes.length > 0
          ? {
              type: derivedTypeName(naming.queryTypeName(operationId), below(at, "operationId"), typeNames, naming),
              required: queryNodes.some(({ value }) => value.required === true),
            }
          : null;
      if (query) queryTypes.push({ typeName: query.type, operationId, method, path });
      const body = requestBody(operation, operationId, where, schemaTypeOf, naming);
      if (body?.kind === "upload") {
        derivedTypeName(body.optionsType, below(at, "operationId"), typeNames, naming);
      }
      const declaredMethod = operation.value["x-sdk-method"];
      const methodName =
        declaredMethod !== undefined
          ? naming.memberName(declaredMethod, below(at, "x-sdk-method"), "x-sdk-method", resourceMembers)
          : naming.memberName(
              naming.methodNameOf(operationId, resource.tag),
              below(at, "operationId"),
              "method name derived from the operationId (give the operation x-sdk-method to name it otherwise)",
              resourceMembers,
            );
      // Two operations of a tag with one method name: give one x-sdk-method.
      let names = methodNames.get(resource.propertyName);
      if (!names) {
        names = new NameRegistry(`the method name of resource ${resource.propertyName}`);
        methodNames.set(resource.propertyName, names);
      }
      names.claim(methodName, below(at, declaredMethod !== undefined ? "x-sdk-method" : "operationId"));
      operationIds.claim(operationId, below(at, "operationId"));
      const response = successResponse(operation, operationId, where, schemaTypeOf);
      // A shape of a body or an answer is read as a field is: a $ref to a named schema stays that type.
      const shapeAt = (node: SpecNode) => shapeOf(node, named, naming, 1);
      const jsonBody =
        body?.kind === "json" ? operation.at("requestBody", "content", "application/json", "schema") : null;
      const jsonAnswer =
        response.kind === "json"
          ? operation.at(
              "responses",
              String(response.status),
              "content",
              Object.keys(operation.at("responses", String(response.status), "content").value)[0] ?? "",
              "schema",
            )
          : null;
      resource.operations.push({
        operationId,
        methodName,
        resource: resource.propertyName,
        method,
        path,
        summary: specText(operation.value.summary, below(at, "summary"), "summary"),
        description: specText(operation.value.description, below(at, "description"), "description"),
        pathParameters: placeholders,
        query,
        queryParameters: queryNodes.map(({ value, place }) => ({
          name: String(value.name),
          fieldName: naming.fieldName
            ? naming.fieldName(naming.identifierOf(String(value.name)), below(place, "name"), "query parameter name")
            : String(value.name),
          required: value.required === true,
          shape: shapeAt(queryNodes.find((node) => node.value === value)?.get("schema") as SpecNode),
          description: String(value.description ?? "").trim(),
        })),
        body,
        bodyShape: jsonBody ? shapeAt(jsonBody) : null,
        response,
        responseShape: jsonAnswer ? shapeAt(jsonAnswer) : null,
        idempotent: idempotentMethods.has(method),
        idempotencyHeader: headerNames(parameters).find((name) => name.toLowerCase() === "idempotency-key") ?? null,
        pagination: pagination(operation, response, queryNodes, where, schemaTypeOf, placeholders.length),
        poll: poll(operation, method, response, where),
        errorStatuses: errorStatuses(operation, where),
        ...operationDeprecations(
          operation.value,
          queryNodes.map(({ value }) => value),
          `specs/openapi.yaml: ${where}`,
        ),
        deprecatedBody: requestBodyDeprecations(operation),
      });
    }
  }
  return queryTypes;
}
