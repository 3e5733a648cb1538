// What the SDK makes of the contract beyond the wire: the exported types named after schemas (or their
// `x-sdk-type-name`), the error kinds of `x-error-kinds` and the stream's `x-stream-errors` table. These
// break TypeScript code, or change what it does, even when every byte on the wire stays the same.
import { escapePointerToken, record } from "@stt-service/spec-documents";
import type { Finding } from "./schema-diff.js";
import type { DocumentSet, Json, SpecFile, Subject } from "./types.js";

type Add = (finding: Finding, subject: Subject) => void;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Exported type name → pointer, for the schema components (and, in AsyncAPI, the messages). */
function typeNames(documents: DocumentSet, file: SpecFile): Map<string, string> {
  const names = new Map<string, string>();
  const root = record(documents.root(file).value);
  const components = record(root.components);
  for (const [key, value] of Object.entries(record(components.schemas))) {
    const schema = record(value);
    names.set(
      text(schema["x-sdk-type-name"]) || text(schema.title) || key,
      `/components/schemas/${escapePointerToken(key)}`,
    );
  }
  for (const [key, value] of Object.entries(record(components.messages))) {
    const message = record(value);
    const name = text(message["x-sdk-type-name"]);
    if (name) names.set(name, `/components/messages/${escapePointerToken(key)}`);
  }
  return names;
}

export function compareTypeNames(base: DocumentSet, head: DocumentSet, file: SpecFile, add: Add): void {
  const before = typeNames(base, file);
  const after = typeNames(head, file);
  const subject: Subject = { label: "exported types", spec: file };
  for (const [name, pointer] of before) {
    if (after.has(name)) continue;
    add(
      {
        file,
        pointer,
        touches: "sdk-surface",
        breaking: true,
        reason: `The exported type \`${name}\` is gone (its schema was renamed or removed): code that imports it no longer compiles.`,
      },
      subject,
    );
  }
  for (const [name, pointer] of after) {
    if (before.has(name)) continue;
    add(
      {
        file,
        pointer,
        touches: "sdk-surface",
        breaking: false,
        reason: `A new exported type \`${name}\`.`,
      },
      subject,
    );
  }
}

interface Kind {
  name: string;
  parent: string | null;
  statuses: number[];
  fallback: boolean;
  index: number;
}

function kinds(documents: DocumentSet): Map<string, Kind> {
  const list = record(documents.root("specs/openapi.yaml").value)["x-error-kinds"];
  const found = new Map<string, Kind>();
  (Array.isArray(list) ? list : []).forEach((value, index) => {
    const kind = record(value);
    found.set(text(kind.name), {
      name: text(kind.name),
      parent: typeof kind.parent === "string" ? kind.parent : null,
      statuses: Array.isArray(kind["http-statuses"]) ? kind["http-statuses"].map(Number) : [],
      fallback: kind["http-fallback"] === true,
      index,
    });
  });
  return found;
}

function depth(all: Map<string, Kind>, kind: Kind): number {
  let count = 0;
  for (let parent = kind.parent; parent && count < all.size; parent = all.get(parent)?.parent ?? null) count++;
  return count;
}

/** Whether `kind` is `ancestor` or extends it, in this table. */
function extendsKind(all: Map<string, Kind>, kind: string, ancestor: string): boolean {
  let current: string | null = kind;
  for (let hops = 0; current !== null && hops <= all.size; hops++) {
    if (current === ancestor) return true;
    current = all.get(current)?.parent ?? null;
  }
  return false;
}

/** HTTP status → the kind raised for it (the most specific kind that lists it), and the fallback kind. */
function statusTable(all: Map<string, Kind>): { table: Map<number, string>; fallback?: string } {
  const table = new Map<number, string>();
  for (const kind of all.values()) {
    for (const status of kind.statuses) {
      const current = table.get(status);
      const currentKind = current ? all.get(current) : undefined;
      if (!currentKind || depth(all, kind) > depth(all, currentKind)) table.set(status, kind.name);
    }
  }
  return { table, fallback: [...all.values()].find((kind) => kind.fallback)?.name };
}

