// CONTRIBUTING.md's walk-through, done once: a new tag with two operations, written in a copy of the spec
// without x-sdk-method (so their names derive from the operationIds), one of them a list that pages
// (x-sdk-pagination). `generateFiles` writes them into a copy of the project, and with no hand-written
// code they reach the asynchronous client, the synchronous client (both page through two pages from a
// loopback server), their types (tsc), the mock (answered from the new examples, through Prism), and the
// HTTP reference (which refuses to build until the operations have their code samples).
import { execFile } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { startMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OperationSample, readOperationSamples } from "../../scripts/docs/code-samples.js";
import { generateFiles } from "../../scripts/generate/generate-files.js";
import { generatedProject, projectReference } from "../support/generated-project.js";
import { runModule } from "../support/run-module.js";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";

const run = promisify(execFile);
const root = resolve(".");

const probe = { probe_id: "probe-3", name: "Third probe" };

/** The spec edit a contributor makes: a tag, two schemas, two operations, each with its examples. */
function addProbes(copy: SpecCopy): void {
  copy.edit("openapi.yaml", (spec) => {
    spec.tags.push({ name: "probes", description: "Probes: an operation added by CONTRIBUTING.md's walk-through." });
    spec.components.schemas.Probe = {
      type: "object",
      required: ["probe_id", "name"],
      properties: {
        probe_id: { type: "string", maxLength: 64, description: "The probe's id." },
        name: { type: "string", maxLength: 200, description: "The probe's name." },
      },
    };
    spec.components.schemas.ProbeList = {
      type: "object",
      required: ["probes", "next_page_cursor"],
      properties: {
        probes: { type: "array", maxItems: 1000, items: { $ref: "#/components/schemas/Probe" } },
        next_page_cursor: { $ref: "#/components/schemas/NextPageCursor" },
      },
    };
    spec.paths["/probes"] = {
      get: {
        operationId: "listProbes",
        tags: ["probes"],
        summary: "List probes",
        description: "Lists probes, one page at a time.",
        parameters: [{ $ref: "#/components/parameters/Limit" }, { $ref: "#/components/parameters/Cursor" }],
        "x-sdk-pagination": { items: "probes", "next-cursor": "next_page_cursor", "cursor-parameter": "cursor" },
        responses: {
          "200": {
            description: "A page of probes.",
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/ProbeList" },
                examples: { last_page: { value: { probes: [probe], next_page_cursor: null } } },
              },
            },
          },
          "400": { $ref: "#/components/responses/BadListRequest" },
          "401": { $ref: "#/components/responses/Unauthorized" },
        },
      },
    };
    spec.paths["/probes/{probe_id}"] = {
      get: {
        operationId: "getProbe",
        tags: ["probes"],
        summary: "Get a probe",
        description: "Returns one probe.",
        parameters: [{ name: "probe_id", in: "path", required: true, schema: { type: "string", maxLength: 64 } }],
        responses: {
          "200": {
            description: "The probe.",
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/Probe" },
                examples: { probe: { value: probe } },
              },
            },
          },
          "401": { $ref: "#/components/responses/Unauthorized" },
        },
      },
    };
  });
}

let copy: SpecCopy;
let project: string;
let files: Map<string, string>;

beforeAll(async () => {
  copy = copySpecs();
  addProbes(copy);
  files = await generateFiles({ specsDir: copy.dir });
  // The project as it would be after `npm run generate`: its sources with the new generated files, the new specs.
  project = generatedProject("stt-probe-", copy.dir, files);
}, 60_000);

