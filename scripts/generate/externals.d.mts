/** esbuild `external` patterns: every dependency of the repository and its workspaces, less the workspaces. */
export function externalPackages(root: string): string[];
