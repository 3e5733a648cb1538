// The generated Python held to Python's own tools, in a scratch copy of the package: ruff's formatter leaves it
// as it is (the templates lay code out as ruff does, no formatter runs at generation), ruff's linter and
// `mypy --strict` find nothing, and the modules work: a round trip of answers and frames, refusals by path, and
// the resources sending their routes (fixtures/generated_round_trip.py).
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSdkModel } from "../../../../scripts/generate/model/index.js";
import { readSpecs, type Specs } from "../../../../scripts/generate/read/specs.js";
import { pythonFiles } from "../../../../scripts/generate/targets/python/files.js";
import { pythonNaming } from "../../../../scripts/generate/targets/python/naming.js";
import { positions, specsCopy } from "../../spec-edits.js";
import {
  generatedModules,
  mypyStrict,
  pythonWithTools,
  runCommand,
  scratchPackage,
  supportedInterpreters,
} from "./python-tools.js";

const ownCore = ["stt_service._core.service_error", "stt_service._core.shapes"];
const ownCoreFiles = ["stt_service/_core/service_error.py", "stt_service/_core/shapes.py"];
/** The package's ruff settings (line length, target version): the scratch copy has no pyproject.toml of its own. */
const config = resolve("packages/python/pyproject.toml");

/** Spec text that reaches for every way out of a docstring, a comment or a string literal. */
const hostileText = 'Ends """ here \\ \'\'\' # "quoted"\n\nimport os\r\nos._exit(3) "';

/** The specs with the hostile text at every place a text of the spec stands (not the wire names among them). */
function hostileSpecs(): Specs {
  const specs = specsCopy();
  for (const position of positions) {
    if (position.kind === "text" && !position.label.includes("error-type")) position.apply(specs, hostileText);
  }
  return specs;
}

let python: string;
let scratch: ReturnType<typeof scratchPackage>;
let hostile: ReturnType<typeof scratchPackage>;

beforeAll(async () => {
  python = await pythonWithTools();
  scratch = scratchPackage(pythonFiles(buildSdkModel(readSpecs("specs"), pythonNaming)));
  hostile = scratchPackage(pythonFiles(buildSdkModel(hostileSpecs(), pythonNaming)));
}, 300_000);

afterAll(() => {
  scratch?.remove();
  hostile?.remove();
});

describe("the generated Python, to Python's tools", () => {
  it("is as ruff format writes it, with the package's configuration", async () => {
    const ran = await runCommand(
      python,
      ["-m", "ruff", "format", "--config", config, "--check", "--diff", "stt_service/_generated"],
      { cwd: scratch.src },
    );
    expect(ran.output).toContain("files already formatted");
    expect(ran.code, ran.output).toBe(0);
  }, 120_000);

  it("is as ruff format writes it, and ruff-clean, with hostile spec text in every docstring, comment and literal", async () => {
    const format = await runCommand(
      python,
      ["-m", "ruff", "format", "--config", config, "--check", "--diff", "stt_service/_generated"],
      { cwd: hostile.src },
    );
    expect(format.code, format.output).toBe(0);
    const check = await runCommand(python, ["-m", "ruff", "check", "--config", config, "stt_service/_generated"], {
      cwd: hostile.src,
    });
    expect(check.code, check.output).toBe(0);
    const imported = await runCommand(
      python,
      ["-c", "import stt_service._generated.resources, stt_service._generated.stream; print('imported')"],
      { env: { ...process.env, PYTHONPATH: hostile.src } },
    );
    expect(imported.output.trim()).toBe("imported");
  }, 120_000);

  it("passes ruff check, with the package's configuration", async () => {
    const ran = await runCommand(
      python,
      [
        "-m",
        "ruff",
        "check",
        "--config",
        config,
        "stt_service/_generated",
        "stt_service/_core/shapes.py",
        "stt_service/_core/service_error.py",
      ],
      { cwd: scratch.src },
    );
    expect(ran.code, ran.output).toBe(0);
  }, 120_000);

  it("passes mypy --strict", async () => {
    const ran = await mypyStrict(python, scratch.src, [...generatedModules, ...ownCore]);
    expect(ran.output).toContain("Success: no issues found");
    expect(ran.code, ran.output).toBe(0);
  }, 300_000);

  it("passes pyright in strict mode", async () => {
    writeFileSync(
      join(scratch.src, "pyrightconfig.json"),
      JSON.stringify({ typeCheckingMode: "strict", pythonVersion: "3.10" }),
    );
    const ran = await runCommand(python, ["-m", "pyright", "stt_service/_generated", ...ownCoreFiles], {
      cwd: scratch.src,
    });
    expect(ran.output).toContain("0 errors");
    expect(ran.code, ran.output).toBe(0);
  }, 300_000);

  it("reads, writes and refuses as the contract says, and its resources send their routes", async () => {
    const fixture = resolve("test/generate/targets/python/fixtures/generated_round_trip.py");
    const ran = await runCommand(python, [fixture], { env: { ...process.env, PYTHONPATH: scratch.src } });
    expect(ran.code, ran.output).toBe(0);
    expect(ran.output.trim().split("\n").at(-1)).toBe('{"ok": true}');
  }, 120_000);

  it("runs on every CPython from 3.10 to 3.13 the machine has (it needs nothing but the standard library)", async () => {
    const fixture = resolve("test/generate/targets/python/fixtures/generated_round_trip.py");
    const interpreters = await supportedInterpreters();
    expect(interpreters.map(({ version }) => version)).toContain("3.11");
    // Bare interpreters, without httpx: the package's public names (its __init__.py) bring the clients and
    // httpx with them, so the generated modules are imported here under an empty one.
    const bare = scratchPackage([["packages/python/src/stt_service/__init__.py", ""]]);
    try {
      for (const { version, python: interpreter } of interpreters) {
        const ran = await runCommand(interpreter, [fixture], { env: { ...process.env, PYTHONPATH: bare.src } });
        expect(ran.code, `${version}: ${ran.output}`).toBe(0);
        expect(ran.output.trim().split("\n").at(-1), version).toBe('{"ok": true}');
      }
    } finally {
      bare.remove();
    }
  }, 120_000);

  it("keeps the fixture itself to mypy --strict, as a user's code that calls the generated modules", async () => {
    const fixture = join(resolve("test/generate/targets/python/fixtures"), "generated_round_trip.py");
    const ran = await runCommand(python, ["-m", "mypy", "--strict", "--follow-imports=silent", fixture], {
      cwd: scratch.src,
      env: { ...process.env, MYPYPATH: scratch.src },
    });
    expect(ran.code, ran.output).toBe(0);
  }, 300_000);
});
