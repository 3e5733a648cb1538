// `npm run build` of one workspace package (run from its folder): its JavaScript by tsup (tsup.config.ts), its
// declarations by tsc, one .d.ts per module with declaration maps (tsconfig.build.json), and for the mock and
// the kit the contract they serve and check (specs/, copied from the repository's). The declarations are
// written once for ES modules and copied under a `"type": "commonjs"` folder for require(), as TypeScript
// reads a .d.ts by the module kind of its folder.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
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
// Hand-written declarations beside generated JavaScript (generated/realtime/validators.d.ts) are inputs that
// tsc does not copy; the emitted ones import them.
for (const file of readdirSync(join(root, "generated"), { recursive: true })) {
  const target = join(esm, "generated", file);
  if (file.endsWith(".d.ts") && existsSync(dirname(target))) cpSync(join(root, "generated", file), target);
}
// Each entry of the exports map names dist/types/esm/<entry>.d.ts: a one-line door to the module itself.
const sources = relative(root, join(packageDir, "src"));
for (const [entry, conditions] of Object.entries(manifest.exports)) {
  if (typeof conditions !== "object") continue;
  const types = conditions.import.types;
  const module = conditions["stt-service-source"].replace(/^\.\/src\//, "").replace(/\.ts$/, ".js");
  const door = join(packageDir, types);
  const target = relative(dirname(door), join(esm, sources, module)).replaceAll("\\", "/");
  writeFileSync(
    door,
    `// The types of ${manifest.name}${entry === "." ? "" : entry.slice(1)}.\nexport * from "./${target}";\n`,
  );
}
const cjs = join(packageDir, "dist", "types", "cjs");
cpSync(esm, cjs, { recursive: true });
writeFileSync(join(cjs, "package.json"), `${JSON.stringify({ type: "commonjs" })}\n`);

if (manifest.files.includes("specs")) {
  rmSync(join(packageDir, "specs"), { recursive: true, force: true });
  mkdirSync(join(packageDir, "specs"));
  for (const name of ["openapi.yaml", "asyncapi.yaml"])
    cpSync(join(root, "specs", name), join(packageDir, "specs", name));
}
