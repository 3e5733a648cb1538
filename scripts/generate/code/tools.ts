// The two slow steps of generation, openapi-typescript (which loads TypeScript) and modelina, each in a
// worker thread when the generator runs bundled (`npm run generate`: scripts/generate/launch.mjs names the worker
// file), so that the two cores load them at once; in process otherwise (tests, tsx), one after the other.
import { Worker } from "node:worker_threads";
import type { SchemaCode, StreamCode, StreamMessage } from "../../../templates/model.js";

export type ToolTask =
  | { tool: "openapi-types"; openapiPath: string; typeNames: Record<string, string> }
  | { tool: "message-types"; messages: StreamMessage[] };

export type ToolResult =
  | { schema: string; schemaCode: Record<string, SchemaCode> }
  | { declarations: StreamCode["declarations"] };

export async function runTool(task: ToolTask): Promise<ToolResult> {
  const started = performance.now();
  const done = <T>(result: T) => {
    if (process.env.STT_GENERATE_TIMINGS)
      console.error(`  ${task.tool}: ${Math.round(performance.now() - started)} ms`);
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

/**
 * Runs both tools (openapi-typescript alone without messages), at once where a worker file is there to run
 * them in. openapi-typescript runs in this thread: a worker for it would only add its start-up.
 */
export async function runTools(
  openapiPath: string,
  typeNames: Record<string, string>,
  messages: StreamMessage[] | undefined,
) {
  const workerFile = process.env.STT_GENERATOR_WORKER;
  const declarations =
    messages === undefined
      ? undefined
      : workerFile
        ? inWorker(workerFile, { tool: "message-types", messages })
        : runTool({ tool: "message-types", messages });
  // Started after the worker, so that the worker loads modelina on the other core meanwhile.
  const types = (await runTool({ tool: "openapi-types", openapiPath, typeNames })) as {
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
