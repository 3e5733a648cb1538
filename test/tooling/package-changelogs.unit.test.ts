// The release's package step (scripts/release/package-changes.ts) on a temporary copy of the packages: each note
// of .changes/ lands in the CHANGELOG.md of every package it names, under its kind, and is removed; a package
// without a note gets the release's section all the same; a note's hostile Markdown renders as no tag and no link;
// a note the release cannot read stops it before anything is written.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Marked } from "marked";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  noteKinds,
  packageChangelogHeader,
  readPackageNotes,
  writePackageChangelogs,
} from "../../scripts/release/package-changes.js";

const project = join(import.meta.dirname, "../..");
const folders = ["sdk", "mock", "conformance", "spec-documents", "react"];
let root: string;

/** A copy of what the step reads: the root package.json, each package's package.json and CHANGELOG.md. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "stt-package-changelogs-"));
  cpSync(join(project, "package.json"), join(root, "package.json"));
  for (const folder of folders) {
    mkdirSync(join(root, "packages", folder), { recursive: true });
    for (const file of ["package.json", "CHANGELOG.md"]) {
      cpSync(join(project, "packages", folder, file), join(root, "packages", folder, file));
    }
  }
  mkdirSync(join(root, ".changes"));
  cpSync(join(project, ".changes/README.md"), join(root, ".changes/README.md"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const note = (file: string, packages: string, kind: string, text: string) =>
  writeFileSync(join(root, ".changes", file), `---\npackages: ${packages}\nkind: ${kind}\n---\n${text}\n`);
const changelogOf = (folder: string) => readFileSync(join(root, "packages", folder, "CHANGELOG.md"), "utf8");
/** A package's newest section: from its first `## ` heading to the next. */
const newestSection = (folder: string) => changelogOf(folder).split(/^(?=## )/m)[1] ?? "";
const render = (markdown: string) => new Marked({ gfm: true }).parse(markdown, { async: false }) as string;

describe("the release's package changelogs", () => {
  it("folds each note into every package it names, under its kind, and removes the notes", () => {
    note("1-handlers.md", "mock", "added", "`createMockHandlers()` runs the mock in a page.");
    note("2-head.md", "mock, conformance", "fixed", "A `HEAD` is answered as the `GET` of its URL.\n\nWithout a body.");
    const before = changelogOf("mock");
    const written = writePackageChangelogs(root, "9.1.0", "2030-01-02", readPackageNotes(root));

    expect(written).toHaveLength(folders.length);
    expect(newestSection("mock")).toBe(
      "## 9.1.0 (2030-01-02)\n\n### Added\n\n- `createMockHandlers()` runs the mock in a page.\n\n" +
        "### Fixed\n\n- A `HEAD` is answered as the `GET` of its URL.\n\n  Without a body.\n\n",
    );
    // The release's section above the earlier ones, the header kept.
    expect(changelogOf("mock")).toBe(before.replace(/^## /m, `${newestSection("mock")}## `));
    expect(newestSection("conformance")).toContain("### Fixed\n\n- A `HEAD` is answered");
    expect(newestSection("conformance")).not.toContain("createMockHandlers");
    // Released in step: a package with no note says so.
    expect(newestSection("sdk")).toBe(
      "## 9.1.0 (2030-01-02)\n\nNo change of its own: released in step with the other packages.\n\n",
    );
    expect(readdirSync(join(root, ".changes"))).toEqual(["README.md"]);
  });

  it("writes a note's hostile Markdown as text: no tag, no heading, no link but to the web", () => {
    note(
      "hostile.md",
      "sdk",
      "changed",
      [
        "<img src=x onerror=alert('note')> <script>alert('note')</script>",
        "# A heading of its own",
        "[click](javascript:alert('note')) [data](data:text/html,x) [docs](https://example.com/docs)",
        "```js",
        "<script>kept as code</script>",
      ].join("\n"),
    );
    writePackageChangelogs(root, "9.1.0", "2030-01-02", readPackageNotes(root));
    const html = render(changelogOf("sdk"));
    const tags = new Set([...html.matchAll(/<([a-z][a-z0-9]*)\b/g)].map((match) => match[1]));
    expect([...tags].sort()).toEqual(["a", "code", "h1", "h2", "h3", "li", "p", "pre", "strong", "ul"]);
    const links = [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
    expect(links.every((link) => /^https:\/\//.test(link ?? ""))).toBe(true);
    expect(links).toContain("https://example.com/docs");
    expect(html).toContain("&lt;img src=x onerror=alert(&#39;note&#39;)&gt;");
    // The code fence the note left open is closed inside its item: the sections after it stay Markdown.
    expect(html).toContain("&lt;script&gt;kept as code&lt;/script&gt;");
    expect(html.match(/<h2>/g)).toHaveLength((changelogOf("sdk").match(/^## /gm) ?? []).length);
  });

  it.each([
    [
      "a package that does not exist",
      "---\npackages: sdk, server\nkind: fixed\n---\nText.\n",
      /"server" is no package/,
    ],
    ["no package", "---\npackages:\nkind: fixed\n---\nText.\n", /packages: names none/],
    ["a kind it does not know", "---\npackages: sdk\nkind: improved\n---\nText.\n", /kind: is one of breaking/],
    ["no front matter", "The mock is faster.\n", /a note starts with ---/],
    ["no text", "---\npackages: sdk\nkind: fixed\n---\n\n", /says nothing/],
  ])("refuses a note with %s, naming its file, before anything is written", (_case, source, message) => {
    writeFileSync(join(root, ".changes", "bad.md"), source);
    expect(() => readPackageNotes(root)).toThrow(message);
    expect(() => readPackageNotes(root)).toThrow(/^\.changes\/bad\.md: /);
    expect(existsSync(join(root, ".changes", "bad.md"))).toBe(true);
  });
});

describe("the packages' changelogs and notes as committed", () => {
  const { homepage } = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { homepage: string };

  it.each(folders)("packages/%s ships a CHANGELOG.md in the release's form, with its version's section", (folder) => {
    const manifest = JSON.parse(readFileSync(join(project, "packages", folder, "package.json"), "utf8")) as {
      name: string;
      version: string;
      files: string[];
    };
    expect(manifest.files).toContain("CHANGELOG.md");
    const changelog = readFileSync(join(project, "packages", folder, "CHANGELOG.md"), "utf8");
    const [header, ...sections] = changelog.split(/^(?=## )/m);
    if (sections.length === 0) {
      // A package no release has published yet (@stt-service/react before its first): the header alone, and a
      // note in .changes/ that its first section will hold.
      expect(changelog).toBe(packageChangelogHeader(manifest.name, `${homepage}changes.html`));
      expect(readPackageNotes(project).some((note) => note.packages.includes(folder))).toBe(true);
      return;
    }
    expect(header).toBe(`${packageChangelogHeader(manifest.name, `${homepage}changes.html`)}\n`);
    expect(sections[0]).toMatch(
      new RegExp(`^## ${manifest.version.replaceAll(".", "\\.")} \\(\\d{4}-\\d{2}-\\d{2}\\)\\n`),
    );
    // Each section as the release writes it: its kinds in their order, each a list of notes.
    const headings = Object.values(noteKinds);
    for (const section of sections) {
      const kinds = [...section.matchAll(/^### (.*)$/gm)].map((match) => match[1] ?? "");
      expect(kinds.every((kind) => headings.includes(kind as (typeof headings)[number]))).toBe(true);
      expect(kinds).toEqual([...kinds].sort((a, b) => headings.indexOf(a as never) - headings.indexOf(b as never)));
    }
  });

  it("holds in .changes/ only notes the release can read (a bad one would stop the next release)", () => {
    expect(() => readPackageNotes(project)).not.toThrow();
  });
});
