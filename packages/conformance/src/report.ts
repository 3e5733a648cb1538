// What a run found, grouped by check: each check counts what it verified, and each violation carries the
// evidence to reproduce it (a curl line with the key redacted, or the frames of a stream). Printed as text
// for people and as JUnit XML for CI.
//
// This is the one place report text is produced, so it is where a server's text is made safe: every
// message, evidence and header line has the run's keys (the configured ones and each minted temporary key)
// redacted, is bounded, and is shown through the spec library's untrusted-text module (forTerminal, forXml).
// A check cannot skip it, since checks only hand text to `fail`.
import { forTerminal, forXml } from "@stt-service/spec-documents";
import { redactText } from "stt-service/shared-runtime";
import { detached } from "./json.js";

/** One way the server broke the contract: the check, what was wrong, and the evidence to reproduce it. */
export interface Violation {
  check: string;
  message: string;
  /** A curl line, or a frame transcript. */
  evidence: string;
}

interface CheckResult {
  check: string;
  verified: number;
  violations: Violation[];
}

/** Violations kept per check: one defect repeated on every request would bury the others. */
const maxViolationsPerCheck = 20;
/** Characters kept of a violation's message and of its evidence (a server's text is in both). */
export const maxMessageChars = 1_000;
export const maxEvidenceChars = 2_000;

/** What a run found: each check's name, how many answers it verified, and its violations; printed as text or JUnit XML. */
export class Report {
  private readonly checks = new Map<string, CheckResult>();
  /** The keys of the run, never printed; minted keys join with `addSecret`. */
  private readonly keys: string[] = [];
  /** The keys and the forms a server may echo them in (URL-encoded, JSON-escaped, base64): all redacted. */
  private readonly secrets: string[] = [];

  constructor(secrets: readonly (string | undefined)[] = []) {
    for (const secret of secrets) if (typeof secret === "string") this.remember(secret);
  }

  private remember(secret: string): boolean {
    if (secret === "" || this.keys.includes(secret)) return false;
    this.keys.push(secret);
    for (const form of echoedForms(secret)) if (!this.secrets.includes(form)) this.secrets.push(form);
    // Longest first: a form that holds another is replaced whole.
    this.secrets.sort((a, b) => b.length - a.length);
    return true;
  }

  /** A key the run learnt while running (a minted temporary key): redacted from then on, and in what was kept. */
  addSecret(secret: string): void {
    if (!this.remember(secret)) return;
    for (const result of this.checks.values()) {
      result.violations = result.violations.map((violation) => ({
        check: violation.check,
        message: this.redact(violation.message),
        evidence: this.redact(violation.evidence),
      }));
    }
  }

  /**
   * The keys and their echoed forms redacted; and where a check cut a server's text (the kit marks every
   * cut with `…`), the start of a key the cut split, which no longer matches the key, goes too.
   */
  private redact(text: string): string {
    return redactCutKeys(redactText(text, this.secrets), this.secrets);
  }

  /** Text with the run's keys redacted, then cut to `max` characters (a key the cut splits is dropped whole). */
  redacted(text: string, max = Number.POSITIVE_INFINITY): string {
    const longest = this.secrets.reduce((most, secret) => Math.max(most, secret.length), 0);
    if (text.length <= max) return this.redact(text);
    // Only the start is read: a key cut at the window's end sits in its last `longest` characters, which go.
    const window = this.redact(text.slice(0, max + longest)).slice(0, max);
    return `${window}…(${text.length} characters)`;
  }

  private entry(check: string): CheckResult {
    let result = this.checks.get(check);
    if (!result) {
      result = { check, verified: 0, violations: [] };
      this.checks.set(check, result);
    }
    return result;
  }

  /** Counts one thing a check verified and found as the contract says. */
  pass(check: string): void {
    this.entry(check).verified += 1;
  }

  fail(check: string, message: string, evidence: string): void {
    const result = this.entry(check);
    result.verified += 1;
    if (result.violations.length >= maxViolationsPerCheck) return;
    // Copies: a message or evidence cut from a 10 MB body would otherwise keep the body alive.
    const kept = detached(this.redacted(message, maxMessageChars));
    if (result.violations.some((violation) => violation.message === kept)) return;
    result.violations.push({ check, message: kept, evidence: detached(this.redacted(evidence, maxEvidenceChars)) });
  }

