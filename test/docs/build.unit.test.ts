// The pieces of `npm run docs`, without a browser: the code samples' injection, the client's view of the
// streaming contract, the highlighter and the markdown pages.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clientTitle, clientView } from "../../scripts/docs/client-view.js";
import { readOperationSamples, withCodeSamples } from "../../scripts/docs/code-samples.js";
import { createHighlight } from "../../scripts/docs/highlight.js";
import { renderMarkdownPage } from "../../scripts/docs/markdown.js";
import { plainText } from "../../scripts/docs/search-index.js";
import { clientOperationId } from "../../scripts/lib/site-anchors.js";

function sampleFolder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "stt-docs-build-"));
  mkdirSync(join(root, "docs/examples/operations"), { recursive: true });
  for (const [name, source] of Object.entries(files)) {
    writeFileSync(join(root, "docs/examples/operations", name), source);
  }
  return root;
}

const twoOperations = () => ({
  openapi: "3.1.0",
  paths: {
    "/models": { get: { operationId: "listModels" } },
    "/files": { post: { operationId: "uploadFile" }, parameters: [] },
  },
});

describe("code samples", () => {
  it("become each operation's x-codeSamples, curl first, then the TypeScript SDK, then the Python SDK", () => {
    const samples = readOperationSamples(
      sampleFolder({
        "listModels.py": "client.models.list()\n",
        "listModels.ts": "await client.models.list();\n",
        "listModels.sh": 'curl "$STT_BASE_URL/models"\n',
        "uploadFile.sh": "curl -F file=@call.wav\n",
        "uploadFile.ts": 'await client.files.upload("call.wav");\n',
        "uploadFile.py": 'client.files.upload("call.wav")\n',
      }),
    );
    const document = twoOperations();
    withCodeSamples(document, samples);
    expect(document.paths["/models"].get).toEqual({
      operationId: "listModels",
      "x-codeSamples": [
        { lang: "bash", label: "curl", source: 'curl "$STT_BASE_URL/models"' },
        { lang: "typescript", label: "TypeScript SDK", source: "await client.models.list();" },
        { lang: "python", label: "Python SDK", source: "client.models.list()" },
      ],
    });
  });

  it("fail the build when an operation lacks one, or a sample names no operation", () => {
    const samples = readOperationSamples(
      sampleFolder({
        "listModels.sh": "curl\n",
        "listModels.ts": "list\n",
        "uploadFile.sh": "curl\n",
        "deleteEverything.ts": "oops\n",
      }),
    );
    expect(() => withCodeSamples(twoOperations(), samples)).toThrow(
      /listModels\.py is missing[\s\S]*uploadFile\.ts is missing[\s\S]*uploadFile\.py is missing[\s\S]*deleteEverything\.\*: no operation has the id deleteEverything/,
    );
  });

  it("are .sh, .ts or .py files only", () => {
    expect(() => readOperationSamples(sampleFolder({ "listModels.rb": "puts\n" }))).toThrow(/listModels\.rb/);
  });
});

