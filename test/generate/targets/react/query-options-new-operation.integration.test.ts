// The React query options of operations added to a copy of the spec, with no hand-written code: a tag `probes`
// with a paged list, a create and a read polled until its status is final (x-sdk-poll, with statuses of its own).
// `generateFiles` writes them into a copy of the project; there, tsc compiles a program that uses each of them
// with the copy's AsyncServiceClient (and the whole React package with it, the real operations' options
// included), and the program runs them through TanStack Query against a loopback server.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../../../scripts/generate/generate-files.js";
import { renderQueryOptions } from "../../../../scripts/generate/targets/typescript/templates/react/query-options.js";
import { generatedProject } from "../../../support/generated-project.js";
import { runModule } from "../../../support/run-module.js";
import { copySpecs, type SpecCopy } from "../../../support/spec-copies.js";

const run = promisify(execFile);
const root = resolve(".");
const optionsFile = "packages/react/src/generated/query-options.ts";

/** The spec edit: a tag, its schemas and three operations, each with an example. */
function addProbes(copy: SpecCopy): void {
  copy.edit("openapi.yaml", (spec) => {
    spec.tags.push({ name: "probes", description: "Probes: operations added to a copy of the spec." });
    spec.components.schemas.ProbeStatus = { type: "string", enum: ["pending", "ready", "broken"] };
    spec.components.schemas.Probe = {
      type: "object",
      required: ["probe_id", "name", "status"],
      properties: {
        probe_id: { type: "string", maxLength: 64, description: "The probe's id." },
        name: { type: "string", maxLength: 200, description: "The probe's name." },
        status: { $ref: "#/components/schemas/ProbeStatus" },
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
    spec.components.schemas.CreateProbeRequest = {
      type: "object",
      required: ["name"],
      properties: { name: { type: "string", maxLength: 200, description: "The probe's name." } },
    };
    const probe = { probe_id: "probe-1", name: "First probe", status: "pending" };
    const answer = (schema: string, value: unknown) => ({
      description: "The answer.",
      content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` }, example: value } },
    });
    spec.paths["/probes"] = {
      get: {
        operationId: "listProbes",
        tags: ["probes"],
        summary: "List probes",
        description: "Lists probes, one page at a time.",
        parameters: [{ $ref: "#/components/parameters/Limit" }, { $ref: "#/components/parameters/Cursor" }],
        "x-sdk-pagination": { items: "probes", "next-cursor": "next_page_cursor", "cursor-parameter": "cursor" },
        responses: {
          "200": answer("ProbeList", { probes: [probe], next_page_cursor: null }),
          "401": { $ref: "#/components/responses/Unauthorized" },
        },
      },
      post: {
        operationId: "createProbe",
        tags: ["probes"],
        summary: "Create a probe",
        description: "Starts a probe; poll it until it is ready or broken.",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/CreateProbeRequest" } } },
        },
        responses: {
          "201": answer("Probe", probe),
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
        "x-sdk-poll": { "status-field": "status", "final-statuses": ["ready", "broken"] },
        parameters: [{ name: "probe_id", in: "path", required: true, schema: { type: "string", maxLength: 64 } }],
        responses: {
          "200": answer("Probe", probe),
          "401": { $ref: "#/components/responses/Unauthorized" },
        },
      },
    };
  });
}

/**
 * The program a React developer writes with the new options, run in the copy of the project: its client is the
 * copy's SDK (by path: \`stt-service\` by name is the repository's, which has no probes).
 */
const program = `import { QueryClient } from "@tanstack/react-query";
import { AsyncServiceClient } from "./packages/sdk/src/index.js";
import {
  createProbeMutationOptions,
  getProbeQueryOptions,
  getProbeUntilDoneQueryOptions,
  listProbesInfiniteQueryOptions,
  listProbesQueryOptions,
} from "./packages/react/src/query.js";

const client = new AsyncServiceClient({ apiKey: "probe-key", baseUrl: process.env.PROBE_URL, maxRetries: 0 });
const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const one = await queries.fetchQuery(getProbeQueryOptions(client, { probeId: "probe-3" }));
const oneName: string = one.name;
const firstPage = await queries.fetchQuery(listProbesQueryOptions(client, { query: { limit: 2 } }));
const all = await queries.fetchInfiniteQuery({ ...listProbesInfiniteQueryOptions(client, { query: { limit: 2 } }), pages: 3 });
const pagedIds: string[] = all.pages.flatMap((page) => page.probes.map((probe) => probe.probe_id));
const created = await createProbeMutationOptions(client).mutationFn({ body: { name: "Fourth probe" } });
const createdStatus: "pending" | "ready" | "broken" | undefined = created.status;
const poll = getProbeUntilDoneQueryOptions(client, { probeId: "probe-3" }, { pollIntervalMs: 7, maxPollIntervalMs: 7 });
const interval = poll.refetchInterval as (query: unknown) => number | false;
const at = (status: string) => interval({ state: { status: "success", data: { status }, dataUpdateCount: 1 } });
console.log(
  JSON.stringify({
    oneName,
    firstPage: firstPage.probes.length,
    pagedIds,
    created: created.name,
    createdStatus,
    pollKey: poll.queryKey,
    intervals: { pending: at("pending"), ready: at("ready"), broken: at("broken"), completed: at("completed") },
  }),
);
`;

let copy: SpecCopy;
let project: string;
let files: Map<string, string>;

beforeAll(async () => {
  copy = copySpecs();
  addProbes(copy);
  files = await generateFiles({ specsDir: copy.dir });
  project = generatedProject("stt-probe-query-", copy.dir, files);
}, 120_000);

afterAll(() => {
  copy?.remove();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("operations added to the spec, and nothing else", () => {
  it("get their query, infinite, mutation and until-done options, generated into the React package alone", () => {
    const options = files.get(optionsFile) ?? "";
    for (const name of [
      "listProbesQueryOptions(",
      "listProbesInfiniteQueryOptions(",
      "createProbeMutationOptions(",
      "getProbeQueryOptions(",
      "getProbeUntilDoneQueryOptions(",
    ]) {
      expect(options).toContain(`export function ${name}`);
    }
    // The final statuses are the copy's, from its x-sdk-poll.
    expect(options).toContain('["ready", "broken"]');
    expect(options).not.toContain("createProbeQueryOptions");
    expect(options).not.toContain("getProbeInfiniteQueryOptions");
    // No hand-written file of the React package changes: only the generated one.
    const reactFiles = [...files.keys()].filter((path) => path.startsWith("packages/react/"));
    expect(reactFiles).toEqual([optionsFile]);
  });

  it("type-check with the copy's client and run through TanStack Query against a server", async () => {
    const requests: string[] = [];
    const server: Server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://localhost");
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      const probe = (id: string, name: string) => ({ probe_id: id, name, status: "pending" });
      const cursor = url.searchParams.get("cursor");
      const body =
        request.method === "POST"
          ? probe("probe-4", "Fourth probe")
          : url.pathname === "/probes/probe-3"
            ? probe("probe-3", "Third probe")
            : cursor === null
              ? { probes: [probe("probe-1", "First"), probe("probe-2", "Second")], next_page_cursor: "page-2" }
              : cursor === "page-2"
                ? { probes: [probe("probe-3", "Third")], next_page_cursor: "page-3" }
                : { probes: [], next_page_cursor: null };
      response
        .writeHead(request.method === "POST" ? 201 : 200, { "content-type": "application/json" })
        .end(JSON.stringify(body));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const script = join(project, "probe-query.mts");
      writeFileSync(script, program);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await runModule(script, { cwd: project, env: { PROBE_URL: url } });
      expect(result.stderr).toBe("");
      expect(JSON.parse(result.stdout)).toEqual({
        oneName: "Third probe",
        firstPage: 2,
        pagedIds: ["probe-1", "probe-2", "probe-3"],
        created: "Fourth probe",
        createdStatus: "pending",
        pollKey: ["stt-service", "getProbe", { probeId: "probe-3" }],
        // Polled while pending and at a status the copy does not list as final; stopped at its final ones.
        intervals: { pending: 7, ready: false, broken: false, completed: 7 },
      });
      expect(requests).toEqual([
        "GET /probes/probe-3",
        "GET /probes?limit=2",
        "GET /probes?limit=2",
        "GET /probes?limit=2&cursor=page-2",
        "GET /probes?limit=2&cursor=page-3",
        "POST /probes",
      ]);
      // The program and the whole React package type-check against the copy's SDK (its client has `probes`):
      // "stt-service" is the copy's sources here, as it is the repository's for the repository's tsc.
      writeFileSync(
        join(project, "tsconfig.probe.json"),
        JSON.stringify({
          extends: "./tsconfig.json",
          compilerOptions: { paths: { "stt-service": ["./packages/sdk/src/index.ts"] } },
          include: ["probe-query.mts", "packages/react/src", "packages/sdk/src"],
        }),
      );
      await run(join(root, "node_modules/.bin/tsc"), ["--noEmit", "-p", "tsconfig.probe.json"], {
        cwd: project,
      }).catch((error: { stdout?: string }) => {
        throw new Error(`tsc failed:\n${error.stdout ?? String(error)}`);
      });
    } finally {
      server.close();
    }
  }, 300_000);

  it("refuse two operations whose options would share a name, naming both", () => {
    const list = {
      operationId: "listProbes",
      methodName: "list",
      resource: "probes",
      method: "GET",
      path: "/probes",
      summary: "List probes",
      description: "",
      pathParameters: [],
      query: { type: "ListProbesQuery", required: false },
      queryParameters: [],
      body: null,
      bodyShape: null,
      response: { kind: "json", status: 200, type: { of: "schema", schema: "ProbeList", typeName: "ProbeList" } },
      responseShape: null,
      idempotent: true,
      idempotencyHeader: null,
      pagination: {
        items: "probes",
        nextCursor: "next_page_cursor",
        cursorParameter: "cursor",
        itemType: { of: "schema", schema: "Probe", typeName: "Probe" },
        queryArgument: 0,
      },
      poll: null,
      errorStatuses: [],
      deprecation: null,
      deprecatedQuery: {},
      deprecatedBody: {},
    } as const;
    const clash = { ...list, operationId: "listProbesInfinite", methodName: "listInfinite", pagination: null };
    const resource = {
      tag: "probes",
      className: "ProbesResource",
      propertyName: "probes",
      fileName: "probes",
      description: "",
      operations: [list, clash],
    };
    expect(() => renderQueryOptions([resource] as never)).toThrow(
      "specs/openapi.yaml: the React query options of listProbesInfinite and of listProbes would both be named listProbesInfiniteQueryOptions",
    );
  });
});
