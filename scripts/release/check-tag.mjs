// The release workflow's guard: the tag (v1.2.3) must name the version every workspace package carries, and
// each must depend on exactly that version of the others. Exit 1, saying what differs.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const tag = process.argv[2] ?? "";
const version = tag.replace(/^v/, "");
const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const problems = [];
for (const workspace of workspaces) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, "package.json"), "utf8"));
  if (manifest.version !== version) problems.push(`${manifest.name} is ${manifest.version}, the tag says ${version}`);
  const sdk = manifest.dependencies?.["stt-service"];
  if (sdk !== undefined && sdk !== version)
    problems.push(`${manifest.name} depends on stt-service ${sdk}, not ${version}`);
}
if (problems.length > 0) {
  console.error(`The tag ${tag} does not match the packages:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`${tag}: every package is ${version}.`);
