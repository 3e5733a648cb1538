// Reads one side of the comparison: the working tree, the last release (contract/released/) or any git ref.
// Every way it can fail says what to do, and the gate exits 2.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CORE_SCHEMA, load } from "js-yaml";
import { record } from "./documents.js";
import { type ContractSide, GateUsageError, type Json } from "./types.js";

export const releasedDir = "contract/released";
export const surfaceReport = "contract/sdk-surface.json";

/** A spec larger than this is not one of ours: refuse it rather than parse without bound. */
const maxSpecBytes = 16 * 1024 * 1024;

function parseSpec(text: string, where: string): Json {
  if (text.length > maxSpecBytes)
    throw new GateUsageError(`${where} is larger than ${maxSpecBytes} bytes: not a spec.`);
  let value: unknown;
  try {
    // The core schema: a date such as `x-sunset: 2027-01-01` stays the string it is in JSON.
    value = load(text, { schema: CORE_SCHEMA, filename: where });
  } catch (error) {
    throw new GateUsageError(
      `${where} is not valid YAML (${(error as Error).message.split("\n")[0]}): fix it, then run again.`,
    );
  }
  const document = record(value);
  if (typeof document.openapi !== "string" && typeof document.asyncapi !== "string") {
    throw new GateUsageError(`${where} is neither an OpenAPI nor an AsyncAPI document: check the file.`);
  }
  return document;
}

function parseSurface(text: string, where: string): Record<string, Record<string, string>> {
  try {
    const value = JSON.parse(text) as unknown;
    const report = record(value) as Record<string, Record<string, string>>;
    for (const [entry, exports] of Object.entries(report)) {
      for (const [path, declaration] of Object.entries(record(exports))) {
        if (typeof declaration !== "string") throw new Error(`${entry} → ${path} is not a string`);
      }
    }
    return report;
  } catch (error) {
    throw new GateUsageError(
      `${where} is not an SDK surface report (${(error as Error).message}): run \`npm run api:report\` to write it again.`,
    );
  }
}

function readFile(root: string, path: string): string | undefined {
  const full = join(root, path);
  if (!existsSync(full)) return undefined;
  try {
    return readFileSync(full, "utf8");
  } catch (error) {
    // A directory, a file without read permission: say which, not only the system's code.
    throw new GateUsageError(`${path} cannot be read (${(error as Error).message}): check the file, then run again.`);
  }
}

export function readWorkingTree(root: string): ContractSide {
  const side = (path: string) => {
    const text = readFile(root, path);
    if (text === undefined)
      throw new GateUsageError(
        `${path} is missing from the working tree (${root}): run the gate from the project's root.`,
      );
    return parseSpec(text, path);
  };
  const surface = readFile(root, surfaceReport);
  return {
    label: "the working tree",
    openapi: side("specs/openapi.yaml"),
    asyncapi: side("specs/asyncapi.yaml"),
    surface: surface === undefined ? undefined : parseSurface(surface, surfaceReport),
  };
}

export function readReleased(root: string): ContractSide {
  const release = readFile(root, `${releasedDir}/release.json`);
  if (release === undefined) {
    throw new GateUsageError(
      `${releasedDir}/release.json is missing: there is no released contract to compare with. Pass --base <git-ref>, or record a release with \`npm run release -- <version>\`.`,
    );
  }
  const version = String(record(JSON.parse(release)).version ?? "?");
  const spec = (name: string) => {
    const text = readFile(root, `${releasedDir}/${name}`);
    if (text === undefined) {
      throw new GateUsageError(`${releasedDir}/${name} is missing: record the release again with \`npm run release\`.`);
    }
    return parseSpec(text, `${releasedDir}/${name}`);
  };
  const surface = readFile(root, `${releasedDir}/sdk-surface.json`);
  return {
    label: `release ${version} (${releasedDir}/)`,
    openapi: spec("openapi.yaml"),
    asyncapi: spec("asyncapi.yaml"),
    surface: surface === undefined ? undefined : parseSurface(surface, `${releasedDir}/sdk-surface.json`),
  };
}

function gitShow(root: string, ref: string, path: string): string | undefined {
  try {
    // `ref:./path` is relative to the project's folder, which need not be the repository's top.
    return execFileSync("git", ["show", `${ref}:./${path}`], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: maxSpecBytes,
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch {
    return undefined;
  }
}

export function readGitRef(root: string, ref: string): ContractSide {
  if (ref.startsWith("-")) throw new GateUsageError(`--base ${ref}: a git ref cannot start with "-".`);
  try {
    execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: root, stdio: "ignore" });
  } catch {
    throw new GateUsageError(
      `--base ${ref}: no such commit in ${root}. Give a branch, tag or commit that exists (\`git log --oneline\`), or leave --base out to compare with the last release.`,
    );
  }
  const spec = (path: string) => {
    const text = gitShow(root, ref, path);
    if (text === undefined) throw new GateUsageError(`${ref} has no ${path}: choose a base that has both specs.`);
    return parseSpec(text, `${ref}:${path}`);
  };
  const surface = gitShow(root, ref, surfaceReport);
  return {
    label: `git ${ref}`,
    openapi: spec("specs/openapi.yaml"),
    asyncapi: spec("specs/asyncapi.yaml"),
    surface: surface === undefined ? undefined : parseSurface(surface, `${ref}:${surfaceReport}`),
  };
}
