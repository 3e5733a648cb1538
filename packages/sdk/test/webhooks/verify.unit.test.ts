// verifyWebhook and unwrapWebhook against deliveries signed apart from the SDK (node:crypto): the Standard
// Webhooks known answer, a changed byte, stale and future timestamps, another secret, a rotation's two
// signatures and two secrets, malformed headers, hostile sizes, and what the receiver itself gets wrong.
import { describe, expect, it } from "vitest";
import { AsyncServiceClient, ServiceConfigError, ServiceWebhookVerificationError } from "../../src/index.js";
import { maxWebhookBodyBytes, unwrapWebhook, verifyWebhook } from "../../src/webhooks.js";
import { completedEvent, newSecret, signature, signedHeaders } from "./signing.js";

const now = 1_764_684_195; // seconds
const at = { now: now * 1000 };
const secret = newSecret();
const body = JSON.stringify(completedEvent);

async function refusal(run: Promise<unknown>): Promise<ServiceWebhookVerificationError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceWebhookVerificationError);
  const refused = error as ServiceWebhookVerificationError;
  expect(refused.message).toContain("Answer the delivery 400");
  expect(refused.message).not.toContain(secret);
  expect(refused.message).not.toContain(secret.slice(6));
  return refused;
}

describe("a delivery signed as Standard Webhooks says", () => {
  it("gives the known answer of the Standard Webhooks reference, and node:crypto agrees", async () => {
    const vector = {
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
      timestamp: 1614265330,
      body: '{"test": 2432232314}',
      signature: "g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    };
    expect(signature(vector.secret, vector.id, vector.timestamp, vector.body)).toBe(vector.signature);
    const headers = {
      "webhook-id": vector.id,
      "webhook-timestamp": String(vector.timestamp),
      "webhook-signature": `v1,${vector.signature}`,
    };
    await expect(
      verifyWebhook(vector.body, headers, vector.secret, { now: vector.timestamp * 1000 }),
    ).resolves.toBeUndefined();
  });

  it("unwraps the typed event from a string, bytes, an ArrayBuffer, a Headers or Node's headers", async () => {
    const headers = signedHeaders([secret], body, now);
    const bytes = new TextEncoder().encode(body);
    const nodeHeaders = { ...headers, "Webhook-Signature": [headers["webhook-signature"]] } as Record<
      string,
      string | string[]
    >;
    delete nodeHeaders["webhook-signature"];
    for (const [raw, given] of [
      [body, headers],
      [bytes, new Headers(headers)],
      [bytes.buffer, headers],
      [Buffer.from(body), nodeHeaders],
    ] as const) {
      const event = await unwrapWebhook(raw, given, secret, at);
      expect(event).toEqual(completedEvent);
      if (event.type === "transcription.completed") expect(event.data.id).toBe("tr_8f2b1c");
    }
  });

  it("takes a secret without its whsec_ prefix, as the Standard Webhooks libraries do", async () => {
    await expect(verifyWebhook(body, signedHeaders([secret], body, now), secret.slice(6), at)).resolves.toBeUndefined();
  });

  it("is on the client as webhooks.verify and webhooks.unwrap, beside secret and rotateSecret", async () => {
    const client = new AsyncServiceClient({ apiKey: "key", baseUrl: "http://127.0.0.1:9" });
    const headers = signedHeaders([secret], body, now);
    await expect(client.webhooks.verify(body, headers, secret, at)).resolves.toBeUndefined();
    await expect(client.webhooks.unwrap(body, headers, secret, at)).resolves.toEqual(completedEvent);
    expect(typeof client.webhooks.secret).toBe("function");
    expect(typeof client.webhooks.rotateSecret).toBe("function");
  });
});

describe("a delivery refused", () => {
  it("with one byte of the body changed", async () => {
    const headers = signedHeaders([secret], body, now);
    const changed = body.replace("tr_8f2b1c", "tr_8f2b1d");
    const error = await refusal(verifyWebhook(changed, headers, secret, at));
    expect(error.message).toContain("no signature matches");
    const bytes = new TextEncoder().encode(body);
    bytes[bytes.length - 2] = (bytes[bytes.length - 2] as number) ^ 1;
    await refusal(unwrapWebhook(bytes, headers, secret, at));
  });

  it("with a stale or a future timestamp, and accepted at the tolerance's edge", async () => {
    const stale = await refusal(verifyWebhook(body, signedHeaders([secret], body, now - 301), secret, at));
    expect(stale.message).toContain("301 s old, beyond the tolerance of 300 s");
    const future = await refusal(verifyWebhook(body, signedHeaders([secret], body, now + 301), secret, at));
    expect(future.message).toContain("301 s in the future");
    await expect(verifyWebhook(body, signedHeaders([secret], body, now - 300), secret, at)).resolves.toBeUndefined();
    await expect(verifyWebhook(body, signedHeaders([secret], body, now + 300), secret, at)).resolves.toBeUndefined();
    await expect(
      verifyWebhook(body, signedHeaders([secret], body, now - 3600), secret, { ...at, toleranceSeconds: 7200 }),
    ).resolves.toBeUndefined();
    await refusal(verifyWebhook(body, signedHeaders([secret], body, now - 1), secret, { ...at, toleranceSeconds: 0 }));
  });

  it("signed with another secret, or with a timestamp other than the one signed", async () => {
    const other = await refusal(verifyWebhook(body, signedHeaders([newSecret()], body, now), secret, at));
    expect(other.message).toContain("webhooks.secret()");
    const headers = signedHeaders([secret], body, now);
    await refusal(verifyWebhook(body, { ...headers, "webhook-timestamp": String(now + 1) }, secret, at));
    await refusal(verifyWebhook(body, { ...headers, "webhook-id": "msg_other" }, secret, at));
  });
});

describe("a rotation", () => {
  const previous = newSecret();
  const next = newSecret();

  it("accepts a delivery signed by both secrets with either one, or both, given", async () => {
    const headers = signedHeaders([next, previous], body, now);
    for (const given of [next, previous, [next, previous], [newSecret(), previous]]) {
      await expect(verifyWebhook(body, headers, given, at)).resolves.toBeUndefined();
    }
  });

  it("accepts a delivery signed by one secret when the receiver holds both, and refuses it under neither", async () => {
    await expect(
      verifyWebhook(body, signedHeaders([previous], body, now), [next, previous], at),
    ).resolves.toBeUndefined();
    const error = await refusal(verifyWebhook(body, signedHeaders([previous], body, now), [next, newSecret()], at));
    expect(error.message).toContain("any of the 2 secrets");
  });

  it("accepts a rotation's signatures sent as two webhook-signature headers, which Headers and Node join with a comma", async () => {
    const first = signedHeaders([next], body, now);
    const second = signedHeaders([previous], body, now);
    const joined = new Headers(first);
    joined.append("webhook-signature", second["webhook-signature"] ?? "");
    expect(joined.get("webhook-signature")).toContain(", v1,");
    for (const given of [next, previous]) {
      await expect(verifyWebhook(body, joined, given, at)).resolves.toBeUndefined();
      const nodeJoined = { ...first, "webhook-signature": joined.get("webhook-signature") ?? "" };
      await expect(verifyWebhook(body, nodeJoined, given, at)).resolves.toBeUndefined();
    }
  });

  it("reads signatures separated by a tab as by a space, as the Python SDK does", async () => {
    const signature = signedHeaders([secret], body, now)["webhook-signature"] ?? "";
    const tabbed = `v1,${"A".repeat(43)}=\t${signature}`;
    const headers = { ...signedHeaders([secret], body, now), "webhook-signature": tabbed };
    await expect(verifyWebhook(body, headers, secret, at)).resolves.toBeUndefined();
  });

  it("ignores signature versions other than v1 and entries that are not signatures", async () => {
    const headers = signedHeaders([secret], body, now);
    const mixed = `v2,${"A".repeat(44)} nonsense ${headers["webhook-signature"]} v1,not-base64!`;
    await expect(verifyWebhook(body, { ...headers, "webhook-signature": mixed }, secret, at)).resolves.toBeUndefined();
    const onlyV2 = await refusal(
      verifyWebhook(
        body,
        { ...headers, "webhook-signature": headers["webhook-signature"]?.replace("v1,", "v2,") ?? "" },
        secret,
        at,
      ),
    );
    expect(onlyV2.message).toContain("no v1 signature");
  });
});

describe("malformed headers", () => {
  const headers = signedHeaders([secret], body, now);

  it.each(["webhook-id", "webhook-timestamp", "webhook-signature"])("refuses a delivery without %s", async (name) => {
    const without: Record<string, string> = { ...headers };
    delete without[name];
    const error = await refusal(verifyWebhook(body, without, secret, at));
    expect(error.message).toContain(`no ${name} header`);
    await refusal(verifyWebhook(body, { ...headers, [name]: "" }, secret, at));
  });

  it.each(["", "-1", "1.5e9", " 1764684195", "0x69", "17646841950000000"])(
    "refuses the timestamp %j",
    async (timestamp) => {
      await refusal(verifyWebhook(body, { ...headers, "webhook-timestamp": timestamp }, secret, at));
    },
  );

  it("refuses two webhook-id or webhook-timestamp values, and headers that are not text", async () => {
    const doubled = { ...headers, "webhook-id": ["msg_a", "msg_b"] };
    expect((await refusal(verifyWebhook(body, doubled, secret, at))).message).toContain("2 webhook-id headers");
    await refusal(verifyWebhook(body, { ...headers, "webhook-timestamp": 17 } as never, secret, at));
  });
});

describe("hostile sizes", () => {
  it("refuses a body over the bound before any HMAC", async () => {
    const huge = new Uint8Array(maxWebhookBodyBytes + 1);
    const error = await refusal(verifyWebhook(huge, signedHeaders([secret], huge, now), secret, at));
    expect(error.message).toContain(`over the ${maxWebhookBodyBytes}`);
    const text = "x".repeat(maxWebhookBodyBytes + 1);
    const fromText = await refusal(verifyWebhook(text, signedHeaders([secret], text, now), secret, at));
    expect(fromText.message).toContain(`over ${maxWebhookBodyBytes} bytes`);
  });

  it("refuses thousands of signatures, a huge signature header, and a huge webhook-id", async () => {
    const headers = signedHeaders([secret], body, now);
    const many = Array.from({ length: 5000 }, () => headers["webhook-signature"]).join(" ");
    expect((await refusal(verifyWebhook(body, { ...headers, "webhook-signature": many }, secret, at))).message).toMatch(
      /over the 4096 accepted/,
    );
    const seventeen = Array.from({ length: 17 }, () => "v1,x").join(" ");
    expect(
      (await refusal(verifyWebhook(body, { ...headers, "webhook-signature": seventeen }, secret, at))).message,
    ).toContain("17 signatures, over the 16");
    const longId = "m".repeat(100_000);
    expect(
      (await refusal(verifyWebhook(body, signedHeaders([secret], body, now, longId), secret, at))).message,
    ).toContain("over the 256 accepted");
  });
});

describe("a body that verifies but is not an event", () => {
  it.each([
    ["not JSON", "not json"],
    ["not an object", "[1,2]"],
    ["an unknown type", JSON.stringify({ ...completedEvent, type: "transcription.exploded" })],
    ["no data", JSON.stringify({ type: "transcription.failed", timestamp: completedEvent.timestamp })],
    ["a data.id that is not a string", JSON.stringify({ ...completedEvent, data: { ...completedEvent.data, id: 7 } })],
  ])("refuses %s from unwrap, and verify lets it through", async (_, text) => {
    const headers = signedHeaders([secret], text, now);
    await expect(verifyWebhook(text, headers, secret, at)).resolves.toBeUndefined();
    await refusal(unwrapWebhook(text, headers, secret, at));
  });
});

describe("the receiver's own mistakes: ServiceConfigError, never quoting the secret", () => {
  const headers = signedHeaders([secret], body, now);

  it("a parsed body says to pass the raw body", async () => {
    const error = await verifyWebhook(JSON.parse(body), headers, secret, at).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceConfigError);
    expect((error as Error).message).toContain("never the parsed JSON");
  });

  it.each([
    ["the API key", "sk_live_abcdefghijklmnop"],
    ["an empty secret", "whsec_"],
    ["no secret", []],
    ["nine secrets", Array.from({ length: 9 }, newSecret)],
  ])("%s is not a signing secret", async (_, given) => {
    const error = await verifyWebhook(body, headers, given as string[], at).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceConfigError);
    expect((error as Error).message).not.toContain("abcdefghijklmnop");
  });

  it("an unknown or invalid option", async () => {
    await expect(verifyWebhook(body, headers, secret, { tolerance: 5 } as never)).rejects.toThrow(
      /did you mean "toleranceSeconds"/,
    );
    await expect(verifyWebhook(body, headers, secret, { toleranceSeconds: -1 })).rejects.toBeInstanceOf(
      ServiceConfigError,
    );
    await expect(verifyWebhook(body, headers, secret, { now: new Date("nonsense") })).rejects.toBeInstanceOf(
      ServiceConfigError,
    );
  });
});
