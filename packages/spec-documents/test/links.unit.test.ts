// Where a spec may be read from: inside the root the caller names, with no symbolic link from the root's own
// folder down to the file, so a committed `specs -> ../elsewhere/specs` cannot carry the generator, the docs,
// the contract gate or the release out of the repository. Each refusal is one line naming the file.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSpecDocuments, readSpecFileWithin, SpecDocumentError } from "../src/index.js";

const specFiles = ["specs/openapi.yaml", "specs/asyncapi.yaml"] as const;
const made: string[] = [];

/** A repository folder and, beside it, a folder outside it holding a copy of the specs. */
function repositoryAndOutside(): { repository: string; outside: string } {
  const dir = mkdtempSync(join(tmpdir(), "stt-spec-links-"));
  made.push(dir);
  const repository = join(dir, "repository");
  const outside = join(dir, "elsewhere", "specs");
  mkdirSync(repository);
  mkdirSync(join(dir, "elsewhere"));
  cpSync("specs", outside, { recursive: true });
  return { repository, outside };
}

function refusal(read: () => unknown): SpecDocumentError {
  try {
    read();
  } catch (error) {
    if (error instanceof SpecDocumentError) return error;
    throw error;
  }
  throw new Error("the read was not refused");
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("spec files behind symbolic links", () => {
  it("reads the specs of a real specs/ folder (the control)", () => {
    const { repository, outside } = repositoryAndOutside();
    cpSync(outside, join(repository, "specs"), { recursive: true });
    expect(loadSpecDocuments(repository, specFiles).files).toEqual([...specFiles]);
  });

  it("refuses specs/ committed as a link to a folder outside the repository, naming the file", () => {
    const { repository, outside } = repositoryAndOutside();
    symlinkSync(outside, join(repository, "specs"), "dir");
    const error = refusal(() => loadSpecDocuments(repository, specFiles));
    expect(error.message).toBe(
      "specs/openapi.yaml lies under a symbolic link (the folder specs): a spec is read only where it lies, " +
        "not where a link leads: replace the link with the folder.",
    );
    expect(error.message).not.toContain("\n");
  });

  it("refuses a relative link too (specs -> ../elsewhere/specs), as a user would commit it", () => {
    const { repository } = repositoryAndOutside();
    symlinkSync(join("..", "elsewhere", "specs"), join(repository, "specs"), "dir");
    expect(() => loadSpecDocuments(repository, specFiles)).toThrow(/^specs\/openapi\.yaml lies under a symbolic link/);
  });

  it("refuses a link to a folder inside the repository: no component may be a link", () => {
    const { repository, outside } = repositoryAndOutside();
    cpSync(outside, join(repository, "contract"), { recursive: true });
    symlinkSync("contract", join(repository, "specs"), "dir");
    expect(() => loadSpecDocuments(repository, specFiles)).toThrow(/lies under a symbolic link \(the folder specs\)/);
  });

  it("refuses a root that is itself a link, when a tool names the specs folder as the root (the generator)", () => {
    const { repository, outside } = repositoryAndOutside();
    symlinkSync(outside, join(repository, "specs"), "dir");
    const error = refusal(() => loadSpecDocuments(join(repository, "specs"), ["openapi.yaml", "asyncapi.yaml"]));
    expect(error.file).toBe("openapi.yaml");
    expect(error.reason).toMatch(/^lies under a symbolic link \(its root folder .*specs\)/);
  });

  it("refuses a deeper folder that is a link (specs/split -> outside)", () => {
    const { repository, outside } = repositoryAndOutside();
    mkdirSync(join(repository, "specs"));
    symlinkSync(outside, join(repository, "specs", "split"), "dir");
    expect(() =>
      readSpecFileWithin(join(repository, "specs/split/openapi.yaml"), "specs/split/openapi.yaml", repository),
    ).toThrow(/^specs\/split\/openapi\.yaml lies under a symbolic link \(the folder specs\/split\)/);
  });

  it("refuses a file named outside its root", () => {
    const { repository, outside } = repositoryAndOutside();
    expect(() => readSpecFileWithin(join(outside, "openapi.yaml"), "openapi.yaml", repository)).toThrow(
      /^openapi\.yaml is not inside its root folder/,
    );
  });
});
