// What a run found, grouped by check: each check counts what it verified, and each violation carries the
// evidence to reproduce it (a curl line with the key redacted, or the frames of a stream). Printed as text
// for people and as JUnit XML for CI.

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

/** What a run found: each check's name, how many answers it verified, and its violations; printed as text or JUnit XML. */
export class Report {
  private readonly checks = new Map<string, CheckResult>();

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
    // One defect repeated on every request would bury the others: keep the first few of each check.
    const result = this.entry(check);
    result.verified += 1;
    if (result.violations.some((violation) => violation.message === message)) return;
    if (result.violations.length < 20) result.violations.push({ check, message, evidence });
  }

  /** Checks in the order they first ran. */
  results(): CheckResult[] {
    return [...this.checks.values()];
  }

  violations(): Violation[] {
    return this.results().flatMap((result) => result.violations);
  }

  text(header: string[]): string {
    const lines = [...header, ""];
    for (const result of this.results()) {
      const mark = result.violations.length === 0 ? "ok  " : "FAIL";
      lines.push(`${mark} ${result.check} (${result.verified} verified, ${result.violations.length} violations)`);
      for (const violation of result.violations) {
        lines.push(`     - ${violation.message}`);
        for (const line of violation.evidence.split("\n")) lines.push(`       ${line}`);
      }
    }
    const count = this.violations().length;
    lines.push("", count === 0 ? "The server keeps the contract." : `${count} violation(s) of the contract.`);
    return lines.join("\n");
  }

  junit(suiteName: string): string {
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

// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters, so they are dropped
const notXml = /[\x00-\x08\x0B\x0C\x0E-\x1F]/g;

function xml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll(notXml, "");
}
