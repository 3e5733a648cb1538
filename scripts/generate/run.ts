// `npm run generate`: writes the generated files of each package (packages/sdk/src/generated/,
// packages/mock/src/generated/) and generated-manifest.json from specs/ (see scripts/generate/generate-files.ts).
// Files that are no longer generated are removed, so the generated folders hold exactly what the specs produce.
// `--out <dir>` writes them under another root (the same paths inside it).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateFiles, projectRoot } from "./generate-files.js";
import { generatedFilesUnder } from "./manifest.js";

const { values } = parseArgs({
  options: {
    specs: { type: "string", default: join(projectRoot, "specs") },
    out: { type: "string", default: projectRoot },
    only: { type: "string" },
  },
});
if (values.only !== undefined && values.only !== "openapi") {
  console.error(
    `--only "${values.only}": the one part that can be generated alone is openapi (packages/sdk/src/generated/http/).`,
  );
  process.exit(2);
}
const outDir = resolve(values.out);
const started = performance.now();
const files = await generateFiles({ specsDir: values.specs, only: values.only as "openapi" | undefined }).catch(
  (error: unknown) => {
    // A refusal of spec content names the file and the place in it: that sentence is the whole story, and a
    // stack trace under it reads like a crash of the generator. Anything else is a crash, and keeps its stack.
    if (error instanceof Error && error.message.startsWith("specs/")) {
      console.error(`npm run generate: refused, nothing was written.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  },
);

for (const path of generatedFilesUnder(outDir)) if (!files.has(path)) rmSync(join(outDir, path));
for (const [path, content] of files) {
  mkdirSync(dirname(join(outDir, path)), { recursive: true });
  writeFileSync(join(outDir, path), content);
}
const elapsed = ((performance.now() - started) / 1000).toFixed(1);
console.log(`generated ${files.size} files into ${relative(process.cwd(), outDir) || "."} in ${elapsed} s`);
