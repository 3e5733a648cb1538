// `npm run api:report`: writes contract/sdk-surface.json, the SDK's public surface per entry point, read with
// the TypeScript compiler from the source entry points (package.json "exports" → "stt-service-source"), so the contract gate
// can tell a renamed method or type from an unchanged one. `-- --check` compares instead of writing: CI fails
// when the committed report is out of step with the source, and the change is then reviewed like code. Both
// fail on an export without TSDoc (scripts/gate/api-report/docs.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { undocumentedExports } from "./api-report/docs.js";
import { buildSurface, type Surface, surfaceKeyChanges } from "./api-report/surface.js";

export const reportPath = "contract/sdk-surface.json";

function formatReport(surface: Surface): string {
  return `${JSON.stringify(surface, null, 2)}\n`;
}

function readCommitted(root: string): Surface | undefined {
  try {
    return JSON.parse(readFileSync(join(root, reportPath), "utf8")) as Surface;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== "--check");
  if (unknown.length > 0) {
    console.error(`api:report: unknown argument ${unknown.join(" ")}; use no argument (write) or --check (compare).`);
    process.exit(2);
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
  // Every export has TSDoc: it is the hover and the reference a user reads.
  const undocumented = undocumentedExports(root);
  const undocumentedText =
    `api:report: ${undocumented.length} export(s) without TSDoc (a doc comment on the declaration it names):\n` +
    `${undocumented.map((name) => `  ${name}`).join("\n")}\n`;
  const surface = buildSurface(root);
  const text = formatReport(surface);
  if (!args.includes("--check")) {
    await mkdir(join(root, "contract"), { recursive: true });
    writeFileSync(join(root, reportPath), text);
    const count = Object.values(surface).reduce((sum, entry) => sum + Object.keys(entry).length, 0);
    console.log(`api:report: wrote ${reportPath} (${count} exports over ${Object.keys(surface).length} entry points).`);
    if (undocumented.length > 0) {
      console.error(undocumentedText);
      process.exit(1);
    }
    return;
  }
  if (undocumented.length > 0) {
    console.error(undocumentedText);
    process.exit(1);
  }
  const committed = readCommitted(root);
  if (committed === undefined) {
    console.error(`api:report: ${reportPath} is missing or not JSON; run \`npm run api:report\` and commit it.`);
    process.exit(1);
  }
  if (formatReport(committed) === text) {
    console.log(`api:report: ${reportPath} matches the source.`);
    return;
  }
  const lines = surfaceKeyChanges(committed, surface).slice(0, 40);
  console.error(
    `api:report: the SDK's public surface differs from ${reportPath}:\n${lines.map((line) => `  ${line}`).join("\n")}\n` +
      "Review the change (a key gone is a break for users' code), then run `npm run api:report` and commit the report.",
  );
  process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
