// The HTTP contract as the MSW handlers check it in process, where Prism cannot run (a browser): each
// operation's routing data (method, path, parameters, body media types, named response examples, deprecations)
// and standalone ajv validators of its parameters, request bodies and response bodies, compiled from the same
// schemas Prism reads, in the same strict reading (closeObjectSchemas) the Prism engine applies, and the
// resources the spec marks with `x-resource` (keptResourcesOf: the spec library's reading, the mock's and the kit's too) with, on the operations
// that name one by a path id, their answers' schemas reduced to what the mock walks to put the asked ids in an
// example (idSchemaOf). The output is plain ESM with no import, so it bundles for a browser.

import {
  closeObjectSchemas,
  escapePointerToken,
  idSchemaOf,
  keptResourcesOf,
  namesKeptResource,
} from "@stt-service/spec-documents";
import { Ajv } from "ajv";
import standaloneModule from "ajv/dist/standalone/index.js";
import { inlineRefs, type Json, type Specs } from "../../../read/specs.js";
import { validationSchema } from "./validators.js";

const methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/** RFC 3339's date-time, as ajv-formats checks it, without its run-time import. */
const dateTime = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:?\d{2})$/;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Json;
  example?: unknown;
}

/** A response's declared headers, as parameters: the names as the spec writes them, `in: header`. */
function responseHeadersOf(response: Json): Parameter[] {
  return Object.entries((response.headers as Json | undefined) ?? {}).map(([name, header]) => ({
    ...(header as Json),
    name,
    in: "header",
  }));
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parameterObjectSchema(parameters: Parameter[], lowerNames: boolean): Json {
  const name = (parameter: Parameter) => (lowerNames ? parameter.name.toLowerCase() : parameter.name);
  return {
    type: "object",
    properties: Object.fromEntries(parameters.map((parameter) => [name(parameter), parameter.schema ?? {}])),
    required: parameters.filter((parameter) => parameter.required).map(name),
  };
}

/** The operations and the validators' module source. */
export function compileHttpContract(specs: Specs): string {
  const ajv = new Ajv({
    // Every problem of a request, as Prism lists them (the answer lists up to 100).
    allErrors: true,
    strict: false,
    allowUnionTypes: true,
    unicode: false,
    code: { source: true, esm: true, lines: true },
    logger: { log: console.log, warn: () => {}, error: console.error },
  });
  ajv.addFormat("binary", true).addFormat("float", true).addFormat("int32", true).addFormat("int64", true);
  ajv.addFormat("double", true).addFormat("date-time", dateTime);
  const exports: Record<string, string> = {};
  const table: string[] = [];
  const operations: Json[] = [];
  const openapi = specs.openapi;
  const globalSecurity = Array.isArray(openapi.security) && openapi.security.length > 0;
  const servers = (openapi.servers as Json[] | undefined) ?? [];
  const keptResources = keptResourcesOf(openapi, "specs/openapi.yaml");
  // Identical schemas (the error body of every status of every operation) share one validator.
  const names = new Map<string, string>();
  const add = (schema: unknown): string => {
    const prepared = validationSchema(schema, false) as object;
    const text = JSON.stringify(prepared);
    let name = names.get(text);
    if (name === undefined) {
      name = `v${names.size}`;
      names.set(text, name);
      ajv.addSchema(prepared, name);
      exports[name] = name;
    }
    return name;
  };
  for (const [path, pathItem] of Object.entries((openapi.paths as Json | undefined) ?? {})) {
    const pointer = `#/paths/${escapePointerToken(path)}`;
    const item = inlineRefs(specs, { file: "openapi.yaml", node: pathItem, pointer }) as Json;
    for (const method of methods) {
      const raw = item[method];
      if (!isObject(raw)) continue;
      const operation = closeObjectSchemas(structuredClone(raw)) as Json;
      const byKey = new Map<string, Parameter>();
      for (const parameter of [
        ...((item.parameters as Parameter[] | undefined) ?? []),
        ...((operation.parameters as Parameter[] | undefined) ?? []),
      ]) {
        byKey.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      const parameters = [...byKey.values()];
      const of = (place: string) => parameters.filter((parameter) => parameter.in === place);
      const validators: string[] = [];
      validators.push(`path: ${add(parameterObjectSchema(of("path"), false))}`);
      validators.push(`query: ${add(parameterObjectSchema(of("query"), false))}`);
      validators.push(`headers: ${add(parameterObjectSchema(of("header"), true))}`);
      const requestBody = operation.requestBody as Json | undefined;
      const bodies = Object.entries((requestBody?.content as Json | undefined) ?? {}).map(
        ([mediaType, media]) => `${JSON.stringify(mediaType)}: ${add((media as Json).schema ?? {})}`,
      );
      validators.push(`body: { ${bodies.join(", ")} }`);
      const responses = Object.entries((operation.responses as Json | undefined) ?? {}).map(([code, response]) => {
        const contents = Object.entries(((response as Json).content as Json | undefined) ?? {}).map(
          ([mediaType, media]) => `${JSON.stringify(mediaType)}: ${add((media as Json).schema ?? {})}`,
        );
        return `${JSON.stringify(code)}: { ${contents.join(", ")} }`;
      });
      validators.push(`responses: { ${responses.join(", ")} }`);
      // The answers' declared headers, checked as Prism checks them: the required ones present, each valid.
      const responseHeaders = Object.entries((operation.responses as Json | undefined) ?? {}).map(
        ([code, response]) =>
          `${JSON.stringify(code)}: ${add(parameterObjectSchema(responseHeadersOf(response as Json), true))}`,
      );
      validators.push(`responseHeaders: { ${responseHeaders.join(", ")} }`);
      const operationId = String(operation.operationId);
      table.push(`${JSON.stringify(operationId)}: { ${validators.join(", ")} }`);
      const security = (operation.security as unknown[] | undefined) ?? (globalSecurity ? openapi.security : []);
      const namesKept = namesKeptResource(keptResources, path);
      // The shape the mock's core reads of Prism's IHttpOperation, and no more.
      operations.push({
        id: operationId,
        iid: operationId,
        method,
        path,
        deprecated: operation.deprecated === true,
        extensions: Object.fromEntries(Object.entries(operation).filter(([key]) => key.startsWith("x-"))),
        servers: servers.map((server) => ({ url: server.url })),
        secured: Array.isArray(security) && security.length > 0,
        request: {
          path: of("path").map(parameterData),
          query: of("query").map(parameterData),
          headers: of("header").map(parameterData),
          ...(requestBody
            ? {
                body: {
                  required: requestBody.required === true,
                  contents: Object.entries((requestBody.content as Json | undefined) ?? {}).map(
                    ([mediaType, media]) => ({ mediaType, schema: (media as Json).schema }),
                  ),
                },
              }
            : {}),
        },
        responses: Object.entries((operation.responses as Json | undefined) ?? {}).map(([code, response]) => ({
          code,
          headers: responseHeadersOf(response as Json).map(parameterData),
          contents: Object.entries(((response as Json).content as Json | undefined) ?? {}).map(
            ([mediaType, media]) => ({
              mediaType,
              ...(namesKept ? { schema: idSchemaOf((media as Json).schema, keptResources) ?? {} } : {}),
              examples: Object.entries(((media as Json).examples as Json | undefined) ?? {}).map(([key, example]) => ({
                key,
                value: (example as Json).value,
              })),
            }),
          ),
        })),
      });
    }
  }
  const code = standaloneModule.default(ajv, exports);
  const imports = [...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((match) => match[1]);
  if (imports.length > 0) {
    throw new Error(
      `the HTTP contract's validators would need ajv at run time (${[...new Set(imports)].join(", ")}): ` +
        "avoid the schema keyword or format that pulls it in",
    );
  }
  return [
    code.replace(/= new RegExp\(/g, "= /*#__PURE__*/ new RegExp("),
    `export const operations = ${JSON.stringify(operations)};`,
    `export const validators = { ${table.join(", ")} };`,
    `export const keptResources = ${JSON.stringify(keptResources)};`,
    "",
  ].join("\n");
}

function parameterData(parameter: Parameter) {
  const type = parameter.schema?.type;
  const minLength = parameter.schema?.minLength;
  return {
    name: parameter.name,
    required: parameter.required === true,
    deprecated: parameter.deprecated === true,
    ...(typeof type === "string" ? { type } : {}),
    // What the core checks of a value before either engine (packages/mock/src/core/http/request-checks.ts),
    // where Prism's operations have the whole schema.
    schema: { ...(typeof type === "string" ? { type } : {}), ...(typeof minLength === "number" ? { minLength } : {}) },
    // What an answer from the examples sends in a header, as Prism's mock does.
    ...(parameter.example !== undefined ? { example: parameter.example } : {}),
    // What the deprecation headers read of a parameter (Prism drops a parameter's extensions).
  };
}
