// prepack/postpack of a workspace package (run from its folder): `strip` takes the `stt-service-source`
// condition out of package.json's exports and imports maps for the tarball, as it names src/*.ts, which the
// tarball does not carry (the condition is the repository's own, for running the sources in place); `restore`
// puts the manifest back as it was. The original waits in a file that `files` does not name.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";

const manifestFile = "package.json";
const keptFile = ".package.json.in-repository";
const sourceCondition = "stt-service-source";

/** The map without the source condition, at every depth. */
function withoutSource(value) {
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== sourceCondition)
      .map(([key, inner]) => [key, withoutSource(inner)]),
  );
}

const [verb] = process.argv.slice(2);
if (verb === "strip") {
  if (existsSync(keptFile)) throw new Error(`${keptFile} is still there from an earlier pack: restore it first`);
  const text = readFileSync(manifestFile, "utf8");
  const manifest = JSON.parse(text);
  writeFileSync(keptFile, text);
  for (const map of ["exports", "imports"]) if (manifest[map]) manifest[map] = withoutSource(manifest[map]);
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
} else if (verb === "restore") {
  if (existsSync(keptFile)) renameSync(keptFile, manifestFile);
} else {
  throw new Error("usage: pack-manifest.mjs strip|restore");
}
