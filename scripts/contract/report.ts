// The gate's report in three forms: text for a terminal, markdown for a pull request and CHANGELOG.md (each
// change linked to its operation or message in the docs site's reference), and JSON for tools.
// Reasons, labels, pointers and notes carry spec text a pull request controls (names, enum values, sunsets):
// they are made inert here, where they enter a terminal or Markdown, and nowhere else.
import { forMarkdown, forTerminal, markdownCode } from "../../packages/sdk/src/core/untrusted-text.js";
import type { Change, DiffResult, SpecFile } from "./types.js";

export type Format = "text" | "markdown" | "json";

function where(change: Change): string {
  return `${change.file}#${change.pointer}`;
}

/** The specs whose info.version must move to a new major for the failing breaks to pass. */
function specsNeedingMajor(result: DiffResult): string[] {
  const specs = new Set<string>();
  for (const change of result.failing) {
    const reached = change.subjects.map((subject) => subject.spec as string);
    if (change.file !== "contract/sdk-surface.json") reached.push(change.file);
    for (const spec of reached) if (!result.majorMoved.includes(spec as SpecFile)) specs.add(spec);
  }
  return [...specs].sort();
}

function verdict(result: DiffResult): string {
  const breaking = result.changes.filter((change) => change.breaking).length;
  if (result.failing.length > 0) {
    return `FAIL: ${result.failing.length} breaking change(s) without a new major of ${specsNeedingMajor(result).join(" and ")}. Make them compatible, or follow CONTRIBUTING.md's "Making a breaking change" (a new major of ${specsNeedingMajor(result).join(" and ")}'s info.version).`;
  }
  if (breaking > 0) return `OK: ${breaking} breaking change(s), announced by a new major.`;
  return `OK: no breaking change (${result.changes.length} change(s)).`;
}

export function formatText(result: DiffResult): string {
  const shown = (text: string) => forTerminal(text, { oneLine: true });
  const lines = [`contract:diff ${result.base} → ${result.head}`];
  for (const change of result.changes) {
    lines.push(
      "",
      `${change.breaking ? (result.failing.includes(change) ? "BREAKING" : "BREAKING (announced by a new major)") : "ok      "} ${change.touches}  ${shown(where(change))}`,
      `         ${shown(change.reason)}`,
      `         reaches: ${change.subjects.map((subject) => shown(subject.label)).join("; ")}`,
    );
  }
  for (const note of result.notes) lines.push("", `note: ${shown(note)}`);
  lines.push("", verdict(result));
  return `${lines.join("\n")}\n`;
}

/** A link into the site's references, as scripts/contract/links.ts makes them: nothing else becomes a link. */
const referenceLink = /^(?:http|streaming)\.html#[a-z0-9/-]*$/;

function markdownItem(change: Change): string {
  const subjects = change.subjects
    .map((subject) => {
      const label = forMarkdown(subject.label);
      return subject.link && referenceLink.test(subject.link) ? `[${label}](${subject.link})` : label;
    })
    .join(", ");
  // A reason is our sentence around the spec's names and values: all of it is shown letter for letter (its
  // backticks too, which a name holding one could otherwise close).
  return `- **${subjects}** (${change.touches}): ${forMarkdown(change.reason)} <sub>${markdownCode(where(change))}</sub>`;
}

/** The changes as markdown sections, breaking ones first; `level` is the heading level of each section. */
export function formatMarkdown(result: DiffResult, level = 3): string {
  const heading = "#".repeat(level);
  const breaking = result.changes.filter((change) => change.breaking);
  const other = result.changes.filter((change) => !change.breaking);
  const parts: string[] = [];
  if (breaking.length > 0) parts.push(`${heading} Breaking changes\n\n${breaking.map(markdownItem).join("\n")}`);
  if (other.length > 0) parts.push(`${heading} Other changes\n\n${other.map(markdownItem).join("\n")}`);
  if (result.changes.length === 0) parts.push("No change to the contract.");
  if (result.notes.length > 0)
    parts.push(`${heading} Notes\n\n${result.notes.map((note) => `- ${forMarkdown(note)}`).join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}

export function formatJson(result: DiffResult): string {
  const json = {
    ...result,
    failing: result.failing.length,
    needsNewMajor: specsNeedingMajor(result),
    verdict: verdict(result),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

export function formatReport(result: DiffResult, format: Format): string {
  if (format === "markdown") return `${formatMarkdown(result)}\n${verdict(result)}\n`;
  if (format === "json") return formatJson(result);
  return formatText(result);
}
