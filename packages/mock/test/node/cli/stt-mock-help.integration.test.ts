// `stt-mock --help`, as a project that installed @stt-service/mock sees it: it lists `stt-mock stream`, and the
// docs it points to are in the package (its README, which names the scripts file format), not the repository's
// docs/mock.md, which the package does not carry.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const manifest = JSON.parse(readFileSync("packages/mock/package.json", "utf8")) as { files: string[] };
const readme = readFileSync("packages/mock/README.md", "utf8");

async function help(...args: string[]): Promise<string> {
  const cli = ["--conditions=stt-service-source", "--import", "tsx", "packages/mock/src/cli.ts"];
  const { stdout } = await run(process.execPath, [...cli, ...args, "--help"]);
  return stdout;
}

describe("stt-mock --help in an installed package", () => {
  it.each([[[]], [["stream"]]])(
    "stt-mock %j --help points to the package's own README, not docs/mock.md",
    async (args) => {
      const text = await help(...args);
      expect(text).not.toContain("docs/mock.md");
      expect(text).toContain("node_modules/@stt-service/mock/README.md");
      expect(manifest.files).toContain("README.md");
    },
  );

  it("lists stt-mock stream beside the options of both mocks", async () => {
    expect(await help()).toMatch(/^ {7}stt-mock stream \[options\] {3}the streaming mock alone/m);
  });

  it("the package's README says what --script takes and how to run it without installing it", () => {
    expect(readme).toContain("## Your own transcripts");
    expect(readme).toContain('"utterances"');
    expect(readme).toContain("npx -p @stt-service/mock stt-mock");
  });
});
