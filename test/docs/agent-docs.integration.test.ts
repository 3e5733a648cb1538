// The site's docs for agents (scripts/docs/agent-docs/): `buildSite` into a temporary folder (Redocly runs as
// a child process, hence integration), then llms.txt, llms-full.txt and every page's Markdown twin read as an
// agent or a Markdown renderer reads them: every operation and message of the specs in them, no raw HTML,
// every link leading to a file and heading of the site, llms-full.txt within its budget, llms.txt in the
// llmstxt.org shape; and a spec with hostile descriptions, whose text comes out inert.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { llmsFullBudgetBytes, llmsFullTxt } from "../../scripts/docs/agent-docs/llms-txt.js";
import { type BuiltSite, buildSite, sitePages } from "../../scripts/docs/build.js";
import { sampleLanguages } from "../../scripts/docs/code-samples.js";
import { clientOperationId } from "../../scripts/lib/site-anchors.js";
import { headingsOf, linkTargets, markdownTokens } from "../support/markdown-tokens.js";
import { copySpecs } from "../support/spec-copies.js";

// biome-ignore lint/suspicious/noExplicitAny: the specs are read as free-form data
type Spec = Record<string, any>;

const methods = ["get", "put", "post", "delete", "patch"];
const twins = sitePages.map((page) => page.file.replace(/\.html$/, ".md"));
const agentFiles = ["llms.txt", "llms-full.txt", ...twins];

/** Every operation of an OpenAPI document: id, method and path, with its parameters' names and statuses. */
function httpOperations(openapi: Spec) {
  return Object.entries(openapi.paths as Spec).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({
        operationId: String(item[method].operationId),
        method: method.toUpperCase(),
        path,
        statuses: Object.keys(item[method].responses ?? {}),
      })),
  );
}

