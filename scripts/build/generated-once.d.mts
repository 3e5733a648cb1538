// The types of generated-once.mjs, for the packages' tsup.config.ts.
import type { Plugin } from "esbuild";

export function generatedOnce(packageDir: string, sources: string[]): Plugin;
