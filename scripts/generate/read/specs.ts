// Reads specs/openapi.yaml and specs/asyncapi.yaml as plain data through src/spec-documents (bounded, every
// `$ref` checked before any tool reads the files), and follows their `$ref`s, local (`#/components/...`) and
// across the two files (`./openapi.yaml#/components/...`). No spec parser is loaded here: `npm run lint:specs`
// validates the documents; generation only reads them.
import {
  inlineRefs as inlineAll,
  type Json,
  loadSpecDocuments,
  SpecDocumentError,
  SpecDocuments,
} from "@stt-service/spec-documents";

export type { Json };

export interface Specs {
  openapi: Json;
  asyncapi: Json;
}

export const specFiles = { openapi: "openapi.yaml", asyncapi: "asyncapi.yaml" } as const;
export type SpecFile = (typeof specFiles)[keyof typeof specFiles];

/** The generator's refusals start with `specs/`: scripts/generate/run.ts prints them as the whole story. */
function refusal(error: unknown): unknown {
  return error instanceof SpecDocumentError ? new Error(`specs/${error.message}`) : error;
}

function guarded<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw refusal(error);
  }
}

export function readSpecs(specsDir: string): Specs {
  return guarded(() => {
    const documents = loadSpecDocuments(specsDir, [specFiles.openapi, specFiles.asyncapi]);
    return { openapi: documents.document(specFiles.openapi), asyncapi: documents.document(specFiles.asyncapi) };
  });
}

/** A node, and the file its local `$ref`s are relative to; `pointer` says where it is, when known. */
export interface Located {
  file: SpecFile;
  node: unknown;
  pointer?: string;
}

// One document set per Specs (tests build their own Specs from edited copies): its resolutions are remembered.
const sets = new WeakMap<Specs, SpecDocuments<SpecFile>>();

function documentsOf(specs: Specs): SpecDocuments<SpecFile> {
  let documents = sets.get(specs);
  if (!documents) {
    documents = new SpecDocuments<SpecFile>({
      [specFiles.openapi]: specs.openapi,
      [specFiles.asyncapi]: specs.asyncapi,
    });
    sets.set(specs, documents);
  }
  return documents;
}

/** Where a `$ref` leads. */
export function follow(specs: Specs, from: SpecFile, ref: string, pointer = ""): Located {
  const target = guarded(() => documentsOf(specs).follow({ file: from, pointer }, ref));
  return { file: target.file, pointer: target.pointer, node: target.value };
}

/** The node a value stands for: itself, or what its `$ref` chain leads to. */
export function resolve(specs: Specs, located: Located): Located {
  const start = { file: located.file, pointer: located.pointer ?? "", value: located.node };
  const target = guarded(() => documentsOf(specs).resolve(start));
  return target === start ? located : { file: target.file, pointer: target.pointer, node: target.value };
}

/** A local-document shortcut: the node at a value, `$ref`s followed. */
export function resolveIn(specs: Specs, file: SpecFile, value: unknown): Json {
  return resolve(specs, { file, node: value }).node as Json;
}

/**
 * A schema with every `$ref` replaced by what it points at, so a tool that sees it alone (ajv, modelina) sees
 * all of it. A schema that reaches itself again would never end: refused, as is one past the node bound.
 */
export function inlineRefs(specs: Specs, located: Located): unknown {
  return guarded(() =>
    inlineAll(documentsOf(specs), { file: located.file, pointer: located.pointer ?? "", value: located.node }),
  );
}
