// Turns specs/ into the files of generated/, in memory: the one place that decides what is generated.
// scripts/generate.ts writes them; scripts/check-generated.ts compares them with what is committed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import modelina from "@asyncapi/modelina";
import { fromFile, Parser } from "@asyncapi/parser";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { parse } from "yaml";
import { renderErrors } from "../../templates/errors.js";
import { renderHttpFetchClient } from "../../templates/http/fetch-client.js";
import { renderHttpOperations } from "../../templates/http/operations.js";
import { renderHttpResource, renderHttpResourcesIndex } from "../../templates/http/resource.js";
import { renderHttpTypes } from "../../templates/http/types.js";
import { banner } from "../../templates/partials.js";
import {
  type PayloadDeclaration,
  renderStreamChannel,
  renderStreamMessages,
  renderStreamValidators,
  renderStreamValidatorTypes,
} from "../../templates/realtime/messages.js";
import { renderMockScript } from "../../templates/realtime/mock-script.js";
import { buildHttpModel } from "./http-model.js";
import { projectRoot, renderManifest } from "./manifest.js";

export { projectRoot };

import { buildMockModels, buildMockScript } from "./mock-script-model.js";
import { buildStreamModel } from "./stream-model.js";
import { compileStreamValidators } from "./stream-validators.js";

const require = createRequire(import.meta.url);

export interface GenerateOptions {
  /** The folder holding openapi.yaml and asyncapi.yaml; specs/ of the project by default. */
  specsDir?: string;
}

/** The generated files, by path relative to generated/, formatted, MANIFEST.json included. */
export async function generateFiles(options: GenerateOptions = {}): Promise<Map<string, string>> {
  const specsDir = resolve(options.specsDir ?? join(projectRoot, "specs"));
  const openapiPath = join(specsDir, "openapi.yaml");
  const asyncapiPath = join(specsDir, "asyncapi.yaml");
  const openapi = parse(readFileSync(openapiPath, "utf8"));
  const httpModel = buildHttpModel(openapi);

  const { document, diagnostics } = await fromFile(new Parser(), asyncapiPath).parse();
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 0);
  if (!document || errors.length > 0) {
    throw new Error(
      `specs/asyncapi.yaml does not parse:\n${errors.map((e) => `  ${e.path.join(".")}: ${e.message}`).join("\n")}`,
    );
  }
  const streamModel = buildStreamModel(document);

  const files = new Map<string, string>();
  files.set("http/schema.ts", `${banner}\n${await renderOpenApiTypes(openapiPath)}`);
  files.set("http/types.ts", renderHttpTypes(httpModel));
  files.set("http/operations.ts", renderHttpOperations(httpModel));
  files.set("http/fetch-client.ts", renderHttpFetchClient(httpModel));
  for (const resource of httpModel.resources)
    files.set(`http/resources/${resource.tag}.ts`, renderHttpResource(resource));
  files.set("http/resources/index.ts", renderHttpResourcesIndex(httpModel.resources));
  files.set("errors.ts", renderErrors(httpModel.errorKinds, streamModel.errorCodes, streamModel.fallbackErrorKind));
  files.set("realtime/messages.ts", renderStreamMessages(streamModel, await renderPayloadDeclarations(document)));
  files.set("realtime/validators.js", renderStreamValidators(compileStreamValidators(streamModel.messages)));
  files.set("realtime/validators.d.ts", renderStreamValidatorTypes(streamModel));
  files.set("realtime/channel.ts", renderStreamChannel(streamModel));
  files.set("realtime/mock-script.ts", renderMockScript(buildMockScript(openapi), buildMockModels(openapi)));

  const formatted = formatWithBiome(files);
  formatted.set("MANIFEST.json", renderManifest(specsDir, formatted));
  return new Map([...formatted.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

async function renderOpenApiTypes(openapiPath: string): Promise<string> {
  const blob = ts.factory.createTypeReferenceNode("Blob");
  const ast = await openapiTS(pathToFileURL(openapiPath), {
    // A field with a default is optional for the caller (the service fills it in); the spec's `required`
    // lists alone decide what must be present.
    defaultNonNullable: false,
    // Binary parts of a body (the uploaded file) are Blobs in the SDK, not strings.
    transform(schema) {
      const mediaType = (schema as { contentMediaType?: unknown }).contentMediaType;
      const binary = schema.format === "binary" || mediaType === "application/octet-stream";
      return binary ? blob : undefined;
    },
  });
  return astToString(ast);
}

async function renderPayloadDeclarations(
  document: Parameters<typeof buildStreamModel>[0],
): Promise<PayloadDeclaration[]> {
  const { TypeScriptGenerator, typeScriptDefaultPropertyKeyConstraints } = modelina;
  const generator = new TypeScriptGenerator({
    modelType: "interface",
    enumType: "union",
    mapType: "record",
    // Server frames may carry fields the spec does not know yet; the types list the known ones.
    processorOptions: { interpreter: { ignoreAdditionalProperties: true } },
    // Wire names stay as they are on the wire.
    constraints: {
      propertyKey: typeScriptDefaultPropertyKeyConstraints({
        NAMING_FORMATTER: (name: string) => name,
        NO_RESERVED_KEYWORDS: (name: string) => name,
      }),
    },
  });
  const models = await generator.generate(document);
  return models.map((model) => ({ name: model.modelName, code: model.result }));
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
