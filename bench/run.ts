// `npm run bench`: every benchmark, each figure against a baseline measured in the same run; prints
// tables and writes bench/results.json. Not part of `npm test`: figures inform, they do not gate.
import { writeFileSync } from "node:fs";
import { benchBusyPage } from "./busy-page.js";
import { benchContractDiff } from "./contract-diff.js";
import { benchGenerate } from "./generate.js";
import { benchHttp, benchHttpOnNode24 } from "./http.js";
import { benchHttpMock } from "./http-mock.js";
import { benchMockLoad } from "./mock-load.js";
import { benchMsw } from "./msw.js";
import { benchPythonHttp, benchPythonImport, benchPythonStream } from "./python.js";
import { benchRealtime } from "./realtime.js";
import { benchSync } from "./sync.js";

const started = performance.now();
const results: Record<string, unknown> = { node: process.version, cpus: (await import("node:os")).cpus().length };
for (const [name, run] of [
  ["http", () => benchHttp()],
  ["httpNode24", () => benchHttpOnNode24()],
  ["realtime", () => benchRealtime()],
  ["busyPage", () => benchBusyPage()],
  ["sync", () => benchSync()],
  ["generate", () => benchGenerate()],
  ["mockLoad", () => benchMockLoad()],
  ["httpMock", () => benchHttpMock()],
  ["msw", () => benchMsw()],
  ["contractDiff", () => benchContractDiff()],
  ["pythonHttp", () => benchPythonHttp()],
  ["pythonStream", () => benchPythonStream()],
  ["pythonImport", () => benchPythonImport()],
] as const) {
  const sectionStarted = performance.now();
  const rows = await run();
  console.log(`\n${name} (${((performance.now() - sectionStarted) / 1000).toFixed(1)} s)`);
  console.table(rows);
  results[name] = rows;
}
results.totalSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
writeFileSync(new URL("./results.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nbench/results.json written; ${results.totalSeconds} s in all.`);
