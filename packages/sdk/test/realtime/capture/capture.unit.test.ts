// The microphone capture's parts that need no browser, in Node: the entry imports cleanly, captureMicrophone()
// says at once why it cannot run here, and the chunk queue keeps its bound and its one reader's order.
import { describe, expect, it, vi } from "vitest";
import { Chunker, ChunkQueue } from "../../../src/realtime/capture/chunk-queue.js";
import { processorName, workletSource } from "../../../src/realtime/capture/worklet.js";

describe("microphone capture outside a browser", () => {
  it("imports stt-service/realtime in Node, and captureMicrophone() throws one ServiceConfigError there", async () => {
    const realtime = await import("../../../src/realtime.js");
    const failure = await realtime.captureMicrophone().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(realtime.ServiceConfigError);
    expect((failure as Error).message).toMatch(/needs a browser .*in Node, stream audio from a file/);
  });

  it("checks its options before touching the device", async () => {
    const { captureMicrophone } = await import("../../../src/realtime.js");
    await expect(captureMicrophone({ chunkMs: -1 })).rejects.toThrow(/chunkMs is -1/);
    await expect(captureMicrophone({ sampleRate: 16_000.5 })).rejects.toThrow(/sampleRate is 16000.5/);
    await expect(captureMicrophone({ chunksMs: 20 } as never)).rejects.toThrow(/chunksMs/);
  });

  it("refuses a chunkMs above 2000 and a resumeTimeoutMs above 2^31-1 ms before it asks for the device", async () => {
    const { captureMicrophone } = await import("../../../src/realtime.js");
    // A browser's microphone API, so that only the option checks stand between the call and the device.
    const getUserMedia = vi.fn(() => Promise.reject(new Error("the device was asked for")));
    vi.stubGlobal("navigator", { mediaDevices: { getUserMedia } });
    vi.stubGlobal("AudioWorkletNode", class {});
    try {
      await expect(captureMicrophone({ chunkMs: 1e9 })).rejects.toThrow(
        "captureMicrophone() chunkMs is 1000000000; give a number of milliseconds above 0, at most 2000 (default 100).",
      );
      await expect(captureMicrophone({ resumeTimeoutMs: 2 ** 31 })).rejects.toThrow(
        "captureMicrophone() resumeTimeoutMs is 2147483648, longer than a timer can wait (2147483647 ms",
      );
      expect(getUserMedia).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the capture's worklet source", () => {
  it("registers the processor the capture creates (its name is written out, so bundlers can drop the string)", () => {
    expect(workletSource.startsWith(`registerProcessor(${JSON.stringify(processorName)}, `)).toBe(true);
  });
});

describe("the capture's chunks", () => {
  it("cuts samples into chunks of the asked length with their level, the rest on flush", () => {
    const chunks: [number, number][] = [];
    const chunker = new Chunker(4, (chunk, level) => chunks.push([chunk.byteLength, Number(level.toFixed(3))]));
    chunker.push(Float32Array.of(0.5, -0.5, 0.5));
    chunker.push(Float32Array.of(-0.5, 0, 0, 0, 0, 1));
    chunker.flush();
    expect(chunks).toEqual([
      [8, 0.5],
      [8, 0],
      [2, 1],
    ]);
  });

  it("copies each sample once: 2 s chunks fed 128 samples at a time copy as many floats as they are fed", () => {
    // Every float copy the chunker makes goes through TypedArray.prototype.set: count the floats it copies.
    const typedArraySet = Object.getPrototypeOf(Int8Array.prototype).set as (
      this: Float32Array,
      source: ArrayLike<number>,
      offset?: number,
    ) => void;
    let copied = 0;
    Float32Array.prototype.set = function (this: Float32Array, source: ArrayLike<number>, offset?: number) {
      copied += source.length;
      typedArraySet.call(this, source, offset);
    };
    const block = new Float32Array(128).fill(0.25);
    const blocks = 3000; // 24 s at 16 kHz: twelve chunks of 32 000 samples
    let emitted = 0;
    try {
      const chunker = new Chunker(32_000, (chunk) => {
        emitted += chunk.byteLength / 2;
      });
      for (let index = 0; index < blocks; index++) chunker.push(block);
      chunker.flush();
    } finally {
      Reflect.deleteProperty(Float32Array.prototype, "set");
    }
    expect(emitted).toBe(blocks * 128);
    expect(copied).toBe(blocks * 128);
  });

  it("holds at most its limit, then refuses: the capture fails rather than drop audio unseen", () => {
    const queue = new ChunkQueue(2, () => undefined);
    expect([queue.push(Uint8Array.of(1)), queue.push(Uint8Array.of(2)), queue.push(Uint8Array.of(3))]).toEqual([
      true,
      true,
      false,
    ]);
    expect(queue.length).toBe(2);
  });

  it("gives its reader the queued chunks, then the error it ended with", async () => {
    const queue = new ChunkQueue(10, () => undefined);
    queue.push(Uint8Array.of(1));
    queue.push(Uint8Array.of(2));
    queue.end(new Error("device gone"));
    const read: number[] = [];
    await expect(
      (async () => {
        for await (const chunk of queue) read.push(chunk[0] as number);
      })(),
    ).rejects.toThrow("device gone");
    expect(read).toEqual([1, 2]);
  });

  it("hands a waiting reader the next chunk at once, and stops the capture when the reader breaks off", async () => {
    let stopped = 0;
    const queue = new ChunkQueue(10, () => stopped++);
    const reading = (async () => {
      for await (const chunk of queue) if (chunk[0] === 2) break;
    })();
    queue.push(Uint8Array.of(1));
    queue.push(Uint8Array.of(2));
    await reading;
    expect(stopped).toBe(1);
    expect(queue.push(Uint8Array.of(3))).toBe(true);
    expect(await queue.next()).toEqual({ value: undefined, done: true });
  });
});
