// The HTTP part of the SDK model, decided from specs/openapi.yaml: resources and their operations (names,
// routes, body and response kinds, idempotency, pagination, error statuses) and the named types. What the
// runtime could not serve (a query style it does not write, a response it cannot read, an upload with two
// files) is refused here, at generation, with what to change.
import type {
  Deprecation,
  HttpModel,
  Operation,
  Pagination,
  RequestBody,
  Resource,
  SchemaField,
  SchemaType,
  SuccessResponse,
  TemporaryKeyForm,
} from "../../../templates/model.js";
import {
  camelCase,
  methodNameOf,
  queryTypeName,
  resourceClassName,
  resourcePropertyName,
  uploadOptionsTypeName,
} from "../naming.js";
import { type Json, resolveIn, type Specs } from "../specs.js";
import { fieldDeprecations, operationDeprecations } from "./deprecation.js";
import {
  below,
  bindingName,
  fileName,
  memberName,
  NameRegistry,
  type Place,
  placeIn,
  placeOf,
  refuse,
  specText,
  typeName,
  wireName,
} from "./names.js";

const methods = ["get", "post", "put", "patch", "delete"] as const;
const idempotentMethods = new Set(["GET", "PUT", "DELETE"]);
/** Members of a generated resource besides its operations' methods. */
const resourceMembers = ["context"];
/** What an upload's options already name, and the bindings its method declares next to the fields. */
const uploadOptionNames = [
  "signal",
  "timeoutMs",
  "maxRetries",
  "headers",
  "idempotencyKey",
  "filename",
  "contentType",
  "onUploadProgress",
  "file",
  "options",
  "rest",
];
const queryPrimitiveTypes = new Set(["string", "integer", "number", "boolean"]);

function fail(where: string, what: string): never {
  throw new Error(`specs/openapi.yaml: ${where} ${what}`);
}

function object(value: unknown, where: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(where, "should be an object");
  return value as Json;
}

function schemaNameOf(value: unknown): string | null {
  const ref = (value as Json | undefined)?.$ref;
  const match = typeof ref === "string" ? /^#\/components\/schemas\/([^/]+)$/.exec(ref) : null;
  return match?.[1] ?? null;
}

/**
 * The runtime writes query parameters in the spec's default style (form, exploded): primitives, and arrays
 * of them as repeated names. Anything else would need a serializer it does not have.
 */
function checkQueryParameter(parameter: Json, where: string): void {
  const schema = (parameter.schema ?? {}) as Json;
  const itemType = ((schema.items ?? {}) as Json).type;
  const simple =
    queryPrimitiveTypes.has(String(schema.type)) ||
    (schema.type === "array" && queryPrimitiveTypes.has(String(itemType)));
  const defaultStyle = (parameter.style === undefined || parameter.style === "form") && parameter.explode !== false;
  if (!simple || !defaultStyle) {
    fail(
      where,
      `query parameter ${String(parameter.name)} must be a primitive or an array of primitives in the default style (form, exploded); the runtime serializes no other`,
    );
  }
}

/**
 * The fields of an object schema, with what documents each: the field's own description, else that of the
 * schema its `$ref` names, and its deprecation. `allOf` members add theirs, as the type merges them.
 */
function schemaFields(specs: Specs, place: Place, schema: unknown): SchemaField[] {
  const deprecations = fieldDeprecations(specs, place, schema);
  const fields = new Map<string, SchemaField>();
  const visit = (at: Place, value: unknown, depth: number): void => {
    const { place: here, node } = placeOf(specs, at, value);
    for (const [name, property] of Object.entries((node.properties ?? {}) as Json)) {
      if (fields.has(name)) continue;
      const own = (property ?? {}) as Json;
      const described =
        typeof own.description === "string" ? own : placeOf(specs, below(here, "properties", name), own).node;
      fields.set(name, {
        name,
        description: String(described.description ?? "").trim(),
        deprecation: deprecations[name] ?? null,
      });
    }
    if (depth < 8 && Array.isArray(node.allOf)) {
      for (const [index, member] of node.allOf.entries()) visit(below(here, "allOf", index), member, depth + 1);
    }
  };
  visit(place, schema, 0);
  return [...fields.values()];
}

