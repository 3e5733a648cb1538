// Deprecation of what a client sends, beyond operations and query parameters: a field of a request body (JSON
// or a form field), a field of the stream's config message and a whole stream message. From a copy of the spec
// to the generated code (`@deprecated` on the types, tables the runtime reads), then the runtime's warnings:
// the HTTP client's for a body field, the real-time client's for the config's `api_key` (deprecated in the
// real contract) against the streaming mock, which says so in its own log.
import { startStreamingMock } from "@stt-service/mock";
import type { LogFields, Logger } from "stt-service/in-repository";
import { deprecatedConfigFields, HttpRuntime, operationRoutes, resolveClientOptions } from "stt-service/in-repository";
import { RealtimeServiceClient } from "stt-service/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../scripts/generate/generate-files.js";
import { startFaultServer } from "../support/fault-server.js";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";

const contextSunset = { sunset: "2027-09-30", use: "`language_hints`" };
const referenceSunset = { sunset: "2027-04-30", use: null };
const keepaliveSunset = { sunset: "2027-12-31", use: "audio frames of silence" };

let copy: SpecCopy;
let files: Map<string, string>;

beforeAll(async () => {
  copy = copySpecs();
  copy.edit("openapi.yaml", (openapi) => {
    const { TranscriptionConfig, UploadFileRequest } = openapi.components.schemas;
    // Beside their $refs, as OpenAPI 3.1 allows: the stream's config reaches `context` through this node.
    Object.assign(TranscriptionConfig.properties.context, {
      deprecated: true,
      "x-sunset": contextSunset.sunset,
      "x-deprecated-use": contextSunset.use,
    });
    Object.assign(UploadFileRequest.properties.client_reference_id, {
      deprecated: true,
      "x-sunset": referenceSunset.sunset,
    });
  });
  copy.edit("asyncapi.yaml", (asyncapi) => {
    Object.assign(asyncapi.components.schemas.KeepaliveMessage, {
      deprecated: true,
      "x-sunset": keepaliveSunset.sunset,
      "x-deprecated-use": keepaliveSunset.use,
    });
  });
  files = await generateFiles({ specsDir: copy.dir });
}, 120_000);

afterAll(() => copy?.remove());

/** The text of one operation's route in generated/http/operations.ts. */
function routeText(operations: string, operationId: string): string {
  const from = operations.slice(operations.indexOf(`  ${operationId}: {`));
  return from.slice(0, from.indexOf("\n  },") + 1);
}

/** The doc comment just before `name` in a declaration, joined into one line. */
function docBefore(code: string, name: string): string {
  const at = code.indexOf(name);
  const comment = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(code.slice(0, at))?.[1] ?? "";
  return comment.replace(/\s*\*\s*/g, " ").trim();
}

describe("deprecated fields and messages in the generated SDK", () => {
  it("carries a JSON body field and a form field in the routes the runtime reads, a $ref's sibling included", () => {
    const operations = files.get("packages/sdk/src/generated/http/operations.ts") ?? "";
    expect(routeText(operations, "createTranscription")).toContain(
      `deprecatedBody: { context: { sunset: "2027-09-30", use: "\`language_hints\`" } }`,
    );
    expect(routeText(operations, "uploadFile")).toContain(
      `deprecatedBody: { client_reference_id: { sunset: "2027-04-30", use: null } }`,
    );
    expect(routeText(operations, "getFile")).not.toContain("deprecatedBody");
  });

  it("marks the stream's fields and messages @deprecated, following the config's $ref into openapi.yaml", () => {
    const messages = files.get("packages/sdk/src/generated/realtime/messages.ts") ?? "";
    const config = messages.slice(messages.indexOf("export interface ConfigMessage"));
    // The spec's description first, then the tag (its text is the description preset's, tested on its own).
    expect(docBefore(config, "context?:")).toMatch(
      /^Hints that improve recognition.* @deprecated Removed after 2027-09-30\. Use `language_hints` instead\.$/,
    );
    expect(docBefore(config, "api_key?:")).toMatch(/ @deprecated Removed after 2027-06-30\. Use the `Authorization`/);
    expect(docBefore(config, "model:")).not.toContain("@deprecated");
    expect(docBefore(messages, "export interface KeepaliveMessage")).toMatch(
      /(^| )@deprecated Removed after 2027-12-31\. Use audio frames of silence instead\.$/,
    );
    expect(docBefore(messages, "export interface FinalizeMessage")).not.toContain("@deprecated");
  });

  it("lists them in the channel's tables the real-time client warns from", () => {
    const channel = files.get("packages/sdk/src/generated/realtime/channel.ts") ?? "";
    expect(channel).toContain(`context: { sunset: "2027-09-30", use: "\`language_hints\`" }`);
    expect(channel).toContain(
      `deprecatedClientMessages: Readonly<Record<string, StreamDeprecation>> = {\n  keepalive: { sunset: "2027-12-31", use: "audio frames of silence" },\n};`,
    );
  });

  it("refuses a deprecated field without a sunset, naming where it is", async () => {
    const broken = copySpecs();
    try {
      broken.edit("asyncapi.yaml", (asyncapi) => {
        asyncapi.components.schemas.ConfigMessage.allOf[1].properties.enable_endpoint_detection.deprecated = true;
      });
      await expect(generateFiles({ specsDir: broken.dir })).rejects.toThrow(
        /specs\/asyncapi\.yaml at \/components\/schemas\/ConfigMessage\/allOf\/1\/properties\/enable_endpoint_detection: deprecated without x-sunset/,
      );
    } finally {
      broken.remove();
    }
  }, 120_000);
});

