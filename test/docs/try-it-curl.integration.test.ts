// The try-it console's curl line, pasted into bash as a reader pastes it: every part of it is one word,
// whatever the spec (a request body's media type, a parameter's name) or the reader (a value, a file's name)
// put in it, so no part runs as a command. Bash runs the line with `curl` as a function that prints its
// arguments, so nothing is sent and the words curl would get are seen exactly. (An integration test: it
// starts bash.)
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { TryItField, TryItOperation } from "../../docs/site/try-it/operation.js";
import { curlOf } from "../../docs/site/try-it/request-code.js";
import { type FormValue, sentRequestOf } from "../../docs/site/try-it/sent-request.js";
import { runProcess } from "../support/run-process.js";

/** Text that ends a single-quoted word and runs `touch <file>` if it is pasted unquoted or quoted by hand. */
const breakout = (file: string) => `'; touch ${file}; echo '$(touch ${file}-too)\`touch ${file}-three\`"`;

const field = (name: string, place: TryItField["in"], kind: TryItField["kind"] = "text"): TryItField => ({
  name,
  in: place,
  required: true,
  kind,
  help: [],
});

function operationOf(bodyMediaType: string, bodyFields: TryItField[]): TryItOperation {
  return {
    operationId: "createThing",
    method: "POST",
    path: "/things/{thing_id}",
    summary: "",
    sectionId: "",
    successStatus: "201",
    bodyMediaType,
    answerMediaTypes: ["application/json"],
    fields: [field("thing_id", "path"), field("q", "query"), field("X-Thing", "header"), ...bodyFields],
  };
}

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** The words bash hands `curl` for `line`, and the files the line left in its working folder. */
async function pasted(line: string): Promise<{ words: string[]; files: string[] }> {
  folder = mkdtempSync(join(tmpdir(), "stt-try-it-curl-"));
  const syntax = await runProcess("bash", ["-n", "-c", line], { cwd: folder });
  expect(syntax, "the line is not valid bash").toMatchObject({ code: 0, stderr: "" });
  const run = await runProcess("bash", ["-c", `curl() { printf '%s\\0' "$@"; }\n${line}`], {
    cwd: folder,
    env: { PATH: process.env.PATH, STT_API_KEY: "the-key" },
  });
  expect(run, run.stderr).toMatchObject({ code: 0, stderr: "" });
  return { words: run.stdout.split("\0").slice(0, -1), files: readdirSync(folder) };
}

const hostileValues = new Map<string, FormValue>([
  ["path:thing_id", breakout("pwned-path")],
  ["query:q", breakout("pwned-query")],
  ["header:X-Thing", breakout("pwned-header")],
]);

describe("the try-it console's curl line, pasted into bash", () => {
  it("runs no command a body's media type from the spec carries, nor one in a parameter's value", async () => {
    const mediaType = `application/json${breakout("pwned-media-type")}`;
    const operation = operationOf(mediaType, [field("name", "body")]);
    const values = new Map([...hostileValues, ["body:name", breakout("pwned-body")]]);
    const request = sentRequestOf(operation, "http://127.0.0.1:4010/v1", values);
    const { words, files } = await pasted(curlOf(request));
    expect(files).toEqual([]);
    expect(words).toEqual([
      "-X",
      "POST",
      `http://127.0.0.1:4010/v1${request.path}`,
      "-H",
      "Authorization: Bearer the-key",
      "-H",
      `X-Thing: ${breakout("pwned-header")}`,
      "-H",
      `Content-Type: ${mediaType}`,
      "-d",
      JSON.stringify({ name: breakout("pwned-body") }),
    ]);
  });

  it("runs no command a multipart field or a file's name carries, and never has curl read a file a value names", async () => {
    const operation = operationOf("multipart/form-data", [field("file", "body", "file"), field("note", "body")]);
    const fileName = `call${breakout("pwned-file")}.wav`;
    const values = new Map<string, FormValue>([
      ...hostileValues,
      ["body:file", new File([new Uint8Array(4)], fileName)],
      // A value curl's -F would take for a file to upload (`@`) or to read as the value (`<`): sent as text.
      ["body:note", `@${join(tmpdir(), "secret")}${breakout("pwned-note")}`],
    ]);
    const request = sentRequestOf(operation, "http://127.0.0.1:4010/v1", values);
    const { words, files } = await pasted(curlOf(request));
    expect(files).toEqual([]);
    expect(words.slice(5)).toEqual([
      "-H",
      `X-Thing: ${breakout("pwned-header")}`,
      "-F",
      `file=@${fileName}`,
      "--form-string",
      `note=@${join(tmpdir(), "secret")}${breakout("pwned-note")}`,
    ]);
  });
});
