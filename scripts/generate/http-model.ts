// Reads specs/openapi.yaml into the model the HTTP templates render: servers, resources with their
// operations, schema type names and error kinds. Anything the templates need is decided here, once.
import { resolveLocalRef } from "./json-refs.js";

export interface HttpServer {
  url: string;
  description: string;
}

export interface PathParameter {
  name: string;
  argumentName: string;
  description: string;
}

export interface HttpOperation {
  operationId: string;
  sdkMethod: string;
  resource: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  summary: string;
  description: string;
  pathParameters: PathParameter[];
  /** Whether the operation takes query parameters, and whether any is required. */
  query: { required: boolean } | null;
  body: { mediaType: string; required: boolean; typeName: string | null } | null;
  successStatus: number;
  /** The success body's SDK type name, or null for a body without a named schema; undefined for no body. */
  success: { typeName: string | null } | undefined;
  idempotencyHeader: string | null;
  errorStatuses: number[];
}

export interface HttpResource {
  tag: string;
  className: string;
  propertyName: string;
  description: string;
  operations: HttpOperation[];
}

export interface SchemaTypeName {
  schema: string;
  typeName: string;
  description: string;
}

export interface ErrorKind {
  name: string;
  parent: string | null;
  description: string;
  httpStatuses: number[];
  httpFallback: boolean;
  raisedWhen: string | null;
}

export interface HttpModel {
  title: string;
  version: string;
  servers: HttpServer[];
  resources: HttpResource[];
  schemaTypes: SchemaTypeName[];
  errorKinds: ErrorKind[];
}

type Json = Record<string, unknown>;

const methods = ["get", "post", "put", "patch", "delete"] as const;
/** Global names a generated type must not shadow in the SDK's public surface. */
const shadowedGlobals = new Set([
  "File",
  "Blob",
  "Error",
  "Response",
  "Request",
  "Headers",
  "FormData",
  "URL",
  "Event",
]);

function object(value: unknown, where: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`specs/openapi.yaml: ${where} should be an object`);
  }
  return value as Json;
}

function text(value: unknown, where: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new Error(`specs/openapi.yaml: ${where} needs a text`);
  return value.trim();
}

