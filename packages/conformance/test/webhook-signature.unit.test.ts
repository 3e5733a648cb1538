// The kit's own Standard Webhooks check (node:crypto): the standard's published example signs as the standard
// says, any of several signatures and secrets is accepted, and a changed byte, id, timestamp or secret is not.
import { describe, expect, it } from "vitest";
import { sign, signatureMatches, signingKey } from "../src/webhook-signature.js";

// The example of https://github.com/standard-webhooks/standard-webhooks (its libraries' tests use it too).
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const timestamp = "1614265330";
const body = new TextEncoder().encode('{"test": 2432232314}');
const signature = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";
const otherSecret = "whsec_dGhlLW90aGVyLXNlY3JldC1vZi10aGUta2l0";

describe("the kit's webhook signature check", () => {
  it("signs the standard's example as the standard does", () => {
    expect(sign(secret, id, timestamp, body)).toBe(signature);
  });

  it("accepts the right signature among others, and with any of the secrets (a rotation)", () => {
    expect(signatureMatches([secret], id, timestamp, body, signature)).toBe(true);
    expect(signatureMatches([secret], id, timestamp, body, `v1,AAAA v2,xyz ${signature}`)).toBe(true);
    expect(signatureMatches([otherSecret, secret], id, timestamp, body, signature)).toBe(true);
  });

  it("refuses a changed body byte, id or timestamp, another secret, and a version other than v1", () => {
    const changed = new Uint8Array(body);
    changed[3] = (changed[3] ?? 0) ^ 1;
    expect(signatureMatches([secret], id, timestamp, changed, signature)).toBe(false);
    expect(signatureMatches([secret], `${id}x`, timestamp, body, signature)).toBe(false);
    expect(signatureMatches([secret], id, "1614265331", body, signature)).toBe(false);
    expect(signatureMatches([otherSecret], id, timestamp, body, signature)).toBe(false);
    expect(signatureMatches([secret], id, timestamp, body, signature.replace("v1,", "v2,"))).toBe(false);
    expect(signatureMatches([secret], id, timestamp, body, "")).toBe(false);
  });

  it("reads only whsec_ secrets as keys", () => {
    expect(signingKey(secret)?.length).toBe(24);
    expect(signingKey("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")).toBeUndefined();
    expect(signatureMatches(["not-a-secret"], id, timestamp, body, signature)).toBe(false);
  });
});