describe("the streaming reference's client view", () => {
  it.each([
    ["receive", "Receive the config message", "Send the config message"],
    ["send", "Send results", "Receive results"],
    ["receive", "Audio in", "Send: Audio in"],
    ["send", "Acknowledge", "Receive: Acknowledge"],
  ] as const)("a service %s titled %j reads %j", (action, title, expected) => {
    expect(clientTitle(action, title)).toBe(expected);
  });

  it.each([
    ["receive", "receiveConfig", "sendConfig"],
    ["send", "sendAck", "receiveAck"],
    ["send", "sendingAck", "sendingAck"],
    ["receive", "audioIn", "audioIn"],
  ] as const)("a service %s with the id %s gets the id %s", (action, id, expected) => {
    expect(clientOperationId(action, id)).toBe(expected);
  });

  it("flips every operation's action, title and id, and says so in the introduction", () => {
    const view = clientView({
      asyncapi: "3.0.0",
      info: { title: "Stream", description: "## Frames" },
      operations: {
        receiveAudio: { action: "receive", title: "Receive audio", channel: { $ref: "#/channels/c" } },
        sendResult: { action: "send", title: "Send results", channel: { $ref: "#/channels/c" } },
      },
    });
    expect(view.operations).toEqual({
      sendAudio: { action: "send", title: "Send audio", channel: { $ref: "#/channels/c" } },
      receiveResult: { action: "receive", title: "Receive results", channel: { $ref: "#/channels/c" } },
    });
    expect((view.info as { description: string }).description).toMatch(/client's side[\s\S]*\n\n## Frames$/);
  });

  it("refuses a document that refers to an operation, which a rename would break", () => {
    const document = {
      operations: { receiveAudio: { action: "receive", title: "Receive audio" } },
      components: { replies: { x: { $ref: "#/operations/receiveAudio" } } },
    };
    expect(() => clientView(document)).toThrow(/refers to an operation/);
  });
});

describe("the highlighter", () => {
  it("marks TypeScript, shell and JSON tokens with classes site.css colours, with no inline colour, shows an unlabelled block as it is, refuses an unknown language", async () => {
    const highlight = await createHighlight();
    for (const [code, language] of [
      ["const answer = await client.models.list();", "ts"],
      ['curl "$STT_BASE_URL/models"', "sh"],
      ['{ "status": "completed" }', "json"],
    ]) {
      const html = highlight(code ?? "", language);
      expect(html).toMatch(/^<pre class="shiki/);
      expect(html).toMatch(/<span class="token-[a-z-]+">/);
      expect(html).not.toMatch(/style=/);
    }
    expect(highlight("queued → processing", undefined)).toContain("queued → processing");
    expect(() => highlight("x", "cobol")).toThrow(/cobol/);
  });
});

describe("the search's plain text", () => {
  it("drops markdown and the docs' HTML, keeps names, placeholders and stream tokens", () => {
    expect(
      plainText(
        '<p class="example-source">x.ts</p> Use `file_id`, **never** <fin>, `Prefer: example=<name>` [Mocks](mock.html)',
      ),
    ).toBe("x.ts Use file_id , never <fin>, Prefer: example=<name> Mocks");
  });
});

describe("a markdown page", () => {
  it("gets ids and '#' links on its headings, tables in a scrolling box, highlighted code, and search sections", async () => {
    const root = mkdtempSync(join(tmpdir(), "stt-docs-page-"));
    mkdirSync(join(root, "docs"));
    writeFileSync(
      join(root, "docs/page.md"),
      "# Title\n\nIntro.\n\n## Retries\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n## Retries\n\n```ts\nconst a = 1;\n```\n",
    );
    const { html, sections, headings } = renderMarkdownPage({
      source: "docs/page.md",
      root,
      file: "page.html",
      pageTitle: "Page",
      highlight: await createHighlight(),
    });
    const anchor = (id: string) =>
      `<a class="heading-anchor" href="#${id}" aria-label="Link to this section: Retries">#</a>`;
    expect(html).toContain(`<h2 id="retries">Retries ${anchor("retries")}</h2>`);
    expect(html).toContain(`<h2 id="retries-2">Retries ${anchor("retries-2")}</h2>`);
    expect(headings.map((heading) => [heading.depth, heading.id])).toEqual([
      [2, "retries"],
      [2, "retries-2"],
    ]);
    expect(html).toMatch(/<div class="table-scroll"><table>[\s\S]*<\/table><\/div>/);
    expect(html).toContain('<pre class="shiki');
    expect(sections).toEqual([
      { url: "page.html", page: "Page", title: "Title", text: "Intro." },
      { url: "page.html#retries", page: "Page", title: "Retries", text: expect.stringContaining("1 2") },
      { url: "page.html#retries-2", page: "Page", title: "Retries", text: "const a = 1;" },
    ]);
  });
});
