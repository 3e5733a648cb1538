// The "where frontend teams run" cell for strict TypeScript: `tsc --strict --noEmit`, as a frontend team's
// project runs it, over every TypeScript fence of README.md and docs/*.md (```tsx ones as React components, in a
// project with `"jsx": "react-jsx"` and the DOM library, where React runs), the guide's programs
// (docs/examples/**) and the JavaScript examples (examples/**, with checkJs), importing the built packages
// as an installed copy resolves them (their `dist` types, no source condition). Two checks: with the DOM
// library (every file), and with @types/ws and no DOM library (the files that use no browser global).
// Each also passes the real WebSocket classes (the DOM's, `ws`'s) to RealtimeServiceClient with no cast.
// STT_NODE names the Node binary (default: this one); STT_TSC a TypeScript compiler's `bin/tsc` (default:
// this repository's TypeScript 5.9; TypeScript 7 is `npm i --prefix DIR typescript@7.0.2`, then
// STT_TSC=DIR/node_modules/typescript/bin/tsc). Needs `npm run build` first. Exits 1 on any error.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const node = process.env.STT_NODE || process.execPath;
const tsc = process.env.STT_TSC ? resolve(process.env.STT_TSC) : join(root, "node_modules/typescript/bin/tsc");
// Inside the repository (git ignores .snippets/), so that packages resolve from its node_modules.
const work = join(root, ".snippets", "strict-types");

for (const built of ["packages/sdk/dist", "packages/mock/dist", "packages/react/dist"]) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first (the check reads the packages' built types).`);
    process.exit(2);
  }
}

/** Files under a folder, recursively, whose names end with one of `endings`. */
function filesUnder(folder, endings) {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

// examples/storybook-msw needs Storybook and msw-storybook-addon, which this repository does not install
// (test/package/msw.package.test.ts builds it in a copy of its own); examples/jest-* are suites on Jest's
// globals, whose types (@types/jest) it does not install either (test/package/jest.package.test.ts runs them).
const examples = filesUnder("examples", [".js"]).filter(
  (file) => !file.startsWith("examples/storybook-msw/") && !file.startsWith("examples/jest-"),
);
const programs = filesUnder("docs/examples", [".ts"]);
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
writeFileSync(join(work, "package.json"), JSON.stringify({ private: true, type: "module" }));
const copied = [];
for (const file of [...examples, ...programs]) {
  cpSync(join(root, file), join(work, file));
  copied.push(file);
}
for (const folder of new Set(examples.map((file) => file.split("/").slice(0, 2).join("/")))) {
  cpSync(join(root, folder, "package.json"), join(work, folder, "package.json"));
}
for (const document of documents) {
  const fences = [...readFileSync(join(root, document), "utf8").matchAll(/```(tsx?)\n([\s\S]*?)```/g)];
  fences.forEach(([, language, code], index) => {
    const file = `fences/${basename(document, ".md")}-${index + 1}.${language === "tsx" ? "tsx" : "mts"}`;
    mkdirSync(join(work, "fences"), { recursive: true });
    writeFileSync(join(work, file), code);
    copied.push(file);
  });
}
// The real classes, passed as the docs tell (docs/mock.md): accepted as they are, no cast.
const temporaryKey = 'temporaryKey: async () => "temporary-key"';
const probes = {
  "probes/dom-websocket.mts": `import { RealtimeServiceClient } from "stt-service/realtime";\nexport const client = new RealtimeServiceClient({ ${temporaryKey}, WebSocket: globalThis.WebSocket });\nexport const constructed = new RealtimeServiceClient({ ${temporaryKey}, WebSocket });\n`,
  "probes/ws-websocket.mts": `import { RealtimeServiceClient } from "stt-service/realtime";\nimport { WebSocket } from "ws";\nexport const client = new RealtimeServiceClient({ ${temporaryKey}, WebSocket });\n`,
};
mkdirSync(join(work, "probes"), { recursive: true });
for (const [file, code] of Object.entries(probes)) writeFileSync(join(work, file), code);

/** A file that needs a browser's globals, which a check without the DOM library rightly refuses. */
const browserGlobals =
  /\b(document|window|navigator|localStorage|HTMLElement|AudioContext|MediaStream)\b|\blocation\.|msw\/browser/;
// A React component (a .tsx fence) runs where the DOM is: it is checked with the DOM library only.
const nodeOnly = copied.filter(
  (file) => !file.endsWith(".tsx") && !browserGlobals.test(readFileSync(join(work, file), "utf8")),
);

// JavaScript has no annotations to give: its files are checked for how they use the packages (strict null
// checks, wrong arguments, the WebSocket class), not for implicit `any`s and `unknown` catch variables.
const javascript = { noImplicitAny: false, useUnknownInCatchVariables: false };
const isJavaScript = (file) => file.endsWith(".js");
// With the DOM library, a frontend project's settings (Vite's template: a bundler resolves the imports);
// without it, a Node project's (Node resolves them).
const dom = {
  lib: ["ES2023", "DOM", "DOM.Iterable"],
  types: ["node"],
  modules: { module: "ESNext", moduleResolution: "Bundler" },
  files: [...copied, ...Object.keys(probes)],
};
const ws = {
  lib: ["ES2023"],
  types: ["node", "ws"],
  modules: { module: "NodeNext", moduleResolution: "NodeNext" },
  files: [...nodeOnly, "probes/ws-websocket.mts"],
};
const checks = [
  { name: "strict, DOM library, TypeScript", ...dom, files: dom.files.filter((file) => !isJavaScript(file)) },
  { name: "strict, DOM library, JavaScript", ...dom, files: dom.files.filter(isJavaScript), options: javascript },
  {
    name: "strict, @types/ws, no DOM library, TypeScript",
    ...ws,
    files: ws.files.filter((file) => !isJavaScript(file)),
  },
  {
    name: "strict, @types/ws, no DOM library, JavaScript",
    ...ws,
    files: ws.files.filter(isJavaScript),
    options: javascript,
  },
];

const version = spawnSync(node, [tsc, "--version"], { encoding: "utf8" }).stdout.trim();
const failed = [];
for (const check of checks) {
  const config = `tsconfig.${checks.indexOf(check) + 1}.json`;
  writeFileSync(
    join(work, config),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        ...check.modules,
        strict: true,
        noEmit: true,
        // What frontend projects' templates set; the packages' own .d.ts are checked by `npm run lint:code`.
        skipLibCheck: true,
        allowJs: true,
        checkJs: true,
        jsx: "react-jsx",
        lib: check.lib,
        types: check.types,
        ...check.options,
      },
      files: check.files,
    }),
  );
  console.log(`\n${version}, ${check.name}: ${check.files.length} files`);
  const run = spawnSync(node, [tsc, "-p", join(work, config)], { cwd: work, stdio: "inherit" });
  if (run.status !== 0) failed.push(check.name);
}
if (failed.length > 0) {
  console.error(`\nType errors under: ${failed.join("; ")} (the files are in ${relative(root, work)}/)`);
  process.exit(1);
}
console.log(`\nNo type errors under ${checks.map((check) => check.name).join("; ")}.`);
