// Edits of in-memory copies of both specs, as the generator reads them, that put one value at one place a
// name or a text of the specs stands: the positions the hostile-name table and the fuzz test write into.
// An edit that renames something renames it everywhere the specs refer to it, so that the only change the
// generator sees is the value itself.

import { childPointer } from "@stt-service/spec-documents";
import { renderFiles } from "../../scripts/generate/generate-files.js";
import { buildSdkModel } from "../../scripts/generate/model/index.js";
import { type Json, readSpecs, type Specs } from "../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../scripts/generate/targets/typescript/naming.js";

const pristine = readSpecs("specs");

/** A JSON pointer from its tokens (RFC 6901): what a refusal names. */
export function pointer(...tokens: (string | number)[]): string {
  return childPointer("", ...tokens);
}

/** A fresh deep copy of both specs, to edit freely. */
export function specsCopy(): Specs {
  return structuredClone(pristine);
}

/** A value at a JSON pointer's parent and key, made on the way if missing. */
function at(document: Json, tokens: (string | number)[]): { parent: Json; key: string } {
  let node = document;
  for (const token of tokens.slice(0, -1)) {
    node = node[String(token)] as Json;
  }
  return { parent: node, key: String(tokens[tokens.length - 1]) };
}

/** Sets a value as an own property, even for the key `__proto__`. */
function put(parent: Json, key: string, value: unknown): void {
  Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The same object with one key renamed, in the same place of the key order. */
function renamed(object: Json, from: string, to: string): Json {
  const result: Json = {};
  for (const [key, value] of Object.entries(object)) put(result, key === from ? to : key, value);
  return result;
}

function set(document: Json, tokens: (string | number)[], value: unknown): void {
  const { parent, key } = at(document, tokens);
  put(parent, key, value);
}

/** Renames a key; false when the new name is another key's already (no document could say so twice). */
function renameKey(document: Json, tokens: (string | number)[], to: string): boolean {
  const from = String(tokens[tokens.length - 1]);
  const holder = at(document, tokens.slice(0, -1));
  const object = holder.parent[holder.key] as Json;
  if (to !== from && Object.hasOwn(object, to)) return false;
  put(holder.parent, holder.key, renamed(object, from, to));
  return true;
}

/** The index of ServiceNotFoundError in x-error-kinds, as the real spec has it. */
const notFoundKind = (pristine.openapi["x-error-kinds"] as Json[]).findIndex(
  (kind) => kind.name === "ServiceNotFoundError",
);

/** One place of a spec that takes a value: how to write it there, and where a refusal must point. */
export interface Position {
  /** What the place is, for a test's name. */
  label: string;
  file: "openapi.yaml" | "asyncapi.yaml";
  /** Whether the value lands in code as a name (else as text: comments and literals). */
  kind: "name" | "text";
  /** The JSON pointers a refusal of the value may name. */
  pointers(value: string): string[];
  /** Writes the value; false when it cannot be written there (a key the object has already). */
  apply(specs: Specs, value: string): boolean;
}

const fixed = (
  label: string,
  file: Position["file"],
  kind: Position["kind"],
  tokens: (string | number)[],
): Position => ({
  label,
  file,
  kind,
  pointers: () => [pointer(...tokens)],
  apply: (specs, value) => {
    set(file === "openapi.yaml" ? specs.openapi : specs.asyncapi, tokens, value);
    return true;
  },
});

export const positions: Position[] = [
  fixed("x-sdk-method of GET /files", "openapi.yaml", "name", ["paths", "/files", "get", "x-sdk-method"]),
  fixed("x-sdk-type-name of schema FileObject", "openapi.yaml", "name", [
    "components",
    "schemas",
    "FileObject",
    "x-sdk-type-name",
  ]),
  {
    label: "operationId of GET /files",
    file: "openapi.yaml",
    kind: "name",
    pointers: () => [pointer("paths", "/files", "get", "operationId")],
    apply: (specs, value) => {
      set(specs.openapi, ["paths", "/files", "get", "operationId"], value);
      return true;
    },
  },
  {
    label: "tag files (its name, and every operation's tag)",
    file: "openapi.yaml",
    kind: "name",
    pointers: () => [pointer("tags", 0, "name")],
    apply: (specs, value) => {
      set(specs.openapi, ["tags", 0, "name"], value);
      for (const pathItem of Object.values(specs.openapi.paths as Json)) {
        for (const operation of Object.values(pathItem as Json)) {
          const tags = (operation as Json).tags;
          if (Array.isArray(tags) && tags[0] === "files") tags[0] = value;
        }
      }
      return true;
    },
  },
  {
    label: "path parameter file_id (its name, and the placeholder of each path holding it)",
    file: "openapi.yaml",
    kind: "name",
    pointers: (value) => [
      pointer("components", "parameters", "FileId", "name"),
      pointer("paths", `/files/{${value}}`),
      pointer("paths", `/files/{${value}}/content`),
    ],
    apply: (specs, value) => {
      set(specs.openapi, ["components", "parameters", "FileId", "name"], value);
      const paths = Object.keys(specs.openapi.paths as Json).filter((path) => path.includes("{file_id}"));
      return paths
        .map((path) => renameKey(specs.openapi, ["paths", path], path.replace("{file_id}", `{${value}}`)))
        .every(Boolean);
    },
  },
  {
    label: "form field client_reference_id of UploadFileRequest",
    file: "openapi.yaml",
    kind: "name",
    pointers: (value) => [pointer("components", "schemas", "UploadFileRequest", "properties", value)],
    apply: (specs, value) => {
      const tokens = ["components", "schemas", "UploadFileRequest", "properties", "client_reference_id"];
      if (!renameKey(specs.openapi, tokens, value)) return false;
      const schema = at(specs.openapi, tokens.slice(0, -1)).parent;
      const required = schema.required;
      if (Array.isArray(required))
        schema.required = required.map((name) => (name === "client_reference_id" ? value : name));
      return true;
    },
  },
  {
    label: "x-error-kinds ServiceNotFoundError (its name, its children's parent)",
    file: "openapi.yaml",
    kind: "name",
    pointers: () => [pointer("x-error-kinds", notFoundKind, "name")],
    apply: (specs, value) => {
      for (const kind of specs.openapi["x-error-kinds"] as Json[]) {
        if (kind.name === "ServiceNotFoundError") kind.name = value;
        if (kind.parent === "ServiceNotFoundError") kind.parent = value;
      }
      const streamErrors = specs.asyncapi["x-stream-errors"] as Json;
      for (const code of streamErrors.codes as Json[]) if (code.kind === "ServiceNotFoundError") code.kind = value;
      if (streamErrors["fallback-kind"] === "ServiceNotFoundError") streamErrors["fallback-kind"] = value;
      return true;
    },
  },
  {
    label: "x-limits key idle-timeout-seconds",
    file: "asyncapi.yaml",
    kind: "name",
    pointers: (value) => [pointer("channels", "transcribe", "x-limits", value)],
    apply: (specs, value) =>
      renameKey(specs.asyncapi, ["channels", "transcribe", "x-limits", "idle-timeout-seconds"], value),
  },
  {
    label: "message ack of the channel (its key, and its operation's $ref)",
    file: "asyncapi.yaml",
    kind: "name",
    // The reading refuses a $ref the value made unreadable (`%`) where the $ref is written: the operation's.
    pointers: (value) => [
      pointer("channels", "transcribe", "messages", value),
      pointer("operations", "sendAck", "messages", 0),
    ],
    apply: (specs, value) => {
      if (!renameKey(specs.asyncapi, ["channels", "transcribe", "messages", "ack"], value)) return false;
      for (const operation of Object.values(specs.asyncapi.operations as Json)) {
        for (const message of ((operation as Json).messages ?? []) as Json[]) {
          if (message.$ref === "#/channels/transcribe/messages/ack") {
            message.$ref = `#/channels/transcribe/messages${pointer(value)}`;
          }
        }
      }
      return true;
    },
  },
  fixed("payload title of AckMessage", "asyncapi.yaml", "name", ["components", "schemas", "AckMessage", "title"]),
  fixed("x-sdk-type-name of message audio", "asyncapi.yaml", "name", [
    "components",
    "messages",
    "audio",
    "x-sdk-type-name",
  ]),
  {
    label: "property final_audio_proc_ms of FinishedMessage",
    file: "asyncapi.yaml",
    kind: "name",
    pointers: (value) => [pointer("components", "schemas", "FinishedMessage", "properties", value)],
    apply: (specs, value) => {
      const tokens = ["components", "schemas", "FinishedMessage", "properties", "final_audio_proc_ms"];
      if (!renameKey(specs.asyncapi, tokens, value)) return false;
      const schema = at(specs.asyncapi, tokens.slice(0, -1)).parent;
      schema.required = (schema.required as string[]).map((name) => (name === "final_audio_proc_ms" ? value : name));
      return true;
    },
  },
  fixed("enum value wav of AudioFormat", "asyncapi.yaml", "name", ["components", "schemas", "AudioFormat", "enum", 1]),
  fixed("info.title (openapi)", "openapi.yaml", "text", ["info", "title"]),
  fixed("summary of GET /files", "openapi.yaml", "text", ["paths", "/files", "get", "summary"]),
  fixed("description of GET /files", "openapi.yaml", "text", ["paths", "/files", "get", "description"]),
  fixed("description of tag transcriptions", "openapi.yaml", "text", ["tags", 1, "description"]),
  fixed("description of schema FileObject", "openapi.yaml", "text", [
    "components",
    "schemas",
    "FileObject",
    "description",
  ]),
  fixed("description of x-error-kinds ServiceError", "openapi.yaml", "text", ["x-error-kinds", 0, "description"]),
  fixed("description of server 0 (openapi)", "openapi.yaml", "text", ["servers", 0, "description"]),
  fixed("description of path parameter file_id", "openapi.yaml", "text", [
    "components",
    "parameters",
    "FileId",
    "description",
  ]),
  fixed("info.title (asyncapi)", "asyncapi.yaml", "text", ["info", "title"]),
  fixed("summary of message ack", "asyncapi.yaml", "text", ["components", "messages", "ack", "summary"]),
  fixed("title of message ack", "asyncapi.yaml", "text", ["components", "messages", "ack", "title"]),
  fixed("x-stream-errors error-type of the first code", "asyncapi.yaml", "text", [
    "x-stream-errors",
    "codes",
    0,
    "error-type",
  ]),
  fixed("x-stream-errors description of the first code", "asyncapi.yaml", "text", [
    "x-stream-errors",
    "codes",
    0,
    "description",
  ]),
];

/** The files the templates render from specs, without the tools (openapi-typescript, modelina, Biome). */
export function renderSpecs(specs: Specs): Map<string, string> {
  return renderFiles(buildSdkModel(specs, typescriptNaming), "export interface paths {}", []);
}
