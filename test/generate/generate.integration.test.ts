import { execFile } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { describeDrift, findDrift } from "../../scripts/generate/check.js";
import { generateFiles } from "../../scripts/generate/generate-files.js";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";
import { loadSpecDocuments } from "../support/spec-documents.js";
import { absentStreamMessageName, operationLabels } from "../support/spec-lists.js";

const run = promisify(execFile);
const root = resolve(".");
let copy: SpecCopy | undefined;
afterEach(() => copy?.remove());

// The names this file invents, read against the specs: a name the spec already uses would test nothing new.
const documents = loadSpecDocuments();
/** The server message CONTRIBUTING.md's stream walk adds: `warning` while the stream spec has none. */
const newMessage = absentStreamMessageName(documents, "warning");
const newMessageType = `${newMessage.charAt(0).toUpperCase()}${newMessage.slice(1)}Message`;
const newMessageField = `${newMessage}_message`;

/** CONTRIBUTING.md's stream walk: a server message added to a copy of asyncapi.yaml (payload, message, channel, operation). */
function addNewMessage(specs: SpecCopy): void {
  specs.edit("asyncapi.yaml", (spec) => {
    spec.components.schemas[newMessageType] = {
      title: newMessageType,
      type: "object",
      required: ["type", newMessageField],
      properties: { type: { type: "string", const: newMessage }, [newMessageField]: { type: "string" } },
    };
    spec.components.messages[newMessage] = {
      name: newMessage,
      title: newMessageType.replace(/Message$/, ""),
      summary: "A problem that does not end the session.",
      payload: { $ref: `#/components/schemas/${newMessageType}` },
      examples: [
        { name: "slow", payload: { type: newMessage, [newMessageField]: "Audio arrives slower than real time." } },
      ],
    };
    spec.channels.transcribe.messages[newMessage] = { $ref: `#/components/messages/${newMessage}` };
    spec.operations[`send${newMessageType.replace(/Message$/, "")}`] = {
      action: "send",
      channel: { $ref: "#/channels/transcribe" },
      messages: [{ $ref: `#/channels/transcribe/messages/${newMessage}` }],
    };
  });
}

