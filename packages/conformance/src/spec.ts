// The contract as the kit reads it: both spec documents, parsed at run time from the package's specs/, so an
// edit of a spec changes the checks without a rebuild. Operations, their declared statuses and headers, the
// request schemas the negative data comes from, and x-stream-errors all come from here.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  escapePointerToken as escapePointer,
  isObject,
  type KeptResource,
  keptResourcesOf,
  loadSpecDocuments,
  type Json as Node,
  pointerKeys,
  type SpecDocuments,
} from "@stt-service/spec-documents";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** A resource the service keeps, as the spec marks its schema (`x-resource`, specs/README.md). */
export type { KeptResource };

export interface DeclaredResponse {
  status: number;
  /** JSON pointer (into openapi.yaml) of the body schema, or undefined where the response has no body. */
  schemaPointer?: string;
  mediaType?: string;
  /** Every media type the answer declares, such as `text/vtt` and `application/x-subrip`, with its schema's pointer. */
  contents: { mediaType: string; schemaPointer: string }[];
  /** Header name (lower case) → [required, JSON pointer of its schema]. */
  headers: Map<string, { required: boolean; pointer: string }>;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path under the base URL, with `{name}` templates. */
  path: string;
  responses: Map<number, DeclaredResponse>;
  requestBodyPointer?: string;
  requestMediaType?: string;
  /** Query parameters: name → JSON pointer of the schema. */
  query: Map<string, string>;
  /** Path parameters: name → JSON pointer of the schema. */
  pathParameters: Map<string, string>;
  /** Path parameters: name → the example the spec gives it, where it gives one. */
  pathParameterExamples: Map<string, string>;
  /** The path parameters that name a kept resource, in the order of the path: the resource each names. */
  keptPathParameters: KeptResource[];
  /** The first named example of a JSON request body. */
  requestExample?: unknown;
  idempotencyHeader?: string;
}

/** A webhook of the spec's root `webhooks`: what a server sends to a `webhook_url`, as a receiver reads it. */
export interface ContractWebhook {
  /** The key under `webhooks`, which is also the event's `type`, such as `transcription.completed`. */
  name: string;
  method: string;
  /** JSON pointer (into openapi.yaml) of the JSON body's schema. */
  schemaPointer: string;
  /** Header name (lower case) → [required, JSON pointer of its schema]. */
  headers: Map<string, { required: boolean; pointer: string }>;
}

export interface StreamErrorRule {
  errorCode: number;
  errorType: string;
  closeCode: number;
}

/** The contract the kit checks a server against: both specs, their operations, and validators of their schemas. */
export interface Contract {
  openapi: Node;
  asyncapi: Node;
  operations: ContractOperation[];
  webhooks: ContractWebhook[];
  /** The schemas marked `x-resource`: what the service keeps, and how paths name it. */
  keptResources: KeptResource[];
  operation(operationId: string): ContractOperation;
  /** Problems of a value against the schema at a pointer of openapi.yaml (or `asyncapi.yaml#…`). */
  problems(pointer: string, value: unknown): string[];
  /** The schema node at a pointer, with $refs inside openapi.yaml resolved once at the top. */
  schemaAt(pointer: string): Node;
  streamErrors: StreamErrorRule[];
  streamLimits: { configTimeoutSeconds: number; idleTimeoutSeconds: number; keepaliveIntervalSeconds: number };
}

const base = "https://contract.stt-service.test/specs/";

/**
 * The contract the kit checks against: the package's own copy (specs/, beside dist/) when built, the
 * repository's specs/ when run from the sources (a built copy there may be stale).
 */
export function packagedSpecDirectory(): string {
  const fromBuild = fileURLToPath(new URL(".", import.meta.url))
    .replace(/\/$/, "")
    .endsWith("dist");
  const path = fileURLToPath(new URL(fromBuild ? "../specs/" : "../../../specs/", import.meta.url));
  if (!existsSync(`${path}openapi.yaml`))
    throw new Error(`The contract is not in ${path}, where the package keeps it.`);
  return path;
}

type SpecFile = "openapi.yaml" | "asyncapi.yaml";

