// A copy of the project as it would be after a spec edit and `npm run generate`: its packages' sources with
// the newly generated files, the edited specs, and the repository's node_modules and docs linked in.
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { type OperationSample, withCodeSamples } from "../../scripts/docs/code-samples.js";
import { buildReference } from "../../scripts/docs/reference.js";

/** The project's folder (the caller removes it): `files` are generateFiles' output from the specs in `specsDir`. */
export function generatedProject(prefix: string, specsDir: string, files: ReadonlyMap<string, string>): string {
  const root = resolve(".");
  const project = mkdtempSync(join(tmpdir(), prefix));
  for (const path of ["packages", "package.json", "tsconfig.json"]) {
    cpSync(join(root, path), join(project, path), { recursive: true });
  }
  for (const [path, content] of files) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), content);
  }
  cpSync(specsDir, join(project, "specs"), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"), "dir");
  symlinkSync(join(root, "docs"), join(project, "docs"), "dir");
  return project;
}

/** The project's HTTP reference, with `samples` as its operations' code samples (it refuses to build without them). */
export function projectReference(
  project: string,
  samples: Map<string, OperationSample[]>,
  output: string,
): Promise<unknown> {
  return buildReference({
    root: project,
    spec: "specs/openapi.yaml",
    title: "HTTP reference",
    output,
    nav: "",
    head: "",
    prepare: (document) => withCodeSamples(document, samples),
  });
}
