// Reads specs/openapi.yaml and specs/asyncapi.yaml as plain data, and follows their `$ref`s, local
// (`#/components/...`) and across the two files (`./openapi.yaml#/components/...`). No spec parser is
// loaded here: `npm run lint:specs` validates the documents; generation only reads them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as jsYaml from "js-yaml";
import { DEFAULT_SCHEMA, load, Type } from "js-yaml";
import { isCalendarDay } from "../../packages/sdk/src/core/deprecation.js";

export type Json = Record<string, unknown>;

export interface Specs {
  openapi: Json;
  asyncapi: Json;
}

export const specFiles = { openapi: "openapi.yaml", asyncapi: "asyncapi.yaml" } as const;
type SpecFile = (typeof specFiles)[keyof typeof specFiles];

/**
 * YAML's timestamps, but only of days that exist: js-yaml reads an unquoted `2026-13-45` as 2027-02-14, so a
 * wrong `x-sunset` would pass as another day. Such a value stays the text written, which generation refuses.
 */
// js-yaml exports its types; @types/js-yaml does not declare them.
const { timestamp } = (jsYaml as unknown as { types: { timestamp: Type } }).types;
const timestampOfRealDays = new Type("tag:yaml.org,2002:timestamp", {
  kind: "scalar",
  resolve: (data: string) =>
    timestamp.resolve(data) && (!/^\d{4}-\d{2}-\d{2}/.test(data) || isCalendarDay(data.slice(0, 10))),
  construct: timestamp.construct,
  instanceOf: Date,
  represent: timestamp.represent ?? undefined,
});
const specSchema = DEFAULT_SCHEMA.extend({ implicit: [timestampOfRealDays] });

export function readSpecs(specsDir: string): Specs {
  // js-yaml: five times faster than the yaml package on these files, and generation reads them every run.
  const read = (file: string) => {
    const text = readFileSync(join(specsDir, file), "utf8");
    try {
      return load(text, { schema: specSchema }) as Json;
    } catch (error) {
      // js-yaml's message holds the line, the column and an excerpt: that is the whole story of a typo.
      throw new Error(`specs/${file} is not valid YAML: ${(error as Error).message}`);
    }
  };
  return { openapi: read(specFiles.openapi), asyncapi: read(specFiles.asyncapi) };
}

/** A node, and the file its local `$ref`s are relative to; `pointer` says where it is, when known. */
export interface Located {
  file: SpecFile;
  node: unknown;
  pointer?: string;
}

function documentOf(specs: Specs, file: SpecFile): Json {
  return file === specFiles.openapi ? specs.openapi : specs.asyncapi;
}

function pointerTarget(document: Json, pointer: string, ref: string): unknown {
  if (pointer === "" || pointer === "/") return document;
  let node: unknown = document;
  for (const token of pointer.slice(1).split("/")) {
    node = (node as Json | undefined)?.[token.replaceAll("~1", "/").replaceAll("~0", "~")];
    if (node === undefined) throw new Error(`$ref ${ref} points at nothing`);
  }
  return node;
}

/** Where a `$ref` leads. */
export function follow(specs: Specs, from: SpecFile, ref: string): Located {
  const [fileName = "", pointer = ""] = ref.split("#");
  const file = fileName === "" ? from : (fileName.replace(/^\.\//, "") as SpecFile);
  if (file !== specFiles.openapi && file !== specFiles.asyncapi) throw new Error(`$ref ${ref} leaves specs/`);
  return { file, pointer, node: pointerTarget(documentOf(specs, file), pointer, ref) };
}

/** The node a value stands for: itself, or what its `$ref` chain leads to. */
export function resolve(specs: Specs, located: Located): Located {
  let current = located;
  for (let hops = 0; typeof (current.node as Json)?.$ref === "string"; hops++) {
    if (hops > 20) throw new Error(`$ref chain too long at ${(current.node as Json).$ref}`);
    current = follow(specs, current.file, (current.node as Json).$ref as string);
  }
  return current;
}

/** A local-document shortcut: the node at a value, `$ref`s followed. */
export function resolveIn(specs: Specs, file: SpecFile, value: unknown): Json {
  return resolve(specs, { file, node: value }).node as Json;
}

/**
 * A schema with every `$ref` replaced by what it points at, so a tool that sees it alone (ajv, modelina) sees
 * all of it. A schema that reaches itself again would never end: refused.
 */
export function inlineRefs(specs: Specs, located: Located, seen: string[] = []): unknown {
  const { node, file } = located;
  if (Array.isArray(node)) return node.map((item) => inlineRefs(specs, { file, node: item }, seen));
  if (typeof node !== "object" || node === null) return node;
  const ref = (node as Json).$ref;
  if (typeof ref === "string") {
    const [target = "", pointer = ""] = ref.split("#");
    const key = `${target === "" ? file : target.replace(/^\.\//, "")}#${pointer}`;
    if (seen.includes(key)) throw new Error(`$ref ${ref} reaches itself; the generator cannot inline it`);
    return inlineRefs(specs, follow(specs, file, ref), [...seen, key]);
  }
  return Object.fromEntries(
    Object.entries(node as Json).map(([key, value]) => [key, inlineRefs(specs, { file, node: value }, seen)]),
  );
}
