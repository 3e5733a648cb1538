// `npm run generate` with a $ref out of specs/: refused by src/spec-documents before openapi-typescript (which
// follows $refs to files and URLs) reads the spec, in the sentence the generator prints, nothing fetched.
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../scripts/generate/generate-files.js";
import { copySpecs } from "../support/spec-copies.js";

const requests: string[] = [];
const server = createServer((request, response) => {
  requests.push(request.url ?? "");
  response.end("type: string\n");
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x.yaml`;
});
afterAll(() => new Promise((closed) => server.close(closed)));

describe("npm run generate with a $ref out of specs/", { timeout: 120_000 }, () => {
  it.each([
    ["a URL", () => url, /names a URL/],
    ["a ../ path", () => "../../outside/schema.yaml", /leaves the specs folder/],
  ])("refuses %s in a schema the model never reads, naming the file and the pointer", async (_, ref, reason) => {
    const copy = copySpecs();
    try {
      // An unused component: the model step never walks it, openapi-typescript would.
      const text = readFileSync(join(copy.dir, "openapi.yaml"), "utf8");
      writeFileSync(
        join(copy.dir, "openapi.yaml"),
        text.replace("\n    FileList:\n", `\n    Leak:\n      $ref: '${ref()}'\n    FileList:\n`),
      );
      await expect(generateFiles({ specsDir: copy.dir })).rejects.toThrow(
        new RegExp(`^specs/openapi\\.yaml#/components/schemas/Leak: \\$ref .*${reason.source}`),
      );
      expect(requests).toEqual([]);
    } finally {
      copy.remove();
    }
  });
});