export function buildSchemaTypes(specs: Specs): SchemaType[] {
  const { openapi } = specs;
  const schemas = object(object(openapi.components, "components").schemas, "components.schemas");
  const types = new NameRegistry("the type name");
  return Object.entries(schemas).map(([schema, node]) => {
    const declared = (node as Json)["x-sdk-type-name"];
    const place =
      declared === undefined
        ? placeIn("openapi.yaml", "components", "schemas", schema)
        : placeIn("openapi.yaml", "components", "schemas", schema, "x-sdk-type-name");
    const name =
      declared === undefined
        ? typeName(
            schema,
            placeIn("openapi.yaml", "components", "schemas", schema),
            "schema name (give the schema x-sdk-type-name to name its type otherwise)",
          )
        : typeName(
            declared,
            placeIn("openapi.yaml", "components", "schemas", schema, "x-sdk-type-name"),
            "x-sdk-type-name",
          );
    types.claim(name, place);
    return {
      schema,
      typeName: name,
      description: String((node as Json).description ?? "").trim(),
      fields: schemaFields(specs, placeIn("openapi.yaml", "components", "schemas", schema), node),
    };
  });
}

export function buildHttpModel(specs: Specs): HttpModel {
  const { openapi } = specs;
  const schemaTypes = buildSchemaTypes(specs);
  const typeNameOf = (value: unknown) => {
    const schema = schemaNameOf(value);
    return schema === null ? null : (schemaTypes.find((entry) => entry.schema === schema)?.typeName ?? null);
  };
  const tagNames = new NameRegistry("the tag's client property");
  const resources: Resource[] = ((openapi.tags ?? []) as Json[]).map((tag, index) => {
    const place = placeIn("openapi.yaml", "tags", index, "name");
    const name = fileName(tag.name, place, "tag name");
    const propertyName = memberName(resourcePropertyName(name), place, "client property of the tag");
    return {
      tag: name,
      className: typeName(resourceClassName(name), place, "resource class of the tag"),
      propertyName: tagNames.claim(propertyName, place),
      fileName: name,
      description: specText(tag.description, placeIn("openapi.yaml", "tags", index, "description"), "tag description"),
      operations: [],
    };
  });
  const queryTypes: HttpModel["queryTypes"] = [];
  const typeNames = new Set(schemaTypes.map((entry) => entry.typeName));
  const operationIds = new NameRegistry("the operationId");
  const methodNames = new Map<string, NameRegistry>();

  for (const [path, pathItemValue] of Object.entries(object(openapi.paths, "paths"))) {
    const pathItem = object(pathItemValue, `paths.${path}`);
    for (const lower of methods) {
      if (!(lower in pathItem)) continue;
      const method = lower.toUpperCase() as Operation["method"];
      const where = `${method} ${path}`;
      const at = placeIn("openapi.yaml", "paths", path, lower);
      wireName(path, placeIn("openapi.yaml", "paths", path), "path");
      if (!/^\/(?:[^{}]|\{[^{}]+\})*$/.test(path)) {
        refuse(
          placeIn("openapi.yaml", "paths", path),
          "the path has a brace that opens or closes no placeholder; a path starts with / and names its parameters as {name}",
        );
      }
      const operation = object(pathItem[lower], where);
      const operationId = memberName(operation.operationId, below(at, "operationId"), "operationId");
      const tag = ((operation.tags ?? []) as string[])[0];
      const resource = resources.find((candidate) => candidate.tag === tag);
      if (!resource) fail(where, "has no tag declared at the root");
      const placed = [
        ...((pathItem.parameters ?? []) as unknown[]).map((parameter, index) =>
          placeOf(specs, placeIn("openapi.yaml", "paths", path, "parameters", index), parameter),
        ),
        ...((operation.parameters ?? []) as unknown[]).map((parameter, index) =>
          placeOf(specs, below(at, "parameters", index), parameter),
        ),
      ];
      for (const { place, node } of placed) wireName(node.name, below(place, "name"), "parameter name");
      const parameters = placed.map(({ node }) => node);
      const pathParameters = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = ""]) => {
        const found = placed.find(({ node }) => node.in === "path" && node.name === name);
        if (!found) {
          refuse(
            placeIn("openapi.yaml", "paths", path),
            `the path names {${name}}, which no path parameter of ${method} declares; declare it (in: path), or rename the path's placeholder`,
          );
        }
        const argumentName = bindingName(
          camelCase(name),
          below(found.place, "name"),
          "method argument of the path parameter",
          ["body", "query", "file", "options"],
        );
        return { name, argumentName, description: String(found.node.description ?? "").trim() };
      });
      for (const { place, node } of placed) {
        if (node.in === "path" && !pathParameters.some((parameter) => parameter.name === node.name)) {
          refuse(
            below(place, "name"),
            `the path parameter ${JSON.stringify(node.name)} is no placeholder of ${path}; write {${String(node.name)}} in the path, or drop the parameter`,
          );
        }
      }
      const queryParameters = parameters.filter((parameter) => parameter.in === "query");
      for (const parameter of queryParameters) checkQueryParameter(parameter, where);
      const query =
        queryParameters.length > 0
          ? {
              type: derivedTypeName(queryTypeName(operationId), below(at, "operationId"), typeNames),
              required: queryParameters.some((p) => p.required === true),
            }
          : null;
      if (query) queryTypes.push({ typeName: query.type, operationId, method, path });
      const body = requestBody(specs, operation, operationId, where, typeNameOf, at);
      if (body?.kind === "upload") {
        derivedTypeName(body.optionsType, below(at, "operationId"), typeNames);
      }
      const headerNames = parameters.filter((parameter) => parameter.in === "header").map((p) => String(p.name));
      const methodName =
        operation["x-sdk-method"] !== undefined
          ? memberName(operation["x-sdk-method"], below(at, "x-sdk-method"), "x-sdk-method", resourceMembers)
          : memberName(
              methodNameOf(operationId, resource.tag),
              below(at, "operationId"),
              "method name derived from the operationId (give the operation x-sdk-method to name it otherwise)",
              resourceMembers,
            );
      // Two operations of a tag with one method name: give one x-sdk-method.
      let methods = methodNames.get(resource.propertyName);
      if (!methods) {
        methods = new NameRegistry(`the method name of resource ${resource.propertyName}`);
        methodNames.set(resource.propertyName, methods);
      }
      methods.claim(methodName, below(at, operation["x-sdk-method"] !== undefined ? "x-sdk-method" : "operationId"));
      operationIds.claim(operationId, below(at, "operationId"));
      const response = successResponse(specs, operation, operationId, where, typeNameOf);
      resource.operations.push({
        operationId,
        methodName,
        resource: resource.propertyName,
        method,
        path,
        summary: specText(operation.summary, below(at, "summary"), "summary"),
        description: specText(operation.description, below(at, "description"), "description"),
        pathParameters,
        query,
        body,
        response,
        idempotent: idempotentMethods.has(method),
        idempotencyHeader: headerNames.find((name) => name.toLowerCase() === "idempotency-key") ?? null,
        pagination: pagination(
          specs,
          operation,
          response,
          queryParameters,
          where,
          typeNameOf,
          pathParameters.length,
          at,
        ),
        errorStatuses: Object.keys(object(operation.responses, `${where} responses`))
          .filter((status) => /^[45]\d\d$/.test(status))
          .map(Number),
        ...operationDeprecations(operation, queryParameters, `specs/openapi.yaml: ${where}`),
        deprecatedBody: requestBodyDeprecations(specs, operation, at),
      });
    }
  }

  const info = object(openapi.info, "info");
  const servers = ((openapi.servers ?? []) as Json[]).map((server) => ({
    url: serverUrl(server),
    description: String(server.description ?? "").trim(),
  }));
  const defaultServer = servers[0];
  if (!defaultServer) fail("servers", "needs at least one server");
  return {
    title: specText(info.title, placeIn("openapi.yaml", "info", "title"), "title"),
    version: specText(info.version, placeIn("openapi.yaml", "info", "version"), "version"),
    servers,
    defaultBaseUrl: defaultServer.url,
    resources: resources.filter((resource) => resource.operations.length > 0),
    schemaTypes,
    queryTypes,
    temporaryKey: temporaryKeyForm(specs),
  };
}

