// The specs stay usable by generators nobody here wrote: @hey-api/openapi-ts, orval and swagger-typescript-api
// make clients of specs/openapi.yaml that type-check, upload to the stateful mock and take a status the service
// adds later; modelina names every model it makes of specs/asyncapi.yaml. Each check fails on a spec that
// names a schema `File` (the platform's File is shadowed), templates its server URL, closes an open enum or
// gives a message a bare string payload. The generators run as their users run them, as child processes: on
// Node 24 (hey-api and orval refuse Node 20), their output type-checked by this project's tsc and run by tsx.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import modelina from "@asyncapi/modelina";
import { fromFile, Parser } from "@asyncapi/parser";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parse } from "yaml";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { node24 } from "../support/node24.js";

const root = resolve(import.meta.dirname, "../..");
const openapiPath = join(root, "specs", "openapi.yaml");
const asyncapiPath = join(root, "specs", "asyncapi.yaml");
const addedStatus = "a_value_added_later";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end (within `timeoutMs`), never throwing: the tests say what its failure means. */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Run> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd: options.cwd ?? root, env: options.env ?? process.env, timeout: 240_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
        done({ code, stdout, stderr: `${stderr}${error && code === null ? `\n${error.message}` : ""}` });
      },
    );
  });
}

/** The spec's first server URL, its variables (if any) at their defaults: where a generated client calls. */
function specBaseUrl(): string {
  const spec = parse(readFileSync(openapiPath, "utf8")) as {
    servers: { url: string; variables?: Record<string, { default: string }> }[];
  };
  const [first] = spec.servers;
  if (!first) throw new Error("specs/openapi.yaml has no server");
  return first.url.replace(/\{([^}]+)\}/g, (_, name: string) => first.variables?.[name]?.default ?? `{${name}}`);
}

interface DriverReport {
  defaultUrls: string[];
  readWithAddedStatus?: { status?: unknown; error?: unknown };
  readWithAddedField?: { status?: unknown; error?: unknown };
  upload: { httpStatus?: number; body?: Record<string, unknown> };
  readBack: { httpStatus?: number; body?: Record<string, unknown> };
  validators?: Record<string, boolean>;
}

interface Generator {
  name: string;
  /** The program in third-party/ that drives the generated client. */
  driver: string;
  /** Where its output goes in the work folder. */
  output: string;
  /** Whether it makes validators (zod schemas), which must take a new status. */
  validators: boolean;
  /** Whether the driver reads a file with a new status through the default client. */
  readsAddedStatus: boolean;
  generate(work: string, node: string): Promise<Run>;
}

const bin = (path: string) => join(root, "node_modules", path);

const generators: Generator[] = [
  {
    name: "@hey-api/openapi-ts",
    driver: "hey-api.ts",
    output: "hey",
    validators: true,
    readsAddedStatus: true,
    generate: (work, node) => {
      // The SDK validates responses with the zod plugin's schemas, as a careful user would configure it.
      const config = {
        input: openapiPath,
        output: join(work, "hey"),
        logs: { file: false },
        plugins: [
          "@hey-api/client-fetch",
          "@hey-api/typescript",
          "zod",
          { name: "@hey-api/sdk", validator: { request: false, response: "zod" } },
        ],
      };
      writeFileSync(join(work, "openapi-ts.config.mjs"), `export default ${JSON.stringify(config)};\n`);
      return run(node, [bin("@hey-api/openapi-ts/bin/run.js"), "-f", join(work, "openapi-ts.config.mjs")], {
        cwd: work,
      });
    },
  },
  {
    name: "orval",
    driver: "orval.ts",
    output: "orval",
    validators: true,
    readsAddedStatus: false,
    generate: (work, node) => {
      // The fetch client takes its base URL from the spec's servers; the zod client makes schemas.
      const config = {
        client: {
          input: { target: openapiPath },
          output: {
            target: join(work, "orval", "client.ts"),
            client: "fetch",
            baseUrl: { getBaseUrlFromSpecification: true },
          },
        },
        zod: { input: { target: openapiPath }, output: { target: join(work, "orval", "zod.ts"), client: "zod" } },
      };
      writeFileSync(join(work, "orval.config.mjs"), `export default ${JSON.stringify(config)};\n`);
      return run(node, [bin("orval/dist/bin/orval.mjs"), "--config", join(work, "orval.config.mjs")], { cwd: work });
    },
  },
  {
    name: "swagger-typescript-api",
    driver: "swagger-typescript-api.ts",
    output: "sta",
    validators: false,
    readsAddedStatus: true,
    generate: (work, node) =>
      run(
        node,
        [
          bin("swagger-typescript-api/dist/cli.mjs"),
          "generate",
          "-p",
          openapiPath,
          "-o",
          join(work, "sta"),
          "-n",
          "api.ts",
        ],
        {
          cwd: work,
        },
      ),
  },
];

