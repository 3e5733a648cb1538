// `npm run docs`: builds site/, a self-contained site (nothing is fetched from the internet when viewed):
// the landing page, the SDK guide (with the examples the tests run), the mocks page, and the HTTP and
// streaming references rendered by Redocly from the specs.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { marked } from "marked";

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

interface Page {
  file: string;
  title: string;
}

const markdownPages: (Page & { source: string })[] = [
  { file: "index.html", source: "docs/index.md", title: "stt-service" },
  { file: "guide.html", source: "docs/guide.md", title: "SDK guide · stt-service" },
  { file: "mock.html", source: "docs/mock.md", title: "Mocks · stt-service" },
];
const referencePages: (Page & { spec: string })[] = [
  { file: "http.html", spec: "specs/openapi.yaml", title: "HTTP reference · stt-service" },
  { file: "streaming.html", spec: "specs/asyncapi.yaml", title: "Streaming reference · stt-service" },
];
export const sitePages: Page[] = [...markdownPages, ...referencePages];

/** Redoc 3 always shows its attribution with a logo from its CDN: the page gets an inline one instead. */
const redocLogoUrls = ["https://cdn.redoc.ly/redoc/logo-mini-full.svg", "https://cdn.redoc.ly/redoc/logo-mini.svg"];
const inlineRedoclyLogo = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='64' height='16'><text x='0' y='12' font-family='sans-serif' font-size='12' fill='#5b6476'>Redocly</text></svg>",
)}`;

function withoutExternalLogo(html: string, file: string): string {
  if (!redocLogoUrls.some((url) => html.includes(url))) {
    throw new Error(
      `${file}: Redoc's logo URLs changed; check that the page fetches nothing external, then update docs.ts`,
    );
  }
  return redocLogoUrls.reduce((page, url) => page.replaceAll(url, inlineRedoclyLogo), html);
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Replaces `<!-- include: path -->` with the file's code, so the page shows what the tests run. */
function withIncludes(markdown: string): string {
  return markdown.replace(/<!-- include: (\S+) -->/g, (_, path: string) => {
    const code = readFileSync(join(root, path), "utf8").trimEnd();
    return `<p class="example-source">${escapeHtml(path)}, run by the test suite:</p>\n\n\`\`\`ts\n${code}\n\`\`\``;
  });
}

function shell(title: string, body: string, nav: string, style: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${style}</style>
</head>
<body>
${nav}
<main>
${body}
</main>
</body>
</html>
`;
}

export function buildSite(outDir: string): string[] {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const nav = readFileSync(join(root, "docs/site/nav.html"), "utf8");
  const style = readFileSync(join(root, "docs/site/style.css"), "utf8");
  for (const page of markdownPages) {
    const markdown = withIncludes(readFileSync(join(root, page.source), "utf8"))
      // Links between the docs' markdown files become links between the site's pages.
      .replace(/\]\((?:docs\/)?([a-z-]+)\.md\)/g, "]($1.html)");
    const html = marked.parse(markdown, { async: false });
    writeFileSync(join(outDir, page.file), shell(page.title, html, nav, style));
  }
  const redocly = join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");
  for (const page of referencePages) {
    execFileSync(
      process.execPath,
      [
        redocly,
        "build-docs",
        join(root, page.spec),
        "--inlineBundle",
        "--title",
        page.title,
        "--template",
        join(root, "docs/site/reference.hbs"),
        "--templateOptions.nav",
        nav.replaceAll("\n", ""),
        "--templateOptions.style",
        style.replaceAll("\n", " "),
        "--output",
        join(outDir, page.file),
      ],
      { env: { ...process.env, REDOCLY_TELEMETRY: "off" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    const output = join(outDir, page.file);
    writeFileSync(output, withoutExternalLogo(readFileSync(output, "utf8"), page.file));
  }
  return sitePages.map((page) => join(outDir, page.file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: "string", default: join(root, "site") } } });
  const started = performance.now();
  const files = buildSite(resolve(values.out));
  console.log(
    `built ${files.length} pages into ${values.out} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
