// A server message the generated classifier knows but the session's switch has no case for: what code built
// without tsc meets after a message is added to specs/asyncapi.yaml and generated (tsc itself refuses that
// build, test/generate/generate.integration.test.ts). The classifier is given such a message, `warning`, here; the session
// must still report it as the `unknown` event with its payload, as it does a newer server's frame.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { capturingLogger } from "../http/clients.js";

// The unit project shares modules between the files a worker runs (isolate: false), so the session may already
// hold the real classifier: the stand-in is registered, then the modules that reach it are loaded afresh.
const messagesModule = "../../src/generated/realtime/messages.js";
vi.doMock(messagesModule, async (importOriginal) => {
  const generated = await importOriginal<typeof import("../../src/generated/realtime/messages.js")>();
  return {
    ...generated,
    classifyServerMessage: (value: unknown) =>
      (value as { type?: unknown } | null)?.type === "warning"
        ? { name: "warning", message: value }
        : generated.classifyServerMessage(value),
  };
});

let fake: typeof import("#test-support/hostile/fake-socket.js");
let support: typeof import("./support.js");
beforeAll(async () => {
  vi.resetModules();
  fake = await import("#test-support/hostile/fake-socket.js");
  support = await import("./support.js");
});

const config = { model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16000, num_channels: 1 } as const;

describe("a server message the session has no case for", () => {
  it("is the unknown event with the message as its frame, and a log line naming the message", async () => {
    const { logger, lines } = capturingLogger();
    const client = support.realtimeClient("ws://127.0.0.1:1", { WebSocket: fake.FakeSocket, logger });
    const { session, socket } = await fake.connectThroughFake(client, config);
    const unknown: unknown[] = [];
    session.on("unknown", (event) => unknown.push(event));
    const warning = { type: "warning", warning_message: "Audio arrives slower than real time." };
    socket.deliver(JSON.stringify(warning));
    expect(unknown).toEqual([
      { frame: warning, reason: "a warning message, which this version of the SDK does not handle" },
    ]);
    const warned = lines.filter((line) => line.level === "warn").map((line) => line.message);
    expect(warned).toEqual([
      expect.stringMatching(/^Ignored a warning message, which this version of the SDK does not handle: \{/),
    ]);
  });
});
