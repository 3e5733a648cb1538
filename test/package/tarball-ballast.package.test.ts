// Each package as npm packs it carries what an install uses and nothing else: no TypeScript sources (their
// imports name files the tarball leaves out), no source maps that embed those sources, each generated validator
// module once per module format (not once per chunk or entry point), and the SDK unpacks to under 1.15 MB
// (npm's MB: 1 000 000 bytes); and each its changelog. `npm run release:pack` runs it again on the very tarballs
// a release publishes (STT_PACKED_TARBALLS).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTarballs, type Tarballs, unpackAll } from "../support/packed-package.js";

const root = resolve(import.meta.dirname, "../..");
const names = [
  "stt-service",
  "@stt-service/spec-documents",
  "@stt-service/mock",
  "@stt-service/conformance",
  "@stt-service/react",
] as const;
// 1 286 743 B measured with issue 49's webhooks (stt-service/webhooks, the webhook events' validators in both
// formats, CallPromise and the new operations); 1 098 395 B once the CommonJS build carried its own copy of the
// real-time validators (234 kB, beside the ES module build's 247 kB); 848 892 B before, when both builds shared
// the ES module, under a ceiling of 1 MB.
const sdkUnpackedCeiling = 1_340_000;

/** A shipped file: its path inside the package (with `/`) and its text. */
interface Shipped {
  path: string;
  text: string;
}

let tarballs: Tarballs;
let extractDir: string;
const contents = new Map<string, Shipped[]>();

beforeAll(() => {
  tarballs = sharedTarballs();
  extractDir = mkdtempSync(join(tmpdir(), "stt-tarball-ballast-"));
  for (const [name, { dir, files }] of unpackAll(tarballs, extractDir)) {
    contents.set(
      name,
      files.map((path) => ({ path, text: readFileSync(join(dir, path), "latin1") })),
    );
  }
}, 900_000);

afterAll(() => {
  if (extractDir) rmSync(extractDir, { recursive: true, force: true });
});

const filesOf = (name: string): Shipped[] => contents.get(name) as Shipped[];

describe("each packed package carries no ballast", () => {
  it.each(names)("%s ships no TypeScript sources, only declarations", (name) => {
    const sources = filesOf(name).filter(({ path }) => /\.(ts|mts|cts|tsx)$/.test(path) && !/\.d\.[mc]?ts$/.test(path));
    expect(sources.map(({ path }) => path)).toEqual([]);
  });

  it.each(names)("%s ships no source map that embeds sources", (name) => {
    const embedding = filesOf(name).filter(
      ({ path, text }) =>
        (path.endsWith(".map") && text.includes('"sourcesContent"')) ||
        text.includes("sourceMappingURL=data:application/json"),
    );
    expect(embedding.map(({ path }) => path)).toEqual([]);
  });

  it.each(names)("%s ships each generated validator module once per module format", (name) => {
    // ajv's standalone code names its first validator validate10 in every generated module; a module bundled
    // into chunks shows it once per chunk. Once per format, not once for both: the CommonJS build cannot take
    // the ES module's copy, since a loader of CommonJS alone (Jest's) cannot require() an ES module, even where
    // Node can; it require()s its own CommonJS copy (scripts/build/generated-once.mjs).
    // The generated modules that hold validators (the SDK's real-time messages' and webhook events', the mock's
    // contract), each its own file in each format: a copy anywhere else (a chunk that bundled one) is ballast.
    const modules = ["validators", "webhook-validators", "contract"];
    const copies = filesOf(name).filter(({ text }) => text.includes("function validate10("));
    const validatorFiles = new RegExp(`(^|/)(${modules.join("|")})\\.c?js$`);
    expect(copies.filter(({ path }) => !validatorFiles.test(path)).map(({ path }) => path)).toEqual([]);
    for (const module of modules) {
      for (const extension of [".js", ".cjs"]) {
        const holding = copies.filter(
          ({ path }) => path.endsWith(`/${module}${extension}`) || path === `${module}${extension}`,
        );
        expect(holding.length).toBeLessThanOrEqual(1);
      }
    }
  });

  it.each(names)("%s ships its CHANGELOG.md, as the release wrote it", (name) => {
    const folder = name === "stt-service" ? "sdk" : name.replace("@stt-service/", "");
    const shipped = filesOf(name).find(({ path }) => path === "CHANGELOG.md");
    expect(shipped?.text).toBe(readFileSync(join(root, "packages", folder, "CHANGELOG.md"), "latin1"));
  });

  it("stt-service unpacks to under 1.34 MB", () => {
    const unpacked = filesOf("stt-service").reduce((sum, { text }) => sum + text.length, 0);
    expect(unpacked).toBeLessThan(sdkUnpackedCeiling);
  });

  it.each(names)("%s's package.json keeps no build or test script of this repository", (name) => {
    const manifest = JSON.parse(filesOf(name).find(({ path }) => path === "package.json")?.text ?? "null");
    expect(manifest).not.toBeNull();
    // prepack and postpack stay, the only way a pack killed between them is put back (scripts/build/pack.mjs);
    // an install runs neither.
    expect(Object.keys(manifest.scripts ?? {}).sort()).toEqual(["postpack", "prepack"]);
  });
});
