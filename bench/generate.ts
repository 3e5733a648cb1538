// `npm run generate` wall time, as a user runs it (npm, tsx start-up and all), median of rounds.
import { execFileSync } from "node:child_process";
import { median } from "./lib.js";

export function benchGenerate(rounds = 3) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    execFileSync("npm", ["run", "-s", "generate"], { stdio: "ignore" });
    times.push(performance.now() - started);
  }
  return [
    {
      measure: "npm run generate (wall, ms)",
      median: Math.round(median(times)),
      min: Math.round(Math.min(...times)),
      max: Math.round(Math.max(...times)),
      "peer baseline (@hey-api/openapi-ts)": "not measured: it needs Node 22.18+ and is not installed",
    },
  ];
}
