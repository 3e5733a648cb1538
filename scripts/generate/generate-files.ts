// Turns specs/ into the generated files, in memory: the one place that decides what is generated, and where
// each file lives. Generated code lives in the package that ships it: the client's types, operations,
// resources, errors, messages, stream validators and webhook events in the SDK (packages/sdk/src/generated/), the mock's HTTP
// contract and default transcripts in the mock (packages/mock/src/generated/), the TanStack Query options of
// every operation in the React package (packages/react/src/generated/), the Python SDK's modules in
// packages/python/src/stt_service/_generated/ (a second model, named by the Python target).
// The model step decides everything (scripts/generate/model/); the code step compiles what the model's
// schemas make (TypeScript types by openapi-typescript and modelina, guards, ajv validators); templates
// render both; Biome formats. scripts/generate/run.ts writes the files; scripts/generate/check.ts compares.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { generatedDirs, manifestPath, projectRoot, renderManifest } from "./manifest.js";
import { buildSdkModel } from "./model/index.js";
import type { SdkModel } from "./model/types.js";
import { readSpecs, specFiles } from "./read/specs.js";
import { pythonFiles } from "./targets/python/files.js";
import { pythonNaming } from "./targets/python/naming.js";
import type { SchemaCode, StreamCode } from "./targets/typescript/code/compiled.js";
import { compileFrameGuards } from "./targets/typescript/code/frame-guards.js";
import { compileHttpContract } from "./targets/typescript/code/http-contract.js";
import { keepResult, keptResult, reuseFolder } from "./targets/typescript/code/reuse.js";
import { threadCpuMs } from "./targets/typescript/code/thread-cpu.js";
import { runTools } from "./targets/typescript/code/tools.js";
import { compileStreamValidators, compileWebhookValidators } from "./targets/typescript/code/validators.js";
import { typescriptNaming } from "./targets/typescript/naming.js";
import { renderErrors } from "./targets/typescript/templates/errors.js";
import { renderHttpContract, renderHttpContractTypes } from "./targets/typescript/templates/http/contract.js";
import { renderHttpFetchClient } from "./targets/typescript/templates/http/fetch-client.js";
import { renderHttpOperations } from "./targets/typescript/templates/http/operations.js";
import { renderHttpResource, renderHttpResourcesIndex } from "./targets/typescript/templates/http/resource.js";
import { renderHttpTypes } from "./targets/typescript/templates/http/types.js";
import { banner } from "./targets/typescript/templates/partials.js";
import { renderQueryOptions } from "./targets/typescript/templates/react/query-options.js";
import {
  renderStreamChannel,
  renderStreamMessages,
  renderStreamValidators,
  renderStreamValidatorTypes,
} from "./targets/typescript/templates/realtime/messages.js";
import { renderMockScript } from "./targets/typescript/templates/realtime/mock-script.js";
import {
  renderWebhooks,
  renderWebhookValidators,
  renderWebhookValidatorTypes,
} from "./targets/typescript/templates/webhooks.js";

export { generatedDirs, manifestPath, projectRoot };

const require = createRequire(import.meta.url);

export interface GenerateOptions {
  /** The folder holding openapi.yaml and asyncapi.yaml; specs/ of the project by default. */
  specsDir?: string;
  /**
   * `openapi`: only what comes of the OpenAPI spec (packages/sdk/src/generated/http/), without a manifest: what the bench times
   * beside a generator that reads OpenAPI alone.
   */
  only?: "openapi";
  /**
   * Take the slow tools' results from an earlier run with the same inputs where the launcher keeps them
   * (scripts/generate/targets/typescript/code/reuse.ts); true by default. `generate:check --full` runs every tool.
   */
  reuse?: boolean;
}

// Wall time says little on a busy machine; the thread's CPU time says where the work is.
function timings(): (what: string) => void {
  const started = performance.now();
  const cpu = threadCpuMs();
  return (what) => {
    if (process.env.STT_GENERATE_TIMINGS)
      console.error(
        `${what}: ${Math.round(performance.now() - started)} ms, ${Math.round(threadCpuMs() - cpu)} ms of CPU (this thread)`,
      );
  };
}

const inSdk = (path: string) => `${generatedDirs.sdk}/${path}`;
const inMock = (path: string) => `${generatedDirs.mock}/${path}`;
const inReact = (path: string) => `${generatedDirs.react}/${path}`;

function httpFiles(http: SdkModel["http"], schema: string, schemaCode: Record<string, SchemaCode>): [string, string][] {
  return [
    [inSdk("http/schema.ts"), `${banner}\n${schema}`],
    [inSdk("http/types.ts"), renderHttpTypes(http, schemaCode)],
    [inSdk("http/operations.ts"), renderHttpOperations(http)],
    [inSdk("http/fetch-client.ts"), renderHttpFetchClient(http)],
    ...http.resources.map((resource): [string, string] => [
      inSdk(`http/resources/${resource.fileName}.ts`),
      renderHttpResource(resource),
    ]),
    [inSdk("http/resources/index.ts"), renderHttpResourcesIndex(http.resources)],
  ];
}

