// The HTTP contract as the differential test reads it: each operation's parameters, request body and declared
// answers (schema pointer, headers, the error types its examples name), resolved once from specs/openapi.yaml
// through the spec library, so that the corpus and the judge never hard-code what the spec says.
import {
  deref,
  isObject,
  type JsonObject,
  type JsonValue,
  type Located,
  loadSpecDocuments,
  type SpecDocuments,
} from "#test-support/spec-documents.js";

export interface ParameterModel {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  schema: JsonObject;
}

export interface ResponseModel {
  status: string;
  /** Each media type's schema, by its place, for the validator (JSON or not); none when the answer has no body (204). */
  contents: Map<string, Located>;
  /** Header name (lower case) → whether required, and its schema's place. */
  headers: Map<string, { required: boolean; schema: Located }>;
  /** The `error_type`s the answer's examples give: the spec's word on which types this status carries. */
  errorTypes: Set<string>;
  exampleNames: string[];
}

export interface OperationModel {
  operationId: string;
  method: string;
  /** As in the spec, such as `/files/{file_id}`. */
  path: string;
  parameters: ParameterModel[];
  body?: { mediaType: string; schema: JsonObject; examples: JsonValue[] };
  responses: Map<string, ResponseModel>;
}

export interface ContractModel {
  documents: SpecDocuments;
  operations: OperationModel[];
  /** Follows `$ref`s (and merges `allOf`'s properties) to the schema a value is checked against. */
  resolveSchema(node: JsonValue): JsonObject;
}

const methods = ["get", "put", "post", "delete", "patch"];

export function loadContractModel(specsDir = "specs"): ContractModel {
  const documents = loadSpecDocuments(specsDir);
  const openapi = documents["openapi.yaml"];
  const follow = (pointer: string, node: JsonValue): Located =>
    deref(documents, { file: "openapi.yaml", pointer, node });
  const resolveSchema = (node: JsonValue): JsonObject => {
    const found = follow("", node).node;
    if (!isObject(found)) return {};
    if (!Array.isArray(found.allOf)) return found;
    // The request bodies list TranscriptionConfig in `allOf` and again in their own `properties`: the own ones win.
    const merged: JsonObject = { ...found, properties: {} };
    for (const part of [...found.allOf, found]) {
      const resolved = part === found ? found : resolveSchema(part);
      Object.assign(merged.properties as JsonObject, resolved.properties ?? {});
    }
    return merged;
  };
  const operations: OperationModel[] = [];
  const paths = openapi.paths as JsonObject;
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const pointer = `/paths/${path.replaceAll("~", "~0").replaceAll("/", "~1")}/${method}`;
      const parameters = [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])].map(
        (parameter) => {
          const node = follow("", parameter).node as JsonObject;
          return {
            name: node.name as string,
            in: node.in as ParameterModel["in"],
            required: node.required === true,
            schema: resolveSchema(node.schema as JsonValue),
          };
        },
      );
      let body: OperationModel["body"];
      if (isObject(operation.requestBody)) {
        const content = (follow("", operation.requestBody).node as JsonObject).content as JsonObject;
        const [mediaType, media] = Object.entries(content)[0] as [string, JsonObject];
        const examples = Object.values((media.examples as JsonObject | undefined) ?? {}).map(
          (example) => (follow("", example).node as JsonObject).value as JsonValue,
        );
        body = { mediaType, schema: resolveSchema(media.schema as JsonValue), examples };
      }
      const responses = new Map<string, ResponseModel>();
      for (const [status, declared] of Object.entries(operation.responses as JsonObject)) {
        const response = follow(`${pointer}/responses/${status}`, declared);
        const node = response.node as JsonObject;
        const content = isObject(node.content) ? node.content : {};
        const headers = new Map<string, { required: boolean; schema: Located }>();
        for (const [name, header] of Object.entries((node.headers as JsonObject | undefined) ?? {})) {
          const resolved = follow(`${response.pointer}/headers/${name}`, header);
          const headerNode = resolved.node as JsonObject;
          headers.set(name.toLowerCase(), {
            required: headerNode.required === true,
            schema: {
              file: "openapi.yaml",
              pointer: `${resolved.pointer}/schema`,
              node: headerNode.schema as JsonValue,
            },
          });
        }
        const errorTypes = new Set<string>();
        const exampleNames: string[] = [];
        const contents = new Map<string, Located>();
        for (const [mediaType, media] of Object.entries(content)) {
          if (!isObject(media)) continue;
          contents.set(mediaType, {
            file: "openapi.yaml",
            pointer: `${response.pointer}/content/${mediaType.replaceAll("~", "~0").replaceAll("/", "~1")}/schema`,
            node: media.schema as JsonValue,
          });
          for (const [name, example] of Object.entries((media.examples as JsonObject | undefined) ?? {})) {
            exampleNames.push(name);
            const value = (follow("", example).node as JsonObject).value;
            if (isObject(value) && typeof value.error_type === "string") errorTypes.add(value.error_type);
          }
        }
        responses.set(status, { status, contents, headers, errorTypes, exampleNames });
      }
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        responses,
      });
    }
  }
  return { documents, operations, resolveSchema };
}

/** The operation a method and path (under the base path, without the query) address, HEAD as its GET. */
export function operationFor(
  model: ContractModel,
  method: string,
  path: string,
): { operation: OperationModel; ids: Record<string, string> } | undefined {
  const wanted = method === "HEAD" ? "GET" : method;
  for (const operation of model.operations) {
    if (operation.method !== wanted) continue;
    // An empty segment counts as the parameter, so `GET /files/` is getFile with an empty id, as the spec's
    // InvalidId answer (400) covers.
    const pattern = new RegExp(`^${operation.path.replace(/\{([^}]+)\}/g, "(?<$1>[^/]*)")}$`);
    const match = pattern.exec(path);
    if (match) return { operation, ids: { ...match.groups } };
  }
  return undefined;
}
