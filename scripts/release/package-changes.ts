// Each package's own changes, which the contract's gate cannot see (a new entry point, a fix in the mock): a
// contributor writes a note in .changes/ naming the packages it touches, and the release folds the notes into
// each named package's CHANGELOG.md (shipped in its tarball) and removes them. The packages are released in
// step, so every package gets the release's section, saying so when it has no change of its own.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inertProse } from "../docs/agent-docs/inert-markdown.js";
import { GateUsageError } from "../gate/contract/types.js";
import { pyprojectFile } from "./python-version.js";

export const changesDir = ".changes";

/** What a note says of its change, in the order a package's section lists them. */
export const noteKinds = {
  breaking: "Breaking changes",
  added: "Added",
  changed: "Changed",
  fixed: "Fixed",
} as const;

export type NoteKind = keyof typeof noteKinds;

export interface PackageNote {
  /** The note's file in .changes/, for messages. */
  file: string;
  /** Folder names under packages/ (sdk, mock, …). */
  packages: string[];
  kind: NoteKind;
  /** Markdown, as the contributor wrote it. */
  text: string;
}

interface WorkspacePackage {
  folder: string;
  name: string;
  dir: string;
}

const pythonFolder = "python";

/**
 * The packages released in step that are in the tree, by their folder name under packages/: the npm workspaces
 * (none without a package.json), and the Python package when its pyproject.toml is there.
 */
function workspacePackages(root: string): WorkspacePackage[] {
  if (!existsSync(join(root, "package.json"))) return [];
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    workspaces?: string[];
  };
  const python = existsSync(join(root, pyprojectFile))
    ? [{ folder: pythonFolder, name: "stt-service (Python)", dir: join(root, "packages", pythonFolder) }]
    : [];
  return [
    ...workspaces
      .filter((workspace) => existsSync(join(root, workspace, "package.json")))
      .map((workspace) => ({
        folder: workspace.replace(/^packages\//, ""),
        name: (JSON.parse(readFileSync(join(root, workspace, "package.json"), "utf8")) as { name: string }).name,
        dir: join(root, workspace),
      })),
    ...python,
  ];
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** One note: a front matter of `packages:` and `kind:`, then its Markdown. Refused, naming the file, if unclear. */
function parseNote(file: string, source: string, known: string[]): PackageNote {
  const match = frontMatter.exec(source);
  if (!match) throw new GateUsageError(`${file}: a note starts with ---, packages: and kind: lines, then ---.`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const field = /^([a-z]+):\s*(.*?)\s*$/.exec(line);
    if (field) fields.set(field[1] ?? "", field[2] ?? "");
    else if (line.trim() !== "") throw new GateUsageError(`${file}: "${line}" is not a "name: value" line.`);
  }
  const packages = (fields.get("packages") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (packages.length === 0) throw new GateUsageError(`${file}: packages: names none of ${known.join(", ")}.`);
  for (const name of packages) {
    if (!known.includes(name)) {
      throw new GateUsageError(`${file}: "${name}" is no package of packages/ (${known.join(", ")}).`);
    }
  }
  const kind = fields.get("kind") ?? "";
  if (!Object.hasOwn(noteKinds, kind)) {
    throw new GateUsageError(`${file}: kind: is one of ${Object.keys(noteKinds).join(", ")}, not "${kind}".`);
  }
  const text = (match[2] ?? "").trim();
  if (text === "") throw new GateUsageError(`${file}: the note says nothing below its front matter.`);
  return { file, packages, kind: kind as NoteKind, text };
}

/** The notes waiting in .changes/ (its README.md says how to write one), in file-name order. */
export function readPackageNotes(root: string): PackageNote[] {
  const dir = join(root, changesDir);
  if (!existsSync(dir)) return [];
  // The Python package by name even in a copy of the tree without it: its notes are read, and kept out of the
  // changelogs written there.
  const known = [...new Set([...workspacePackages(root).map((workspace) => workspace.folder), pythonFolder])];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .sort()
    .map((file) => parseNote(`${changesDir}/${file}`, readFileSync(join(dir, file), "utf8"), known));
}

/** A note as a list item: its Markdown made inert (no raw HTML, no heading, no unsafe link), indented under the dash. */
function listItem(note: PackageNote): string {
  const [first, ...rest] = inertProse(note.text).split("\n");
  return [`- ${first}`, ...rest.map((line) => (line === "" ? "" : `  ${line}`))].join("\n");
}

/** A package's section of the release: its notes by kind, or a line saying it has none. */
export function packageSection(version: string, date: string, notes: PackageNote[]): string {
  const parts = Object.entries(noteKinds).flatMap(([kind, heading]) => {
    const items = notes.filter((note) => note.kind === kind).map(listItem);
    return items.length > 0 ? [`### ${heading}\n\n${items.join("\n")}`] : [];
  });
  const body =
    parts.length > 0 ? parts.join("\n\n") : "No change of its own: released in step with the other packages.";
  return `## ${version} (${date})\n\n${body}\n`;
}

export function packageChangelogHeader(name: string, changesPage: string): string {
  return `# Changelog of ${name}

The package's releases, newest first. The contract's changes (operations, stream messages, and the SDK's types
made from them) are on the docs site's Changes page: ${changesPage}
`;
}

/** A changelog with `section` above its newest section (or after its header, when it has none). */
export function withSectionOnTop(changelog: string, section: string): string {
  const firstSection = changelog.indexOf("\n## ");
  return firstSection === -1
    ? `${changelog.trimEnd()}\n\n${section}`
    : `${changelog.slice(0, firstSection + 1)}${section}\n${changelog.slice(firstSection + 1)}`;
}

/**
 * Writes the release's section into every package's CHANGELOG.md from `notes` (read first, so a bad note stops
 * the release before anything is written), then removes the notes it folded in. Returns the files written.
 */
export function writePackageChangelogs(root: string, version: string, date: string, notes: PackageNote[]): string[] {
  const workspaces = workspacePackages(root);
  if (workspaces.length === 0) return [];
  const { homepage = "" } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { homepage?: string };
  if (!URL.canParse(homepage)) throw new GateUsageError("package.json has no homepage: the docs site's address.");
  const changesPage = new URL("changes.html", homepage.endsWith("/") ? homepage : `${homepage}/`).href;
  const written: string[] = [];
  for (const workspace of workspaces) {
    const path = join(workspace.dir, "CHANGELOG.md");
    const changelog = existsSync(path)
      ? readFileSync(path, "utf8")
      : packageChangelogHeader(workspace.name, changesPage);
    const own = notes.filter((note) => note.packages.includes(workspace.folder));
    writeFileSync(path, withSectionOnTop(changelog, packageSection(version, date, own)));
    written.push(path);
  }
  for (const note of notes) rmSync(join(root, note.file));
  return written;
}
