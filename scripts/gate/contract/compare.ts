// Compares two sides of the contract: both specs, judged together (an edit in openapi.yaml that reaches the
// stream through a `$ref` is reported for the stream's messages too), and the SDK surface report. The verdict:
// a breaking change fails unless the info.version of every spec it reaches moved to a new major.

import { record, SpecDocuments } from "@stt-service/spec-documents";
import { compareStream } from "./asyncapi-diff.js";
import { compareOperations, type SpecContext } from "./openapi-diff.js";
import type { Finding } from "./schema-diff.js";
import { compareErrorKinds, compareStreamErrors, compareTypeNames } from "./sdk-extensions.js";
import { compareSurfaces } from "./surface-diff.js";
import type { Change, ContractSide, DiffResult, SpecFile, Subject } from "./types.js";
import { compareWebhooks } from "./webhooks-diff.js";

const specs: SpecFile[] = ["specs/openapi.yaml", "specs/asyncapi.yaml"];

function major(document: unknown): number | undefined {
  const version = record(record(document).info).version;
  const match = typeof version === "string" ? /^(\d+)\./.exec(version) : null;
  return match ? Number(match[1]) : undefined;
}

export interface CompareOptions {
  /** YYYY-MM-DD: sunsets before it have passed. Today (UTC) by default. */
  today?: string;
}

export function compareContracts(base: ContractSide, head: ContractSide, options: CompareOptions = {}): DiffResult {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const baseDocuments = new SpecDocuments({ "specs/openapi.yaml": base.openapi, "specs/asyncapi.yaml": base.asyncapi });
  const headDocuments = new SpecDocuments({ "specs/openapi.yaml": head.openapi, "specs/asyncapi.yaml": head.asyncapi });

  // One change reached from many places (ErrorBody in every error response) is listed once, with them all.
  const merged = new Map<string, Change>();
  const add = (finding: Finding, subject: Subject) => {
    const key = `${finding.file}#${finding.pointer}|${finding.touches}|${finding.breaking}|${finding.reason}`;
    const change = merged.get(key);
    if (!change) merged.set(key, { ...finding, subjects: [subject] });
    else if (!change.subjects.some((known) => known.label === subject.label)) change.subjects.push(subject);
  };
  const ctx: SpecContext = { base: baseDocuments, head: headDocuments, today, add };
  compareOperations(ctx);
  compareWebhooks(ctx);
  compareStream(ctx);
  for (const file of specs) compareTypeNames(baseDocuments, headDocuments, file, add);
  compareErrorKinds(baseDocuments, headDocuments, add);
  compareStreamErrors(baseDocuments, headDocuments, add);

  const notes: string[] = [];
  const changes = [...merged.values(), ...compareSurfaces(base, head, notes)];
  // Breaking first, then by file and pointer, so the report reads the same on every run.
  changes.sort(
    (a, b) =>
      Number(b.breaking) - Number(a.breaking) || a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer),
  );

  const majorMoved = specs.filter((file) => {
    const before = major(file === "specs/openapi.yaml" ? base.openapi : base.asyncapi);
    const after = major(file === "specs/openapi.yaml" ? head.openapi : head.asyncapi);
    return before !== undefined && after !== undefined && after > before;
  });
  for (const file of majorMoved) notes.push(`${file}: info.version moved to a new major, which allows its breaks.`);
  const failing = changes.filter((change) => {
    if (!change.breaking) return false;
    // A break must be announced by a new major of the spec it is in and of every spec whose clients it reaches;
    // the SDK's surface follows the HTTP contract's version.
    const reached = new Set<SpecFile>(change.subjects.map((subject) => subject.spec));
    if (change.file !== "contract/sdk-surface.json") reached.add(change.file);
    return [...reached].some((file) => !majorMoved.includes(file));
  });
  return { base: base.label, head: head.label, changes, notes, majorMoved, failing };
}
