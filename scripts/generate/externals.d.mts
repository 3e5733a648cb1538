/** esbuild `external` patterns: every dependency of the repository and its workspaces, less the workspaces. */
export function externalPackages(root: string): string[];
/** esbuild `alias` replacements: each workspace package's entries, by name, to this tree's sources. */
export function workspaceSources(root: string): Record<string, string>;
