// The options of the webhook and audio_url checks: the retry's wait (30 s unless given, 0 leaves the check out)
// and --audio-url (any http or https address, a signed one's query included), refused with a reason otherwise.
import { describe, expect, it } from "vitest";
import { parseOptions, UsageError } from "../src/index.js";

const required = ["--base-url", "http://127.0.0.1:1/v1", "--api-key", "k", "--only", "http"];

function parsed(extra: string[]) {
  const options = parseOptions([...required, ...extra], {});
  if (options === "help") throw new Error("no --help was given");
  return options;
}

describe("the webhook and audio_url options", () => {
  it("waits 30 s for a retry unless told, and 0 leaves the retry check out", () => {
    expect(parsed([]).webhookRetrySeconds).toBe(30);
    expect(parsed(["--webhook-retry-seconds", "0"]).webhookRetrySeconds).toBe(0);
    expect(() => parsed(["--webhook-retry-seconds", "soon"])).toThrow(UsageError);
    expect(() => parsed(["--webhook-retry-seconds", "9999999999"])).toThrow(UsageError);
  });

  it("takes an http(s) --audio-url as given, a query included, and refuses another scheme", () => {
    expect(parsed([]).audioUrl).toBeUndefined();
    const signed = "https://storage.example.com/calls/a.wav?X-Amz-Signature=abc";
    expect(parsed(["--audio-url", signed]).audioUrl).toBe(signed);
    expect(() => parsed(["--audio-url", "ftp://storage.example.com/a.wav"])).toThrow(/not an http or https URL/);
    expect(() => parsed(["--audio-url", "not a url"])).toThrow(UsageError);
  });
});
