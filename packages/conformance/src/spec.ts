// The contract as the kit reads it: both spec documents, parsed at run time from the package's specs/, so an
// edit of a spec changes the checks without a rebuild. Operations, their declared statuses and headers, the
// request schemas the negative data comes from, and x-stream-errors all come from here.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "yaml";

type Node = Record<string, unknown>;

export interface DeclaredResponse {
  status: number;
  /** JSON pointer (into openapi.yaml) of the body schema, or undefined where the response has no body. */
  schemaPointer?: string;
  mediaType?: string;
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
  idempotencyHeader?: string;
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

function escapePointer(token: string): string {
  return token.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** The node at a pointer, following `$ref`s inside openapi.yaml wherever the walk meets one. */
function nodeAt(document: Node, pointer: string): Node {
  let node: unknown = document;
  for (const part of pointer.split("/").slice(1)) {
    node = follow(document, node as Node | undefined)?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
  }
  if (!node || typeof node !== "object") throw new Error(`the contract has nothing at ${pointer}`);
  return node as Node;
}

function follow(document: Node, node: Node | undefined): Node | undefined {
  let current = node;
  for (let hops = 0; hops < 16 && typeof current?.$ref === "string" && current.$ref.startsWith("#"); hops++) {
    current = nodeAt(document, current.$ref.slice(1));
  }
  return current;
}

/** Follows `$ref`s inside openapi.yaml to the node itself, and the pointer it ends at. */
function resolved(document: Node, pointer: string): { node: Node; pointer: string } {
  let current = pointer;
  for (let hops = 0; hops < 16; hops++) {
    const node = nodeAt(document, current);
    const ref = node.$ref;
    if (typeof ref !== "string" || !ref.startsWith("#")) return { node, pointer: current };
    current = ref.slice(1);
  }
  throw new Error(`$ref chain too long at ${pointer}`);
}

function readOperations(openapi: Node): ContractOperation[] {
  const operations: ContractOperation[] = [];
  const paths = openapi.paths as Node;
  for (const [path, item] of Object.entries(paths)) {
    const pathItem = item as Node;
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const operation = pathItem[method] as Node | undefined;
      if (!operation) continue;
      const opPointer = `/paths/${escapePointer(path)}/${method}`;
      const responses = new Map<number, DeclaredResponse>();
      for (const status of Object.keys((operation.responses as Node) ?? {})) {
        const response = resolved(openapi, `${opPointer}/responses/${status}`);
        const content = response.node.content as Node | undefined;
        const mediaType = content ? Object.keys(content)[0] : undefined;
        const headers = new Map<string, { required: boolean; pointer: string }>();
        for (const name of Object.keys((response.node.headers as Node) ?? {})) {
          const header = resolved(openapi, `${response.pointer}/headers/${escapePointer(name)}`);
          headers.set(name.toLowerCase(), {
            required: header.node.required === true,
            pointer: `${header.pointer}/schema`,
          });
        }
        responses.set(Number(status), {
          status: Number(status),
          mediaType,
          schemaPointer: mediaType ? `${response.pointer}/content/${escapePointer(mediaType)}/schema` : undefined,
          headers,
        });
      }
      const query = new Map<string, string>();
      const pathParameters = new Map<string, string>();
      let idempotencyHeader: string | undefined;
      const parameterLists = [
        { list: pathItem.parameters as Node[] | undefined, at: `/paths/${escapePointer(path)}/parameters` },
        { list: operation.parameters as Node[] | undefined, at: `${opPointer}/parameters` },
      ];
      for (const { list, at } of parameterLists) {
        for (let index = 0; index < (list?.length ?? 0); index++) {
          const parameter = resolved(openapi, `${at}/${index}`);
          const where = parameter.node.in;
          const name = String(parameter.node.name);
          if (where === "query") query.set(name, `${parameter.pointer}/schema`);
          if (where === "path") pathParameters.set(name, `${parameter.pointer}/schema`);
          if (where === "header" && name.toLowerCase() === "idempotency-key") idempotencyHeader = name;
        }
      }
      const requestContent = (operation.requestBody as Node | undefined)?.content as Node | undefined;
      const requestMediaType = requestContent ? Object.keys(requestContent)[0] : undefined;
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        responses,
        requestMediaType,
        requestBodyPointer: requestMediaType
          ? `${opPointer}/requestBody/content/${escapePointer(requestMediaType)}/schema`
          : undefined,
        query,
        pathParameters,
        idempotencyHeader,
      });
    }
  }
  return operations;
}

function describeError(error: ErrorObject): string {
  return `${error.instancePath || "(body)"} ${error.message ?? error.keyword}`;
}

/** Reads the contract from a folder holding openapi.yaml and asyncapi.yaml; by default the package's specs/. */
export function loadContract(directory = packagedSpecDirectory()): Contract {
  const openapi = parse(readFileSync(`${directory}openapi.yaml`, "utf8")) as Node;
  const asyncapi = parse(readFileSync(`${directory}asyncapi.yaml`, "utf8")) as Node;
  // strictSchema is off because refs resolve inside whole OpenAPI/AsyncAPI documents, whose other keywords
  // (paths, x-…) ajv would otherwise reject.
  const ajv = new Ajv2020({ strict: true, strictSchema: false, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addFormat("binary", true).addFormat("float", true);
  ajv.addSchema(openapi, `${base}openapi.yaml`, undefined, false);
  ajv.addSchema(asyncapi, `${base}asyncapi.yaml`, undefined, false);
  const compiled = new Map<string, ValidateFunction>();
  const operations = readOperations(openapi);
  const streamErrorCodes = ((asyncapi["x-stream-errors"] as Node)?.codes ?? []) as Node[];
  const limits = ((asyncapi.channels as Node).transcribe as Node)["x-limits"] as Node;
  return {
    openapi,
    asyncapi,
    operations,
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
      return resolved(openapi, pointer).node;
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
