// How `npm run python:venv` finds each CPython: pyenv's versions first (newest patch), then `python3.X` on the
// PATH, and a candidate counts only once it has run and said that version: a pyenv shim that fails, or a
// `python3.X` that is another version, is no interpreter.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findInterpreter } from "../../scripts/python/interpreters.js";

/** An executable shell script at `path` that prints `release` (or fails, for a shim that is not selected). */
function fakePython(path: string, release: string | undefined): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(
    path,
    release ? `#!/bin/sh\necho ${release}\n` : "#!/bin/sh\necho 'pyenv: python3.12: command not found' >&2\nexit 127\n",
  );
  chmodSync(path, 0o755);
}

describe("findInterpreter", () => {
  const folder = mkdtempSync(join(tmpdir(), "stt-interpreters-"));
  const pyenvRoot = join(folder, "pyenv");
  const bin = join(folder, "bin");
  fakePython(join(pyenvRoot, "versions", "3.11.7", "bin", "python3.11"), "3.11.7");
  fakePython(join(pyenvRoot, "versions", "3.11.10", "bin", "python3.11"), "3.11.10");
  fakePython(join(bin, "python3.10"), "3.10.13");
  fakePython(join(bin, "python3.12"), undefined);
  fakePython(join(bin, "python3.13"), "3.12.1");
  const env = { PYENV_ROOT: pyenvRoot, PATH: bin };

  it("takes pyenv's newest patch of a version first", () => {
    expect(findInterpreter("3.11", env)).toEqual({
      version: "3.11",
      path: join(pyenvRoot, "versions", "3.11.10", "bin", "python3.11"),
      release: "3.11.10",
    });
  });

  it("takes python3.X on the PATH when pyenv has none", () => {
    expect(findInterpreter("3.10", env)).toEqual({
      version: "3.10",
      path: join(bin, "python3.10"),
      release: "3.10.13",
    });
  });

  it("counts neither a shim that fails nor a python3.X that says another version", () => {
    expect(findInterpreter("3.12", env)).toBeUndefined();
    expect(findInterpreter("3.13", env)).toBeUndefined();
  });
});
