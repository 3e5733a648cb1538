// The kit's content-type check reads every media type an answer declares: subtitles answered as SubRip, the
// second of their two media types, pass; an answer in a type the operation does not declare fails, naming
// them all; a text answer is not held to the JSON body check.
import { afterAll, describe, expect, it } from "vitest";
import { copySpecs } from "#test-support/spec-copies.js";
import { addSubtitlesAndContent, subtitleExamples } from "#test-support/text-and-binary-operations.js";
import { checkResponse } from "../../src/checks/responses.js";
import type { Exchange } from "../../src/exchange.js";
import { Report } from "../../src/report.js";
import { loadContract } from "../../src/spec.js";

const copy = copySpecs();
addSubtitlesAndContent(copy);
const contract = loadContract(copy.dir);
afterAll(() => copy.remove());

function checked(operationId: string, contentType: string, text: string) {
  const report = new Report();
  const exchange: Exchange = {
    request: { operationId, path: "/", apiKey: "k" },
    status: 200,
    headers: new Headers({ "content-type": contentType, "x-request-id": "req_1" }),
    text,
    body: text,
    curl: "curl …",
  };
  checkResponse(contract, report, exchange);
  return report.violations().map((violation) => violation.message);
}

describe("the kit's content-type check", () => {
  it("passes an answer in any of the operation's media types, text not held to the JSON check", () => {
    expect(checked("getTranscriptionSubtitles", "application/x-subrip", subtitleExamples.srt)).toEqual([]);
    expect(checked("getTranscriptionSubtitles", "text/vtt; charset=utf-8", subtitleExamples.vtt)).toEqual([]);
    expect(checked("getFileContent", "audio/wav", "RIFF")).toEqual([]);
  });

  it("fails an answer in a media type the operation does not declare, naming those it does", () => {
    expect(checked("getTranscriptionSubtitles", "application/json", "{}")).toEqual([
      'getTranscriptionSubtitles 200: content-type is "application/json", the contract declares text/vtt, application/x-subrip',
    ]);
  });
});
