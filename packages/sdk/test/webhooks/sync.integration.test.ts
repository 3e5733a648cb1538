// The sync client's webhooks.verify and .unwrap: the same checks, run in its worker thread, a Headers included
// (its entries cross the thread as a record), a refusal thrown as the same kind.
import { afterAll, describe, expect, it } from "vitest";
import { ServiceWebhookVerificationError, SyncServiceClient } from "../../src/sync.js";
import { completedEvent, newSecret, signedHeaders } from "./signing.js";

const client = new SyncServiceClient({ apiKey: "sync-webhooks-key", baseUrl: "http://127.0.0.1:9" });
afterAll(() => client.close());

const secret = newSecret();
const body = JSON.stringify(completedEvent);
const now = 1_764_684_195;
const at = { now: now * 1000 };

describe("SyncServiceClient webhooks", () => {
  it("unwraps a delivery from a record or a Headers, blocking", () => {
    const headers = signedHeaders([secret], body, now);
    expect(client.webhooks.unwrap(body, headers, secret, at)).toEqual(completedEvent);
    expect(client.webhooks.unwrap(body, new Headers(headers), secret, at)).toEqual(completedEvent);
    expect(client.webhooks.verify(new TextEncoder().encode(body), headers, secret, at)).toBeUndefined();
  });

  it("throws a refusal as ServiceWebhookVerificationError", () => {
    expect(() => client.webhooks.verify(`${body} `, signedHeaders([secret], body, now), secret, at)).toThrow(
      ServiceWebhookVerificationError,
    );
  });
});
