// The gate's Markdown report (`npm run contract:diff -- --format markdown`, pasted into a pull request): the
// names our sentences put in backticks show as code, in the notes as in the changes, and the rest as text.
import { describe, expect, it } from "vitest";
import { formatReport } from "../../scripts/gate/contract/report.js";
import type { DiffResult } from "../../scripts/gate/contract/types.js";

const result: DiffResult = {
  base: "git HEAD",
  head: "the working tree",
  changes: [
    {
      file: "specs/asyncapi.yaml",
      pointer: "/components/messages/probe",
      touches: "server-frame",
      breaking: false,
      reason: "A new server frame `probe`: the contract tells clients to report a frame they do not know and carry on.",
      subjects: [{ label: "server frame `probe` (sendProbe)", spec: "specs/asyncapi.yaml" }],
    },
  ],
  notes: [
    "No SDK surface report (contract/sdk-surface.json) in git HEAD: the SDK's source surface is not compared. `npm run api:report` writes it.",
  ],
  majorMoved: [],
  failing: [],
};

describe("the gate's Markdown report", () => {
  it("keeps the code spans of a note as code spans", () => {
    const markdown = formatReport(result, "markdown");
    const notes = markdown.slice(markdown.indexOf("### Notes"));
    expect(notes).toContain("`npm run api:report` writes it");
    expect(notes).not.toContain("\\`");
  });

  it("keeps the code spans of a change's reason and subject", () => {
    const markdown = formatReport(result, "markdown");
    expect(markdown).toContain("A new server frame `probe`");
    expect(markdown).toContain("**server frame `probe` (sendProbe)**");
  });

  it("still makes a note's other text inert: no HTML, no link", () => {
    const hostile = { ...result, notes: ["A ref <img src=x onerror=alert(1)> [link](http://x) and `code`."] };
    const notes = formatReport(hostile, "markdown").split("### Notes")[1] ?? "";
    expect(notes).not.toContain("<img");
    expect(notes).not.toContain("[link](");
    expect(notes).toContain("`code`");
  });
});