/** The text under a heading, up to the next heading of its depth or above (a `#` in a code block is none). */
function section(markdown: string, heading: string): string | undefined {
  const lines = markdown.split("\n");
  const start = lines.indexOf(heading);
  if (start < 0) return undefined;
  const depth = heading.indexOf(" ");
  let inCode = false;
  const end = lines.findIndex((line, index) => {
    if (/^(?:```|~~~)/.test(line)) inCode = !inCode;
    return index > start && !inCode && /^#{1,6} /.test(line) && line.indexOf(" ") <= depth;
  });
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

function rawHtmlIn(markdown: string): string[] {
  return markdownTokens(markdown)
    .filter((token) => token.type === "html")
    .map((token) => token.raw);
}

const anchorsByPath = new Map<string, string[]>();
function anchorsOf(path: string): string[] {
  const known = anchorsByPath.get(path);
  if (known) return known;
  const anchors = headingsOf(readFileSync(path, "utf8")).map((heading) => heading.anchor);
  anchorsByPath.set(path, anchors);
  return anchors;
}

/** A link is either to the web or mail, or relative to a file of the site (and a heading of it). */
function brokenLinks(outDir: string, file: string): string[] {
  const markdown = readFileSync(join(outDir, file), "utf8");
  return linkTargets(markdown).flatMap((href) => {
    if (/^(?:https?:|mailto:)/i.test(href)) return [];
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return [`${file}: ${href} has a scheme other than http(s) or mailto`];
    const [target = "", anchor] = href.split("#");
    const linked = target === "" ? file : target;
    const path = join(outDir, linked);
    if (!existsSync(path) || !statSync(path).isFile()) return [`${file}: ${href} names no file of the site`];
    if (anchor === undefined) return [];
    if (!linked.endsWith(".md")) return [`${file}: ${href} is an anchor into a page that is not Markdown`];
    return anchorsOf(path).includes(anchor) ? [] : [`${file}: ${href} names no heading of ${linked}`];
  });
}

let outDir: string;
let built: BuiltSite;
const read = (file: string) => readFileSync(join(outDir, file), "utf8");
const openapi = parse(readFileSync("specs/openapi.yaml", "utf8")) as Spec;
const asyncapi = parse(readFileSync("specs/asyncapi.yaml", "utf8")) as Spec;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "stt-agent-docs-"));
  built = await buildSite(outDir);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the agent docs of the site", () => {
  it("are written beside the pages, a .md twin for every page, and returned in the build's files", () => {
    for (const file of agentFiles) {
      expect(existsSync(join(outDir, file)), file).toBe(true);
      expect(built.files).toContain(join(outDir, file));
      expect(built.agentDocs.sizes[file]).toBe(statSync(join(outDir, file)).size);
    }
  });

  it("hold every HTTP operation, by operationId, method and path, with every status, in http.md and llms-full.txt", () => {
    const operations = httpOperations(openapi);
    expect(operations.length).toBeGreaterThan(5);
    for (const file of ["http.md", "llms-full.txt"]) {
      const markdown = read(file);
      for (const { operationId, method, path, statuses } of operations) {
        const part = section(markdown, `### ${operationId}`);
        expect(part, `${file}: ${operationId}`).toBeDefined();
        expect(part).toContain(`\`${method} ${path}\``);
        for (const status of statuses) expect(part, `${operationId} ${status}`).toContain(`- \`${status}\``);
        // The code samples: curl and the two SDKs, each a fenced block.
        expect(part).toMatch(/curl:\n\n```bash\n/);
        expect(part).toMatch(/TypeScript SDK:\n\n```typescript\n/);
        expect(part).toMatch(/Python SDK:\n\n```python\n/);
      }
    }
  });

  it("list an operation's parameters and body fields, with type and whether required", () => {
    const upload = section(read("http.md"), "### uploadFile") ?? "";
    expect(upload).toContain("- `Idempotency-Key` (header, string, optional)");
    expect(upload).toContain("**Request body** (`multipart/form-data`, required)");
    expect(upload).toContain("- `file` (string (binary), required)");
    expect(upload).toMatch(/Example response \(`201`\)/);
  });

  it("hold every AsyncAPI operation (by the client's id), channel and message, each message with its payload and an example", () => {
    for (const file of ["streaming.md", "llms-full.txt"]) {
      const markdown = read(file);
      for (const [operationId, operation] of Object.entries(asyncapi.operations as Spec)) {
        const part = section(markdown, `### ${clientOperationId(operation.action, operationId)}`);
        expect(part, `${file}: ${operationId}`).toBeDefined();
        expect(part).toContain(`Action: \`${operation.action === "send" ? "receive" : "send"}\``);
      }
      for (const [channelName, channel] of Object.entries(asyncapi.channels as Spec)) {
        expect(section(markdown, `### ${channelName}`)).toContain(`Address: \`${channel.address}\``);
        for (const name of Object.keys(channel.messages)) {
          const part = section(markdown, `### ${name}`);
          expect(part, `${file}: message ${name}`).toBeDefined();
          const message = asyncapi.components.messages[name];
          if (message.examples?.length > 0) expect(part, name).toMatch(/\nExample[^\n]*\n\n```/);
          const payload = message.payload?.$ref
            ? asyncapi.components.schemas[message.payload.$ref.split("/").at(-1)]
            : message.payload;
          for (const field of Object.keys(payload?.properties ?? {})) expect(part, name).toContain(`- \`${field}\` (`);
        }
      }
    }
  });

  it("carry no raw HTML: no tag, comment or include marker a renderer would run", () => {
    for (const file of agentFiles) expect(rawHtmlIn(read(file)), file).toEqual([]);
    expect(read("guide.md")).not.toContain("<!--");
  });

  it("link only files and headings of the site; pages link each other's twins, not the HTML", () => {
    for (const file of agentFiles) expect(brokenLinks(outDir, file)).toEqual([]);
    for (const file of twins) {
      expect(
        linkTargets(read(file)).filter((href) => /^[a-z-]+\.html/.test(href)),
        file,
      ).toEqual([]);
    }
    // The changelog's links into the references land on the operations of the twins.
    expect(read("changes.md")).toContain("](http.md#uploadfile)");
    expect(read("changes.md")).toContain("](streaming.md#sendconfig)");
  });

  it("show the landing page's table of pages and the guide's tested examples, as the HTML pages do", () => {
    expect(read("index.md")).toContain("| [SDK guide](guide.md) |");
    const example = readFileSync("docs/examples/batch-transcription.ts", "utf8").trim().split("\n")[0] ?? "";
    expect(read("guide.md")).toContain(`\`docs/examples/batch-transcription.ts\`, run by the test suite:`);
    expect(read("guide.md")).toContain(example);
  });

  it("keep llms-full.txt within its budget, and the build stops, saying so, past it", () => {
    expect(statSync(join(outDir, "llms-full.txt")).size).toBeLessThanOrEqual(llmsFullBudgetBytes);
    for (const twin of twins) expect(read("llms-full.txt")).toContain(`Source: [${twin}](${twin})`);
    const page = { file: "guide.md", name: "Guide", summary: "", markdown: "# Guide\n\n".padEnd(2000, "x") };
    expect(() => llmsFullTxt("# stt-service\n", [page], 1000)).toThrow(
      /llms-full\.txt would be \d+ bytes .* budget of 1000/,
    );
  });

  it("put the changelog in llms-full.txt while it fits, and name it in place of it when it does not", () => {
    const guide = { file: "guide.md", name: "Guide", summary: "", markdown: "# Guide\n\nRead me." };
    const changes = { file: "changes.md", name: "Changes", summary: "", markdown: "# Changes\n\n".padEnd(3000, "x") };
    const roomy = llmsFullTxt("# stt-service\n", [guide], 10_000, [changes]);
    expect(roomy).toContain("Source: [changes.md](changes.md)");
    const tight = llmsFullTxt("# stt-service\n", [guide], 2_000, [changes]);
    expect(tight).toContain("Source: [guide.md](guide.md)");
    expect(tight).not.toContain("Source: [changes.md]");
    expect(tight).toMatch(/Left out of this file for its budget of 2000 bytes: \[changes\.md\]\(changes\.md\)/);
    expect(Buffer.byteLength(tight)).toBeLessThanOrEqual(2_000);
  });

  it("give llms.txt the llmstxt.org shape: the title, a summary quote, notes, then lists of links under Docs, Reference and Optional", () => {
    const text = read("llms.txt");
    const blocks = text.trim().split(/\n\n+/);
    expect(blocks[0]).toBe("# stt-service");
    expect(blocks[1]).toMatch(/^> \S/);
    expect(headingsOf(text).map((heading) => `${heading.depth} ${heading.text}`)).toEqual([
      "1 stt-service",
      "2 Docs",
      "2 Reference",
      "2 Optional",
    ]);
    for (const part of text.split(/^## /m).slice(1)) {
      const [, ...items] = part
        .trim()
        .split("\n")
        .filter((line) => line !== "");
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).toMatch(/^- \[[^\]]+\]\([^)\s]+\)(?:: \S.*)?$/);
    }
    for (const twin of twins) expect(linkTargets(text)).toContain(twin);
    // Facts read from the specs and the manifests, not written by hand.
    expect(text).toContain(`\`${openapi.servers[0].url}\``);
    expect(text).toContain(`\`${JSON.parse(readFileSync("packages/sdk/package.json", "utf8")).name}\``);
  });
});

