// @vitest-environment jsdom
// The try-it console on the operations whose answers are not plain JSON to print, from the real spec: a file's
// content (bytes: offered as a download under a cleaned name, never drawn as text, saved to a file by every code
// view), a transcription's captions (text, the SDK's `accept` after its query), and the webhook signing secret
// (hidden in the panel until the reader shows it; curl writes it to a file, the SDK and fetch code print it
// hidden), so a console's code run in a terminal or CI puts neither bytes nor a secret in its log. And the create
// form sends what the mock takes as it stands: one of file_id and audio_url, no example host's webhook_url.
import { loadSpecDocuments } from "@stt-service/spec-documents";
import { describe, expect, it } from "vitest";
import { readAnswer, showAnswer } from "../../docs/site/try-it/answer.js";
import { downloadName } from "../../docs/site/try-it/answer-kind.js";
import type { TryItOperation } from "../../docs/site/try-it/operation.js";
import { curlOf, fetchClientCodeOf, sdkCodeOf } from "../../docs/site/try-it/request-code.js";
import { type FormValue, sentRequestOf } from "../../docs/site/try-it/sent-request.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";

const operations = tryItOperations(loadSpecDocuments(".", ["specs/openapi.yaml"]));
const operation = (id: string) => operations.find((candidate) => candidate.operationId === id) as TryItOperation;
const baseUrl = "http://127.0.0.1:4010/v1";

function requestOf(id: string, values: [string, FormValue][] = []) {
  return sentRequestOf(operation(id), baseUrl, new Map(values));
}

function panelOf(id: string, response: Response, bytes: Uint8Array) {
  const answer = readAnswer(requestOf(id, [["path:file_id", "f-1"]]), response, { bytes, cut: false });
  const panel = document.createElement("div");
  showAnswer(panel, answer, "the mock", document.createElement("p"));
  return { answer, panel };
}

const secret = "whsec_c2VjcmV0LWJ5dGVzLW9mLXRoZS1rZXk=";
const secretBody = () =>
  new TextEncoder().encode(
    JSON.stringify({ secret, created_at: "2026-11-20T14:03:19Z", previous_secret_expires_at: null }),
  );
const json = { "content-type": "application/json", "x-request-id": "req-1" };

describe("a file's content (bytes)", () => {
  const audio = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 0xff]);
  const headers = {
    "content-type": "application/octet-stream",
    "content-disposition": 'attachment; filename="call.wav"',
    "x-request-id": "req-1",
  };

  it("is offered as a download under the answer's file name, and not drawn as text", () => {
    const { answer, panel } = panelOf("getFileContent", new Response(audio, { headers }), audio);
    expect(answer.kind).toBe("bytes");
    expect(answer.violations).toEqual([]);
    expect(panel.querySelector(".try-it-body")).toBeNull();
    const link = panel.querySelector<HTMLAnchorElement>("a.try-it-download");
    expect(link?.download).toBe("call.wav");
    expect(link?.textContent).toBe("Download call.wav");
    expect(link?.href).toMatch(/^blob:/);
    expect(panel.querySelector(".try-it-bytes")?.textContent).toBe(
      "8 bytes of application/octet-stream, not shown as text.",
    );
  });

  it.each([
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ['attachment; filename="a\\"b.wav"', "ab.wav"],
    ["attachment; filename=plain.wav", "plain.wav"],
    [`attachment; filename="..\\\\evil\u0007.wav"`, "evil.wav"],
    ['attachment; filename=".."', "getFileContent.bin"],
    [null, "getFileContent.bin"],
  ])("takes %j as the download's name %j: no folder, quote or control character", (given, want) => {
    expect(downloadName(given, "getFileContent.bin")).toBe(want);
  });

  it("is saved to a file by the curl line, the SDK call and createFetchClient's", () => {
    const request = requestOf("getFileContent", [["path:file_id", "f-1"]]);
    expect(curlOf(request)).toContain("--remote-name --remote-header-name");
    const sdk = sdkCodeOf(request);
    expect(sdk).toContain('const answer = await client.files.content("f-1");');
    expect(sdk).toContain('await writeFile("getFileContent.bin", answer);');
    expect(sdk).not.toContain("console.log(answer)");
    const fetchCode = fetchClientCodeOf(request);
    expect(fetchCode).toContain('parseAs: "arrayBuffer"');
    expect(fetchCode).toContain('if (data) await writeFile("getFileContent.bin", new Uint8Array(data));');
  });
});

