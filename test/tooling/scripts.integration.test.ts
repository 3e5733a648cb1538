// The repository's commands: each `npm run` script one line that launches one file the one way, the lint of
// the specs reporting every step, the gate and the docs apart, and scripts/ free of test helpers.
import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";

const run = promisify(execFile);
const root = resolve(".");
const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts as Record<string, string>;

/** Every .ts and .mjs file under a folder of the repository, relative to the repository. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The repository files a source file imports by a relative path. */
function relativeImports(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)].map((match) =>
    relative(root, resolve(root, file, "..", (match[1] as string).replace(/\.js$/, ".ts"))),
  );
}

describe("the npm run scripts", () => {
  it("are each one line that launches one file of scripts/ (or bench/), all the same way", () => {
    const launch = /^exec node --conditions=stt-service-source --import tsx ((?:scripts|bench)\/\S+\.ts)$/;
    // The generator's own launcher bundles and caches it, a second faster than tsx (README, Commands).
    const generator = /^exec node (scripts\/generate\/launch\.mjs) (?:generate|check-generated)$/;
    // One call of one tool, which a file of ours would only wrap.
    const tools: Record<string, string> = {
      format: "biome check --write .",
      test: "vitest run",
      // The inner loop: the unit project alone (vitest.config.ts gives it both cores).
      "test:unit": "vitest run --project unit",
      build: "npm run -s build --workspaces",
    };
    const odd = Object.entries(scripts).filter(([name, line]) => {
      if (tools[name] === line) return false;
      const file = launch.exec(line)?.[1] ?? generator.exec(line)?.[1];
      return file === undefined || !existsSync(join(root, file));
    });
    expect(odd).toEqual([]);
  });

  it("keep the gate's code and the docs' code apart: what both use is in scripts/lib", () => {
    const crossings = [
      ...sources("scripts/gate").flatMap((file) =>
        relativeImports(file)
          .filter((target) => target.startsWith("scripts/docs/"))
          .map((target) => `${file} → ${target}`),
      ),
      ...sources("scripts/docs").flatMap((file) =>
        relativeImports(file)
          .filter((target) => target.startsWith("scripts/gate/"))
          .map((target) => `${file} → ${target}`),
      ),
    ];
    expect(crossings).toEqual([]);
  });

  it("find in scripts/lib only code that scripts/ uses: the tests' and benchmarks' helpers are in test/support", () => {
    const used = new Set(sources("scripts").flatMap(relativeImports));
    expect(sources("scripts/lib").filter((file) => !used.has(file))).toEqual([]);
  });
});

describe("npm run lint:specs", () => {
  it("runs all five steps on specs with slips, and lists each step that failed", async () => {
    const project = mkdtempSync(join(tmpdir(), "stt-lint-specs-"));
    try {
      for (const path of ["scripts", "packages", "specs", "package.json", "redocly.yaml", ".spectral.yaml"]) {
        cpSync(join(root, path), join(project, path), {
          recursive: true,
          filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
        });
      }
      symlinkSync(join(root, "node_modules"), join(project, "node_modules"), "dir");
      const specPath = join(project, "specs/openapi.yaml");
      const spec = parse(readFileSync(specPath, "utf8"));
      // A pattern without words (the pattern-words step), then a slip only the spec rules catch, which runs last.
      spec.components.schemas.Transcription.properties.id.pattern = "^[a-z]{3}$";
      spec.components.examples.TranscriptionCompleted.value.text = "Hello.";
      writeFileSync(specPath, stringify(spec));

      const failed = await run("npm", ["run", "-s", "lint:specs"], {
        cwd: project,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", NO_COLOR: "1" },
        maxBuffer: 16 * 1024 * 1024,
      }).then(
        () => ({ code: 0, output: "" }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          output: `${error.stdout}${error.stderr}`,
        }),
      );
      expect(failed.code).toBe(1);
      for (const heading of ["Redocly", "Spectral", "@asyncapi/parser", "pattern words", "spec rules"]) {
        expect(failed.output).toMatch(new RegExp(`^==> ${heading}`, "m"));
      }
      expect(failed.output).toContain("These patterns have no words for the reference: ^[a-z]{3}$");
      expect(failed.output).toContain("text is not the concatenation of its tokens");
      const summary = failed.output.slice(failed.output.indexOf("npm run lint:specs: "));
      expect(summary).toMatch(/^npm run lint:specs: \d of 5 steps failed:/);
      expect(summary).toMatch(/- pattern words: .* \(exit 1\)/);
      expect(summary).toMatch(/- spec rules: .* \(exit 1\)/);
      expect(summary).not.toContain("@asyncapi/parser");
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 180_000);
});