/** The operation that mints temporary keys, and the field of its answer that holds one. */
const temporaryKeyOperation = "createTemporaryApiKey";
const temporaryKeyField = "api_key";

/**
 * The form of a temporary key, as the answer of `createTemporaryApiKey` declares its `api_key`: a browser
 * client refuses any other key before it leaves the page, so the spec must say it (an anchored `pattern`
 * and a `maxLength`), and only the spec.
 */
function temporaryKeyForm(specs: Specs): TemporaryKeyForm {
  const where = `operation ${temporaryKeyOperation}`;
  let operation: Json | undefined;
  for (const pathItem of Object.values(object(specs.openapi.paths, "paths"))) {
    for (const method of methods) {
      const candidate = (pathItem as Json | undefined)?.[method] as Json | undefined;
      if (candidate?.operationId === temporaryKeyOperation) operation = candidate;
    }
  }
  if (!operation) {
    fail(where, "is missing: the SDK takes the form of a temporary key from its answer's api_key");
  }
  const responses = object(operation.responses, `${where} responses`);
  const success = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
  const content = success
    ? (resolveIn(specs, "openapi.yaml", responses[success]).content as Json | undefined)
    : undefined;
  const schemaRef = (content?.["application/json"] as Json | undefined)?.schema;
  const schema = schemaRef === undefined ? undefined : resolveIn(specs, "openapi.yaml", schemaRef);
  const property = schema?.properties
    ? resolveIn(specs, "openapi.yaml", (schema.properties as Json)[temporaryKeyField])
    : undefined;
  const { pattern, maxLength } = property ?? {};
  if (typeof pattern !== "string" || !pattern.startsWith("^") || !pattern.endsWith("$")) {
    fail(
      where,
      `should answer a JSON object whose ${temporaryKeyField} has a pattern anchored with ^ and $ (such as ^tmp_[A-Za-z0-9_-]+$): browsers refuse any key without the temporary keys' form`,
    );
  }
  try {
    new RegExp(pattern, "u");
  } catch (error) {
    fail(where, `has a pattern on ${temporaryKeyField} that is not a regular expression: ${(error as Error).message}`);
  }
  if (typeof maxLength !== "number" || !Number.isSafeInteger(maxLength) || maxLength < 1) {
    fail(where, `should give ${temporaryKeyField} a maxLength (a whole number of at least 1)`);
  }
  return { pattern, maxLength, source: `${schemaNameOf(schemaRef) ?? "its answer"}.${temporaryKeyField}` };
}