/** A logger that keeps the warnings it gets. */
function recordingLogger(): { logger: Logger; warnings: { message: string; fields?: LogFields }[] } {
  const warnings: { message: string; fields?: LogFields }[] = [];
  const ignore = () => {};
  return {
    warnings,
    logger: { debug: ignore, info: ignore, error: ignore, warn: (m, f) => warnings.push({ message: m, fields: f }) },
  };
}

describe("the HTTP client's warning for a deprecated body field", () => {
  it("is logged once when a JSON field or a form field is sent, and not when it is left out", async () => {
    const server = await startFaultServer();
    const { logger, warnings } = recordingLogger();
    const runtime = new HttpRuntime(resolveClientOptions({ apiKey: "deprecated-body", baseUrl: server.url, logger }));
    const create = { ...operationRoutes.createTranscription, deprecatedBody: { context: contextSunset } };
    const upload = { ...operationRoutes.uploadFile, deprecatedBody: { client_reference_id: referenceSunset } };
    const body = { file_id: "f", model: "stt-async-v3", enable_speaker_diarization: false };
    const file = { field: "file", file: new Blob([new Uint8Array(8)]), fields: {} };
    try {
      await server.script(Array.from({ length: 5 }, () => ({ status: 201, body: {} })));
      await runtime.run(create, undefined, { body });
      await runtime.run(upload, undefined, { upload: { ...file, fields: { client_reference_id: undefined } } });
      expect(warnings).toEqual([]);
      await runtime.run(create, undefined, { body: { ...body, context: { general: [] } } });
      await runtime.run(create, undefined, { body: { ...body, context: { general: [] } } });
      await runtime.run(upload, undefined, { upload: { ...file, fields: { client_reference_id: "r-1" } } });
      expect(warnings.map((warning) => warning.message)).toEqual([
        "transcriptions.create({ context }) is deprecated and will be removed after 2027-09-30. Use `language_hints` instead.",
        "files.upload({ client_reference_id }) is deprecated and will be removed after 2027-04-30.",
      ]);
    } finally {
      await server.stop();
    }
  });
});

describe('the config\'s api_key, deprecated in the contract, sent by authMethod "config"', () => {
  it("is warned of once by the real-time client, not for the header, and logged once by the streaming mock", async () => {
    const mockLog: string[] = [];
    const mock = await startStreamingMock({ host: "127.0.0.1", port: 0, onLog: (line) => mockLog.push(line) });
    const config = { model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16_000, num_channels: 1 } as const;
    const { logger, warnings } = recordingLogger();
    const client = (authMethod: "header" | "config") =>
      new RealtimeServiceClient({ apiKey: "deprecated-config", streamUrl: mock.url, authMethod, logger });
    try {
      for (const authMethod of ["header", "config", "config"] as const) {
        const session = await client(authMethod).connect(config);
        await session.finish();
      }
    } finally {
      await mock.close();
    }
    const notice = deprecatedConfigFields.api_key;
    // The sentence a user reads, whole: the spec's x-deprecated-use must read well before "instead".
    const instead =
      'Use the `Authorization` header (where headers cannot be set, the subprotocols `["stt-api-key", "<temporary key>"]`) instead.';
    expect(`Use ${notice?.use} instead.`).toBe(instead);
    expect(warnings.map((warning) => warning.message)).toEqual([
      `authMethod "config" (the key in the config message's api_key) is deprecated and will be removed after 2027-06-30. ${instead}`,
    ]);
    expect(mockLog.filter((line) => line.startsWith("deprecated use:"))).toEqual([
      `deprecated use: The config message's api_key is deprecated and will be removed after 2027-06-30. ${instead}`,
    ]);
  });
});
