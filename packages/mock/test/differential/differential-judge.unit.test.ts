// The differential test's judge (judge.ts) on operations whose answers are not JSON:
// subtitles (text, two media types) and a file's content (bytes), added to a copy of the spec as CONTRIBUTING.md's
// "Answers that are not JSON" says. Each answer is held to the schema of its own media type, and two mocks'
// text answers are compared as text, so a new text operation needs no edit of the judge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySpecs, type SpecCopy } from "#test-support/spec-copies.js";
import { addSubtitlesAndPreview, previewExample, subtitleExamples } from "#test-support/text-and-binary-operations.js";
import { type Answer, createJudge, disagreement, type Judge } from "./judge.js";
import { loadContractModel } from "./spec-model.js";

const subtitles = "/transcriptions/0b8f5c3e-6a1d-4f2e-9c7b-3d5e8a1f4b6c/subtitles";
let copy: SpecCopy;
let judge: Judge;

beforeAll(() => {
  copy = copySpecs();
  addSubtitlesAndPreview(copy);
  judge = createJudge(loadContractModel(copy.dir));
});

afterAll(() => copy?.remove());

function answer(status: number, contentType: string, text: string): Answer {
  return { status, headers: { "content-type": contentType }, text };
}

describe("the differential judge, on answers that are not JSON", () => {
  it("backs a text answer in each declared media type, and bytes, by their own schemas", () => {
    expect(judge.problems("GET", subtitles, answer(200, "text/vtt; charset=utf-8", subtitleExamples.vtt))).toEqual([]);
    expect(judge.problems("GET", subtitles, answer(200, "application/x-subrip", subtitleExamples.srt))).toEqual([]);
    expect(judge.problems("GET", "/files/a3d5e7f9/preview", answer(200, "audio/wav", previewExample))).toEqual([]);
  });

  it("refuses a media type the answer does not declare, naming the declared ones", () => {
    expect(judge.problems("GET", subtitles, answer(200, "text/html", "<p>subtitles</p>"))).toEqual([
      'Content-Type "text/html", not one of text/vtt, application/x-subrip (the spec\'s for 200)',
    ]);
  });

  it("holds a text answer to its schema", () => {
    const tooLong = "x".repeat(10_000_001);
    expect(judge.problems("GET", subtitles, answer(200, "text/vtt", tooLong))).toEqual([
      "body (value) must NOT have more than 10000000 characters",
    ]);
  });

  it("compares two mocks' text answers as text", () => {
    const vtt = answer(200, "text/vtt", subtitleExamples.vtt);
    expect(disagreement(vtt, { ...vtt })).toBeUndefined();
    expect(disagreement(vtt, answer(200, "text/vtt", `${subtitleExamples.vtt}\n`))).toBe("body");
  });
});
