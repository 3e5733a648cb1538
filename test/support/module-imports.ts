// What the import-boundary tests read: the modules of a folder and each module's import specifiers.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every import and export specifier of a module: static, type-only, re-exports and dynamic imports. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/g))
    found.push(match[1] as string);
  for (const match of source.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) found.push(match[1] as string);
  for (const match of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) found.push(match[1] as string);
  return found;
}

// What holds no module of the repository's: installed packages and git's folder at any depth, a package's build
// (dist/), and what the root's commands write (the built site, reports, scratch folders: .gitignore's).
const neverSources = new Set([".git", "node_modules", "dist"]);
const rootOutputs = new Set(["site", "reports", "coverage", "tmp", "scratch", ".snippets"]);

/** The repository's JavaScript and TypeScript modules, at any depth under `root`, as absolute paths. */
export function repositoryModules(root: string, directory = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (neverSources.has(entry.name) || (directory === root && rootOutputs.has(entry.name))) continue;
      found.push(...repositoryModules(root, path));
    } else if (entry.isFile() && /\.(ts|mts|cts|tsx|js|mjs|cjs|jsx)$/.test(entry.name)) found.push(path);
  }
  return found;
}