export function camelCase(name: string): string {
  return name.replace(/[-_]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function pascalCase(name: string): string {
  const camel = camelCase(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

function schemaNameOf(value: unknown): string | null {
  const ref = (value as Json | undefined)?.$ref;
  const match = typeof ref === "string" ? /^#\/components\/schemas\/([^/]+)$/.exec(ref) : null;
  return match?.[1] ?? null;
}

function serverUrl(server: Json): string {
  const variables = (server.variables ?? {}) as Record<string, { default?: string }>;
  return String(server.url).replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = variables[name]?.default;
    if (value === undefined) throw new Error(`specs/openapi.yaml: server variable ${name} has no default`);
    return value;
  });
}

const queryPrimitiveTypes = new Set(["string", "integer", "number", "boolean"]);

/**
 * The runtime writes query parameters in the spec's default style (form, exploded): primitives, and arrays
 * of them as repeated names. Anything else would need a serializer it does not have, so it fails here.
 */
function checkQueryParameter(parameter: Json, where: string): void {
  const schema = (parameter.schema ?? {}) as Json;
  const itemType = ((schema.items ?? {}) as Json).type;
  const simple =
    queryPrimitiveTypes.has(String(schema.type)) ||
    (schema.type === "array" && queryPrimitiveTypes.has(String(itemType)));
  const defaultStyle = (parameter.style === undefined || parameter.style === "form") && parameter.explode !== false;
  if (!simple || !defaultStyle) {
    throw new Error(
      `specs/openapi.yaml: ${where} query parameter ${String(parameter.name)} must be a primitive or an array of ` +
        "primitives in the default style (form, exploded); the runtime serializes no other",
    );
  }
}

export function buildHttpModel(document: Json): HttpModel {
  const components = object(document.components, "components");
  const schemas = object(components.schemas, "components.schemas");
  const schemaTypes: SchemaTypeName[] = Object.entries(schemas).map(([schema, node]) => {
    const declared = (node as Json)["x-sdk-type-name"];
    if (typeof declared !== "string" && shadowedGlobals.has(schema)) {
      throw new Error(`specs/openapi.yaml: schema ${schema} shadows a JavaScript global; give it x-sdk-type-name`);
    }
    return {
      schema,
      typeName: typeof declared === "string" ? declared : schema,
      description: String((node as Json).description ?? "").trim(),
    };
  });
  const typeNameOf = (value: unknown) => {
    const schema = schemaNameOf(value);
    return schema === null ? null : (schemaTypes.find((entry) => entry.schema === schema)?.typeName ?? null);
  };

  const tags = ((document.tags ?? []) as Json[]).map((tag) => ({
    name: text(tag.name, "tags[].name"),
    description: text(tag.description, `tag ${String(tag.name)} description`),
  }));
  const resources: HttpResource[] = tags.map((tag) => ({
    tag: tag.name,
    className: `${pascalCase(tag.name)}Resource`,
    propertyName: camelCase(tag.name),
    description: tag.description,
    operations: [],
  }));

  for (const [path, pathItemValue] of Object.entries(object(document.paths, "paths"))) {
    const pathItem = object(pathItemValue, `paths.${path}`);
    for (const method of methods) {
      if (!(method in pathItem)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const operation = object(pathItem[method], where);
      const tag = ((operation.tags ?? []) as string[])[0];
      const resource = resources.find((candidate) => candidate.tag === tag);
      if (!resource) throw new Error(`specs/openapi.yaml: ${where} has no tag declared at the root`);
      const parameters = [
        ...((pathItem.parameters ?? []) as unknown[]),
        ...((operation.parameters ?? []) as unknown[]),
      ].map((parameter) => resolveLocalRef(document, parameter));
      const pathParameters = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = ""]) => {
        const parameter = parameters.find((candidate) => candidate.in === "path" && candidate.name === name);
        if (!parameter) throw new Error(`specs/openapi.yaml: ${where} does not declare path parameter ${name}`);
        return { name, argumentName: camelCase(name), description: String(parameter.description ?? "").trim() };
      });
      const queryParameters = parameters.filter((parameter) => parameter.in === "query");
      for (const parameter of queryParameters) checkQueryParameter(parameter, where);
      const headerNames = parameters.filter((parameter) => parameter.in === "header").map((p) => String(p.name));
      const requestBody =
        operation.requestBody === undefined ? undefined : resolveLocalRef(document, operation.requestBody);
      const bodyMediaType = requestBody
        ? Object.keys(object(requestBody.content, `${where} requestBody.content`))[0]
        : undefined;
      const responses = object(operation.responses, `${where} responses`);
      const successStatuses = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
      if (successStatuses.length !== 1) throw new Error(`specs/openapi.yaml: ${where} needs exactly one 2xx response`);
      const successStatus = successStatuses[0] as string;
      const successResponse = resolveLocalRef(document, responses[successStatus]);
      const successJson = (successResponse.content as Json | undefined)?.["application/json"] as Json | undefined;
      const sdkMethod = operation["x-sdk-method"];
      if (typeof sdkMethod !== "string") throw new Error(`specs/openapi.yaml: ${where} needs x-sdk-method`);
      if (resource.operations.some((existing) => existing.sdkMethod === sdkMethod)) {
        throw new Error(`specs/openapi.yaml: x-sdk-method ${sdkMethod} is used twice in tag ${tag}`);
      }
      resource.operations.push({
        operationId: text(operation.operationId, `${where} operationId`),
        sdkMethod,
        resource: resource.tag,
        method: method.toUpperCase() as HttpOperation["method"],
        path,
        summary: text(operation.summary, `${where} summary`),
        description: text(operation.description, `${where} description`),
        pathParameters,
        query: queryParameters.length > 0 ? { required: queryParameters.some((p) => p.required === true) } : null,
        body:
          requestBody && bodyMediaType
            ? {
                mediaType: bodyMediaType,
                required: requestBody.required === true,
                typeName: typeNameOf((object(requestBody.content, where)[bodyMediaType] as Json).schema),
              }
            : null,
        successStatus: Number(successStatus),
        success: successJson ? { typeName: typeNameOf(successJson.schema) } : undefined,
        idempotencyHeader: headerNames.find((name) => name.toLowerCase() === "idempotency-key") ?? null,
        errorStatuses: Object.keys(responses)
          .filter((status) => /^[45]\d\d$/.test(status))
          .map(Number),
      });
    }
  }

  const info = object(document.info, "info");
  return {
    title: text(info.title, "info.title"),
    version: text(info.version, "info.version"),
    servers: ((document.servers ?? []) as Json[]).map((server) => ({
      url: serverUrl(server),
      description: String(server.description ?? "").trim(),
    })),
    resources: resources.filter((resource) => resource.operations.length > 0),
    schemaTypes,
    errorKinds: buildErrorKinds(document["x-error-kinds"]),
  };
}

function buildErrorKinds(value: unknown): ErrorKind[] {
  if (!Array.isArray(value)) throw new Error("specs/openapi.yaml: x-error-kinds must list the error kinds");
  const kinds = value.map((entry: Json) => ({
    name: text(entry.name, "x-error-kinds[].name"),
    parent: entry.parent === null || entry.parent === undefined ? null : String(entry.parent),
    description: text(entry.description, `x-error-kinds ${String(entry.name)} description`),
    httpStatuses: ((entry["http-statuses"] ?? []) as number[]).map(Number),
    httpFallback: entry["http-fallback"] === true,
    raisedWhen: typeof entry["raised-when"] === "string" ? entry["raised-when"] : null,
  }));
  const roots = kinds.filter((kind) => kind.parent === null);
  if (roots.length !== 1) throw new Error("specs/openapi.yaml: x-error-kinds needs exactly one kind without a parent");
  if (kinds.filter((kind) => kind.httpFallback).length !== 1) {
    throw new Error("specs/openapi.yaml: exactly one of x-error-kinds must be the http-fallback");
  }
  // Parents first, so each class is declared before the classes that extend it.
  const ordered: ErrorKind[] = [];
  const place = (kind: ErrorKind, seen: string[]) => {
    if (ordered.includes(kind)) return;
    if (seen.includes(kind.name)) throw new Error(`specs/openapi.yaml: x-error-kinds has a cycle at ${kind.name}`);
    if (kind.parent !== null) {
      const parent = kinds.find((candidate) => candidate.name === kind.parent);
      if (!parent) throw new Error(`specs/openapi.yaml: x-error-kinds ${kind.name} extends unknown ${kind.parent}`);
      place(parent, [...seen, kind.name]);
    }
    ordered.push(kind);
  };
  for (const kind of kinds) place(kind, []);
  return ordered;
}
