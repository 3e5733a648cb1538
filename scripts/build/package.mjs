// `npm run build` of one workspace package (run from its folder): its JavaScript by tsup (tsup.config.ts), its
// declarations by tsc, one .d.ts per module (tsconfig.build.json), and for the mock and the kit the contract
// they serve and check (specs/, copied from the repository's). The declarations are written once, for ES
// modules; require() gets one small .d.ts per entry point under a `"type": "commonjs"` folder (TypeScript reads a
// .d.ts by the module kind of its folder) that re-exports the ES module's, rather than a second copy of them all.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
const bin = (name) => join(root, "node_modules", ".bin", name);
const run = (command, args) => execFileSync(command, args, { cwd: packageDir, stdio: "inherit" });

// A package's declarations import those of the workspace packages it depends on: each is built first when it
// has no declarations yet (npm pack -w of one package on a fresh clone).
const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
for (const workspace of workspaces) {
  const sibling = JSON.parse(readFileSync(join(root, workspace, "package.json"), "utf8")).name;
  if (manifest.dependencies?.[sibling] === undefined || existsSync(join(root, workspace, "dist", "types"))) continue;
  execFileSync("npm", ["run", "-s", "build"], { cwd: join(root, workspace), stdio: "inherit" });
}

rmSync(join(packageDir, "dist"), { recursive: true, force: true });
run(bin("tsup"), []);
run(bin("tsc"), ["-p", "tsconfig.build.json"]);

const esm = join(packageDir, "dist", "types", "esm");
// Hand-written declarations beside generated JavaScript (src/generated/realtime/validators.d.ts,
// src/generated/http/contract.d.ts) are inputs that tsc does not copy; the emitted ones import them.
const generated = join(packageDir, "src", "generated");
if (existsSync(generated))
  for (const file of readdirSync(generated, { recursive: true }))
    if (file.endsWith(".d.ts")) cpSync(join(generated, file), join(esm, "generated", file));
// Each entry of the exports map names the .d.ts that tsc writes from its source (src/<path>.ts gives
// dist/types/esm/<path>.d.ts). An entry with the source condition alone is the repository's own, never built.
const built = Object.entries(manifest.exports).filter(
  ([, conditions]) => typeof conditions === "object" && conditions.import !== undefined,
);
for (const [entry, conditions] of built) {
  if (!existsSync(join(packageDir, conditions.import.types)))
    throw new Error(`${manifest.name}${entry.slice(1)}: tsc wrote no ${conditions.import.types}`);
}
const cjs = join(packageDir, "dist", "types", "cjs");
for (const [entry, conditions] of built) {
  const stub = join(packageDir, conditions.require.types);
  const target = relative(dirname(stub), join(packageDir, conditions.import.types)).replace(/\.d\.ts$/, ".js");
  if (!stub.startsWith(`${cjs}${sep}`))
    throw new Error(`${manifest.name}${entry.slice(1)}: require types outside ${cjs}`);
  mkdirSync(dirname(stub), { recursive: true });
  writeFileSync(stub, `export * from "${target.split(sep).join("/")}";\n`);
}
writeFileSync(join(cjs, "package.json"), `${JSON.stringify({ type: "commonjs" })}\n`);

if (manifest.files.includes("specs")) {
  rmSync(join(packageDir, "specs"), { recursive: true, force: true });
  mkdirSync(join(packageDir, "specs"));
  for (const name of ["openapi.yaml", "asyncapi.yaml"])
    cpSync(join(root, "specs", name), join(packageDir, "specs", name));
}
