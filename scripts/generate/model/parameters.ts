// An operation's parameters (its path item's and its own) → its path arguments, its query and its headers.
// The runtime writes query parameters in the spec's default style only, so any other is refused here.
import { below, type SpecNode } from "../read/nodes.js";
import type { TargetNaming } from "./naming.js";
import { refuse, specFailure, wireName } from "./refusals.js";
import type { Operation } from "./types.js";

const queryPrimitiveTypes = new Set(["string", "integer", "number", "boolean"]);

/** The parameters of an operation, the path item's first, each resolved, their names checked. */
export function operationParameters(pathItem: SpecNode, operation: SpecNode): SpecNode[] {
  const parameters = [...pathItem.get("parameters").items(), ...operation.get("parameters").items()];
  for (const parameter of parameters) wireName(parameter.value.name, below(parameter.place, "name"), "parameter name");
  return parameters;
}

/**
 * The runtime writes query parameters in the spec's default style (form, exploded): primitives, and arrays
 * of them as repeated names. Anything else would need a serializer it does not have.
 */
function checkQueryParameter(parameter: SpecNode, where: string): void {
  const { value } = parameter;
  const schema = (value.schema ?? {}) as Record<string, unknown>;
  const itemType = ((schema.items ?? {}) as Record<string, unknown>).type;
  const simple =
    queryPrimitiveTypes.has(String(schema.type)) ||
    (schema.type === "array" && queryPrimitiveTypes.has(String(itemType)));
  const defaultStyle = (value.style === undefined || value.style === "form") && value.explode !== false;
  if (!simple || !defaultStyle) {
    specFailure(
      "openapi.yaml",
      `${where} query parameter ${String(value.name)} must be a primitive or an array of primitives in the default style (form, exploded); the runtime serializes no other`,
    );
  }
}

/** The query parameters of an operation, each checked against what the runtime writes. */
export function queryParameters(parameters: SpecNode[], where: string): SpecNode[] {
  const query = parameters.filter((parameter) => parameter.value.in === "query");
  for (const parameter of query) checkQueryParameter(parameter, where);
  return query;
}

/**
 * The path's placeholders, in order, each with the path parameter that declares it and the method argument
 * it becomes; a placeholder without a parameter, or a path parameter without a placeholder, is refused.
 */
export function pathParameters(
  pathItem: SpecNode,
  path: string,
  method: string,
  parameters: SpecNode[],
  naming: TargetNaming,
): Operation["pathParameters"] {
  const pathPlace = pathItem.writtenAt;
  const found = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = ""]) => {
    const parameter = parameters.find(({ value }) => value.in === "path" && value.name === name);
    if (!parameter) {
      refuse(
        pathPlace,
        `the path names {${name}}, which no path parameter of ${method} declares; declare it (in: path), or rename the path's placeholder`,
      );
    }
    const argumentName = naming.bindingName(
      naming.identifierOf(name),
      below(parameter.place, "name"),
      "method argument of the path parameter",
      ["body", "query", "file", "options"],
    );
    return { name, argumentName, description: String(parameter.value.description ?? "").trim() };
  });
  for (const { place, value } of parameters) {
    if (value.in === "path" && !found.some((parameter) => parameter.name === value.name)) {
      refuse(
        below(place, "name"),
        `the path parameter ${JSON.stringify(value.name)} is no placeholder of ${path}; write {${String(value.name)}} in the path, or drop the parameter`,
      );
    }
  }
  return found;
}

/** The names of the headers an operation takes. */
export function headerNames(parameters: SpecNode[]): string[] {
  return parameters.filter(({ value }) => value.in === "header").map(({ value }) => String(value.name));
}