/** A type the generator names after an operation, which must not clash with a schema's type. */
function derivedTypeName(name: string, place: Place, taken: Set<string>): string {
  const checked = typeName(name, place, "type named after the operationId");
  if (taken.has(checked))
    refuse(place, `the type ${checked} named after the operationId is already a schema's type; rename one`);
  taken.add(checked);
  return checked;
}

function serverUrl(server: Json): string {
  const variables = (server.variables ?? {}) as Record<string, { default?: string }>;
  return String(server.url).replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = variables[name]?.default;
    if (value === undefined) fail(`server variable ${name}`, "has no default");
    return value;
  });
}

type TypeNameOf = (value: unknown) => string | null;

function successResponse(
  specs: Specs,
  operation: Json,
  operationId: string,
  where: string,
  typeNameOf: TypeNameOf,
): SuccessResponse {
  const responses = object(operation.responses, `${where} responses`);
  const statuses = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
  if (statuses.length !== 1) fail(where, "needs exactly one 2xx response");
  const status = Number(statuses[0]);
  const content = resolveIn(specs, "openapi.yaml", responses[statuses[0] as string]).content as Json | undefined;
  const mediaTypes = Object.keys(content ?? {});
  if (mediaTypes.length === 0) return { kind: "empty", status };
  const kinds = new Set(mediaTypes.map(bodyKindOf));
  const [kind] = kinds;
  if (kinds.size > 1 || kind === undefined) {
    fail(
      where,
      `answers ${mediaTypes.join(", ")}: one answer is JSON, text or bytes, not several kinds; split the operation, or drop a media type`,
    );
  }
  if (kind !== "json") return { kind, status, mediaTypes };
  const [mediaType = "application/json"] = mediaTypes;
  if (mediaTypes.length > 1) fail(where, `answers ${mediaTypes.join(", ")}: a JSON answer has one media type`);
  return {
    kind: "json",
    status,
    type:
      typeNameOf((content?.[mediaType] as Json | undefined)?.schema) ??
      `operations[${JSON.stringify(operationId)}]["responses"][${status}]["content"][${JSON.stringify(mediaType)}]`,
  };
}

