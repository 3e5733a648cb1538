// CONTRIBUTING.md's walk-through once more, on a new tag, the way a newcomer follows it: `GET /usage` under
// the tag `usage`, written as the guide says (bounds with the formats OWASP asks of integers, a 400 for its
// query, rate-limit headers, a named example, words for its new pattern), in a copy of the project. Then the
// gates the guide names, run as commands in that copy: `npm run lint:specs` passes (and fails on the OWASP
// integer-format rule when the guide's `format` is left out, and on the spec rules of scripts/gate/lint/ when an
// example's text is not its tokens), `npm run generate`'s files give both clients
// `client.usage.get`, the mock answers it from its example through Prism (which still validates the query),
// and `npm run docs` refuses to build without its code samples, in one paragraph naming the files, then
// builds a reference that says the new pattern in words.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { startMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { generateFiles } from "../../scripts/generate/generate-files.js";
import { runModule } from "../support/run-module.js";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";

const execFileAsync = promisify(execFile);
const root = resolve(".");

const usage = { month: "2026-11", seconds_transcribed: 5400, requests: 212 };
const monthPattern = "^[0-9]{4}-(0[1-9]|1[0-2])$";
const monthWords = "A month, written `YYYY-MM`.";

interface Ran {
  code: number;
  output: string;
}

/** A command in the copy of the project, as a contributor types it there. */
async function inProject(command: string, args: string[]): Promise<Ran> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd: project,
      env: { ...process.env, REDOCLY_TELEMETRY: "off" },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/**
 * The spec edit, step 1 of the guide. `slips: true` makes two slips the lint catches: integers without their
 * format (the OWASP ruleset) and a closed response (`additionalProperties: false`, the contract's own rule:
 * responses may gain fields). `words: false` leaves the new pattern without its words for readers.
 */
function addUsage(copy: SpecCopy, { slips, words = !slips }: { slips: boolean; words?: boolean }): void {
  const format = (name: string) => (slips ? {} : { format: name });
  copy.edit("openapi.yaml", (spec) => {
    spec.tags.push({ name: "usage", description: "What an API key has used, month by month." });
    if (words) spec["x-pattern-descriptions"][monthPattern] = monthWords;
    spec.components.schemas.Usage = {
      title: "Usage",
      type: "object",
      ...(slips ? { additionalProperties: false } : {}),
      required: ["month", "seconds_transcribed", "requests"],
      properties: {
        month: { type: "string", minLength: 7, maxLength: 7, pattern: monthPattern, description: "The month." },
        seconds_transcribed: {
          type: "integer",
          ...format("int64"),
          minimum: 0,
          maximum: 9_007_199_254_740_991,
          description: "Seconds of audio transcribed in the month.",
        },
        requests: {
          type: "integer",
          ...format("int32"),
          minimum: 0,
          maximum: 2_147_483_647,
          description: "Requests answered in the month.",
        },
      },
    };
    const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
    spec.paths["/usage"] = {
      get: {
        operationId: "getUsage",
        tags: ["usage"],
        summary: "Get usage",
        description: "Returns what the API key used in a month (this month by default).",
        parameters: [
          {
            name: "month",
            in: "query",
            required: false,
            description: "The month, such as `2026-11`.",
            schema: { type: "string", minLength: 7, maxLength: 7, pattern: monthPattern },
          },
        ],
        responses: {
          "200": {
            description: "The month's usage.",
            headers: {
              "X-Request-Id": header("RequestId"),
              "RateLimit-Limit": header("RateLimitLimit"),
              "RateLimit-Remaining": header("RateLimitRemaining"),
              "RateLimit-Reset": header("RateLimitReset"),
            },
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/Usage" },
                examples: { november: { summary: "A month of a small team", value: usage } },
              },
            },
          },
          "400": { $ref: "#/components/responses/BadRequest" },
          "401": { $ref: "#/components/responses/Unauthorized" },
          "429": { $ref: "#/components/responses/TooManyRequests" },
          "500": { $ref: "#/components/responses/InternalServerError" },
        },
      },
    };
  });
}

let copy: SpecCopy;
let project: string;

beforeAll(async () => {
  copy = copySpecs();
  addUsage(copy, { slips: false });
  // The project as a contributor has it: sources, scripts, lint configuration and docs, with the new spec
  // and what `npm run generate` writes from it.
  project = mkdtempSync(join(tmpdir(), "stt-usage-"));
  for (const path of [
    "packages",
    "scripts",
    "docs",
    // The guide includes the microphone app's transcriber.
    "examples/browser-microphone/src",
    "package.json",
    "tsconfig.json",
    "redocly.yaml",
    ".spectral.yaml",
    "CHANGELOG.md",
  ]) {
    cpSync(join(root, path), join(project, path), { recursive: true });
  }
  cpSync(copy.dir, join(project, "specs"), { recursive: true });
  for (const [path, content] of await generateFiles({ specsDir: copy.dir })) {
    mkdirSync(join(project, path, ".."), { recursive: true });
    writeFileSync(join(project, path), content);
  }
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"), "dir");
}, 60_000);

