// A workspace package's prepack and postpack (npm runs them from its folder). The tarball's package.json must
// not name the `stt-service-source` condition: it points at src/*.ts, which the tarball does not carry (the
// condition is the repository's own, for running the sources in place). npm packs the package.json it finds in
// the package's folder and nothing else (publishConfig cannot change `exports`), so prepack rewrites it there
// without the condition, keeping the tracked text in a file that `files` does not name, and postpack puts it
// back.
//
// npm runs no script when a pack fails after prepack, so nothing may be left to fail there that could have
// been seen before: prepack first checks that npm can write the tarball where it was asked to, then builds,
// and rewrites the manifest last. What no check can foresee (a signal, a full disk) leaves the rewritten
// manifest behind; the next pack puts it back before anything else, when it is still what a prepack wrote.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const manifestFile = "package.json";
const keptFile = ".package.json.in-repository";
const sourceCondition = "stt-service-source";

/** Ends the script with a message for the one who packs (npm then stops the pack), not a stack trace. */
function refuse(message) {
  console.error(`${process.env.npm_package_name ?? "pack"}: ${message}`);
  process.exit(1);
}

/** The map without the source condition, at every depth. */
function withoutSource(value) {
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== sourceCondition)
      .map(([key, inner]) => [key, withoutSource(inner)]),
  );
}

/** The manifest's text as the tarball carries it. */
function packedText(text) {
  const manifest = JSON.parse(text);
  for (const map of ["exports", "imports"]) if (manifest[map]) manifest[map] = withoutSource(manifest[map]);
  // An entry with the source condition alone is the repository's own (its docs build, benches and tests): it
  // has no build to point at, so the tarball has no such entry.
  if (manifest.exports)
    manifest.exports = Object.fromEntries(
      Object.entries(manifest.exports).filter(
        ([, target]) => typeof target !== "object" || target === null || Object.keys(target).length > 0,
      ),
    );
  // Its build and test scripts run in this repository (vitest's config, ../../scripts) and mean nothing in an
  // install. prepack and postpack stay: they are what puts a stranded manifest back (restoreLeftover), and the
  // stranded manifest is this text; an install never runs them.
  if (manifest.scripts) {
    const { prepack, postpack } = manifest.scripts;
    manifest.scripts = { prepack, postpack };
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The tracked manifest, back from a pack that ended between its prepack and its postpack. */
function restoreLeftover() {
  if (!existsSync(keptFile)) return;
  const kept = readFileSync(keptFile, "utf8");
  const current = readFileSync(manifestFile, "utf8");
  // An edit made to the rewritten manifest since would be lost: which of the two to keep is the user's call.
  if (current !== kept && current !== packedText(kept)) {
    refuse(
      `${keptFile} (the tracked package.json, kept by a pack that ended before its postpack) and package.json differ by more than the source condition: keep the one you want and delete ${keptFile}`,
    );
  }
  renameSync(keptFile, manifestFile);
  console.error(`package.json restored from ${keptFile}, left by a pack that ended before its postpack`);
}

/** Where npm pack will write the tarball, as libnpmpack resolves it: from the folder npm was started in. */
function tarballPath() {
  const { name, version } = JSON.parse(readFileSync(manifestFile, "utf8"));
  const destination = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.npm_config_pack_destination ?? ".");
  return { destination, file: join(destination, `${name.replace(/^@/, "").replace(/[/\\]/g, "-")}-${version}.tgz`) };
}

/** Refuses, before anything changes, a pack whose tarball npm could not write. */
function checkDestination() {
  // npm publish packs in memory, and a dry run writes nothing.
  if (process.env.npm_command !== "pack" || process.env.npm_config_dry_run === "true") return;
  const { destination, file } = tarballPath();
  let problem;
  if (!existsSync(destination)) problem = "does not exist";
  else if (!statSync(destination).isDirectory()) problem = "is not a folder";
  else if (existsSync(file) && statSync(file).isDirectory()) problem = `holds a folder named ${file}`;
  else {
    try {
      accessSync(existsSync(file) ? file : destination, constants.W_OK);
    } catch (error) {
      problem = `cannot be written to (${error.code})`;
    }
  }
  if (problem) refuse(`the pack destination ${destination} ${problem}: nothing was built or rewritten`);
}

const [verb] = process.argv.slice(2);
if (verb === "prepack") {
  restoreLeftover();
  checkDestination();
  const build = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const text = readFileSync(manifestFile, "utf8");
  writeFileSync(keptFile, text);
  writeFileSync(manifestFile, packedText(text));
} else if (verb === "postpack") {
  if (existsSync(keptFile)) renameSync(keptFile, manifestFile);
} else {
  refuse("usage: pack.mjs prepack|postpack");
}
