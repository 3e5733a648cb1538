// `npm run generate`: writes generated/ from specs/ (see scripts/generate/generate-files.ts). Files that
// are no longer generated are removed, so generated/ holds exactly what the specs produce.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateFiles, projectRoot } from "./generate-files.js";

const { values } = parseArgs({
  options: {
    specs: { type: "string", default: join(projectRoot, "specs") },
    out: { type: "string", default: join(projectRoot, "generated") },
    only: { type: "string" },
  },
});
if (values.only !== undefined && values.only !== "openapi") {
  console.error(`--only "${values.only}": the one part that can be generated alone is openapi (generated/http/).`);
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

mkdirSync(outDir, { recursive: true });
for (const entry of readdirSync(outDir, { withFileTypes: true, recursive: true })) {
  const path = join(entry.parentPath, entry.name);
  if (entry.isFile() && !files.has(relative(outDir, path))) rmSync(path);
}
for (const [path, content] of files) {
  mkdirSync(dirname(join(outDir, path)), { recursive: true });
  writeFileSync(join(outDir, path), content);
}
const elapsed = ((performance.now() - started) / 1000).toFixed(1);
console.log(`generated ${files.size} files into ${relative(process.cwd(), outDir) || "."} in ${elapsed} s`);