afterAll(() => {
  copy?.remove();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("a new tag, added as CONTRIBUTING.md says", () => {
  it("passes npm run lint:specs, which fails on integers without formats and on a closed response", async () => {
    const spec = join(project, "specs/openapi.yaml");
    const written = readFileSync(spec, "utf8");
    const slip = copySpecs();
    try {
      addUsage(slip, { slips: true });
      writeFileSync(spec, readFileSync(join(slip.dir, "openapi.yaml")));
      const without = await inProject("npm", ["run", "-s", "lint:specs"]);
      expect(without.code).not.toBe(0);
      expect(without.output).toContain("owasp:api4:2023-integer-format");
      expect(without.output).toContain("stt-responses-may-gain-fields");
      const wordless = copySpecs();
      try {
        addUsage(wordless, { slips: false, words: false });
        writeFileSync(spec, readFileSync(join(wordless.dir, "openapi.yaml")));
        const noWords = await inProject("npm", ["run", "-s", "lint:specs"]);
        expect(noWords.code).not.toBe(0);
        expect(noWords.output).toContain("These patterns have no words for the reference");
        expect(noWords.output).toContain("#/paths/~1usage/get/parameters/0/schema");
      } finally {
        wordless.remove();
      }
    } finally {
      writeFileSync(spec, written);
      slip.remove();
    }
    const lint = await inProject("npm", ["run", "-s", "lint:specs"]);
    // Redocly, Spectral's OWASP ruleset (any finding fails it) and the AsyncAPI parser, all clean.
    expect(lint.output).toContain("Your API descriptions are valid");
    expect(lint.output).not.toContain("owasp:");
    expect(lint.output).not.toMatch(/You have \d+ warning/);
    expect(lint.code).toBe(0);
  }, 180_000);

  it("npm run lint:specs runs the spec rules: one slip they alone catch exits 1, named by its pointer", async () => {
    const spec = join(project, "specs/openapi.yaml");
    const written = readFileSync(spec, "utf8");
    try {
      // Valid against the schema (Redocly and Spectral pass it), but the text is no longer its tokens.
      const document = parse(written);
      document.components.examples.TranscriptionCompleted.value.text = "Hello.";
      writeFileSync(spec, stringify(document));
      const lint = await inProject("npm", ["run", "-s", "lint:specs"]);
      expect(lint.output).toContain("specs: every pattern has its words");
      expect(lint.output).toContain(
        "specs/openapi.yaml#/components/examples/TranscriptionCompleted/value: text is not the concatenation of its tokens",
      );
      expect(lint.code).toBe(1);
    } finally {
      writeFileSync(spec, written);
    }
  }, 180_000);

  it("reaches both clients as client.usage.get, answered by the mock from its example through Prism", async () => {
    const mocks = await startMocks({ specPath: join(project, "specs/openapi.yaml") });
    try {
      const script = join(project, "usage.mts");
      writeFileSync(
        script,
        `import { AsyncServiceClient } from "./packages/sdk/src/index.js";
import { SyncServiceClient } from "./packages/sdk/src/sync.js";
const options = { apiKey: "usage-key", baseUrl: process.env.USAGE_URL };
const asyncUsage = await new AsyncServiceClient(options).usage.get({ month: "2026-11" });
const sync = new SyncServiceClient(options);
const syncUsage = sync.usage.get();
sync.close();
let refused = "";
try {
  await new AsyncServiceClient(options).usage.get({ month: "2026-13" });
} catch (error) {
  refused = (error as Error).constructor.name;
}
console.log(JSON.stringify({ asyncUsage, syncUsage, refused }));
`,
      );
      const result = await runModule(script, { cwd: project, env: { USAGE_URL: mocks.httpUrl } });
      expect(result.stderr).toBe("");
      expect(JSON.parse(result.stdout)).toEqual({
        asyncUsage: usage,
        syncUsage: usage,
        // Prism validates the query against the new pattern: a 13th month is a 400.
        refused: "ServiceValidationError",
      });
      expect(mocks.responseViolations).toBe(0);
    } finally {
      await mocks.stop();
    }
  }, 120_000);

  it("npm run docs refuses it in one paragraph until its samples exist, then says its pattern in words", async () => {
    const out = join(project, "site");
    const before = await inProject(process.execPath, [
      "--conditions=stt-service-source",
      "--import",
      "tsx",
      "scripts/docs/build.ts",
      "--out",
      out,
    ]);
    expect(before.code).toBe(1);
    expect(before.output).toContain("docs/examples/operations/getUsage.sh is missing (the curl sample of getUsage)");
    expect(before.output).toContain("docs/examples/operations/getUsage.ts is missing");
    expect(before.output).not.toMatch(/\n\s+at /);
    expect(before.output.trim().split("\n")).toHaveLength(1);

    const samples = join(project, "docs/examples/operations");
    writeFileSync(
      join(samples, "getUsage.sh"),
      'curl -sS "$STT_BASE_URL/usage" \\\n  -H "Authorization: Bearer $STT_API_KEY"\n',
    );
    writeFileSync(join(samples, "getUsage.ts"), "const usage = await client.usage.get();\nconsole.log(usage);\n");
    writeFileSync(join(samples, "getUsage.py"), "usage = client.usage.get()\nprint(usage)\n");
    const after = await inProject(process.execPath, [
      "--conditions=stt-service-source",
      "--import",
      "tsx",
      "scripts/docs/build.ts",
      "--out",
      out,
    ]);
    expect(after.output).toContain("built");
    expect(after.code).toBe(0);
    const reference = readFileSync(join(out, "http.html"), "utf8");
    expect(reference).toContain("Get usage");
    // The pattern's words, rendered as the reference renders Markdown; the regex nowhere on the page.
    expect(reference).toContain("A month, written <code>YYYY-MM</code>.");
    expect(reference).not.toContain("0[1-9]|1[0-2]");
  }, 180_000);
});
