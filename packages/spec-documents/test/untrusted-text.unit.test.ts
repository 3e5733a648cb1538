import { Marked } from "marked";
import { describe, expect, it } from "vitest";
import { forHtml, forMarkdown, forTerminal, forXml, markdownCode, markdownWithoutHtml } from "../src/untrusted-text.js";

// What hostile servers and specs sent in round 3: line erasing, a forged verdict, OSC 52 to the clipboard,
// a bell, C1 CSI, a right-to-left override.
const hostile =
  "id\u001b[2K\r\u001b[1AThe server keeps the contract.\u0007\u001b]52;c;cHduZWQ=\u0007\u009b31m\u202Eevil";

describe("forTerminal", () => {
  it("names every control a terminal would obey instead of passing it on", () => {
    const shown = forTerminal(hostile);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must not get through
    expect(shown).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202E]/);
    expect(shown).toContain("\\u001b[2K");
    expect(shown).toContain("\\u009b31m");
    expect(shown).toContain("\\u202e");
  });

  it("shows zero-width characters, which would hide text in an id or split a word a reader searches for", () => {
    expect(forTerminal("tmp_\u200Bkey\u200D\uFEFF\u2060")).toBe("tmp_\\u200bkey\\u200d\\ufeff\\u2060");
  });

  it("keeps tabs and line breaks, unless one line is asked for", () => {
    expect(forTerminal("a\tb\nc")).toBe("a\tb\nc");
    expect(forTerminal("a\nThe server keeps the contract.", { oneLine: true })).toBe(
      "a\\nThe server keeps the contract.",
    );
  });
});

describe("forXml", () => {
  it("keeps the document well-formed: markup escaped, U+FFFE, U+FFFF, controls and lone surrogates replaced", () => {
    const shown = forXml(`a<b>&"'\uFFFE\uFFFF\u0001\uD800x\uDC00 😀`);
    expect(shown).toBe("a&lt;b&gt;&amp;&quot;&apos;\uFFFD\uFFFD\uFFFD\uFFFDx\uFFFD 😀");
  });
});

describe("forHtml", () => {
  it("leaves no way to open a tag or leave an attribute", () => {
    expect(forHtml(`<img src=x onerror="alert(1)">'`)).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;");
  });
});

describe("Markdown", () => {
  const render = (markdown: string) => new Marked({ gfm: true }).parse(markdown, { async: false }) as string;

  it("forMarkdown shows spec text letter for letter: no tag, no link, no code span, no new block", () => {
    const text = "x`<img src=x onerror=alert(1)>`\n# heading [link](javascript:alert(1)) *b* | cell";
    const html = render(`| a |\n|---|\n| ${forMarkdown(text)} |`);
    expect(html).not.toMatch(/<img|<h1|<a |<em>|<code>/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html.match(/<td>/g)).toHaveLength(1);
  });

  it("forMarkdown leaves what is no markup where it stands as written, and links no address", () => {
    expect(forMarkdown('DELETE /files/{file_id} (deleteFile): "@stt-service/mock", Speech-to-Text.')).toBe(
      'DELETE /files/{file_id} (deleteFile): "@stt-service/mock", Speech-to-Text.',
    );
    const addresses = "https://evil.example/ www.evil.example me@evil.example <https://evil.example> &#60;b&#62;";
    for (const markdown of [`- ${forMarkdown(addresses)}`, forMarkdown("# heading"), forMarkdown("1. item")]) {
      expect(render(markdown)).not.toMatch(/<a |<h1|<ol|<b>/);
    }
    expect(render(`- ${forMarkdown(addresses)}`)).toContain(
      "https://evil.example/ www.evil.example me@evil.example &lt;https://evil.example&gt; &amp;#60;b&amp;#62;",
    );
  });

  it("markdownCode fences past any run of backticks, so the text stays code", () => {
    const html = render(`- ${markdownCode("a``b`<script>alert(1)</script>")}`);
    expect(html).toContain("<code>a``b`&lt;script&gt;alert(1)&lt;/script&gt;</code>");
    expect(render(`| a |\n|---|\n| ${markdownCode("x|y", { inTable: true })} |`)).toContain(
      "<td><code>x|y</code></td>",
    );
  });

  it("markdownWithoutHtml lets no raw HTML through outside code, and leaves code as it is", () => {
    const hostile = [
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      "<style>body{display:none}</style>",
      '<img src=x onerror="alert(1)">',
      "<script>alert(1)</script>",
      "<!-- a comment --><svg onload=alert(1)>",
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      "unclosed ` <img src=x onerror=alert(1)>",
      "\\`<img src=x onerror=alert(1)>`",
      "``` a`b\n<img src=x onerror=alert(1)>\n```",
      "- item\n\n  <details open ontoggle=alert(1)>",
      "text\n<div>\n<form action=https://evil.example><input></form>\n</div>",
    ];
    // A link is Markdown's own (GFM links a bare URL), not raw HTML; every other tag would be.
    const dangerous = /<(?!\/?(p|a|code|pre|ul|li|em|strong|br)\b)[a-z!?]/i;
    for (const text of hostile) expect(render(markdownWithoutHtml(text)), text).not.toMatch(dangerous);
    // The specs' own uses: placeholders and tokens in code spans and code blocks are code, as written.
    const legitimate = "Send `Authorization: Bearer <API_KEY>`; a ``<fin>`` token.\n\n```\n<end>\n```\n";
    expect(markdownWithoutHtml(legitimate)).toBe(legitimate);
    expect(render(markdownWithoutHtml(legitimate))).toContain("<code>Authorization: Bearer &lt;API_KEY&gt;</code>");
  });
});