let work = "";
let generated = new Map<string, Run>();
let driven = new Map<string, Run>();
let typeErrors: string[] = [];
let typeCheck: Run | undefined;

beforeAll(async () => {
  const node = await node24();
  work = mkdtempSync(join(tmpdir(), "stt-third-party-"));
  // The generated code imports zod, and tsc needs @types/node: both from this project, as if installed there.
  symlinkSync(join(root, "node_modules"), join(work, "node_modules"), "dir");
  const results = await Promise.all(generators.map((generator) => generator.generate(work, node)));
  generated = new Map(generators.map((generator, index) => [generator.name, results[index] as Run]));

  cpSync(join(import.meta.dirname, "third-party"), work, { recursive: true });
  // ES modules, as generated (top-level await in the programs that drive the clients).
  writeFileSync(join(work, "package.json"), JSON.stringify({ private: true, type: "module" }));
  writeFileSync(
    join(work, "tsconfig.json"),
    JSON.stringify({
      // What a project using these clients would have: strict, a bundler's resolution, the DOM and Node.
      compilerOptions: {
        strict: true,
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        lib: ["ES2023", "DOM", "DOM.Iterable"],
        types: ["node"],
        skipLibCheck: true,
        noEmit: true,
      },
      include: ["*.ts", ...generators.map((generator) => `${generator.output}/**/*.ts`)],
    }),
  );
  typeCheck = await run(process.execPath, [bin("typescript/bin/tsc"), "-p", work, "--pretty", "false"], { cwd: work });
  typeErrors = typeCheck.stdout.split("\n").filter((line) => /error TS\d+/.test(line));

  const env = {
    ...process.env,
    MOCK_BASE_URL: inject("apiBaseUrl"),
    SPEC_BASE_URL: specBaseUrl(),
    WAV_PATH: writeWavFixture("tone.wav", 0.25),
  };
  const runs = await Promise.all(
    generators.map((generator) =>
      // No source condition: the drivers call the third parties' generated clients, none of our packages.
      run(process.execPath, ["--import", "tsx", join(work, generator.driver)], { cwd: work, env }),
    ),
  );
  driven = new Map(generators.map((generator, index) => [generator.name, runs[index] as Run]));
}, 900_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function reportOf(generator: Generator): DriverReport {
  const result = driven.get(generator.name);
  const line = result?.stdout.trim().split("\n").at(-1);
  if (result?.code !== 0 || !line) throw new Error(`${generator.driver} failed (${result?.code}):\n${result?.stderr}`);
  return JSON.parse(line) as DriverReport;
}

describe.each(generators)("$name on specs/openapi.yaml", (generator) => {
  it("generates a client", () => {
    const result = generated.get(generator.name);
    expect(result?.code, result?.stderr).toBe(0);
    expect(readdirSync(join(work, generator.output)).length).toBeGreaterThan(0);
  });

  it("whose output and uses type-check: a platform File uploads, the file's metadata does not, a new status is a status", () => {
    // Errors in its own files, in the program using it, or in the shared helpers.
    const mine = typeErrors.filter((line) =>
      [`${generator.output}/`, generator.driver, "common.ts"].some((prefix) => line.startsWith(prefix)),
    );
    expect(typeCheck?.code === 0 || typeErrors.length > 0, `tsc did not run: ${typeCheck?.stderr}`).toBe(true);
    expect(mine).toEqual([]);
  });

  it("calls the spec's server by default, at an absolute URL", () => {
    const { defaultUrls } = reportOf(generator);
    expect(defaultUrls).toEqual([`${specBaseUrl()}/files/probe`]);
    for (const url of defaultUrls) expect(() => new URL(url)).not.toThrow();
  });

  it("uploads a WAV as a platform File to the stateful mock, and reads the file back", () => {
    const { upload, readBack } = reportOf(generator);
    expect(upload.httpStatus, JSON.stringify(upload.body)).toBe(201);
    expect(upload.body).toMatchObject({ filename: "tone.wav", status: "uploaded" });
    expect(readBack).toMatchObject({ httpStatus: 200, body: { file_id: upload.body?.file_id, status: "uploaded" } });
  });
});

// Each generator is held to what it makes: a client that reads responses as it gets them, or validators.
describe.each(generators.filter((generator) => generator.readsAddedStatus))("$name's client", (generator) => {
  it("reads a file whose status was added after generation", () => {
    const { readWithAddedStatus } = reportOf(generator);
    expect(readWithAddedStatus).toMatchObject({ status: addedStatus });
    expect(readWithAddedStatus?.error ?? null).toBeNull();
  });
});

// Responses may gain fields (specs/README.md): a client that validates answers must take a field it does not know.
describe.each(generators.filter((generator) => generator.name === "@hey-api/openapi-ts"))(
  "$name's validating client",
  (generator) => {
    it("reads a file answered with a field added after generation", () => {
      const { readWithAddedField } = reportOf(generator);
      expect(readWithAddedField).toEqual({ status: "uploaded", error: null });
    });
  },
);

describe.each(generators.filter((generator) => generator.validators))("$name's validators", (generator) => {
  it("are zod schemas that take a status and a field added later and the known ones, and still refuse a non-string status", () => {
    const { validators } = reportOf(generator);
    expect(Object.keys(validators ?? {})).toEqual(
      expect.arrayContaining(["fileWithAddedField", "transcriptionWithAddedField"]),
    );
    const expected = Object.fromEntries(
      Object.keys(validators ?? {}).map((name) => [name, !["statusNotAString", "statusTooLong"].includes(name)]),
    );
    expect(validators).toEqual(expected);
  });
});

describe("modelina on specs/asyncapi.yaml", () => {
  const languages = {
    TypeScript: () => new modelina.TypeScriptGenerator({ modelType: "interface" }),
    Python: () => new modelina.PythonGenerator(),
    Go: () => new modelina.GoGenerator(),
    Java: () => new modelina.JavaGenerator(),
    CSharp: () => new modelina.CSharpGenerator(),
    Rust: () => new modelina.RustGenerator(),
  };
  let document: Awaited<ReturnType<ReturnType<typeof fromFile>["parse"]>>["document"];
  let payloadTitles: string[] = [];

  beforeAll(async () => {
    ({ document } = await fromFile(new Parser(), asyncapiPath).parse());
    payloadTitles = (document?.allMessages().all() ?? []).flatMap((message) => {
      const title = message.payload()?.title();
      return title ? [title] : [];
    });
  }, 60_000);

  it.each(Object.keys(languages))(
    "names every model in %s, each message's payload among them",
    async (language) => {
      expect(document).toBeDefined();
      const models = await languages[language as keyof typeof languages]().generate(
        document as NonNullable<typeof document>,
      );
      // A bare string payload (binary audio, the empty end-of-audio frame) came out as a model with no name.
      expect(models.filter((model) => model.modelName === "" || model.result.trim() === "")).toEqual([]);
      const names = models.map((model) => model.modelName);
      for (const title of payloadTitles) expect(names).toContain(title);
    },
    60_000,
  );
});
