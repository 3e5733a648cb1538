// `redocly <args>` as the lint script runs it, without the box Redocly CLI prints on every start under
// Node 20 ("Deprecation warning: Node.js 20 support is ending"). No option or environment variable turns it
// off (in 2.77.0 it is printed unconditionally when the Node major is 20), and a newcomer reads it as a
// failure. The project's Node floors are in the README; the box is dropped only when it is that exact
// notice, and everything else Redocly writes passes through as it came.
// Usage: node scripts/gate/redocly.mjs <redocly arguments>
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");
const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { stdio: ["inherit", "inherit", "pipe"] });

const notice = "Node.js 20 support is ending";
// The box is a few hundred bytes at the very start; past this much, stderr is passed on without looking.
const lookLimit = 4096;
let head = "";
let passing = false;

function pass(text) {
  if (text) process.stderr.write(text);
}

/** Writes `head` on, without a leading box that holds the notice. */
function release(final) {
  const start = head.indexOf("╔");
  const end = head.indexOf("╝", start);
  if (start !== -1 && end !== -1) {
    const lineEnd = head.indexOf("\n", end);
    const box = head.slice(start, lineEnd === -1 ? head.length : lineEnd + 1);
    const before = head.slice(0, start);
    if (box.includes(notice) && before.trim() === "") {
      head = head.slice(start + box.length).replace(/^\n/, "");
    }
  } else if (!final && head.length < lookLimit && (start !== -1 || head.trim() === "")) {
    return; // the box may still be on its way
  }
  passing = true;
  pass(head);
  head = "";
}

child.stderr.setEncoding("utf8");
child.stderr.on("data", (chunk) => {
  if (passing) return pass(chunk);
  head += chunk;
  release(false);
});
child.on("close", (code, signal) => {
  if (!passing) release(true);
  process.exitCode = code ?? (signal ? 1 : 0);
});
