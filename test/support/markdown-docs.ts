// The repository's Markdown a reader follows: the README, CONTRIBUTING, docs/ and every package's and example's
// README (node_modules aside), as absolute paths. The docs tests that check what the text names read these.
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

export function markdownDocs(options: { contributing: boolean }): string[] {
  const inFolder = (folder: string) =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".md") && !entry.parentPath.includes("node_modules"))
      .map((entry) => join(entry.parentPath, entry.name));
  return [
    join(root, "README.md"),
    ...(options.contributing ? [join(root, "CONTRIBUTING.md")] : []),
    ...inFolder("docs"),
    ...inFolder("packages"),
    ...inFolder("examples"),
  ];
}