afterAll(() => {
  copy?.remove();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("CONTRIBUTING.md", () => {
  it("names only commands and files that exist", () => {
    const guide = readFileSync(join(root, "CONTRIBUTING.md"), "utf8");
    const scripts = Object.keys(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts);
    const commands = [...guide.matchAll(/npm run ([\w:]+)/g)].map((match) => match[1]);
    expect(commands.length).toBeGreaterThan(4);
    expect(commands.filter((command) => !scripts.includes(command as string))).toEqual([]);
    const paths = [...guide.matchAll(/`((?:specs|generated|packages|test|docs|scripts|templates)\/[\w./-]+)`/g)]
      .map((match) => match[1] as string)
      .filter((path) => !path.includes("<"));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});

describe("an operation added to the spec, and nothing else", () => {
  it("generates a resource with methods named from the operationIds, a paged list among them", () => {
    const resource = files.get("packages/sdk/src/generated/http/resources/probes.ts") ?? "";
    expect(resource).toContain(
      "list(query?: ListProbesQuery, options?: RequestOptions): PagePromise<ProbeList, Probe>",
    );
    expect(resource).toContain("get(probeId: string, options?: RequestOptions): CallPromise<Probe>");
    expect(files.get("packages/sdk/src/generated/http/resources/index.ts")).toContain(
      'readonly probes: InstanceType<Classes["probes"]>;',
    );
  });

  it("pages through two pages in the asynchronous and the synchronous client, typed, with no code of its own", async () => {
    const queries: string[] = [];
    const server: Server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://localhost");
      queries.push(`${url.pathname}${url.search}`);
      const body =
        url.pathname === "/probes/probe-3"
          ? probe
          : url.searchParams.get("cursor") === "page-2"
            ? { probes: [probe], next_page_cursor: null }
            : {
                probes: [
                  { probe_id: "probe-1", name: "First probe" },
                  { probe_id: "probe-2", name: "Second probe" },
                ],
                next_page_cursor: "page-2",
              };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const script = join(project, "probe.mts");
      writeFileSync(
        script,
        `import { AsyncServiceClient } from "./packages/sdk/src/index.js";
import { SyncServiceClient } from "./packages/sdk/src/sync.js";
const options = { apiKey: "probe-key", baseUrl: process.env.PROBE_URL };
const client = new AsyncServiceClient(options);
const asyncIds: string[] = [];
for await (const item of client.probes.list({ limit: 2 })) asyncIds.push(item.probe_id);
const asyncOne: string = (await client.probes.get("probe-3")).name;
const sync = new SyncServiceClient(options);
const syncIds = [...sync.probes.list({ limit: 2 })].map((item) => item.probe_id);
const syncOne: string = sync.probes.get("probe-3").name;
sync.close();
console.log(JSON.stringify({ asyncIds, asyncOne, syncIds, syncOne }));
`,
      );
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await runModule(script, { cwd: project, env: { PROBE_URL: url } });
      expect(result.stderr).toBe("");
      expect(JSON.parse(result.stdout)).toEqual({
        asyncIds: ["probe-1", "probe-2", "probe-3"],
        asyncOne: "Third probe",
        syncIds: ["probe-1", "probe-2", "probe-3"],
        syncOne: "Third probe",
      });
      // The cursor goes back as the spec's query parameter, beside the caller's own.
      expect(queries).toEqual([
        "/probes?limit=2",
        "/probes?limit=2&cursor=page-2",
        "/probes/probe-3",
        "/probes?limit=2",
        "/probes?limit=2&cursor=page-2",
        "/probes/probe-3",
      ]);
      // The script type-checks against the new generated types: client.probes exists for tsc too.
      writeFileSync(
        join(project, "tsconfig.probe.json"),
        JSON.stringify({ extends: "./tsconfig.json", include: ["probe.mts", "packages/sdk/src"] }),
      );
      await run(join(root, "node_modules/.bin/tsc"), ["--noEmit", "-p", "tsconfig.probe.json"], { cwd: project });
    } finally {
      server.close();
    }
  }, 120_000);

  it("is answered by the mock from its examples, through Prism, with no handler of its own", async () => {
    const mocks = await startMocks({ specPath: join(copy.dir, "openapi.yaml") });
    try {
      const headers = { authorization: "Bearer probe-key" };
      const list = await fetch(`${mocks.httpUrl}/probes?limit=5`, { headers });
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual({ probes: [probe], next_page_cursor: null });
      const one = await fetch(`${mocks.httpUrl}/probes/probe-3`, { headers });
      expect(await one.json()).toEqual(probe);
      // Prism still validates the request against the new operation: a limit past the spec's bound is a 400.
      const invalid = await fetch(`${mocks.httpUrl}/probes?limit=0`, { headers });
      expect(invalid.status).toBe(400);
      expect((await invalid.json()).error_type).toBeDefined();
    } finally {
      await mocks.stop();
    }
  });

  it("reaches the HTTP reference once its code samples exist, and not before", async () => {
    const reference = (samples: Map<string, OperationSample[]>, output: string) =>
      projectReference(project, samples, output);
    const samples = readOperationSamples(root);
    await expect(reference(samples, join(project, "before.html"))).rejects.toThrow(
      "docs/examples/operations/listProbes.sh is missing",
    );
    for (const operationId of ["listProbes", "getProbe"]) {
      samples.set(operationId, [
        { operationId, path: "", lang: "bash", label: "curl", source: `curl "$STT_BASE_URL/probes" # ${operationId}` },
        {
          operationId,
          path: "",
          lang: "typescript",
          label: "TypeScript SDK",
          source: `await client.probes.list(); // ${operationId}`,
        },
        {
          operationId,
          path: "",
          lang: "python",
          label: "Python SDK",
          source: `client.probes.list()  # ${operationId}`,
        },
      ]);
    }
    await reference(samples, join(project, "reference.html"));
    const html = readFileSync(join(project, "reference.html"), "utf8");
    expect(html).toContain("List probes");
    // The sample as the page shows it: its text, between the highlighter's tags.
    expect(html.replace(/<[^>]*>/g, "")).toContain("await client.probes.list(); // listProbes");
  }, 120_000);
});