/** Media types outside `text/*` whose bodies are text all the same. */
const textMediaTypes = new Set([
  "application/x-subrip",
  "application/xml",
  "application/yaml",
  "application/x-yaml",
  "application/javascript",
  "application/x-ndjson",
]);

/**
 * How the runtime reads an answer of a media type: JSON, text (a string), or bytes. Anything that is neither
 * JSON nor known text is bytes, which hold any body faithfully.
 */
export function bodyKindOf(mediaType: string): "json" | "text" | "binary" {
  const type = mediaType.toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type.startsWith("text/") || type.endsWith("+xml") || textMediaTypes.has(type)) return "text";
  return "binary";
}

function requestBody(
  specs: Specs,
  operation: Json,
  operationId: string,
  where: string,
  typeNameOf: TypeNameOf,
  at: Place,
): RequestBody | null {
  if (operation.requestBody === undefined) return null;
  const body = resolveIn(specs, "openapi.yaml", operation.requestBody);
  const content = object(body.content, `${where} requestBody.content`);
  const mediaTypes = Object.keys(content);
  const required = body.required === true;
  const mediaType = mediaTypes[0];
  const schemaValue = (content[mediaType ?? ""] as Json | undefined)?.schema;
  const type =
    typeNameOf(schemaValue) ??
    `NonNullable<operations[${JSON.stringify(operationId)}]["requestBody"]>["content"][${JSON.stringify(mediaType)}]`;
  if (mediaTypes.length === 1 && mediaType === "application/json") return { kind: "json", required, type };
  if (mediaTypes.length === 1 && mediaType === "multipart/form-data") {
    const bodyPlace = placeOf(specs, below(at, "requestBody"), operation.requestBody).place;
    const { place: schemaPlace, node: schema } = placeOf(
      specs,
      below(bodyPlace, "content", "multipart/form-data", "schema"),
      schemaValue,
    );
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Json>);
    const isFile = (property: Json) =>
      property.format === "binary" || property.contentMediaType === "application/octet-stream";
    const files = properties.filter(([, property]) => isFile(resolveIn(specs, "openapi.yaml", property)));
    if (files.length !== 1) fail(where, "must upload exactly one file part (format: binary): the runtime streams one");
    const [fileField = ""] = files[0] ?? [];
    wireName(fileField, below(schemaPlace, "properties", fileField), "file part name");
    return {
      kind: "upload",
      required,
      type,
      optionsType: uploadOptionsTypeName(operationId),
      fileField,
      fields: properties
        .filter(([name]) => name !== fileField)
        .map(([name, property]) => {
          const resolved = resolveIn(specs, "openapi.yaml", property);
          const scalar =
            resolved.type === "string" || (Array.isArray(resolved.type) && resolved.type.includes("string"));
          if (!scalar) fail(where, `multipart field ${name} must be a string: the runtime sends text fields`);
          const fieldPlace = below(schemaPlace, "properties", name);
          wireName(name, fieldPlace, "form field name");
          return {
            name,
            option: bindingName(camelCase(name), fieldPlace, "upload option of the form field", uploadOptionNames),
            type: `NonNullable<${type}[${JSON.stringify(name)}]>`,
            description: String(resolved.description ?? "").trim(),
          };
        }),
    };
  }
  fail(where, `takes ${mediaTypes.join(", ")}: the runtime sends JSON or a multipart upload`);
}

