// `npm run docs` against a spec whose $ref leads out of specs/: a file outside the repository (by a ../ path or
// an absolute one) or a URL. Redocly's bundle would follow each and publish what it found in http.html; the
// build checks the specs with src/spec-documents first, so nothing outside specs/ is read and nothing fetched.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../scripts/docs/build.js";
import { refTo } from "../support/hostile-specs.js";

const secret = `SECRET-${process.pid}-outside-the-repository`;
const secretSchema = `type: string\ndescription: ${secret}\n`;
const requests: string[] = [];
let server: Server;
let url: string;
let outside: string;
let project: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? "");
    response.setHeader("content-type", "application/yaml");
    response.end(secretSchema);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x.yaml`;
  outside = mkdtempSync(join(tmpdir(), "stt-outside-"));
  writeFileSync(join(outside, "secret.yaml"), secretSchema);
  // A copy of what the docs build reads, so the test edits its spec freely.
  project = mkdtempSync(join(tmpdir(), "stt-docs-hostile-"));
  for (const path of ["docs", "examples/browser-microphone/src", "specs", "redocly.yaml", "CHANGELOG.md"]) {
    cpSync(path, join(project, path), { recursive: true });
  }
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  rmSync(outside, { recursive: true, force: true });
  rmSync(project, { recursive: true, force: true });
});

function siteHolds(site: string, text: string): boolean {
  if (!existsSync(site)) return false;
  return readdirSync(site).some((file) => readFileSync(join(site, file), "utf8").includes(text));
}

describe("npm run docs with a $ref out of specs/", { timeout: 300_000 }, () => {
  const original = readFileSync("specs/openapi.yaml", "utf8");
  it.each([
    [
      "a ../ path to a file outside the repository",
      () => `../../${basename(outside)}/secret.yaml`,
      /leaves the specs folder/,
    ],
    ["an absolute path", () => join(outside, "secret.yaml"), /names an absolute path/],
    ["a URL on a loopback listener", () => url, /names a URL/],
  ])("refuses %s before anything reads it", async (_, ref, reason) => {
    writeFileSync(join(project, "specs/openapi.yaml"), refTo(original, ref()));
    const site = join(project, "site");
    const built = buildSite(site, project);
    await expect(built).rejects.toThrow(
      new RegExp(`^specs/openapi\\.yaml#/components/schemas/FileObject/properties/leak: \\$ref .*${reason.source}`),
    );
    expect(requests).toEqual([]);
    expect(siteHolds(site, secret)).toBe(false);
  });
});
