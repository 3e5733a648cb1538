// The walk, in Python: operations added to a copy of the spec (`GET /usage` under a new tag, with a query and
// a named answer; `POST /usage/reports` with a body and an answer written in place) appear as methods of both
// Python clients after a generation, with no hand-written Python: the scratch package takes only the
// generated modules of the copy. It passes mypy --strict, and the new methods send their routes and read their
// answers (fixtures/new_operation_call.py).
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../../../scripts/generate/generate-files.js";
import { generatedDirs } from "../../../../scripts/generate/manifest.js";
import { copySpecs, type SpecCopy } from "../../../support/spec-copies.js";
import { generatedModules, mypyStrict, pythonWithTools, runCommand, scratchPackage } from "./python-tools.js";

const usageSchema = {
  title: "Usage",
  type: "object",
  description: "What an API key used in a month.",
  required: ["month", "seconds_transcribed", "requests"],
  properties: {
    month: { type: "string", description: "The month, `YYYY-MM`." },
    seconds_transcribed: { type: "integer", format: "int64", minimum: 0 },
    requests: { type: "integer", format: "int32", minimum: 0 },
  },
};

function addUsage(copy: SpecCopy): void {
  copy.edit("openapi.yaml", (spec) => {
    spec.tags.push({ name: "usage", description: "What an API key has used, month by month." });
    spec.components.schemas.Usage = usageSchema;
    const answer = (schema: object) => ({ description: "The answer.", content: { "application/json": { schema } } });
    spec.paths["/usage"] = {
      get: {
        operationId: "getUsage",
        tags: ["usage"],
        summary: "Get usage",
        description: "Returns what the API key used in a month (this month by default).",
        parameters: [{ name: "month", in: "query", required: false, schema: { type: "string" } }],
        responses: {
          "200": answer({ $ref: "#/components/schemas/Usage" }),
          "404": { $ref: "#/components/responses/FileNotFound" },
        },
      },
    };
    spec.paths["/usage/reports"] = {
      post: {
        operationId: "createUsageReport",
        tags: ["usage"],
        summary: "Create a usage report",
        description: "Starts a report of a month's usage.",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["month"],
                properties: { month: { type: "string" }, format: { type: "string", enum: ["csv", "json"] } },
              },
            },
          },
        },
        responses: {
          "201": answer({ type: "object", required: ["report_id"], properties: { report_id: { type: "string" } } }),
        },
      },
    };
  });
}

let copy: SpecCopy;
let python: string;
let scratch: ReturnType<typeof scratchPackage>;
let resources: string;

beforeAll(async () => {
  copy = copySpecs();
  addUsage(copy);
  const generated = [...(await generateFiles({ specsDir: copy.dir }))].filter(([path]) =>
    path.startsWith(`${generatedDirs.python}/`),
  );
  resources = generated.find(([path]) => path.endsWith("/resources.py"))?.[1] ?? "";
  python = await pythonWithTools();
  scratch = scratchPackage(generated);
}, 300_000);

afterAll(() => {
  copy?.remove();
  scratch?.remove();
});

describe("an operation added to a copy of the spec, in Python", () => {
  it("is a method of the blocking and the async resource of its tag, and each client has the resource", () => {
    expect(resources).toContain("class UsageResource:\n");
    expect(resources).toContain("class AsyncUsageResource:\n");
    expect(resources).toMatch(
      /\n {4}def get\(self, \*, month: str \| None = None, request_options: RequestOptions \| None = None\) -> _types\.Usage:\n/,
    );
    expect(resources).toMatch(/\n {4}async def get\(\n?\s*self, \*, month: str \| None = None/);
    expect(resources).toContain("    usage: UsageResource\n");
    expect(resources).toContain("    usage: AsyncUsageResource\n");
    expect(resources).toContain("        self.usage = AsyncUsageResource(context)\n");
  });

  it("passes mypy --strict, with no hand-written Python changed", async () => {
    const ran = await mypyStrict(python, scratch.src, generatedModules);
    expect(ran.code, ran.output).toBe(0);
  }, 300_000);

  it("sends its route and reads its answer, blocking and async", async () => {
    const fixture = resolve("test/generate/targets/python/fixtures/new_operation_call.py");
    const ran = await runCommand(python, [fixture], { env: { ...process.env, PYTHONPATH: scratch.src } });
    expect(ran.code, ran.output).toBe(0);
    expect(ran.output).toContain("usage.get and usage.create_report, blocking and async");
    const typed = await runCommand(python, ["-m", "mypy", "--strict", "--follow-imports=silent", fixture], {
      cwd: scratch.src,
      env: { ...process.env, MYPYPATH: scratch.src },
    });
    expect(typed.code, typed.output).toBe(0);
  }, 300_000);
});