describe("a transcription's create form", () => {
  it("prefills one of file_id and audio_url, as the body's example does, and no webhook_url of an example host", () => {
    const body = operation("createTranscription").fields.filter((field) => field.in === "body");
    const prefilled = (name: string) => body.find((field) => field.name === name)?.example;
    expect(prefilled("file_id")).toEqual(expect.any(String));
    expect(prefilled("audio_url")).toBeUndefined();
    expect(prefilled("webhook_url")).toBeUndefined();
    expect(
      body.filter((field) => ["file_id", "audio_url"].includes(field.name)).map((field) => field.required),
    ).toEqual([false, false]);
  });
});

describe("a transcription's captions (text)", () => {
  it("are called with the SDK's accept after its query, whether a format is given or not", () => {
    const accept: [string, FormValue] = ["header:Accept", "application/x-subrip"];
    const withoutFormat = sdkCodeOf(requestOf("getTranscriptionCaptions", [["path:transcription_id", "t-1"], accept]));
    expect(withoutFormat).toContain(
      'client.transcriptions.captions("t-1", undefined, {\n  "accept": "application/x-subrip"\n})',
    );
    const withFormat = sdkCodeOf(
      requestOf("getTranscriptionCaptions", [["path:transcription_id", "t-1"], ["query:format", "srt"], accept]),
    );
    expect(withFormat).toContain('captions("t-1", {\n  "format": "srt"\n}, {\n  "accept": "application/x-subrip"\n})');
  });

  it("are held to Accept unless format, which wins over it, chose them", () => {
    expect(operation("getTranscriptionCaptions").answerChooser).toBe("format");
    const srt = new TextEncoder().encode("1\n00:00:00,120 --> 00:00:02,000\nHello.\n");
    const answerTo = (values: [string, FormValue][]) =>
      readAnswer(
        requestOf("getTranscriptionCaptions", [
          ["path:transcription_id", "t-1"],
          ["header:Accept", "text/vtt"],
          ...values,
        ]),
        new Response(srt, { headers: { "content-type": "application/x-subrip", "x-request-id": "req-1" } }),
        { bytes: srt, cut: false },
      ).violations;
    expect(answerTo([["query:format", "srt"]])).toEqual([]);
    expect(answerTo([])).toEqual([
      "header.content-type: Accept asked for text/vtt, and the answer is application/x-subrip",
    ]);
  });

  it("are read as text by createFetchClient's code", () => {
    const request = requestOf("getTranscriptionCaptions", [["path:transcription_id", "t-1"]]);
    expect(fetchClientCodeOf(request)).toContain('parseAs: "text"');
  });
});

describe("the webhook signing secret", () => {
  it("is known a secret for both operations that answer it", () => {
    expect(operation("getWebhookSecret").secretFields).toEqual(["secret"]);
    expect(operation("rotateWebhookSecret").secretFields).toEqual(["secret"]);
    expect(operations.filter((candidate) => candidate.secretFields).map((candidate) => candidate.operationId)).toEqual([
      "getWebhookSecret",
      "rotateWebhookSecret",
    ]);
  });

  it("is hidden in the answer panel until the reader shows it, and hidden again", () => {
    const { panel } = panelOf("getWebhookSecret", new Response(secretBody(), { headers: json }), secretBody());
    const body = panel.querySelector(".try-it-body");
    expect(body?.textContent).not.toContain(secret);
    expect(body?.textContent).toContain('"secret": "•••••••• (hidden)"');
    expect(body?.textContent).toContain('"created_at": "2026-11-20T14:03:19Z"');
    const show = panel.querySelector<HTMLButtonElement>("button.try-it-show-secret");
    show?.click();
    expect(show?.getAttribute("aria-pressed")).toBe("true");
    expect(body?.textContent).toContain(secret);
    show?.click();
    expect(body?.textContent).not.toContain(secret);
  });

  it("is written to a file by the curl line, and printed hidden by the SDK's and createFetchClient's code", () => {
    const request = requestOf("rotateWebhookSecret");
    expect(curlOf(request)).toContain("-o 'rotateWebhookSecret.json'");
    const sdk = sdkCodeOf(request);
    expect(sdk).toContain("const answer = await client.webhooks.rotateSecret();");
    expect(sdk).toContain('console.log({ ...answer, "secret": "(hidden)" });');
    expect(sdk).not.toContain("console.log(answer)");
    expect(fetchClientCodeOf(request)).toContain(
      'console.log(response.status, data ? { ...data, "secret": "(hidden)" } : error);',
    );
  });
});