/** The deprecated fields of the request body, by wire name (a JSON property or a form field). */
function requestBodyDeprecations(specs: Specs, operation: Json, at: Place): Record<string, Deprecation> {
  if (operation.requestBody === undefined) return {};
  const { place: bodyPlace, node: body } = placeOf(specs, below(at, "requestBody"), operation.requestBody);
  const [mediaType, content] = Object.entries((body.content ?? {}) as Record<string, Json>)[0] ?? [];
  if (mediaType === undefined || content?.schema === undefined) return {};
  return fieldDeprecations(specs, below(bodyPlace, "content", mediaType, "schema"), content.schema);
}

/** `x-sdk-pagination: { items, next-cursor, cursor-parameter }`: the list pages itself in both clients. */
function pagination(
  specs: Specs,
  operation: Json,
  response: SuccessResponse,
  queryParameters: Json[],
  where: string,
  typeNameOf: TypeNameOf,
  pathParameterCount: number,
  at: Place,
): Pagination | null {
  const declared = operation["x-sdk-pagination"];
  if (declared === undefined) return null;
  const {
    items,
    "next-cursor": nextCursor,
    "cursor-parameter": cursorParameter,
  } = object(declared, `${where} x-sdk-pagination`);
  if (typeof items !== "string" || typeof nextCursor !== "string" || typeof cursorParameter !== "string") {
    fail(where, "x-sdk-pagination needs items, next-cursor and cursor-parameter, each a name");
  }
  for (const [key, value] of [
    ["items", items],
    ["next-cursor", nextCursor],
    ["cursor-parameter", cursorParameter],
  ] as const) {
    wireName(value, below(at, "x-sdk-pagination", key), `x-sdk-pagination ${key}`);
  }
  if (response.kind !== "json") fail(where, "x-sdk-pagination needs a JSON page");
  if (operation.requestBody !== undefined)
    fail(where, "x-sdk-pagination: a list that takes a body is not a list the runtime pages");
  if (!queryParameters.some((parameter) => parameter.name === cursorParameter)) {
    fail(where, `x-sdk-pagination names the query parameter ${cursorParameter}, which the operation does not take`);
  }
  const responses = object(operation.responses, `${where} responses`);
  const success = resolveIn(specs, "openapi.yaml", responses[String(response.status)]);
  const page = resolveIn(specs, "openapi.yaml", ((success.content as Json)["application/json"] as Json).schema);
  const properties = (page.properties ?? {}) as Record<string, Json>;
  const itemsSchema = properties[items] ? resolveIn(specs, "openapi.yaml", properties[items]) : undefined;
  if (itemsSchema?.type !== "array") fail(where, `x-sdk-pagination's items ${items} is not an array of the page`);
  if (!properties[nextCursor]) fail(where, `x-sdk-pagination's next-cursor ${nextCursor} is not a field of the page`);
  return {
    items,
    nextCursor,
    cursorParameter,
    itemType: typeNameOf(itemsSchema.items) ?? `${response.type}[${JSON.stringify(items)}][number]`,
    queryArgument: pathParameterCount,
  };
}
