// The HTTP mock's upload store (`--store-mb`) against uploads that do not finish: bytes still arriving count
// as their uploader's, so a client that aborts an upload cannot expire another key's file, the key with the
// most bytes arriving is the one refused when uploads in progress fill the store, and a finished upload makes
// room from the largest holder's oldest files. Each test waits for the mock's own count of bytes
// (`/__mock/status`), never for a duration.
import { connect, type Socket } from "node:net";
import { pcm16Wav } from "stt-service/shared-runtime";
import { afterAll, describe, expect, it } from "vitest";
import { keyed, rawCall } from "#test-support/raw-http.js";
import { type MockOptions, type RunningMocks, startMocks } from "../../../src/index.js";

const mib = 1024 * 1024;
const running: RunningMocks[] = [];
afterAll(async () => {
  await Promise.all(running.map((mocks) => mocks.stop()));
});

async function mockWith(options: MockOptions): Promise<RunningMocks> {
  const mocks = await startMocks(options);
  running.push(mocks);
  return mocks;
}

/** A WAV file of `bytes` bytes (16 kHz, 16-bit mono, silence; `bytes` even), as a form's file part. */
function wavOf(bytes: number): Buffer {
  return Buffer.from(pcm16Wav(new Int16Array((bytes - 44) / 2), 16_000));
}

function formOf(bytes: number): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(wavOf(bytes))], { type: "audio/wav" }), "call.wav");
  return form;
}

interface Status {
  stored_bytes: number;
  arriving_bytes: number;
}

async function statusOf(mocks: RunningMocks): Promise<Status> {
  return (await rawCall(`${new URL(mocks.httpUrl).origin}/__mock/status`)).body as Status;
}

