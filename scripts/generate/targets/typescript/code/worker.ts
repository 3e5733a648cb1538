// A worker thread of the generator: runs one tool (see tools.ts) and posts back its result or its error.
import { parentPort, workerData } from "node:worker_threads";
import { runTool, type ToolTask } from "./tools.js";

try {
  parentPort?.postMessage({ result: await runTool(workerData as ToolTask) });
} catch (error) {
  parentPort?.postMessage({ error: (error as Error)?.stack ?? String(error) });
}
