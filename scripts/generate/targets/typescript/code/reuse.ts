// The slow tools' results (openapi-typescript, modelina, Biome), kept by a hash of exactly what each was given,
// so that generating again from unchanged inputs renders and writes every file without loading TypeScript,
// modelina or Biome. The folder comes from scripts/generate/launch.mjs and belongs to one build of the
// generator and one package-lock.json: a change of the generator's code or of a tool's version starts an empty
// one. Without it (tests, tsx, generate:check --full) every tool runs.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The folder of kept results, when the launcher named one. */
export function reuseFolder(): string | undefined {
  return process.env.STT_GENERATOR_RESULTS || undefined;
}

/** A stable hash of JSON-like input: objects by sorted keys, so that key order does not matter. */
export function inputHash(input: unknown): string {
  const hash = createHash("sha256");
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== "object") {
      hash.update(`${typeof value}:${JSON.stringify(value) ?? "undefined"};`);
    } else if (Array.isArray(value)) {
      hash.update("[");
      for (const item of value) visit(item);
      hash.update("]");
    } else {
      hash.update("{");
      for (const key of Object.keys(value).sort()) {
        hash.update(`${JSON.stringify(key)}:`);
        visit((value as Record<string, unknown>)[key]);
      }
      hash.update("}");
    }
  };
  visit(input);
  return hash.digest("hex");
}

/** The kept result of `step` for this input, or undefined. */
export function keptResult<T>(folder: string | undefined, step: string, input: unknown): T | undefined {
  if (folder === undefined) return undefined;
  try {
    return JSON.parse(readFileSync(join(folder, `${step}-${inputHash(input)}.json`), "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** Keeps a result; written whole or not at all (a rename), so that a run cut short leaves no half file. */
export function keepResult(folder: string | undefined, step: string, input: unknown, result: unknown): void {
  if (folder === undefined) return;
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${step}-${inputHash(input)}.json`);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(result));
  renameSync(partial, file);
}
