// Turns specs/ into the files of generated/, in memory: the one place that decides what is generated.
// The model step decides everything (scripts/generate/model/); the code step compiles what the model's
// schemas make (TypeScript types by openapi-typescript and modelina, guards, ajv validators); templates
// render both; Biome formats. scripts/generate.ts writes the files; scripts/check-generated.ts compares.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { renderErrors } from "../../templates/errors.js";
import { renderHttpFetchClient } from "../../templates/http/fetch-client.js";
import { renderHttpOperations } from "../../templates/http/operations.js";
import { renderHttpResource, renderHttpResourcesIndex } from "../../templates/http/resource.js";
import { renderHttpTypes } from "../../templates/http/types.js";
import type { StreamCode } from "../../templates/model.js";
import { banner } from "../../templates/partials.js";
import {
  renderStreamChannel,
  renderStreamMessages,
  renderStreamValidators,
  renderStreamValidatorTypes,
} from "../../templates/realtime/messages.js";
import { renderMockScript } from "../../templates/realtime/mock-script.js";
import { compileFrameGuards } from "./code/frame-guards.js";
import { declareMessageTypes } from "./code/message-types.js";
import { openApiTypes } from "./code/openapi-types.js";
import { compileStreamValidators } from "./code/validators.js";
import { projectRoot, renderManifest } from "./manifest.js";
import { buildSdkModel } from "./model/index.js";
import { readSpecs, specFiles } from "./specs.js";

export { projectRoot };

const require = createRequire(import.meta.url);

export interface GenerateOptions {
  /** The folder holding openapi.yaml and asyncapi.yaml; specs/ of the project by default. */
  specsDir?: string;
}

/** The generated files, by path relative to generated/, formatted, MANIFEST.json included. */
export async function generateFiles(options: GenerateOptions = {}): Promise<Map<string, string>> {
  const specsDir = resolve(options.specsDir ?? join(projectRoot, "specs"));
  const model = buildSdkModel(readSpecs(specsDir));
  const [schema, declarations] = await Promise.all([
    openApiTypes(join(specsDir, specFiles.openapi)),
    declareMessageTypes(model.stream.messages),
  ]);
  const code: StreamCode = {
    declarations,
    guards: compileFrameGuards(model.stream.messages, new Set(declarations.map((declaration) => declaration.name))),
    validators: compileStreamValidators(model.stream.messages),
  };

  const files = new Map<string, string>();
  files.set("http/schema.ts", `${banner}\n${schema}`);
  files.set("http/types.ts", renderHttpTypes(model.http));
  files.set("http/operations.ts", renderHttpOperations(model.http));
  files.set("http/fetch-client.ts", renderHttpFetchClient(model.http));
  for (const resource of model.http.resources) {
    files.set(`http/resources/${resource.fileName}.ts`, renderHttpResource(resource));
  }
  files.set("http/resources/index.ts", renderHttpResourcesIndex(model.http.resources));
  files.set("errors.ts", renderErrors(model.errors));
  files.set("realtime/messages.ts", renderStreamMessages(model.stream, code));
  files.set("realtime/validators.js", renderStreamValidators(code));
  files.set("realtime/validators.d.ts", renderStreamValidatorTypes(model.stream));
  files.set("realtime/channel.ts", renderStreamChannel(model.stream));
  files.set("realtime/mock-script.ts", renderMockScript(model.mock));

  const formatted = formatWithBiome(files);
  formatted.set("MANIFEST.json", renderManifest(specsDir, formatted));
  return new Map([...formatted.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Formats every file with Biome, so the output reads like hand-formatted code and is stable. */
function formatWithBiome(files: Map<string, string>): Map<string, string> {
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
    const biome = join(dirname(require.resolve("@biomejs/biome/package.json")), "bin", "biome");
    execFileSync(process.execPath, [biome, "format", "--write", `--config-path=${directory}`, directory], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    return new Map([...files.keys()].map((path) => [path, readFileSync(join(directory, path), "utf8")]));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