export function compareErrorKinds(base: DocumentSet, head: DocumentSet, add: Add): void {
  const file: SpecFile = "specs/openapi.yaml";
  const subject: Subject = { label: "error kinds (x-error-kinds)", spec: file };
  const before = kinds(base);
  const after = kinds(head);
  const pointerOf = (kind: Kind) => `/x-error-kinds/${kind.index}`;
  for (const kind of before.values()) {
    const now = after.get(kind.name);
    if (!now) {
      add(
        {
          file,
          pointer: pointerOf(kind),
          touches: "sdk-surface",
          breaking: true,
          reason: `The error kind \`${kind.name}\` is gone: code that imports or catches it no longer compiles.`,
        },
        subject,
      );
      continue;
    }
    if (now.parent !== kind.parent) {
      add(
        {
          file,
          pointer: `${pointerOf(now)}/parent`,
          touches: "sdk-behaviour",
          breaking: true,
          reason: `\`${kind.name}\` now extends ${now.parent ?? "nothing"} instead of ${kind.parent ?? "nothing"}: \`instanceof\` checks catch different errors.`,
        },
        subject,
      );
    }
  }
  for (const kind of after.values()) {
    if (before.has(kind.name)) continue;
    add(
      {
        file,
        pointer: pointerOf(kind),
        touches: "sdk-surface",
        breaking: false,
        reason: `A new error kind \`${kind.name}\`.`,
      },
      subject,
    );
  }
  // A base without the table (before the SDK had error kinds) had no mapping to break.
  if (before.size === 0) return;
  const old = statusTable(before);
  const now = statusTable(after);
  // Every status either table names: one it did not list was raised as its fallback kind.
  const statuses = new Set([...old.table.keys(), ...now.table.keys()]);
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const kind = old.table.get(status) ?? old.fallback;
    const raised = now.table.get(status) ?? now.fallback;
    if (raised === kind || kind === undefined) continue;
    const where = after.get(raised ?? "");
    // A kind that extends the old one is still caught where the old one was (`instanceof`).
    const caught = raised !== undefined && extendsKind(after, raised, kind);
    add(
      {
        file,
        pointer: where ? `${pointerOf(where)}/http-statuses` : "/x-error-kinds",
        touches: "sdk-behaviour",
        breaking: !caught,
        reason: caught
          ? `HTTP ${status} now raises \`${raised}\`, a kind of \`${kind}\` which it raised before: code that catches \`${kind}\` still does.`
          : `HTTP ${status} now raises \`${raised ?? "no kind"}\` instead of \`${kind}\`: code that catches \`${kind}\` for it no longer does.`,
      },
      subject,
    );
  }
  if (old.fallback !== now.fallback) {
    add(
      {
        file,
        pointer: "/x-error-kinds",
        touches: "sdk-behaviour",
        breaking: true,
        reason: `Statuses no kind lists now raise \`${now.fallback ?? "nothing"}\` instead of \`${old.fallback ?? "nothing"}\`.`,
      },
      subject,
    );
  }
}

function streamErrors(documents: DocumentSet): {
  fallback: string;
  codes: Map<number, { entry: Json; index: number }>;
} {
  const table = record(record(documents.root("specs/asyncapi.yaml").value)["x-stream-errors"]);
  const codes = new Map<number, { entry: Json; index: number }>();
  (Array.isArray(table.codes) ? table.codes : []).forEach((value, index) => {
    const entry = record(value);
    codes.set(Number(entry["error-code"]), { entry, index });
  });
  return { fallback: text(table["fallback-kind"]), codes };
}

export function compareStreamErrors(base: DocumentSet, head: DocumentSet, add: Add): void {
  const file: SpecFile = "specs/asyncapi.yaml";
  const subject: Subject = { label: "stream errors (x-stream-errors)", spec: file };
  const before = streamErrors(base);
  const after = streamErrors(head);
  if (before.fallback !== "" && before.fallback !== after.fallback) {
    add(
      {
        file,
        pointer: "/x-stream-errors/fallback-kind",
        touches: "sdk-behaviour",
        breaking: true,
        reason: `Error codes the table does not list now raise \`${after.fallback}\` instead of \`${before.fallback}\`.`,
      },
      subject,
    );
  }
  for (const [code, { entry }] of before.codes) {
    const now = after.codes.get(code);
    if (!now) {
      add(
        {
          file,
          pointer: "/x-stream-errors/codes",
          touches: "server-frame",
          breaking: false,
          reason: `The error code ${code} is no longer listed: the server no longer sends it (clients would raise \`${after.fallback}\` for it).`,
        },
        subject,
      );
      continue;
    }
    const pointer = `/x-stream-errors/codes/${now.index}`;
    if (text(entry.kind) !== text(now.entry.kind)) {
      add(
        {
          file,
          pointer: `${pointer}/kind`,
          touches: "sdk-behaviour",
          breaking: true,
          reason: `Stream error ${code} now raises \`${text(now.entry.kind)}\` instead of \`${text(entry.kind)}\`: code that catches \`${text(entry.kind)}\` for it no longer does.`,
        },
        subject,
      );
    }
    for (const field of ["error-type", "close-code"]) {
      if (String(entry[field]) === String(now.entry[field])) continue;
      add(
        {
          file,
          pointer: `${pointer}/${field}`,
          touches: "server-frame",
          breaking: true,
          reason: `Stream error ${code}'s ${field} changes from ${String(entry[field])} to ${String(now.entry[field])}: clients that check it see another value.`,
        },
        subject,
      );
    }
  }
  // An error type that moves to another code: older SDKs map the new code as they always did (most often to
  // the fallback kind), so code that catches the type's kind for it no longer does.
  for (const [code, { entry }] of before.codes) {
    const type = text(entry["error-type"]);
    const moved = [...after.codes].find(
      ([otherCode, other]) => otherCode !== code && type !== "" && text(other.entry["error-type"]) === type,
    );
    if (!moved || after.codes.has(code)) continue;
    const [newCode, { index }] = moved;
    const olderRaise = text(before.codes.get(newCode)?.entry.kind) || before.fallback;
    if (olderRaise === text(entry.kind)) continue;
    add(
      {
        file,
        pointer: `/x-stream-errors/codes/${index}/error-code`,
        touches: "sdk-behaviour",
        breaking: true,
        reason: `The error type ${type} moves from code ${code} to ${newCode}: older clients raise \`${olderRaise}\` for ${newCode}, not \`${text(entry.kind)}\`, so code that catches \`${text(entry.kind)}\` for it no longer does.`,
      },
      subject,
    );
  }
  for (const [code, { entry, index }] of after.codes) {
    if (before.codes.has(code)) continue;
    add(
      {
        file,
        pointer: `/x-stream-errors/codes/${index}`,
        touches: "server-frame",
        breaking: false,
        reason: `A new stream error code ${code} (\`${text(entry.kind)}\`): older clients raise \`${before.fallback}\` for it.`,
      },
      subject,
    );
  }
}
