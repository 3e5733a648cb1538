// Reads one side of the comparison: the working tree, the last release (contract/released/) or any git ref.
// Every way it can fail says what to do, and the gate exits 2.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  readSpecFileWithin,
  record,
  SpecDocumentError,
  specBounds,
  specDocumentsFromTexts,
  specFileExists,
} from "@stt-service/spec-documents";
import { type ContractSide, GateUsageError, type Json } from "./types.js";

export const releasedDir = "contract/released";
export const surfaceReport = "contract/sdk-surface.json";

/**
 * Both specs of a side from their texts, through src/spec-documents: bounded in size and YAML aliases, and
 * every `$ref` checked (within the two, no URL, no file outside them). `names` are the names errors show.
 */
function parseSpecs(openapi: { name: string; text: string }, asyncapi: { name: string; text: string }) {
  let documents: ReturnType<typeof specDocumentsFromTexts>;
  try {
    documents = specDocumentsFromTexts({ [openapi.name]: openapi.text, [asyncapi.name]: asyncapi.text });
  } catch (error) {
    if (error instanceof SpecDocumentError)
      throw new GateUsageError(`${error.message.replace(/\.$/, "")}: fix it, then run again.`);
    throw error;
  }
  const checked = (name: string): Json => {
    const document = documents.document(name);
    if (typeof document.openapi !== "string" && typeof document.asyncapi !== "string") {
      throw new GateUsageError(`${name} is neither an OpenAPI nor an AsyncAPI document: check the file.`);
    }
    return document;
  };
  return { openapi: checked(openapi.name), asyncapi: checked(asyncapi.name) };
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

/** A spec of the working tree or the release: a regular file within the size bound, or undefined when absent. */
function readSpec(root: string, path: string): { name: string; text: string } | undefined {
  if (!specFileExists(join(root, path))) return undefined;
  try {
    return { name: path, text: readSpecFileWithin(join(root, path), path, root) };
  } catch (error) {
    if (error instanceof SpecDocumentError)
      throw new GateUsageError(`${error.message.replace(/\.$/, "")}: check the file, then run again.`);
    throw error;
  }
}

export function readWorkingTree(root: string): ContractSide {
  const side = (path: string) => {
    const spec = readSpec(root, path);
    if (spec === undefined)
      throw new GateUsageError(
        `${path} is missing from the working tree (${root}): run the gate from the project's root.`,
      );
    return spec;
  };
  const surface = readFile(root, surfaceReport);
  return {
    label: "the working tree",
    ...parseSpecs(side("specs/openapi.yaml"), side("specs/asyncapi.yaml")),
    surface: surface === undefined ? undefined : parseSurface(surface, surfaceReport),
    packages: packageNames(root),
  };
}

/** The names of the workspace's packages (packages/<dir>/package.json), our own files. */
export function packageNames(root: string): string[] {
  const dir = join(root, "packages");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => readFile(root, `packages/${name}/package.json`))
    .map((text) => (text === undefined ? undefined : (JSON.parse(text) as { name?: unknown }).name))
    .filter((name): name is string => typeof name === "string")
    .sort();
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
    const found = readSpec(root, `${releasedDir}/${name}`);
    if (found === undefined) {
      throw new GateUsageError(`${releasedDir}/${name} is missing: record the release again with \`npm run release\`.`);
    }
    return found;
  };
  const surface = readFile(root, `${releasedDir}/sdk-surface.json`);
  return {
    label: `release ${version} (${releasedDir}/)`,
    ...parseSpecs(spec("openapi.yaml"), spec("asyncapi.yaml")),
    surface: surface === undefined ? undefined : parseSurface(surface, `${releasedDir}/sdk-surface.json`),
  };
}

/** The size of a committed file, or undefined when the ref has none at that path. */
function gitSize(root: string, ref: string, path: string): number | undefined {
  try {
    // `ref:./path` is relative to the project's folder, which need not be the repository's top.
    const size = execFileSync("git", ["cat-file", "-s", `${ref}:./${path}`], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return Number(size.trim());
  } catch {
    return undefined;
  }
}

function gitShow(root: string, ref: string, path: string): string | undefined {
  const size = gitSize(root, ref, path);
  if (size === undefined) return undefined;
  // Asked before reading: a file past the bound is too large, not missing (git show would overflow its buffer).
  if (size > specBounds.fileBytes) {
    throw new GateUsageError(
      `${ref}:${path} is ${size} bytes, more than the ${specBounds.fileBytes} a spec or surface report may be (specBounds.fileBytes): not one of ours. Choose another base.`,
    );
  }
  return execFileSync("git", ["show", `${ref}:./${path}`], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: specBounds.fileBytes + 1,
    stdio: ["ignore", "pipe", "pipe"],
  });
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
    return { name: `${ref}:${path}`, text };
  };
  const surface = gitShow(root, ref, surfaceReport);
  return {
    label: `git ${ref}`,
    ...parseSpecs(spec("specs/openapi.yaml"), spec("specs/asyncapi.yaml")),
    surface: surface === undefined ? undefined : parseSurface(surface, `${ref}:${surfaceReport}`),
  };
}
