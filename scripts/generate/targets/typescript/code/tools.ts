// The two slow steps of generation, openapi-typescript (which loads TypeScript) and modelina, each in a
// worker thread when the generator runs bundled (`npm run generate`: scripts/generate/launch.mjs names the worker
// file), so that the two cores load them at once; in process otherwise (tests, tsx), one after the other.
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import type { StreamMessage } from "../../../model/types.js";
import type { SchemaCode, StreamCode } from "./compiled.js";
import { keepResult, keptResult } from "./reuse.js";
import { threadCpuMs } from "./thread-cpu.js";

export type ToolTask =
  | { tool: "openapi-types"; openapiPath: string; typeNames: Record<string, string> }
  | { tool: "message-types"; messages: StreamMessage[] };

export type ToolResult =
  | { schema: string; schemaCode: Record<string, SchemaCode> }
  | { declarations: StreamCode["declarations"] };

export async function runTool(task: ToolTask): Promise<ToolResult> {
  const started = performance.now();
  const cpu = threadCpuMs();
  const done = <T>(result: T) => {
    if (process.env.STT_GENERATE_TIMINGS)
      console.error(
        `  ${task.tool}: ${Math.round(performance.now() - started)} ms, ${Math.round(threadCpuMs() - cpu)} ms of CPU (its thread)`,
      );
    return result;
  };
  if (task.tool === "openapi-types") {
    const { openApiTypes } = await import("./openapi-types.js");
    return done(await openApiTypes(task.openapiPath, task.typeNames));
  }
  const { declareMessageTypes } = await import("./message-types.js");
  return done({ declarations: await declareMessageTypes(task.messages) });
}

function inWorker(file: string, task: ToolTask): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: task });
    worker.once("message", (message: { result?: ToolResult; error?: string }) => {
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.result as ToolResult);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the ${task.tool} worker exited with code ${code}`));
    });
  });
}

/** What openapi-typescript reads: the spec and every file beside it that a `$ref` could name. */
export function openApiInput(openapiPath: string, typeNames: Record<string, string>) {
  const folder = dirname(openapiPath);
  const files = Object.fromEntries(
    readdirSync(folder)
      .filter((name) => /\.(ya?ml|json)$/.test(name))
      .sort()
      .map((name) => [name, readFileSync(join(folder, name), "utf8")]),
  );
  return { entry: basename(openapiPath), files, typeNames };
}

/** A tool's result, kept in `reuse` (see reuse.ts) from an earlier run with the same input, or made now. */
async function reusedOr<T>(reuse: string | undefined, task: ToolTask, input: unknown, run: () => Promise<T>) {
  const kept = keptResult<T>(reuse, task.tool, input);
  if (kept !== undefined) return kept;
  const result = await run();
  keepResult(reuse, task.tool, input, result);
  return result;
}

/**
 * Runs both tools (openapi-typescript alone without messages), at once where a worker file is there to run
 * them in. openapi-typescript runs in this thread: a worker for it would only add its start-up. With a
 * `reuse` folder, a tool whose input is unchanged since an earlier run is not run (nor its worker started).
 */
export async function runTools(
  openapiPath: string,
  typeNames: Record<string, string>,
  messages: StreamMessage[] | undefined,
  reuse?: string,
) {
  const workerFile = process.env.STT_GENERATOR_WORKER;
  const messageTask: ToolTask | undefined = messages === undefined ? undefined : { tool: "message-types", messages };
  const declarations =
    messageTask === undefined
      ? undefined
      : reusedOr(reuse, messageTask, messages, () =>
          workerFile ? inWorker(workerFile, messageTask) : runTool(messageTask),
        );
  // Started after the worker, so that the worker loads modelina on the other core meanwhile.
  const typesTask: ToolTask = { tool: "openapi-types", openapiPath, typeNames };
  const types = (await reusedOr(reuse, typesTask, openApiInput(openapiPath, typeNames), () => runTool(typesTask))) as {
    schema: string;
    schemaCode: Record<string, SchemaCode>;
  };
  return {
    schema: types.schema,
    schemaCode: types.schemaCode,
    declarations:
      declarations === undefined
        ? undefined
        : ((await declarations) as { declarations: StreamCode["declarations"] }).declarations,
  };
}
