// Deprecation with a sunset, end to end from a copy of the spec: an operation (`listModels`) and a query
// parameter (`Limit`) marked `deprecated: true` with `x-sunset` reach the generated SDK as `@deprecated`
// (editors strike the method through) and as route metadata the runtime warns from, once per process; the
// reference shows the sunset; generation refuses a deprecation without a sunset.
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { LogFields, Logger } from "stt-service/in-repository";
import { HttpRuntime, operationRoutes, resolveClientOptions } from "stt-service/in-repository";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildReference } from "../../scripts/docs/reference.js";
import { withSunsets } from "../../scripts/docs/sunsets.js";
import { generateFiles } from "../../scripts/generate/generate-files.js";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";

const root = resolve(import.meta.dirname, "../..");
const sunset = "2027-06-30";
const modelsUse = "`GET /models/v2` (`client.models.listAll`)";

function deprecate(copy: SpecCopy): void {
  copy.edit("openapi.yaml", (openapi) => {
    Object.assign(openapi.paths["/models"].get, {
      deprecated: true,
      "x-sunset": sunset,
      "x-deprecated-use": modelsUse,
    });
    Object.assign(openapi.components.parameters.Limit, { deprecated: true, "x-sunset": "2027-03-31" });
  });
}

let copy: SpecCopy;
let files: Map<string, string>;

beforeAll(async () => {
  copy = copySpecs();
  deprecate(copy);
  files = await generateFiles({ specsDir: copy.dir });
}, 120_000);

afterAll(() => copy?.remove());

describe("a deprecated operation in the generated SDK", () => {
  it("is @deprecated in the method's doc comment, with its sunset and what to use instead", () => {
    const models = files.get("packages/sdk/src/generated/http/resources/models.ts") ?? "";
    const comment = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*list\(/.exec(models)?.[1] ?? "";
    expect(comment).toContain(`@deprecated Removed after ${sunset}.`);
    expect(comment.replace(/\s*\*\s*/g, " ")).toContain(`Use ${modelsUse} instead.`);
    // Only the deprecated operation: the other resources' methods are not struck through.
    expect(files.get("packages/sdk/src/generated/http/resources/files.ts")).not.toContain("@deprecated");
  });

  it("is @deprecated in openapi-typescript's types too", () => {
    const schema = files.get("packages/sdk/src/generated/http/schema.ts") ?? "";
    // The path item's operation, as openapi-typescript writes it: its doc comment, then `get: operations[…]`.
    const docOf = (path: string, operationId: string) => {
      const item = schema.slice(schema.indexOf(`  "${path}": {`));
      return item.slice(0, item.indexOf(`operations["${operationId}"]`));
    };
    expect(docOf("/models", "listModels")).toContain("@deprecated");
    expect(docOf("/files/{file_id}", "getFile")).not.toContain("@deprecated");
  });

  it("carries its deprecation and its deprecated query parameters in the routes the runtime reads", () => {
    const operations = files.get("packages/sdk/src/generated/http/operations.ts") ?? "";
    const listModels = operations.slice(operations.indexOf("  listModels: {"));
    expect(listModels.slice(0, listModels.indexOf("\n  },"))).toContain(
      `deprecation: { sunset: "${sunset}", use: ${JSON.stringify(modelsUse)} }`,
    );
    expect(operations).toContain(`deprecatedQuery: { limit: { sunset: "2027-03-31", use: null } }`);
  });

  it("is refused at generation without a sunset, saying what to add", async () => {
    const broken = copySpecs();
    try {
      broken.edit("openapi.yaml", (openapi) => {
        openapi.paths["/models"].get.deprecated = true;
      });
      await expect(generateFiles({ specsDir: broken.dir })).rejects.toThrow(
        "GET /models: deprecated without x-sunset; add x-sunset: YYYY-MM-DD",
      );
    } finally {
      broken.remove();
    }
  }, 120_000);
});

describe("the runtime's deprecation warning", () => {
  /** A logger that keeps the warnings it gets. */
  function recordingLogger(): { logger: Logger; warnings: { message: string; fields?: LogFields }[] } {
    const warnings: { message: string; fields?: LogFields }[] = [];
    const ignore = () => {};
    return {
      warnings,
      logger: {
        debug: ignore,
        info: ignore,
        error: ignore,
        warn: (message, fields) => warnings.push({ message, fields }),
      },
    };
  }

  function runtime(logger: Logger): HttpRuntime {
    return new HttpRuntime(
      resolveClientOptions({
        apiKey: "deprecation-test",
        baseUrl: inject("examplesBaseUrl"),
        logger,
        logLevel: "warn",
      }),
    );
  }

  it("is logged once per process on first use of a deprecated operation, whatever the client, with its sunset", async () => {
    // The generated route of the real spec, with the deprecation the copy above gives it.
    const route = { ...operationRoutes.listModels, deprecation: { sunset, use: modelsUse } };
    const first = recordingLogger();
    const second = recordingLogger();
    await runtime(first.logger).run(route, undefined, {});
    await runtime(first.logger).run(route, undefined, {});
    await runtime(second.logger).run(route, undefined, {});
    expect(first.warnings).toEqual([
      {
        message: `models.list is deprecated and will be removed after ${sunset}. Use ${modelsUse} instead.`,
        fields: { deprecated: "models.list", sunset },
      },
    ]);
    expect(second.warnings).toEqual([]);
  });

  it("is logged once when a deprecated query parameter is sent, and not when it is left out", async () => {
    const route = { ...operationRoutes.listFiles, deprecatedQuery: { limit: { sunset: "2027-03-31", use: null } } };
    const { logger, warnings } = recordingLogger();
    await runtime(logger).run(route, undefined, { query: {} });
    expect(warnings).toEqual([]);
    await runtime(logger).run(route, undefined, { query: { limit: 5 } });
    await runtime(logger).run(route, undefined, { query: { limit: 7 } });
    expect(warnings.map((warning) => warning.message)).toEqual([
      "files.list({ limit }) is deprecated and will be removed after 2027-03-31.",
    ]);
  });

  it("is not logged for an operation the spec does not deprecate", async () => {
    const { logger, warnings } = recordingLogger();
    await runtime(logger).run(operationRoutes.listModels, undefined, {});
    expect(warnings).toEqual([]);
  });
});

describe("the reference", () => {
  it("shows a deprecated operation's sunset and what to use instead", async () => {
    // A project with the edited specs and the site's templates, as `npm run docs` sees one.
    const out = mkdtempSync(join(tmpdir(), "stt-deprecation-docs-"));
    symlinkSync(copy.dir, join(out, "specs"), "dir");
    symlinkSync(join(root, "docs"), join(out, "docs"), "dir");
    try {
      const output = join(out, "http.html");
      await buildReference({
        root: out,
        spec: "specs/openapi.yaml",
        title: "HTTP reference",
        output,
        nav: "",
        head: "",
        prepare: withSunsets,
      });
      const html = readFileSync(output, "utf8");
      expect(html).toContain(`Deprecated: removed after ${sunset}.`);
      expect(html).toContain("Deprecated: removed after 2027-03-31.");
      expect(html).toContain("GET /models/v2");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
