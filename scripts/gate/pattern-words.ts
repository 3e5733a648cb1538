// Part of `npm run lint:specs`: every `pattern` in the specs has its words in a root `x-pattern-descriptions`,
// which the reference shows readers instead of the regex. `npm run docs` would refuse the same, later; the lint
// says it where a spec edit is checked first. Exit 1 with the patterns and where they are.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { patternWordsOf, readerSchemas } from "../lib/reader-schemas.js";
import { DocsSourceError } from "../lib/source-error.js";

const root = resolve(import.meta.dirname, "../..");
const specs = ["specs/openapi.yaml", "specs/asyncapi.yaml"].map((path) => ({
  path,
  document: parse(readFileSync(join(root, path), "utf8")) as Record<string, unknown>,
}));
let failed = false;
try {
  const words = patternWordsOf(...specs.map((spec) => spec.document));
  for (const { path, document } of specs) {
    try {
      readerSchemas(structuredClone(document), words);
    } catch (error) {
      if (!(error instanceof DocsSourceError)) throw error;
      console.error(`${path}: ${error.message}`);
      failed = true;
    }
  }
} catch (error) {
  if (!(error instanceof DocsSourceError)) throw error;
  console.error(`specs: ${error.message}`);
  failed = true;
}
if (failed) process.exit(1);
console.log("specs: every pattern has its words (x-pattern-descriptions)");
