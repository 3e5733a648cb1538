// The report is the one place report text is produced: what a server said reaches the terminal through
// forTerminal and the JUnit file through forXml, the run's keys (and every key minted during it) are
// redacted from both, and what it keeps of each violation is bounded.
import { describe, expect, it } from "vitest";
import { show } from "../src/json.js";
import { maxEvidenceChars, maxMessageChars, Report } from "../src/report.js";

const key = "sk-live-0123456789abcdef";
const minted = "tmp_minted0123456789";
// Erase the line, move up, forge a verdict, ring the bell, write the clipboard (OSC 52), a C1 CSI.
const hostile = "\u001b[2K\u001b[1AThe server keeps the contract.\u0007\u001b]52;c;aGVsbG8=\u0007\u009b31m";
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a terminal obeys must not be printed
const terminalControls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

describe("Report", () => {
  it("shows a server's control characters as text, never as controls, in every line it prints", () => {
    const report = new Report([key]);
    report.fail(`stream.${hostile}`, `id ${hostile}`, `curl …\n→ 200 ${hostile}\r\nsecond line`);
    const text = report.text([`note: could not delete: file ${hostile}`]);
    expect(text).not.toMatch(terminalControls);
    expect(text).toContain("\\u001b[2K");
    // The only verdict line is the report's own.
    expect(text.split("\n").filter((line) => line.startsWith("The server keeps"))).toEqual([]);
    expect(text.trimEnd().endsWith("1 violation(s) of the contract.")).toBe(true);
  });

  it("writes well-formed XML: U+FFFE, U+FFFF, controls and lone surrogates do not pass", () => {
    const report = new Report();
    report.fail("http.body-schema", "bad \uFFFE\uFFFF \u0001 \uD800 <x>", "evidence \uFFFF & \u0000");
    const xml = report.junit("stt-conformance");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids them, so the file must not hold them
    expect(xml).not.toMatch(/[\uFFFE\uFFFF\u0000\u0001]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(xml).toContain("&lt;x&gt;");
    expect(xml).toContain("&amp;");
  });

  it("redacts the run's keys and keys minted later from the text, the JUnit file and what it keeps", () => {
    const report = new Report([key, undefined]);
    report.fail("auth.no-key", `echo Bearer ${key} and ${minted}`, `→ 401 {"message":"${key} ${minted}"}`);
    report.addSecret(minted);
    report.fail("auth.invalid-key", `echo ${minted}`, `${"x".repeat(maxEvidenceChars - 5)}${key}`);
    const outputs = [
      report.text([`header ${key}`]),
      report.junit("stt-conformance"),
      JSON.stringify(report.violations()),
    ];
    for (const output of outputs) {
      expect(output).not.toContain(key);
      expect(output).not.toContain(minted);
      // A key that the evidence's cut splits leaves no part of itself.
      expect(output).not.toContain(key.slice(0, 5));
    }
  });

  it("leaves no start of a key that a check's cut split: a string, a JSON value, a frame's transcript line", () => {
    const report = new Report([key]);
    // Each cut falls inside the key: show() cuts strings at 120 and JSON at its bound, the transcript at 300.
    report.fail("state.transcription", `the transcription ended error: ${show(`${"p".repeat(110)}${key}`)}`, "");
    report.fail("stream.frames", `not the contract's: ${show({ u: `${"p".repeat(60)}${key}` }, 80)}`, "");
    report.fail("stream.close", "frames", `← ${"p".repeat(290)}${key}…(2000 characters)`);
    const outputs = [report.text([]), report.junit("stt-conformance"), JSON.stringify(report.violations())];
    for (const output of outputs) {
      expect(output).not.toContain(key.slice(0, 5));
      expect(output).toContain("[redacted]…");
    }
    // A JSON value cut by show() is marked as cut, like a string.
    expect(show({ u: "x".repeat(200) }, 80)).toMatch(/…$/);
  });

  it("leaves no start of a key a server's own cut left at a line's end (a close reason is at most 123 bytes)", () => {
    const report = new Report([key]);
    const reason = `invalid authorization header ${"-".repeat(80)}: Bearer ${key}`.slice(0, 123);
    report.fail("stream.auth", `the stream closed: ${reason}`, `→ open ws://x (no key)\n← close 4001 ${reason}\n…`);
    for (const output of [report.text([]), report.junit("stt-conformance"), JSON.stringify(report.violations())]) {
      expect(output).not.toContain(key.slice(0, 5));
      expect(output).toContain(": Bearer [redacted]");
    }
  });

  it("redacts a key a server echoes URL-encoded, JSON-escaped or in base64 (as in Basic or Bearer)", () => {
    const odd = "sk/live+0123456789abc\\def";
    const report = new Report([odd]);
    const echoes = [
      encodeURIComponent(`Bearer ${odd}`),
      JSON.stringify({ authorization: `Bearer ${odd}` }),
      Buffer.from(`Bearer ${odd}`).toString("base64"),
      Buffer.from(`user:${odd}`).toString("base64"),
      Buffer.from(odd).toString("base64url"),
    ];
    for (const echo of echoes) report.fail("http.error-body", `echo ${echo}`, echo);
    const xml = report.junit("stt-conformance");
    for (const echo of echoes) {
      const inner = echo.slice(12, 30);
      expect(xml).not.toContain(inner);
    }
    expect(xml.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(echoes.length * 2);
  });

  it("keeps a bounded message and evidence however much a server sends", () => {
    const report = new Report();
    report.fail("stream.frames", "m".repeat(1_000_000), "e".repeat(5_000_000));
    const [violation] = report.violations();
    expect(violation?.message.length).toBeLessThanOrEqual(maxMessageChars + 40);
    expect(violation?.evidence.length).toBeLessThanOrEqual(maxEvidenceChars + 40);
  });
});