function streamFiles(model: SdkModel, declarations: StreamCode["declarations"]): [string, string][] {
  const { messages } = model.stream;
  const code: StreamCode = {
    declarations,
    guards: compileFrameGuards(messages, new Set(declarations.map((declaration) => declaration.name))),
    validators: compileStreamValidators(messages),
  };
  return [
    [inSdk("errors.ts"), renderErrors(model.errors)],
    [inSdk("realtime/messages.ts"), renderStreamMessages(model.stream, code)],
    // In the SDK, since its message guards use them; the mock and the kit take them from stt-service/internal.
    [inSdk("realtime/validators.js"), renderStreamValidators(code)],
    [inSdk("realtime/validators.d.ts"), renderStreamValidatorTypes(model.stream)],
    [inSdk("realtime/channel.ts"), renderStreamChannel(model.stream)],
    [inMock("realtime/mock-script.ts"), renderMockScript(model.mock)],
  ];
}

function webhookFiles(events: SdkModel["webhooks"]): [string, string][] {
  return [
    [inSdk("webhooks.ts"), renderWebhooks(events)],
    [inSdk("webhook-validators.js"), renderWebhookValidators(compileWebhookValidators(events))],
    [inSdk("webhook-validators.d.ts"), renderWebhookValidatorTypes(events)],
  ];
}

/**
 * Every file the templates render from a model and the tools' output, unformatted: the one list of them,
 * which tests of the templates render without running the tools.
 */
export function renderFiles(
  model: SdkModel,
  schema: string,
  declarations: StreamCode["declarations"],
  schemaCode: Record<string, SchemaCode> = {},
): Map<string, string> {
  return new Map([
    ...httpFiles(model.http, schema, schemaCode),
    ...streamFiles(model, declarations),
    ...webhookFiles(model.webhooks),
    // The React package's TanStack Query options: one or more per operation of the SDK's resources.
    [inReact("query-options.ts"), renderQueryOptions(model.http.resources)],
  ]);
}

/** The generated files, by path relative to the project's root, formatted, the manifest included. */
export async function generateFiles(options: GenerateOptions = {}): Promise<Map<string, string>> {
  const specsDir = resolve(options.specsDir ?? join(projectRoot, "specs"));
  const reuse = options.reuse === false ? undefined : reuseFolder();
  const lap = timings();
  const specs = readSpecs(specsDir);
  const model = buildSdkModel(specs, typescriptNaming);
  lap("model");
  const openapiPath = join(specsDir, specFiles.openapi);
  const typeNames = Object.fromEntries(model.http.schemaTypes.map((type) => [type.schema, type.typeName]));
  if (options.only === "openapi") {
    const { schema, schemaCode } = await runTools(openapiPath, typeNames, undefined, reuse);
    return formatWithBiome(new Map(httpFiles(model.http, schema, schemaCode)), reuse);
  }
  const { schema, schemaCode, declarations } = await runTools(openapiPath, typeNames, model.stream.messages, reuse);
  lap("openapi-typescript and modelina");
  const files = renderFiles(model, schema, declarations ?? [], schemaCode);
  // The contract the MSW handlers check in process: read from the specs themselves, as Prism reads them.
  files.set(inMock("http/contract.js"), renderHttpContract(compileHttpContract(specs)));
  files.set(inMock("http/contract.d.ts"), renderHttpContractTypes());
  lap("guards, validators, templates");
  const formatted = formatWithBiome(files, reuse);
  lap("formatted");
  // The Python target's modules, from a model named by its naming: written ruff-format-stable by the
  // templates themselves, so Biome (which formats no Python) leaves them as they are.
  for (const [path, content] of pythonFiles(buildSdkModel(specs, pythonNaming))) formatted.set(path, content);
  lap("python");
  formatted.set(manifestPath, renderManifest(specsDir, formatted));
  return new Map([...formatted.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Formats every file with Biome, so the output reads like hand-formatted code and is stable. */
function formatWithBiome(files: Map<string, string>, reuse: string | undefined): Map<string, string> {
  const input = [...files];
  const kept = keptResult<[string, string][]>(reuse, "biome-format", input);
  if (kept !== undefined) return new Map(kept);
  const formatted = runBiome(files);
  keepResult(reuse, "biome-format", input, [...formatted]);
  return formatted;
}

function runBiome(files: Map<string, string>): Map<string, string> {
  const directory = mkdtempSync(join(tmpdir(), "stt-generate-"));
  try {
    for (const [path, content] of files) {
      mkdirSync(dirname(join(directory, path)), { recursive: true });
      writeFileSync(join(directory, path), content);
    }
    writeFileSync(
      join(directory, "biome.json"),
      JSON.stringify({
        formatter: { indentStyle: "space", indentWidth: 2, lineWidth: 120 },
        linter: { enabled: false },
        assist: { enabled: false },
      }),
    );
    const [command, ...prefix] = biomeCommand();
    execFileSync(command as string, [...prefix, "format", "--write", `--config-path=${directory}`, directory], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    return new Map([...files.keys()].map((path) => [path, readFileSync(join(directory, path), "utf8")]));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * Biome's own binary, run directly: its npm launcher (bin/biome) is a Node process of its own that also runs
 * `ldd --version` to choose between the glibc and the musl build. Node's report says which libc this is. The
 * launcher where the binary is not found (a platform package npm left out).
 */
function biomeCommand(): string[] {
  const report = process.platform === "linux" ? (process.report?.getReport() as { header?: object }) : undefined;
  const musl = report !== undefined && !("glibcVersionRuntime" in (report.header ?? {}));
  const suffix = `${musl ? "-musl" : ""}/biome${process.platform === "win32" ? ".exe" : ""}`;
  try {
    return [require.resolve(`@biomejs/cli-${process.platform}-${process.arch}${suffix}`)];
  } catch {
    return [process.execPath, join(dirname(require.resolve("@biomejs/biome/package.json")), "bin", "biome")];
  }
}
