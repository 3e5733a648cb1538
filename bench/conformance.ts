// `npm run bench:conformance`: our conformance kit and Specmatic (the npm package's jar, on Java) side by
// side, on the unbroken mock and on each broken HTTP server of test/support (the mock behind a proxy
// with one defect). A tool finds a defect when it reports a failure on the broken server that it does not
// report on the unbroken mock; what it reports on the unbroken mock are its false positives. Specmatic's
// generated tests of POST /transcriptions run into the thousands (every combination of its optional
// options: 9,174 scenarios did not finish in 5 minutes here), so that one operation is filtered out of its
// runs. A section of its own, not of `npm run bench` or `npm test`: it takes minutes.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Defect, startBrokenServer } from "../test/support/broken-proxy.js";
import { brokenCases, longReferenceDefect } from "../test/support/broken-proxy-defects.js";
import { failedChecks, runKit, startQuickMocks } from "../test/support/conformance-kit.js";

const root = resolve(import.meta.dirname, "..");
const jar = join(root, "node_modules", "specmatic", "specmatic.jar");
const specmaticTimeoutMs = 300_000;

interface SpecmaticRun {
  failing: Set<string>;
  tests: number;
  seconds: number;
  error?: string;
}

function specmatic(baseUrl: string, apiKey: string): Promise<SpecmaticRun> {
  const reports = mkdtempSync(join(tmpdir(), "specmatic-"));
  const started = performance.now();
  return new Promise((done) => {
    execFile(
      "java",
      [
        "-jar",
        jar,
        "test",
        join(root, "specs", "openapi.yaml"),
        `--testBaseURL=${baseUrl}`,
        `--junitReportDir=${reports}`,
        "--filter=!(PATH='/transcriptions' && METHOD='POST')",
      ],
      // Specmatic sends the bearer token found in the environment variable named after the security scheme.
      {
        cwd: reports,
        env: { ...process.env, bearerAuth: apiKey },
        timeout: specmaticTimeoutMs,
        maxBuffer: 512 * 1024 * 1024,
      },
      (error) => {
        const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
        const failing = new Set<string>();
        let tests = 0;
        for (const file of readdirSync(reports).filter((name) => name.endsWith(".xml"))) {
          for (const testcase of readFileSync(join(reports, file), "utf8").split("<testcase").slice(1)) {
            tests += 1;
            const name =
              / name="([^"]*)"/
                .exec(testcase)?.[1]
                ?.replace(/.*Scenario: /, "")
                .replaceAll("&gt;", ">") ?? "?";
            if (testcase.includes("<failure")) failing.add(name);
          }
        }
        rmSync(reports, { recursive: true, force: true });
        done({ failing, tests, seconds, error: tests === 0 ? String(error?.message ?? "no report") : undefined });
      },
    );
  });
}

const mocks = await startQuickMocks();
const cases: { name: string; check: string; defect: () => Defect }[] = [
  { name: "(unbroken mock)", check: "-", defect: () => ({}) },
  ...brokenCases.filter((entry) => entry.only === "http"),
  {
    name: "500 for a client_reference_id over 300 characters",
    check: "negative.never-5xx",
    defect: longReferenceDefect,
  },
];
const rows: Record<string, string | number>[] = [];
let baseline: SpecmaticRun | undefined;
try {
  for (const entry of cases) {
    const server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, entry.defect());
    try {
      const started = performance.now();
      const ours = await runKit(server.baseUrl, server.streamUrl, ["--only", "http", "--negative-runs", "1"]);
      const oursSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
      const theirs = await specmatic(server.baseUrl, "conformance-first-key");
      baseline ??= theirs;
      const found = ours.report.violations().map((violation) => violation.check);
      // Specmatic's failures vary from run to run on the same server (its generated temporary-key requests
      // failed in one run of the unbroken mock and passed in another): a failure counts as a finding only in
      // an operation that had none on the unbroken mock.
      const operationOf = (name: string) => name.split(" -> ")[0] ?? name;
      const noisy = new Set([...(baseline?.failing ?? [])].map(operationOf));
      const extra = [...theirs.failing].filter((name) => !noisy.has(operationOf(name)));
      rows.push({
        defect: entry.name,
        "kit: found": entry.check === "-" ? `${found.length} violations` : found.includes(entry.check) ? "yes" : "NO",
        "kit: checks failed": failedChecks(ours).join(" ") || "-",
        "kit: s": oursSeconds,
        "specmatic: found": theirs.error
          ? `did not run: ${theirs.error.slice(0, 60)}`
          : entry.check === "-"
            ? `${theirs.failing.size} of ${theirs.tests} failed`
            : extra.length > 0
              ? "yes"
              : "no",
        "specmatic: new failures": entry.check === "-" ? "-" : extra.slice(0, 2).join("; ") || "-",
        "specmatic: s": theirs.seconds,
      });
      console.error(`${entry.name}: done`);
    } finally {
      await server.close();
    }
  }
} finally {
  await mocks.stop();
}
console.table(rows);
console.log("\nSpecmatic's failures on the unbroken mock (its false positives):");
for (const name of [...(baseline?.failing ?? [])].slice(0, 40)) console.log(`  ${name}`);
