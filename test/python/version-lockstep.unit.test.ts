// The Python package is released in step with the npm packages: its pyproject.toml's version is theirs, and
// `npm run release` writes it there (scripts/release/python-version.ts) without touching another byte.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { supportedPythons } from "../../scripts/python/interpreters.js";
import {
  npmPackagesVersion,
  pyprojectFile,
  pythonVersionIn,
  syncPythonVersion,
  withPythonVersion,
} from "../../scripts/release/python-version.js";

const pyproject = readFileSync(pyprojectFile, "utf8");
const { workspaces } = JSON.parse(readFileSync("package.json", "utf8")) as { workspaces: string[] };

describe("the Python package's version", () => {
  it("is every npm package's version", () => {
    for (const workspace of workspaces) {
      const { version } = JSON.parse(readFileSync(join(workspace, "package.json"), "utf8")) as { version: string };
      expect(pythonVersionIn(pyproject), workspace).toBe(version);
    }
  });

  it("is read from the [project] table only", () => {
    const other =
      '[tool.other]\nversion = "9.9.9"\n\n[project]\nname = "x"\nclassifiers = [\n  "a",\n]\nversion = "1.2.3"\n';
    expect(pythonVersionIn(other)).toBe("1.2.3");
    expect(pythonVersionIn('[tool.other]\nversion = "9.9.9"\n')).toBeUndefined();
  });

  it("is set by changing the version line alone, and refused in a pyproject without one", () => {
    const updated = withPythonVersion(pyproject, "7.8.9");
    expect(pythonVersionIn(updated)).toBe("7.8.9");
    expect(updated.replace('version = "7.8.9"', `version = "${pythonVersionIn(pyproject)}"`)).toBe(pyproject);
    expect(() => withPythonVersion("[project]\nname = 'x'\n", "1.0.0")).toThrow(/no version = "…" line/);
  });

  it("follows the npm packages' version when the release syncs it", () => {
    const root = mkdtempSync(join(tmpdir(), "stt-python-version-"));
    mkdirSync(join(root, "packages", "sdk"), { recursive: true });
    mkdirSync(join(root, "packages", "python"), { recursive: true });
    writeFileSync(
      join(root, "packages", "sdk", "package.json"),
      JSON.stringify({ name: "stt-service", version: "3.1.0" }),
    );
    cpSync(pyprojectFile, join(root, pyprojectFile));
    expect(syncPythonVersion(root)).toBe("3.1.0");
    expect(pythonVersionIn(readFileSync(join(root, pyprojectFile), "utf8"))).toBe(npmPackagesVersion(root));
  });

  it("declares the CPython versions the venvs and the suite run on, no more, no fewer", () => {
    const [oldest] = supportedPythons;
    expect(pyproject).toContain(`requires-python = ">=${oldest}"`);
    const classified = [...pyproject.matchAll(/"Programming Language :: Python :: (3\.\d+)"/g)].map((m) => m[1]);
    expect(classified).toEqual([...supportedPythons]);
  });
});