  /** Checks in the order they first ran. */
  results(): CheckResult[] {
    return [...this.checks.values()];
  }

  violations(): Violation[] {
    return this.results().flatMap((result) => result.violations);
  }

  /**
   * The report for a terminal: the header, each check, and the verdict (or `ending` in its place, such as
   * why the run cannot finish). Every line is redacted and shown with forTerminal.
   */
  text(header: string[], ending?: string): string {
    const lines = [...header.map((line) => this.line(line)), ""];
    for (const result of this.results()) {
      const mark = result.violations.length === 0 ? "ok  " : "FAIL";
      lines.push(
        `${mark} ${this.line(result.check)} (${result.verified} verified, ${result.violations.length} violations)`,
      );
      for (const violation of result.violations) {
        lines.push(`     - ${this.line(violation.message)}`);
        for (const line of violation.evidence.split("\n")) lines.push(`       ${this.line(line)}`);
      }
    }
    const count = this.violations().length;
    const verdict = count === 0 ? "The server keeps the contract." : `${count} violation(s) of the contract.`;
    lines.push("", ending === undefined ? verdict : this.line(ending));
    return lines.join("\n");
  }

  private line(text: string): string {
    return forTerminal(this.redact(text), { oneLine: true });
  }

  junit(suiteName: string): string {
    const xml = (text: string) => forXml(this.redact(text));
    const results = this.results();
    const failures = results.filter((result) => result.violations.length > 0).length;
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites name="${xml(suiteName)}" tests="${results.length}" failures="${failures}">`,
      `  <testsuite name="${xml(suiteName)}" tests="${results.length}" failures="${failures}">`,
    ];
    for (const result of results) {
      const [group] = result.check.split(".");
      lines.push(`    <testcase classname="${xml(group ?? result.check)}" name="${xml(result.check)}">`);
      for (const violation of result.violations) {
        lines.push(`      <failure message="${xml(violation.message)}">${xml(violation.evidence)}</failure>`);
      }
      lines.push("    </testcase>");
    }
    lines.push("  </testsuite>", "</testsuites>", "");
    return lines.join("\n");
  }
}

/** Shortest start of a key taken for that key where a cut ends it: shorter ones tell next to nothing. */
const minCutKeyChars = 4;

/**
 * The forms a server may echo a key in besides itself: URL-encoded, JSON-escaped, and base64 (and
 * base64url) at each of the three alignments a prefix such as `Bearer ` or `user:` gives it, without the
 * characters its neighbours share. Forms shorter than 8 characters are not kept: they would match by chance.
 */
export function echoedForms(key: string): string[] {
  const forms = new Set([key, encodeURIComponent(key), JSON.stringify(key).slice(1, -1)]);
  const bytes = Buffer.from(key, "utf8");
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
    // The first quartet mixes in the prefix's bytes (when there is one), the last one the next bytes.
    const start = offset === 0 ? 0 : 4;
    const end = Math.floor((offset + bytes.length) / 3) * 4;
    const inner = encoded.slice(start, end);
    forms.add(inner);
    forms.add(inner.replaceAll("+", "-").replaceAll("/", "_"));
  }
  return [...forms].filter((form) => form === key || form.length >= 8);
}

/**
 * Removes, before each `…` (the mark of a cut) and at the end of each line, a start of a secret a cut left:
 * `sk-live-01…` when the secret is `sk-live-0123456789`. A line's end is where a server's own cut shows: a
 * WebSocket close reason is at most 123 bytes, so a server that echoes the key in it cuts the key there.
 */
export function redactCutKeys(text: string, secrets: readonly string[]): string {
  let result = "";
  let from = 0;
  const cuts = /…|\n|$/g;
  for (let match = cuts.exec(text); match !== null; match = cuts.exec(text)) {
    const at = match.index;
    if (match[0] === "") cuts.lastIndex += 1;
    let longest = 0;
    for (const secret of secrets) {
      for (
        let length = Math.min(secret.length - 1, at - from);
        length >= minCutKeyChars && length > longest;
        length--
      ) {
        if (text.startsWith(secret.slice(0, length), at - length)) {
          longest = length;
          break;
        }
      }
    }
    result += longest > 0 ? `${text.slice(from, at - longest)}[redacted]` : text.slice(from, at);
    from = at;
  }
  return result + text.slice(from);
}