/** Follows `$ref`s (src/spec-documents) to the node at a pointer of openapi.yaml, and the pointer it ends at. */
function resolved(documents: SpecDocuments<SpecFile>, pointer: string): { node: Node; pointer: string } {
  const found = documents.child(documents.root("openapi.yaml"), ...pointerKeys(pointer));
  if (!isObject(found.value)) throw new Error(`the contract has nothing at ${pointer}`);
  return { node: found.value, pointer: found.pointer };
}

/** The first named example of a JSON request body, followed through `$ref`s. */
function requestExampleOf(documents: SpecDocuments<SpecFile>, pointer: string, mediaType: string): unknown {
  if (!/json/i.test(mediaType)) return undefined;
  const content = resolved(documents, pointer).node;
  const examples = content.examples as Node | undefined;
  const first = examples ? Object.keys(examples)[0] : undefined;
  if (first === undefined) return content.example;
  return resolved(documents, `${pointer}/examples/${escapePointer(first)}`).node.value;
}

function readOperations(documents: SpecDocuments<SpecFile>, kept: KeptResource[]): ContractOperation[] {
  const operations: ContractOperation[] = [];
  const paths = documents.document("openapi.yaml").paths as Node;
  for (const [path, item] of Object.entries(paths)) {
    const pathItem = item as Node;
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const operation = pathItem[method] as Node | undefined;
      if (!operation) continue;
      const opPointer = `/paths/${escapePointer(path)}/${method}`;
      const responses = new Map<number, DeclaredResponse>();
      for (const status of Object.keys((operation.responses as Node) ?? {})) {
        const response = resolved(documents, `${opPointer}/responses/${status}`);
        const content = response.node.content as Node | undefined;
        const mediaType = content ? Object.keys(content)[0] : undefined;
        const headers = new Map<string, { required: boolean; pointer: string }>();
        for (const name of Object.keys((response.node.headers as Node) ?? {})) {
          const header = resolved(documents, `${response.pointer}/headers/${escapePointer(name)}`);
          headers.set(name.toLowerCase(), {
            required: header.node.required === true,
            pointer: `${header.pointer}/schema`,
          });
        }
        responses.set(Number(status), {
          status: Number(status),
          mediaType,
          schemaPointer: mediaType ? `${response.pointer}/content/${escapePointer(mediaType)}/schema` : undefined,
          contents: Object.keys(content ?? {}).map((type) => ({
            mediaType: type,
            schemaPointer: `${response.pointer}/content/${escapePointer(type)}/schema`,
          })),
          headers,
        });
      }
      const query = new Map<string, string>();
      const pathParameters = new Map<string, string>();
      const pathParameterExamples = new Map<string, string>();
      let idempotencyHeader: string | undefined;
      const parameterLists = [
        { list: pathItem.parameters as Node[] | undefined, at: `/paths/${escapePointer(path)}/parameters` },
        { list: operation.parameters as Node[] | undefined, at: `${opPointer}/parameters` },
      ];
      for (const { list, at } of parameterLists) {
        for (let index = 0; index < (list?.length ?? 0); index++) {
          const parameter = resolved(documents, `${at}/${index}`);
          const where = parameter.node.in;
          const name = String(parameter.node.name);
          if (where === "query") query.set(name, `${parameter.pointer}/schema`);
          if (where === "path") {
            pathParameters.set(name, `${parameter.pointer}/schema`);
            if (typeof parameter.node.example === "string") pathParameterExamples.set(name, parameter.node.example);
          }
          if (where === "header" && name.toLowerCase() === "idempotency-key") idempotencyHeader = name;
        }
      }
      const requestContent = (operation.requestBody as Node | undefined)?.content as Node | undefined;
      const requestMediaType = requestContent ? Object.keys(requestContent)[0] : undefined;
      const requestPointer = requestMediaType
        ? `${opPointer}/requestBody/content/${escapePointer(requestMediaType)}`
        : undefined;
      const keptPathParameters = [...path.matchAll(/\{([^}]+)\}/g)].flatMap(
        ([, name]) => kept.find((resource) => resource.pathParameter === name) ?? [],
      );
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        responses,
        requestMediaType,
        requestBodyPointer: requestPointer ? `${requestPointer}/schema` : undefined,
        requestExample:
          requestPointer && requestMediaType
            ? requestExampleOf(documents, requestPointer, requestMediaType)
            : undefined,
        query,
        pathParameters,
        pathParameterExamples,
        keptPathParameters,
        idempotencyHeader,
      });
    }
  }
  return operations;
}

