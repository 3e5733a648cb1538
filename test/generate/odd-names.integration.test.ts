// Names the generator accepts although JavaScript gives them a meaning: a path parameter named `__proto__`
// (a key that, written plainly in an object literal, sets the prototype instead of making a property), a
// schema property `constructor` (a name every object inherits), and an optional stream payload property
// `constructor`. `generateFiles` writes them into a copy of the project from a copy of the specs; the code
// type-checks (tsc, strict) and works when run: the call sends the path parameter as an own property, and
// the frame guard reads the frame's own `constructor`, not Object's.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../scripts/generate/generate-files.js";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";

const run = promisify(execFile);
const root = resolve(".");
const tsxLoader = createRequire(import.meta.url).resolve("tsx");

/** What the script below prints: what the generated code did with the odd names. */
interface Findings {
  pathIsOwn: boolean;
  pathValue: unknown;
  prototypeKept: boolean;
  withoutConstructor: string | null;
  withNumberConstructor: string | null;
  withTextConstructor: string | null;
}

/** Uses the generated code as the SDK does: a resource over a context, and the frame classifier. */
const script = `import type { OperationContext, OperationInput } from "./packages/sdk/src/http/operation-context.js";
import { FilesResource } from "./packages/sdk/src/generated/http/resources/files.js";
import type { FileObject } from "./packages/sdk/src/generated/http/types.js";
import { classifyServerMessage } from "./packages/sdk/src/generated/realtime/messages.js";

const inputs: OperationInput[] = [];
const context: OperationContext = {
  // A call's promise with its withResponse(), which this use never asks for.
  run: <Data>(_route: unknown, _options: unknown, input: OperationInput) => {
    inputs.push(input);
    return Object.assign(Promise.resolve({} as Data), {
      withResponse: () => Promise.reject(new Error("not asked")),
    });
  },
  list: () => {
    throw new Error("not called");
  },
  download: () => {
    throw new Error("not called");
  },
};
// The schema's own constructor is a string property of the type, not Object's constructor function.
const listed: FileObject[] = [];
const constructorField: string | undefined = listed[0]?.constructor;
await new FilesResource(context).get("file-1");
const path = inputs[0]?.path ?? {};
const frame = (extra: string) =>
  classifyServerMessage(JSON.parse(\`{"tokens": [], "total_audio_proc_ms": 5, "finished": true\${extra}}\`))?.name ?? null;
console.log(
  JSON.stringify({
    pathIsOwn: Object.hasOwn(path, "__proto__"),
    pathValue: Object.getOwnPropertyDescriptor(path, "__proto__")?.value,
    prototypeKept: Object.getPrototypeOf(path) === Object.prototype && constructorField === undefined,
    withoutConstructor: frame(""),
    withNumberConstructor: frame(', "constructor": 3'),
    withTextConstructor: frame(', "constructor": "x"'),
  }),
);
`;

let copy: SpecCopy;
let project: string;
let files: Map<string, string>;

beforeAll(async () => {
  copy = copySpecs();
  copy.edit("openapi.yaml", (spec) => {
    spec.components.parameters.FileId.name = "__proto__";
    const paths: Record<string, unknown> = {};
    for (const [path, item] of Object.entries(spec.paths)) paths[path.replace("{file_id}", "{__proto__}")] = item;
    spec.paths = paths;
    spec.components.schemas.FileObject.properties.constructor = { type: "string", description: "An odd name." };
  });
  copy.edit("asyncapi.yaml", (spec) => {
    const finished = spec.components.schemas.FinishedMessage;
    const properties: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(finished.properties)) {
      properties[name === "final_audio_proc_ms" ? "constructor" : name] = schema;
    }
    finished.properties = properties;
    finished.required = finished.required.filter((name: string) => name !== "final_audio_proc_ms");
  });
  files = await generateFiles({ specsDir: copy.dir });
  project = mkdtempSync(join(tmpdir(), "stt-odd-names-"));
  // The generated code imports the fixed runtime (ServiceError, the operation context) from the SDK's own
  // sources: a copy of the SDK, with the new generated files in it.
  cpSync(join(root, "packages", "sdk"), join(project, "packages", "sdk"), {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  for (const [path, content] of files) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), content);
  }
  writeFileSync(join(project, "package.json"), JSON.stringify({ type: "module" }));
  writeFileSync(join(project, "use.ts"), script);
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({
      extends: join(root, "tsconfig.json"),
      include: ["use.ts", "packages/sdk/src/generated"],
      exclude: [],
    }),
  );
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"), "dir");
}, 60_000);

afterAll(() => {
  copy?.remove();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("odd but accepted names", () => {
  it("are written so that no key sets a prototype and no inherited name is read", () => {
    expect(files.get("packages/sdk/src/generated/http/resources/files.ts")).toContain(
      'path: { ["__proto__"]: Proto__ }',
    );
    expect(files.get("packages/sdk/src/generated/realtime/messages.ts")).toContain(
      '!Object.hasOwn(value, "constructor")',
    );
  });

  it("are written in Python as a plain argument, the wire name kept as the path's key", () => {
    // `__proto__` as a Python argument would read as a dunder: the argument is `proto`, the path key unchanged.
    const resources = files.get("packages/python/src/stt_service/_generated/resources.py");
    expect(resources).toContain("def get(self, proto: str, *, request_options: RequestOptions | None = None)");
    expect(resources).toContain('path={"__proto__": proto}');
    expect(files.get("packages/python/src/stt_service/_generated/types.py")).toMatch(/^ {4}constructor: /m);
  });

  it("type-check", async () => {
    const checked = await run(join(root, "node_modules/.bin/tsc"), ["--noEmit", "-p", "tsconfig.json"], {
      cwd: project,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
    expect(checked.stdout).toBe("");
  }, 120_000);

  it("work: the path parameter is an own property, and a frame's own constructor is what the guard reads", async () => {
    // No source condition: use.ts imports the generated project's files by relative paths only.
    const { stdout } = await run(process.execPath, ["--import", tsxLoader, "use.ts"], { cwd: project });
    const findings = JSON.parse(stdout) as Findings;
    expect(findings).toEqual({
      pathIsOwn: true,
      pathValue: "file-1",
      prototypeKept: true,
      withoutConstructor: "finished",
      withNumberConstructor: "finished",
      withTextConstructor: null,
    } satisfies Findings);
  }, 60_000);
});
