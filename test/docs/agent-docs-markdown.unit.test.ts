// The pieces of the agent docs (scripts/docs/agent-docs/), given a fragment, want this Markdown: spec text made
// inert, names shown letter for letter, code no content can close, links between pages led to the twins, and
// a reference page refused when two of its headings would share an anchor.
import { describe, expect, it } from "vitest";
import { referenceTwinAnchor } from "../../scripts/docs/agent-docs/anchors.js";
import { httpReferenceMarkdown } from "../../scripts/docs/agent-docs/http-markdown.js";
import { codeBlock, inertLine, inertProse, literal } from "../../scripts/docs/agent-docs/inert-markdown.js";
import { withTwinLinks } from "../../scripts/docs/agent-docs/page-markdown.js";
import { headingsOf, linkTargets, markdownTokens } from "../support/markdown-tokens.js";

describe("a description in its own place (inertProse)", () => {
  it.each([
    ["keeps Markdown a reference shows", "Use **`file_id`**:\n\n- one\n- two", "Use **`file_id`**:\n\n- one\n- two"],
    ["writes a heading as bold text", "Intro\n# Injected", "Intro\n**Injected**"],
    ["breaks a setext underline", "Injected\n===", "Injected\n\\==="],
    ["breaks a link definition", "[x]: javascript:alert(1)", "\\[x]: javascript:alert(1)"],
    ["writes raw HTML as text", "a </script><b>", "a &lt;/script>&lt;b>"],
    ["keeps HTML in code as code", "`<b>`", "`<b>`"],
    ["closes a fence left open", "```\nopen", "```\nopen\n```"],
    ["keeps a link to the web", "[a](https://x.dev)", "[a](https://x.dev)"],
    ["keeps a link to a page of the site", "[a](guide.md#errors)", "[a](guide.md#errors)"],
    ["unlinks javascript:", "[a](javascript:alert(1))", "[a]\\(javascript:alert(1))"],
    ["unlinks an entity-hidden scheme", "[a](java&#115;cript:x)", "[a]\\(java&#115;cript:x)"],
    ["unlinks data:", "[a]( data:text/html,x)", "[a]\\( data:text/html,x)"],
    ["names an invisible character", "a\u202Eb", "a\\u202eb"],
  ])("%s", (_, given, want) => {
    expect(inertProse(given)).toBe(want);
  });

  it("leaves nothing a Markdown parser takes as a heading, raw HTML or an unsafe link", () => {
    const hostile = "# h\n<script>x</script>\n[a](javascript:x) [b](<vbscript:x>)\nH\n---\n~~~\nopen";
    const tokens = markdownTokens(`${inertProse(hostile)}\n\n## After`);
    expect(tokens.filter((token) => token.type === "html")).toEqual([]);
    expect(headingsOf(`${inertProse(hostile)}\n\n## After`).map((heading) => heading.text)).toEqual(["After"]);
    expect(linkTargets(inertProse(hostile))).toEqual([]);
  });
});

describe("a description in a line (inertLine)", () => {
  it("joins the lines, so none starts a block, and is as inert inline", () => {
    expect(inertLine("First.\n\n# Not a heading\n```\ncode")).toBe("First. # Not a heading code");
    expect(inertLine("<img src=x> [a](javascript:x)")).toBe("&lt;img src=x> [a]\\(javascript:x)");
  });
});

describe("names and code", () => {
  it.each([
    ["Speech-to-Text", "Speech-to-Text"],
    ["file_id", "file\\_id"],
    ["<b>[x](y)</b>", "&lt;b&gt;\\[x\\]\\(y\\)&lt;/b&gt;"],
    // The line break named (\n), its backslash escaped so a renderer shows it.
    ["a\nb", "a\\\\nb"],
  ])("a name %j reads %j", (given, want) => {
    expect(literal(given)).toBe(want);
  });

  it("fences code with more backticks than it holds, so nothing in it closes the block", () => {
    expect(codeBlock("a\n```\nb", "ts")).toBe("````ts\na\n```\nb\n````");
    expect(codeBlock("x", "js\n# y")).toBe("```jsy\nx\n```");
  });
});

describe("links between pages", () => {
  const pages = [
    { file: "guide.html", source: "docs/guide.md" },
    { file: "changes.html", source: "CHANGELOG.md" },
    { file: "http.html" },
  ];
  it.each([
    ["[g](guide.html#errors)", "[g](guide.md#errors)"],
    ["[g](docs/guide.md)", "[g](guide.md)"],
    ["[g](guide.md)", "[g](guide.md)"],
    ["[c](CHANGELOG.md)", "[c](changes.md)"],
    ["[u](http.html#/files/uploadfile)", "[u](http.md#uploadfile)"],
    ["[h](http.html)", "[h](http.md)"],
    ["[a](#local)", "[a](#local)"],
    ["[w](https://x.dev/guide.html)", "[w](https://x.dev/guide.html)"],
  ])("%s → %s", (given, want) => {
    expect(withTwinLinks(given, pages, ["http.html"])).toBe(want);
  });

  it.each([
    ["#/files/uploadfile", "#uploadfile"],
    ["#/section/errors", "#errors"],
    ["#/channels/transcribe/operations/sendconfig", "#sendconfig"],
    ["#plain", "#plain"],
    ["", ""],
  ])("Redoc's %j is the twin's %j", (given, want) => {
    expect(referenceTwinAnchor(given)).toBe(want);
  });
});

describe("http.md", () => {
  const document = (description: string) => ({
    openapi: "3.1.0",
    info: { title: "T", version: "1.0.0", description },
    tags: [{ name: "files" }],
    paths: {
      "/files/{file_id}": {
        parameters: [{ name: "file_id", in: "path", required: true, schema: { type: "string", maxLength: 8 } }],
        get: {
          operationId: "getFile",
          tags: ["files"],
          summary: "Get a file",
          responses: { "200": { description: "The file." } },
        },
      },
    },
  });

  it("gives an operation its heading, method and path, SDK call and parameters", () => {
    const markdown = httpReferenceMarkdown(document("Intro."), { getFile: "client.files.get" });
    expect(markdown).toContain("### getFile\n\n`GET /files/{file_id}`: Get a file. SDK: `client.files.get`.");
    expect(markdown).toContain("- `file_id` (path, string, required): At most 8 characters.");
    expect(markdown).toContain("- `200`: The file.");
  });

  it("is refused when a section of the introduction would take an operation's anchor", () => {
    expect(() => httpReferenceMarkdown(document("## getFile\n\nText."), {})).toThrow(/share the anchor #getfile/);
  });
});
