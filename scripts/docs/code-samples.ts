// The HTTP reference's code samples: a curl, a TypeScript SDK and a Python SDK file per operation in
// docs/examples/operations/, named by operationId, which test/docs/operation-samples.integration.test.ts runs
// against the mock. Hand-written, as a reader's code is, and required: a new operation fails the build until
// it has all three. At build time they become each operation's `x-codeSamples` in the copy of the contract the
// reference is drawn from, so it shows exactly what the tests run, and specs/openapi.yaml carries no copy that
// could drift.
import { readdirSync, readFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import type { Json } from "@stt-service/spec-documents";
import { DocsSourceError } from "../lib/source-error.js";

export const operationSamplesDir = "docs/examples/operations";

/**
 * The languages of the samples, in the order the reference offers them. `label` names the tab; `lang` is what
 * the reference highlights it as (scripts/docs/reference/samples.ts).
 */
export const sampleLanguages = [
  { extension: ".sh", lang: "bash", label: "curl" },
  { extension: ".ts", lang: "typescript", label: "TypeScript SDK" },
  { extension: ".py", lang: "python", label: "Python SDK" },
] as const;

export interface OperationSample {
  operationId: string;
  /** Repository-relative, such as `docs/examples/operations/uploadFile.sh`. */
  path: string;
  lang: string;
  label: string;
  source: string;
}

/** Every sample file, by operationId; a file of another extension is an error, not silently skipped. */
export function readOperationSamples(root: string): Map<string, OperationSample[]> {
  const samples = new Map<string, OperationSample[]>();
  for (const name of readdirSync(join(root, operationSamplesDir)).sort()) {
    const language = sampleLanguages.find((candidate) => candidate.extension === extname(name));
    if (!language) {
      throw new Error(
        `${operationSamplesDir}/${name}: a sample is a .sh (curl), a .ts (TypeScript SDK) or a .py (Python SDK) file`,
      );
    }
    const operationId = basename(name, language.extension);
    const path = `${operationSamplesDir}/${name}`;
    const source = readFileSync(join(root, path), "utf8").trimEnd();
    const list = samples.get(operationId) ?? [];
    list.push({ operationId, path, lang: language.lang, label: language.label, source });
    samples.set(operationId, list);
  }
  for (const list of samples.values()) {
    list.sort(
      (a, b) =>
        sampleLanguages.findIndex((l) => l.lang === a.lang) - sampleLanguages.findIndex((l) => l.lang === b.lang),
    );
  }
  return samples;
}

const methods = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];

/**
 * Sets `x-codeSamples` on every operation of a bundled OpenAPI document (changed in place, and returned).
 * Fails when an operation lacks a language, or a sample names no operation: both would be a reference that
 * silently shows less than it should.
 */
export function withCodeSamples(openapi: Json, samples: Map<string, OperationSample[]>): Json {
  const unused = new Set(samples.keys());
  const problems: string[] = [];
  for (const item of Object.values((openapi.paths ?? {}) as Record<string, Json>)) {
    for (const method of methods) {
      const operation = item[method] as Json | undefined;
      const operationId = operation?.operationId;
      if (!operation || typeof operationId !== "string") continue;
      unused.delete(operationId);
      const found = samples.get(operationId) ?? [];
      for (const language of sampleLanguages) {
        if (!found.some((sample) => sample.lang === language.lang)) {
          problems.push(
            `${operationSamplesDir}/${operationId}${language.extension} is missing (the ${language.label} sample of ${operationId})`,
          );
        }
      }
      operation["x-codeSamples"] = found.map(({ lang, label, source }) => ({ lang, label, source }));
    }
  }
  for (const operationId of unused) {
    problems.push(
      `${operationSamplesDir}/${operationId}.*: no operation has the id ${operationId} (rename the file after its operationId, or delete it)`,
    );
  }
  if (problems.length > 0) {
    throw new DocsSourceError(
      `The HTTP reference shows a curl, a TypeScript SDK and a Python SDK sample for every operation of specs/openapi.yaml: ${problems.join("; ")}. ` +
        `Add each missing file (test/docs/operation-samples.integration.test.ts runs it against the mock, as a reader would; ` +
        `CONTRIBUTING.md, "Code samples and docs", says what goes in it), then run npm run docs again.`,
    );
  }
  return openapi;
}
