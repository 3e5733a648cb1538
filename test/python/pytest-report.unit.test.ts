// The Python suite's failures as the harness reports them: each failed or erred test by file and name, with
// pytest's message, read from its JUnit report.
import { describe, expect, it } from "vitest";
import { pytestOutcome } from "./support/python-tools.js";

const report = `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="1" failures="1" tests="3">
<testcase classname="tests.http.test_faults" name="test_retries[503]" time="0.1" />
<testcase classname="tests.http.test_faults" name="test_html_page" time="0.1"><failure message="AssertionError: assert &quot;&lt;html&gt;&quot; == 'x'">trace</failure></testcase>
<testcase classname="tests.realtime.test_session" name="test_finish" time="0.1"><error message="fixture &apos;mock&apos; not found">trace</error></testcase>
</testsuite></testsuites>`;

describe("pytestOutcome", () => {
  it("counts the tests and names each failure and error with its message", () => {
    expect(pytestOutcome(report)).toEqual({
      tests: 3,
      failures: [
        `tests.http.test_faults::test_html_page: AssertionError: assert "<html>" == 'x'`,
        "tests.realtime.test_session::test_finish: fixture 'mock' not found",
      ],
    });
  });
});
