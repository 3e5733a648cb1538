// The release workflow's guard: the tag (v1.2.3) must name the version every workspace package (and the Python
// package) carries, and each must pin every other workspace package it depends on at exactly that version: a
// package that pinned a sibling's older version would ship depending on a release that lacks what it uses.
// Exit 1, saying what differs and where.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const tag = process.argv[2] ?? "";
const version = tag.replace(/^v/, "");
const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const manifests = workspaces.map((workspace) => ({
  workspace,
  manifest: JSON.parse(readFileSync(join(root, workspace, "package.json"), "utf8")),
}));
const internal = new Set(manifests.map(({ manifest }) => manifest.name));
// Every field that can name a sibling: a stale pin in any of them makes npm fetch the sibling's old release
// from the registry instead of linking the workspace's.
const fields = ["dependencies", "peerDependencies", "optionalDependencies", "devDependencies"];
const problems = [];
for (const { workspace, manifest } of manifests) {
  if (manifest.version !== version) problems.push(`${manifest.name} is ${manifest.version}, the tag says ${version}`);
  for (const field of fields) {
    for (const [name, pin] of Object.entries(manifest[field] ?? {})) {
      if (!internal.has(name) || pin === version) continue;
      problems.push(
        `${manifest.name} (${workspace}/package.json) pins ${name} at ${pin} in ${field}, not ${version}: set it to ${version}`,
      );
    }
  }
}
// The Python package (packages/python/pyproject.toml's [project] version) is released by the same tag.
const pyproject = join(root, "packages", "python", "pyproject.toml");
if (existsSync(pyproject)) {
  let inProject = false;
  let pythonVersion;
  for (const line of readFileSync(pyproject, "utf8").split("\n")) {
    const header = /^\[([^\]]+)\]\s*(#.*)?$/.exec(line);
    if (header) inProject = header[1].trim() === "project";
    const found = inProject && pythonVersion === undefined ? /^version\s*=\s*"([^"]*)"/.exec(line) : null;
    if (found) pythonVersion = found[1];
  }
  if (pythonVersion !== version) {
    problems.push(`stt-service (Python, packages/python/pyproject.toml) is ${pythonVersion}, the tag says ${version}`);
  }
}
if (problems.length > 0) {
  console.error(`The tag ${tag} does not match the packages:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`${tag}: every package is ${version}, and pins the others at ${version}.`);