// Each test runs the generator, seconds alone: more than 20 s on a loaded 2-core machine.
describe("npm run generate", { timeout: 120_000 }, () => {
  it("gives byte-identical output twice in a row, equal to the committed generated files", async () => {
    const first = await generateFiles();
    const second = await generateFiles();
    expect([...second.entries()]).toEqual([...first.entries()]);
    expect(await findDrift()).toEqual({ changed: [], missing: [], extra: [] });
  });

  it("opens every generated file with the one banner line, and records hashes without timestamps", async () => {
    const files = await generateFiles();
    for (const [path, content] of files) {
      if (path.endsWith(".json")) continue;
      // Python's comments start with #, TypeScript's and JavaScript's with //.
      expect(content.split("\n")[0], path).toBe(
        `${path.endsWith(".py") ? "#" : "//"} Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.`,
      );
    }
    const manifest = JSON.parse(files.get("generated-manifest.json") ?? "{}");
    expect(Object.keys(manifest.inputs)).toEqual(
      expect.arrayContaining([
        "specs/openapi.yaml",
        "specs/asyncapi.yaml",
        "scripts/generate/targets/typescript/templates/errors.ts",
      ]),
    );
    expect(manifest.generators["openapi-typescript"]).toBe("7.13.0");
    expect(JSON.stringify(manifest)).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("refuses a spec that is not valid YAML in one sentence naming the file, the line and nothing written", async () => {
    const broken = copySpecs();
    try {
      appendFileSync(join(broken.dir, "openapi.yaml"), "info:\n  title: twice\n");
      const out = join(broken.dir, "out");
      const result = await run("npm", ["run", "-s", "generate", "--", "--specs", broken.dir, "--out", out], {
        encoding: "utf8",
      }).catch((error: { code: number; stderr: string }) => error);
      expect("code" in result && result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^npm run generate: refused, nothing was written\.\nspecs\/openapi\.yaml is not valid YAML \(Map keys must be unique at line \d+, column 1\)/,
      );
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(out)).toBe(false);
    } finally {
      broken.remove();
    }
  }, 120_000);
});

// A full generation in process, then the check as a process of its own: minutes on a loaded machine, not seconds.
describe("npm run generate:check", { timeout: 120_000 }, () => {
  it("fails, naming the files, when a spec gains a field that was not regenerated", async () => {
    copy = copySpecs();
    copy.edit("openapi.yaml", (spec) => {
      spec.components.schemas.Token.properties.channel = { type: "integer", description: "Audio channel." };
    });
    const drift = await findDrift({ specsDir: copy.dir });
    expect(drift.changed).toEqual(
      expect.arrayContaining([
        "packages/sdk/src/generated/http/schema.ts",
        "packages/sdk/src/generated/realtime/messages.ts",
        "packages/sdk/src/generated/realtime/validators.js",
        "generated-manifest.json",
      ]),
    );
    const failure = await run(process.execPath, [
      "--conditions=stt-service-source",
      "--import",
      "tsx",
      "scripts/generate/check.ts",
      "--specs",
      copy.dir,
    ]).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain("changed: packages/sdk/src/generated/http/schema.ts");
    expect(failure.stderr).toContain("Run `npm run generate`");
    expect(describeDrift({ changed: [], missing: [], extra: [] })).toBeUndefined();
  });

  it("passes on the committed tree", async () => {
    const { stdout } = await run(process.execPath, [
      "--conditions=stt-service-source",
      "--import",
      "tsx",
      "scripts/generate/check.ts",
    ]);
    expect(stdout).toContain("in step");
  });
});

describe("a change to a spec reaches the generated code", { timeout: 120_000 }, () => {
  it("adds the method of a new operation to its resource, with its spec metadata", async () => {
    expect(
      operationLabels(documents).filter((label) => label.startsWith("GET /files/{file_id}/download")),
      "the spec has this test's operation now: give the test's another path and operationId",
    ).toEqual([]);
    copy = copySpecs();
    copy.edit("openapi.yaml", (spec) => {
      spec.paths["/files/{file_id}/download"] = {
        parameters: [{ $ref: "#/components/parameters/FileId" }],
        get: {
          operationId: "downloadFile",
          "x-sdk-method": "download",
          tags: ["files"],
          summary: "Download a file's audio",
          description: "Returns the audio of an uploaded file.",
          responses: {
            "200": {
              description: "The audio.",
              content: { "application/json": { schema: { $ref: "#/components/schemas/FileObject" } } },
            },
            "404": { $ref: "#/components/responses/FileNotFound" },
          },
        },
      };
    });
    const files = await generateFiles({ specsDir: copy.dir });
    expect(files.get("packages/sdk/src/generated/http/resources/files.ts")).toContain(
      "download(fileId: string, options?: RequestOptions): CallPromise<FileObject>",
    );
    expect(files.get("packages/sdk/src/generated/http/resources/files.ts")).toContain(
      "run<FileObject>(operationRoutes.downloadFile, options, { path: { file_id: fileId } })",
    );
    expect(files.get("packages/sdk/src/generated/http/operations.ts")).toMatch(
      /downloadFile: \{\s*name: "files.download",\s*method: "GET",\s*path: "\/files\/\{file_id\}\/download"/,
    );
    expect(files.get("packages/sdk/src/generated/http/operations.ts")).toMatch(
      /downloadFile: \{\s*name: "files.download",[\s\S]*?operationId: "downloadFile",[\s\S]*?errorStatuses: \[404\]/,
    );
    expect(files.get("packages/sdk/src/generated/http/schema.ts")).toContain('"/files/{file_id}/download"');
  });

  it("adds a new streaming message's type, guard, validator and union member", async () => {
    copy = copySpecs();
    addNewMessage(copy);
    const files = await generateFiles({ specsDir: copy.dir });
    const messages = files.get("packages/sdk/src/generated/realtime/messages.ts") ?? "";
    expect(messages).toContain(`export interface ${newMessageType}`);
    expect(messages).toContain(`${newMessageField}: string;`);
    expect(messages).toMatch(new RegExp(`export type ServerMessage = [^;]*${newMessageType}`));
    expect(messages).toContain(`export function is${newMessageType}(value: unknown): value is ${newMessageType}`);
    expect(files.get("packages/sdk/src/generated/realtime/validators.js")).toContain(
      `export const validate${newMessageType}`,
    );
    expect(files.get("packages/sdk/src/generated/realtime/channel.ts")).toContain(`${newMessage}: { sender: "server"`);
  });

  it("stops tsc at the session's switch until a new server message has its case there, and compiles once it has", async () => {
    copy = copySpecs();
    addNewMessage(copy);
    const files = await generateFiles({ specsDir: copy.dir });
    // The SDK as it is after `npm run generate`: its sources, with its generated/ holding the new message.
    const project = mkdtempSync(join(tmpdir(), "stt-new-message-"));
    try {
      cpSync(join(root, "packages/sdk/src"), join(project, "packages/sdk/src"), { recursive: true });
      cpSync(join(root, "packages/sdk/package.json"), join(project, "packages/sdk/package.json"));
      for (const [path, content] of files) {
        if (path.startsWith("packages/sdk/src/")) writeFileSync(join(project, path), content);
      }
      writeFileSync(join(project, "package.json"), JSON.stringify({ type: "module" }));
      writeFileSync(
        join(project, "tsconfig.json"),
        JSON.stringify({
          extends: join(root, "tsconfig.json"),
          include: ["packages/sdk/src"],
          exclude: [],
        }),
      );
      symlinkSync(join(root, "node_modules"), join(project, "node_modules"), "dir");
      const typeCheck = () =>
        run(join(root, "node_modules/.bin/tsc"), ["--noEmit", "-p", "tsconfig.json"], { cwd: project }).then(
          () => "",
          (error: { stdout?: string }) => error.stdout ?? String(error),
        );

      const unhandled = await typeCheck();
      // One error, at the end of the switch, naming the message and saying what to do.
      expect(unhandled.trim().split("\n")).toHaveLength(1);
      expect(unhandled).toMatch(/^packages\/sdk\/src\/realtime\/session\.ts\(\d+,\d+\): error TS2345:/);
      expect(unhandled).toContain(`{ name: "${newMessage}"; message: ${newMessageType}; }`);
      expect(unhandled).toContain("has no case in this switch: add its case above");

      // The contributor's case, as CONTRIBUTING.md says: in the switch of the session's #onFrame.
      const sessionPath = join(project, "packages/sdk/src/realtime/session.ts");
      const session = readFileSync(sessionPath, "utf8");
      const unknownCase = '      case "unknown":\n';
      expect(session).toContain(unknownCase);
      writeFileSync(
        sessionPath,
        session.replace(
          unknownCase,
          `      case "${newMessage}":\n        this.#logger.warn(read.message.${newMessageField});\n        return;\n${unknownCase}`,
        ),
      );
      expect(await typeCheck()).toBe("");
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 120_000);

  it("generates a text/csv answer as text, and refuses one that mixes JSON and text, saying what to fix", async () => {
    copy = copySpecs();
    copy.edit("openapi.yaml", (spec) => {
      spec.paths["/files/{file_id}"].get.responses["200"].content = {
        "text/csv": { schema: { type: "string", maxLength: 10 } },
      };
    });
    // Text is a body kind of the runtime: the method resolves to a string, and asks for text/csv.
    const generated = await generateFiles({ specsDir: copy.dir });
    expect(generated.get("packages/sdk/src/generated/http/resources/files.ts")).toContain(
      "get(fileId: string, options?: RequestOptions): CallPromise<string> {",
    );
    expect(generated.get("packages/sdk/src/generated/http/operations.ts")).toContain('accept: ["text/csv"]');
    copy.edit("openapi.yaml", (spec) => {
      spec.paths["/files/{file_id}"].get.responses["200"].content["application/json"] = { schema: { type: "object" } };
    });
    await expect(generateFiles({ specsDir: copy.dir })).rejects.toThrow(
      "GET /files/{file_id} answers text/csv, application/json: one answer is JSON, text or bytes, not several kinds",
    );
  });
});
