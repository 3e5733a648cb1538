// The differential test's report: findings grouped by what went wrong and the kind of request, with a count and
// one reproducer each, compact enough to read in a CI log.
import type { Finding } from "./run.js";

export interface Tally {
  cases: number;
  requests: number;
  /** Requests both mocks answered alike. */
  agreed: number;
  /** Requests both mocks answered alike and within the contract. */
  clean: number;
}

export function formatReport(findings: readonly Finding[], tally: Tally, seed: number): string {
  const groups = new Map<string, { count: number; first: Finding }>();
  for (const finding of findings) {
    const name = `${finding.kind} | ${finding.category}`;
    const group = groups.get(name);
    if (group) group.count++;
    else groups.set(name, { count: 1, first: finding });
  }
  const percent = (part: number) => ((100 * part) / Math.max(tally.requests, 1)).toFixed(1);
  const lines = [
    `differential test, seed ${seed}: ${tally.cases} cases, ${tally.requests} requests; the mocks agree on ${tally.agreed} (${percent(tally.agreed)}%), ${tally.clean} (${percent(tally.clean)}%) agree within the contract`,
    `(repeat: STT_DIFF_SEED=${seed} STT_DIFF_CASES=${tally.cases} npx vitest run packages/mock/test/differential/differential.integration.test.ts)`,
  ];
  const sorted = [...groups.entries()].sort(([a, x], [b, y]) => a.localeCompare(b) || y.count - x.count);
  for (const [name, { count, first }] of sorted) {
    lines.push(`${String(count).padStart(5)}  ${name}`);
    lines.push(`         ${first.detail.slice(0, 220)}`);
    lines.push(`         ${first.reproducer}`);
  }
  return lines.join("\n");
}