function readWebhooks(documents: SpecDocuments<SpecFile>): ContractWebhook[] {
  const webhooks: ContractWebhook[] = [];
  for (const [name, item] of Object.entries((documents.document("openapi.yaml").webhooks as Node | undefined) ?? {})) {
    for (const method of ["post", "put", "patch"]) {
      if (!isObject(item) || !isObject(item[method])) continue;
      const at = `/webhooks/${escapePointer(name)}/${method}`;
      const operation = resolved(documents, at).node;
      const headers = new Map<string, { required: boolean; pointer: string }>();
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      for (let index = 0; index < parameters.length; index++) {
        const parameter = resolved(documents, `${at}/parameters/${index}`);
        if (parameter.node.in !== "header") continue;
        headers.set(String(parameter.node.name).toLowerCase(), {
          required: parameter.node.required === true,
          pointer: `${parameter.pointer}/schema`,
        });
      }
      webhooks.push({
        name,
        method: method.toUpperCase(),
        schemaPointer: `${at}/requestBody/content/application~1json/schema`,
        headers,
      });
    }
  }
  return webhooks;
}

function describeError(error: ErrorObject): string {
  return `${error.instancePath || "(body)"} ${error.message ?? error.keyword}`;
}

/** Reads the contract from a folder holding openapi.yaml and asyncapi.yaml; by default the package's specs/. */
export function loadContract(directory = packagedSpecDirectory()): Contract {
  // Bounded and every $ref checked (src/spec-documents), as the gate and the generator read them.
  const documents = loadSpecDocuments<SpecFile>(directory, ["openapi.yaml", "asyncapi.yaml"]);
  const openapi = documents.document("openapi.yaml");
  const asyncapi = documents.document("asyncapi.yaml");
  // strictSchema is off because refs resolve inside whole OpenAPI/AsyncAPI documents, whose other keywords
  // (paths, x-…) ajv would otherwise reject.
  const ajv = new Ajv2020({ strict: true, strictSchema: false, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addFormat("binary", true).addFormat("float", true);
  ajv.addSchema(openapi, `${base}openapi.yaml`, undefined, false);
  ajv.addSchema(asyncapi, `${base}asyncapi.yaml`, undefined, false);
  const compiled = new Map<string, ValidateFunction>();
  const keptResources = keptResourcesOf(openapi, "openapi.yaml");
  const operations = readOperations(documents, keptResources);
  const streamErrorCodes = ((asyncapi["x-stream-errors"] as Node)?.codes ?? []) as Node[];
  const limits = ((asyncapi.channels as Node).transcribe as Node)["x-limits"] as Node;
  return {
    openapi,
    asyncapi,
    operations,
    webhooks: readWebhooks(documents),
    keptResources,
    operation(operationId) {
      const found = operations.find((operation) => operation.operationId === operationId);
      if (!found) throw new Error(`the contract has no operation ${operationId}`);
      return found;
    },
    problems(pointer, value) {
      const ref = pointer.includes("#") ? `${base}${pointer}` : `${base}openapi.yaml#${pointer}`;
      let validate = compiled.get(ref);
      if (!validate) {
        validate = ajv.compile({ $ref: ref });
        compiled.set(ref, validate);
      }
      return validate(value) ? [] : (validate.errors ?? []).map(describeError);
    },
    schemaAt(pointer) {
      return resolved(documents, pointer).node;
    },
    streamErrors: streamErrorCodes.map((code) => ({
      errorCode: Number(code["error-code"]),
      errorType: String(code["error-type"]),
      closeCode: Number(code["close-code"]),
    })),
    streamLimits: {
      configTimeoutSeconds: Number(limits["config-timeout-seconds"]),
      idleTimeoutSeconds: Number(limits["idle-timeout-seconds"]),
      keepaliveIntervalSeconds: Number(limits["keepalive-interval-seconds"]),
    },
  };
}
