// Part of `npm run lint` (the first step of `lint:code`): the generated code is what `npm run generate` made of
// specs/ as they are, by generated-manifest.json's hashes (a few files hashed, no generation). A spec edited
// without `npm run generate` passes the rest of the lint, since the old generated code still compiles, and only
// the mock or `npm run generate:check` would say so, later. Exit 1 naming what changed.
import { readFileSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { generatedFilesUnder, type Manifest, manifestPath, sha256 } from "../generate/manifest.js";

/**
 * What the manifest under `root` tells of the generated files without the generator: the specs edited since
 * the last generation, and generated files edited, added or gone since. One line each; empty when nothing is.
 * `npm run generate:check` holds the rest (templates, the generator's own modules, the tools' versions) by
 * generating, which takes seconds rather than milliseconds.
 */
export function generationStaleness(root: string): string[] {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(root, manifestPath), "utf8")) as Manifest;
  } catch {
    return [`${manifestPath} is missing or unreadable`];
  }
  const stale: string[] = [];
  for (const path of ["specs/openapi.yaml", "specs/asyncapi.yaml"]) {
    if (manifest.inputs?.[path] !== sha256(readFileSync(join(root, path)))) {
      stale.push(`${path} changed since the last npm run generate (${manifestPath} records another hash)`);
    }
  }
  const recorded = manifest.files ?? {};
  const present = generatedFilesUnder(root);
  for (const path of present) {
    if (recorded[path] === undefined) stale.push(`${path} is not a file npm run generate wrote`);
    else if (recorded[path] !== sha256(readFileSync(join(root, path)))) {
      stale.push(`${path} differs from what npm run generate wrote (never edit generated files by hand)`);
    }
  }
  for (const path of Object.keys(recorded)) {
    if (!present.includes(path)) stale.push(`${path} is missing`);
  }
  return stale;
}

// Run as a command, not imported (by its test).
if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  const stale = generationStaleness(resolve(import.meta.dirname, "../.."));
  if (stale.length > 0) {
    console.error(
      `The generated code is out of step with specs/:\n${stale.map((line) => `  ${line}`).join("\n")}\nRun \`npm run generate\` and commit what it writes.`,
    );
    process.exit(1);
  }
  console.log("The generated code is what npm run generate made of specs/ as they are (generated-manifest.json)");
}
