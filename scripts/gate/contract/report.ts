// The gate's report in three forms: text for a terminal, markdown for a pull request and CHANGELOG.md (each
// change linked to its operation or message in the docs site's reference), and JSON for tools.
// Reasons, labels, pointers and notes carry spec text a pull request controls (names, enum values, sunsets):
// they are made inert here, where they enter a terminal or Markdown, and nowhere else.
import { forMarkdown, forTerminal, markdownCode } from "@stt-service/spec-documents";
import type { Change, DiffResult, SpecFile } from "./types.js";

export type Format = "text" | "markdown" | "json";

/**
 * The report's bounds: at most `changes` changes listed (the verdict still counts them all), and each text from
 * a spec cut at `textChars`. CHANGELOG.md's sections list 19 changes, its longest line 306 characters; a spec
 * at the 1 MiB bound of src/spec-documents can still hold 7,000 new operations (then the first 1000 make 185 kB),
 * and a 14.6 MB one made a report of 20 MB before that bound.
 */
export const reportBounds = { changes: 1000, textChars: 2000 } as const;

function shown(text: string): string {
  const cut = text.length > reportBounds.textChars ? `${text.slice(0, reportBounds.textChars)}… (cut)` : text;
  return forTerminal(cut, { oneLine: true });
}

function where(change: Change): string {
  return `${change.file}#${change.pointer}`;
}

/** The changes listed, and a note of those left out past reportBounds.changes. */
function listed(result: DiffResult): { changes: Change[]; notes: string[] } {
  if (result.changes.length <= reportBounds.changes) return { changes: result.changes, notes: result.notes };
  const left = result.changes.length - reportBounds.changes;
  return {
    changes: result.changes.slice(0, reportBounds.changes),
    notes: [
      ...result.notes,
      `${left} more change(s) not listed: the report lists the first ${reportBounds.changes} (breaking ones first).`,
    ],
  };
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
    return `FAIL: ${result.failing.length} breaking change(s) without a new major of ${specsNeedingMajor(result).join(" and ")}. Make them compatible, or follow CONTRIBUTING.md's "Making an intended breaking change" (a new major of ${specsNeedingMajor(result).join(" and ")}'s info.version).`;
  }
  if (breaking > 0) return `OK: ${breaking} breaking change(s), announced by a new major.`;
  return `OK: no breaking change (${result.changes.length} change(s)).`;
}

export function formatText(result: DiffResult): string {
  const { changes, notes } = listed(result);
  const failing = new Set(result.failing);
  const lines = [`contract:diff ${shown(result.base)} → ${shown(result.head)}`];
  for (const change of changes) {
    lines.push(
      "",
      `${change.breaking ? (failing.has(change) ? "BREAKING" : "BREAKING (announced by a new major)") : "ok      "} ${change.touches}  ${shown(where(change))}`,
      `         ${shown(change.reason)}`,
      `         reaches: ${shown(change.subjects.map((subject) => subject.label).join("; "))}`,
    );
  }
  for (const note of notes) lines.push("", `note: ${shown(note)}`);
  lines.push("", verdict(result));
  return `${lines.join("\n")}\n`;
}

/** A link into the site's references, as scripts/lib/site-anchors.ts makes them: nothing else becomes a link. */
const referenceLink = /^(?:http|streaming)\.html#[a-z0-9/-]*$/;

function markdownItem(change: Change): string {
  const subjects = change.subjects
    .map((subject) => {
      const label = reasonMarkdown(subject.label);
      return subject.link && referenceLink.test(subject.link) ? `[${label}](${subject.link})` : label;
    })
    .join(", ");
  return `- **${subjects}** (${change.touches}): ${reasonMarkdown(change.reason)} <sub>${markdownCode(readableWhere(change))}</sub>`;
}

/**
 * A reason (or a label) is our sentence with the spec's names in backticks: those become code spans and the rest text, each
 * made inert on its own. A name holding a backtick shifts which parts show as code, never what runs: every
 * part goes through forMarkdown or markdownCode.
 */
function reasonMarkdown(reason: string): string {
  return reason
    .split("`")
    .map((part, index) => (index % 2 === 1 && part !== "" ? markdownCode(part) : forMarkdown(part)))
    .join("");
}

/** Where a change is, for a reader: the pointer's tokens unescaped (`~1` is `/`), joined by `›`. */
function readableWhere(change: Change): string {
  const tokens = change.pointer
    .split("/")
    .slice(1)
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
  return [change.file, ...tokens].join(" › ");
}

/** The changes as markdown sections, breaking ones first; `level` is the heading level of each section. */
export function formatMarkdown(result: DiffResult, level = 3): string {
  const heading = "#".repeat(level);
  const { changes, notes } = listed(result);
  const breaking = changes.filter((change) => change.breaking);
  const other = changes.filter((change) => !change.breaking);
  const parts: string[] = [];
  if (breaking.length > 0) parts.push(`${heading} Breaking changes\n\n${breaking.map(markdownItem).join("\n")}`);
  if (other.length > 0) parts.push(`${heading} Other changes\n\n${other.map(markdownItem).join("\n")}`);
  if (result.changes.length === 0) parts.push("No change to the contract.");
  // A note is our sentence with names in backticks, as a reason is: its code spans stay code spans.
  if (notes.length > 0)
    parts.push(`${heading} Notes\n\n${notes.map((note) => `- ${reasonMarkdown(note)}`).join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}

export function formatJson(result: DiffResult): string {
  const { changes, notes } = listed(result);
  // JSON.stringify writes control characters as \u escapes: a tool reads the text as it was.
  const json = {
    ...result,
    changes,
    notes,
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
