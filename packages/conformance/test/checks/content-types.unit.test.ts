// The kit's content-type check reads every media type an answer declares: captions answered as SubRip, the
// second of their two media types, pass; an answer in a type the operation does not declare fails, naming
// them all; a text or bytes answer is not held to the JSON body check. The contract's own operations.
import { describe, expect, it } from "vitest";
import { checkResponse } from "../../src/checks/responses.js";
import type { Exchange } from "../../src/exchange.js";
import { Report } from "../../src/report.js";
import { loadContract } from "../../src/spec.js";

const contract = loadContract();
const captions = {
  vtt: "WEBVTT\n\n00:00.000 --> 00:01.500\nHello, thanks for calling.\n",
  srt: "1\n00:00:00,000 --> 00:00:01,500\nHello, thanks for calling.\n",
};

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
    expect(checked("getTranscriptionCaptions", "application/x-subrip", captions.srt)).toEqual([]);
    expect(checked("getTranscriptionCaptions", "text/vtt; charset=utf-8", captions.vtt)).toEqual([]);
    expect(checked("getFileContent", "application/octet-stream", "RIFF")).toEqual([]);
  });

  it("fails an answer in a media type the operation does not declare, naming those it does", () => {
    expect(checked("getTranscriptionCaptions", "application/json", "{}")).toEqual([
      'getTranscriptionCaptions 200: content-type is "application/json", the contract declares text/vtt, application/x-subrip',
    ]);
    expect(checked("getFileContent", "audio/wav", "RIFF")).toEqual([
      'getFileContent 200: content-type is "audio/wav", the contract declares application/octet-stream',
    ]);
  });
});