/** Polls the mock's status until `ready` holds: the mock's own count is the signal. */
async function until(mocks: RunningMocks, ready: (status: Status) => boolean): Promise<Status> {
  for (;;) {
    const status = await statusOf(mocks);
    if (ready(status)) return status;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * An upload over a raw socket that promises `fileBytes` of WAV and sends the first `sentBytes` of them; the
 * caller ends it (abort) or finishes it. `answer` resolves with what the mock sent once the socket closes.
 */
function rawUpload(mocks: RunningMocks, apiKey: string, fileBytes: number, sentBytes: number) {
  const { hostname, port, pathname } = new URL(`${mocks.httpUrl}/files`);
  const open = Buffer.from(
    '--b\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n',
  );
  const close = Buffer.from("\r\n--b--\r\n");
  const file = wavOf(fileBytes);
  const socket: Socket = connect(Number(port), hostname);
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  socket.on("error", () => {});
  const answer = new Promise<string>((resolve) =>
    socket.once("close", () => resolve(Buffer.concat(received).toString("latin1"))),
  );
  socket.write(
    [
      `POST ${pathname} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Authorization: Bearer ${apiKey}`,
      "Content-Type: multipart/form-data; boundary=b",
      `Content-Length: ${open.length + file.length + close.length}`,
      "",
      "",
    ].join("\r\n"),
  );
  socket.write(open);
  socket.write(file.subarray(0, sentBytes));
  return {
    answer,
    abort: () => socket.destroy(),
    finish: () => socket.end(Buffer.concat([file.subarray(sentBytes), close])),
  };
}

async function fileStatus(mocks: RunningMocks, apiKey: string, fileId: string): Promise<string> {
  const answer = await keyed(mocks.httpUrl, apiKey).get(`/files/${fileId}`);
  expect(answer.status).toBe(200);
  return (answer.body as { status: string }).status;
}

describe("bytes still arriving count as their uploader's", () => {
  it("an aborted upload expires no other key's file (A stores 5 MB, B aborts 4.5 MB midway, --store-mb 8)", async () => {
    const mocks = await mockWith({ stateLimits: { maxStoredBytes: 8 * mib } });
    const stored = await keyed(mocks.httpUrl, "key-a").upload(formOf(5 * mib));
    expect(stored.status, stored.text).toBe(201);
    const fileId = (stored.body as { file_id: string }).file_id;

    // 4 MB of B's 4.5 MB arrive: with A's 5 MB, more than the store holds.
    const upload = rawUpload(mocks, "key-b", 4.5 * mib, 4 * mib);
    await until(mocks, (status) => status.arriving_bytes >= 4 * mib - 1024);
    upload.abort();
    await upload.answer;
    // Released at once: nothing of B's upload is held once the mock has seen the close.
    expect((await until(mocks, (status) => status.arriving_bytes === 0)).stored_bytes).toBe(5 * mib);
    expect(await fileStatus(mocks, "key-a", fileId)).toBe("uploaded");
  });
});

describe("the store's bounds, with uploads in progress", () => {
  it("a finished upload makes room from the largest holder's oldest file, never the file just stored", async () => {
    const mocks = await mockWith({ stateLimits: { maxStoredBytes: 8 * mib } });
    const a = await keyed(mocks.httpUrl, "key-a").upload(formOf(5 * mib));
    const b = await keyed(mocks.httpUrl, "key-b").upload(formOf(4.5 * mib));
    expect([a.status, b.status]).toEqual([201, 201]);
    // B finished sending: its 4.5 MB are stored, and A, holding more, gives up its file.
    expect(await fileStatus(mocks, "key-a", (a.body as { file_id: string }).file_id)).toBe("expired");
    expect(await fileStatus(mocks, "key-b", (b.body as { file_id: string }).file_id)).toBe("uploaded");
    expect((await statusOf(mocks)).stored_bytes).toBe(4.5 * mib);
  });

  it("counts a key's bytes still arriving in its holding: the key uploading most pays with its own file", async () => {
    const mocks = await mockWith({ stateLimits: { maxStoredBytes: 8 * mib } });
    const c = await keyed(mocks.httpUrl, "key-c").upload(formOf(1 * mib));
    const a = await keyed(mocks.httpUrl, "key-a").upload(formOf(2.5 * mib));
    expect([c.status, a.status]).toEqual([201, 201]);
    // C holds 1 MB stored and 2 MB arriving (3 MB in all), A 2.5 MB: D's finished 5 MB need 0.5 MB.
    const arriving = rawUpload(mocks, "key-c", 3 * mib, 2 * mib);
    await until(mocks, (status) => status.arriving_bytes >= 2 * mib - 1024);
    const d = await keyed(mocks.httpUrl, "key-d").upload(formOf(5 * mib));
    expect(d.status, d.text).toBe(201);
    expect(await fileStatus(mocks, "key-c", (c.body as { file_id: string }).file_id)).toBe("expired");
    expect(await fileStatus(mocks, "key-a", (a.body as { file_id: string }).file_id)).toBe("uploaded");
    arriving.abort();
    await arriving.answer;
  });

  it("refuses the upload of the key with the most bytes arriving when uploads in progress fill the store", async () => {
    const mocks = await mockWith({ stateLimits: { maxStoredBytes: 8 * mib } });
    // C holds 6 MB arriving and stalls; D's 3 MB upload needs room: C, holding more, is refused, not D.
    const stalled = rawUpload(mocks, "key-c", 7 * mib, 6 * mib);
    await until(mocks, (status) => status.arriving_bytes >= 6 * mib - 1024);
    const d = await keyed(mocks.httpUrl, "key-d").upload(formOf(3 * mib));
    expect(d.status, d.text).toBe(201);
    // C got the contract's 503 with Retry-After, and its connection was closed (the answer resolves on close).
    const answer = await stalled.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(answer).toContain('"error_type":"service_unavailable"');
    expect((await until(mocks, (status) => status.arriving_bytes === 0)).stored_bytes).toBe(3 * mib);
  });

  it("refuses the arriving upload itself when its key holds the most, and the other upload finishes", async () => {
    const mocks = await mockWith({ stateLimits: { maxStoredBytes: 8 * mib } });
    const small = rawUpload(mocks, "key-c", 3 * mib, 2 * mib);
    await until(mocks, (status) => status.arriving_bytes >= 2 * mib - 1024);
    const large = rawUpload(mocks, "key-d", 7 * mib, 7 * mib);
    expect(await large.answer).toMatch(/^HTTP\/1\.1 503 /);
    small.finish();
    expect(await small.answer).toMatch(/^HTTP\/1\.1 201 /);
  });

  it("answers 413 file_too_large to an upload larger than the whole store (a retry cannot help)", async () => {
    const mocks = await mockWith({ stateLimits: { maxStoredBytes: 8 * mib } });
    const answer = await rawUpload(mocks, "key-a", 9 * mib, 9 * mib).answer;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"error_type":"file_too_large"');
    expect((await until(mocks, (status) => status.arriving_bytes === 0)).stored_bytes).toBe(0);
  });
});

/** A raw upload request: its head with `contentLength`, then `body`; resolves with the answer once closed. */
function rawRequest(mocks: RunningMocks, contentLength: number, body: Buffer): Promise<string> {
  const { hostname, port, pathname } = new URL(`${mocks.httpUrl}/files`);
  const socket = connect(Number(port), hostname);
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  socket.on("error", () => {});
  const answer = new Promise<string>((resolve) =>
    socket.once("close", () => resolve(Buffer.concat(received).toString("latin1"))),
  );
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer hostile\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${contentLength}\r\n\r\n`,
  );
  socket.write(body);
  return answer;
}

describe("upload bodies built to keep the mock reading", () => {
  const filePart = Buffer.concat([
    Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n',
    ),
    wavOf(4096),
    Buffer.from("\r\n--b--\r\n"),
  ]);

  it("answers 400 to a preamble longer than a part's headers may be, without reading the rest", async () => {
    const mocks = await mockWith({});
    const answer = await rawRequest(mocks, 100 * mib, Buffer.alloc(mib, 0x61));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("before its first boundary");
  });

  it("answers an upload once its closing boundary has arrived, not reading an epilogue that goes on", async () => {
    const mocks = await mockWith({});
    const answer = await rawRequest(mocks, filePart.length + 100 * mib, Buffer.concat([filePart, Buffer.alloc(1024)]));
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it("refuses a Content-Length no upload can have (over 1 GiB with its form) with 413, before reading the body", async () => {
    const mocks = await mockWith({});
    const answer = await rawRequest(mocks, 2 * 1024 * mib, Buffer.alloc(0));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"error_type":"file_too_large"');
    expect((await statusOf(mocks)).arriving_bytes).toBe(0);
  });
});
