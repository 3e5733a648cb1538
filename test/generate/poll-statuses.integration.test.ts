// Both SDKs' waitUntilDone end on the statuses the spec's x-sdk-poll lists on getTranscription, not on a list of
// their own: a copy of the spec adds a final status, `cancelled`, and the SDKs generated from it stop there, where
// the repository's keep polling (for them it is a status added later, which is not final) until `completed`. The
// server's answers decide each outcome; the wait's time-out only bounds a hang.
import { once } from "node:events";
import { rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../scripts/generate/generate-files.js";
import { generatedDirs } from "../../scripts/generate/manifest.js";
import { generatedProject } from "../support/generated-project.js";
import { moduleFile, runModule } from "../support/run-module.js";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";
import { pythonWithTools, runCommand, scratchPackage } from "./targets/python/python-tools.js";

const root = resolve(".");
const waitFixture = resolve("test/generate/targets/python/fixtures/wait_until_final.py");

/** The spec edit: `cancelled`, a status of its own, and final. */
function addCancelled(copy: SpecCopy): void {
  copy.edit("openapi.yaml", (spec) => {
    spec.components.schemas.TranscriptionStatus.anyOf[0].enum.push("cancelled");
    spec.paths["/transcriptions/{transcription_id}"].get["x-sdk-poll"]["final-statuses"].push("cancelled");
  });
}

/** Polls since the last wait began: each wait sees `processing`, then `cancelled` twice, then `completed`. */
let polls = 0;

/** A transcription as getTranscription answers it, on a wait's polls: `processing`, `cancelled` twice, `completed`. */
function transcriptionServer(): Server {
  return createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/transcriptions/tr-1") {
      response.writeHead(404, { "content-type": "application/json" }).end("{}");
      return;
    }
    polls += 1;
    const transcription = {
      id: "tr-1",
      status: polls === 1 ? "processing" : polls <= 3 ? "cancelled" : "completed",
      file_id: "file-1",
      model: "stt-async-v4",
      created_at: "2026-12-02T10:00:00Z",
      enable_speaker_diarization: false,
      enable_language_identification: false,
      client_reference_id: null,
    };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(transcription));
  });
}

/** The TypeScript program: waits with the SDK at `sdk`, and prints how the wait ended. */
const program = (
  sdk: string,
) => `import { AsyncServiceClient, ServiceAPIError, ServiceTimeoutError } from ${JSON.stringify(sdk)};

const client = new AsyncServiceClient({ apiKey: "poll-key", baseUrl: process.env.POLL_URL, maxRetries: 0 });
try {
  const done = await client.transcriptions.waitUntilDone("tr-1", { pollIntervalMs: 10, maxPollIntervalMs: 10, timeoutMs: 60_000 });
  console.log(\`returned \${done.status}\`);
} catch (error) {
  if (error instanceof ServiceAPIError) console.log("failed");
  else if (error instanceof ServiceTimeoutError) console.log("timed out");
  else throw error;
}
`;

let copy: SpecCopy;
let project: string;
let python: ReturnType<typeof scratchPackage>;
let server: Server;
let url: string;

beforeAll(async () => {
  copy = copySpecs();
  addCancelled(copy);
  const files = await generateFiles({ specsDir: copy.dir });
  project = generatedProject("stt-poll-statuses-", copy.dir, files);
  python = scratchPackage([...files].filter(([path]) => path.startsWith(`${generatedDirs.python}/`)));
  server = transcriptionServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(() => {
  server?.close();
  copy?.remove();
  python?.remove();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("waitUntilDone and a final status the spec adds to x-sdk-poll", () => {
  function waited(run: () => Promise<string>): Promise<string> {
    polls = 0;
    return run();
  }

  it("TypeScript: the copy's SDK fails the wait at it; the repository's polls on past it to completed", async () => {
    const waitWith = async (script: string, cwd: string) => {
      const ran = await runModule(script, { cwd, env: { POLL_URL: url } });
      expect(ran.stderr).toBe("");
      return ran.stdout.trim();
    };
    // The copy's SDK by path, from a script in the copy; the repository's by name, from its .snippets folder.
    const copyScript = join(project, "wait-until-final.mts");
    writeFileSync(copyScript, program("./packages/sdk/src/index.js"));
    expect(await waited(() => waitWith(copyScript, project))).toBe("failed");
    const repositoryScript = moduleFile(program("stt-service"), "poll-statuses-wait");
    expect(await waited(() => waitWith(repositoryScript, root))).toBe("returned completed");
    expect(polls).toBe(4);
  }, 120_000);

  it("Python: the same, with the package generated from the copy and with the repository's", async () => {
    const interpreter = await pythonWithTools();
    const inPackage = async (src: string) => {
      const ran = await runCommand(interpreter, [waitFixture, url], {
        env: { ...process.env, PYTHONPATH: src, PYTHONDONTWRITEBYTECODE: "1" },
      });
      expect(ran.code, ran.output).toBe(0);
      return ran.output.trim();
    };
    expect(await waited(() => inPackage(python.src))).toBe("failed");
    expect(await waited(() => inPackage(join(root, "packages/python/src")))).toBe("returned completed");
    expect(polls).toBe(4);
  }, 120_000);
});
