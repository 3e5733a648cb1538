// The hooks' JavaScript, for bundlers and Node: ESM and CommonJS. React, TanStack Query and the SDK stay imports
// (peers and a dependency), so an app has one copy of each. Declarations come from tsc (scripts/build/package.mjs).
import { defineConfig } from "tsup";

export default defineConfig({
  // query: the TanStack Query options, an entry of its own so that the hook's users need no TanStack Query.
  entry: { index: "src/index.ts", query: "src/query.ts" },
  format: ["esm", "cjs"],
  target: "es2022",
  platform: "neutral",
  splitting: true,
  sourcemap: false,
  clean: false,
});