describe("the agent docs of a spec with hostile descriptions", () => {
  const payload = [
    "HOSTILE text.",
    "# Injected heading",
    "",
    '</script><script>alert(1)</script> <img src=x onerror="alert(1)"> <!-- a comment -->',
    "[one](javascript:alert(1)) [two]( JaVaScRiPt:alert(1)) [three](java&#115;cript:alert(1)) [four](<javascript:alert(1)>) [five](data:text/html,x)",
    "[ref]: javascript:alert(1)",
    "Injected setext",
    "===",
    "```",
    "a fence never closed",
  ].join("\n");
  const hostileField = "x` <img src=x onerror=alert(1)> `y";
  const hostilePath = "/evil<img src=x onerror=alert(3)>";
  let project: string;
  let hostile: string;

  beforeAll(async () => {
    project = mkdtempSync(join(tmpdir(), "stt-agent-docs-hostile-"));
    for (const path of ["docs", "examples/browser-microphone/src", "redocly.yaml", "CHANGELOG.md", "package.json"]) {
      cpSync(path, join(project, path), { recursive: true });
    }
    const specs = copySpecs();
    specs.edit("openapi.yaml", (document) => {
      document.info.description = `${payload}\n\n${document.info.description}`;
      document.paths["/files"].get.description = payload;
      document.paths["/files"].get.summary = payload;
      document.components.parameters.Limit.description = payload;
      // Names and values are shown as code: a backtick in a field name, HTML in a value and in a path.
      document.components.schemas.FileObject.properties[hostileField] = {
        type: "string",
        description: payload,
        enum: ["<img src=x onerror=alert(2)>"],
      };
      document.paths[hostilePath] = {
        get: {
          operationId: "evilPath",
          tags: ["files"],
          summary: payload,
          description: payload,
          responses: { "204": { description: payload } },
        },
      };
    });
    specs.edit("asyncapi.yaml", (document) => {
      document.components.messages.config.description = payload;
      document.operations.receiveConfig.description = payload;
    });
    cpSync(specs.dir, join(project, "specs"), { recursive: true });
    for (const { extension } of sampleLanguages) {
      writeFileSync(join(project, "docs/examples/operations", `evilPath${extension}`), "// sample\n");
    }
    specs.remove();
    hostile = join(project, "site");
    await buildSite(hostile, project);
  }, 120_000);

  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const readHostile = (file: string) => readFileSync(join(hostile, file), "utf8");

  it("shows the text, as text", () => {
    for (const file of ["http.md", "streaming.md", "llms-full.txt"])
      expect(readHostile(file)).toContain("HOSTILE text.");
  });

  it("shows a hostile path, field name and value as code", () => {
    const evil = section(readHostile("http.md"), "### evilPath") ?? "";
    expect(evil).toContain(`\`GET ${hostilePath}\``);
    expect(readHostile("http.md")).toContain(`- \`\`${hostileField}\`\` (string, optional)`);
    expect(readHostile("http.md")).toContain("`<img src=x onerror=alert(2)>`");
  });

  it("opens no heading, and leaves every heading of the page in place", () => {
    for (const file of ["http.md", "streaming.md", "llms-full.txt"]) {
      const headings = headingsOf(readHostile(file)).map((heading) => heading.text);
      expect(
        headings.filter((text) => /Injected/.test(text)),
        file,
      ).toEqual([]);
    }
    // The fence the description leaves open is closed: every operation after it is still a heading.
    const anchors = headingsOf(readHostile("http.md")).map((heading) => heading.anchor);
    for (const { operationId } of httpOperations(openapi)) expect(anchors).toContain(operationId.toLowerCase());
    const streamingAnchors = headingsOf(readHostile("streaming.md")).map((heading) => heading.anchor);
    for (const name of Object.keys(asyncapi.components.messages))
      expect(streamingAnchors).toContain(name.toLowerCase());
  });

  it("carries no raw HTML and no link but to the web or the site", () => {
    for (const file of agentFiles) {
      expect(rawHtmlIn(readHostile(file)), file).toEqual([]);
      expect(brokenLinks(hostile, file)).toEqual([]);
    }
  });
});
