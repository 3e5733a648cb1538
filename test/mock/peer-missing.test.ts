// @stt-service/mock without its optional peer @stoplight/prism-http: importing it works, and startMocks()
// says which line installs the peer, instead of Node's "Cannot find package". The sources run from a copy
// of the project whose node_modules holds everything of this one except that package.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runModule } from "../support/run-module.js";

const root = resolve(".");
let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "stt-no-prism-"));
  for (const path of ["src", "generated", "specs", "package.json", "tsconfig.json"]) {
    cpSync(join(root, path), join(project, path), { recursive: true });
  }
  const modules = join(project, "node_modules");
  mkdirSync(join(modules, "@stoplight"), { recursive: true });
  for (const name of readdirSync(join(root, "node_modules"))) {
    if (name === "@stoplight") continue;
    symlinkSync(join(root, "node_modules", name), join(modules, name));
  }
  for (const name of readdirSync(join(root, "node_modules/@stoplight"))) {
    if (name === "prism-http") continue;
    symlinkSync(join(root, "node_modules/@stoplight", name), join(modules, "@stoplight", name));
  }
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

it("startMocks() without @stoplight/prism-http names the install line, and importing the module still works", async () => {
  const script = join(project, "no-prism.mts");
  writeFileSync(
    script,
    `import { startMocks } from "./src/mock.js";
try {
  await startMocks();
  console.log("started");
} catch (error) {
  console.log(JSON.stringify((error as Error).message));
}
`,
  );
  const result = await runModule(script, { cwd: project, env: {} });
  expect(result.stderr).toBe("");
  const message = JSON.parse(result.stdout) as string;
  expect(message).toContain("npm install --save-dev @stoplight/prism-http@5.12.0");
  expect(message).not.toContain("Cannot find package");
}, 60_000);
