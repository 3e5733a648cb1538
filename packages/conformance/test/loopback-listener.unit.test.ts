// The kit's loopback listener: it records a delivery as it came and answers with the status asked for, serves
// the audio, and a wait for a delivery that never comes ends (by its bound, or at once past the deadline).
import { afterEach, describe, expect, it } from "vitest";
import { Deadline, DeadlineReached } from "../src/deadline.js";
import { LoopbackListener } from "../src/loopback-listener.js";

const audio = new Uint8Array([82, 73, 70, 70, 0, 255, 1, 2]);
let listener: LoopbackListener | undefined;
const deadlines: Deadline[] = [];
afterEach(async () => {
  await listener?.close();
  for (const deadline of deadlines.splice(0)) deadline.dispose();
});

function runDeadline(seconds: number): Deadline {
  const deadline = new Deadline(seconds, "the test's");
  deadlines.push(deadline);
  return deadline;
}

describe("the kit's loopback listener", () => {
  it("listens on 127.0.0.1, records deliveries byte for byte and answers each with the status asked for", async () => {
    listener = await LoopbackListener.start(audio);
    const url = listener.webhookUrl("run-1");
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks\/run-1$/);
    listener.answerNext(500);
    const body = '{"type":"transcription.completed","é":1}';
    const waiting = listener.delivery(url, 2, 60_000, runDeadline(60));
    const first = await fetch(url, { method: "POST", headers: { "webhook-id": "msg_1" }, body });
    const second = await fetch(url, { method: "POST", headers: { "webhook-id": "msg_1" }, body });
    expect([first.status, second.status]).toEqual([500, 204]);
    const delivery = await waiting;
    expect(delivery?.body.toString("utf8")).toBe(body);
    expect(delivery?.headers["webhook-id"]).toBe("msg_1");
    expect(listener.deliveries.map((entry) => entry.answered)).toEqual([500, 204]);
  });

  it("serves the audio for audio_url and counts the fetches", async () => {
    listener = await LoopbackListener.start(audio);
    const answer = await fetch(listener.audioUrl);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(audio);
    expect(listener.audioFetches).toBe(1);
  });

  it("ends a wait for a delivery that does not come: undefined within its bound, DeadlineReached past the run's deadline", async () => {
    listener = await LoopbackListener.start(audio);
    const url = listener.webhookUrl("never");
    await expect(listener.delivery(url, 1, 0, runDeadline(60))).resolves.toBeUndefined();
    await expect(listener.delivery(url, 1, 60_000, runDeadline(0))).rejects.toBeInstanceOf(DeadlineReached);
  });
});
