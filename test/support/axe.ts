// axe-core (Deque's accessibility engine, the one browser extensions and Lighthouse run) inside a page of a
// browser test, under the page's own Content-Security-Policy: the source goes in through the DevTools protocol
// (`page.evaluate`), which the policy does not govern, where `addScriptTag` would add an inline script the
// policy refuses. The page is checked as a reader gets it, policy and all: a style the policy blocked is
// missing from what axe measures, as it is from what the reader sees.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The impacts that fail a test: what keeps a reader out, not what only slows one down. */
const failingImpacts = new Set(["serious", "critical"]);

export interface AxeViolation {
  rule: string;
  impact: string;
  /** The element, as a CSS selector. */
  target: string;
  /** What is wrong with it, in axe's words. */
  summary: string;
}

/** axe's serious and critical violations on the page as it is now, one entry per element. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? "",
        target: node.target.map(String).join(" "),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, " "),
      })),
    );
  });
  return violations.filter((violation) => failingImpacts.has(violation.impact));
}

/** One line per violation, for a test's failure message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => `${violation.rule} (${violation.impact}) ${violation.target}: ${violation.summary}`)
    .join("\n");
}
