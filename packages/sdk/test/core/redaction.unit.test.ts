// Secrets are removed from every string of a value (error bodies, log fields), wherever they sit, without
// touching the caller's object.
import { describe, expect, it } from "vitest";
import { excerpt, maxRedactedDepth, redactText, redactValue, rememberMintedSecret } from "../../src/core/redaction.js";

const secrets = ["sk-live-1234", "tmp-abcd"];

describe("redaction", () => {
  it("replaces each secret in nested objects and arrays, and leaves the original as it was", () => {
    const body = {
      status: 401,
      message: "key sk-live-1234 refused",
      details: [{ hint: "tmp-abcd expired" }, "fine", 3],
      nested: { deeper: { token: "Bearer sk-live-1234" } },
    };
    const copy = structuredClone(body);
    expect(redactValue(body, secrets)).toEqual({
      status: 401,
      message: "key [redacted] refused",
      details: [{ hint: "[redacted] expired" }, "fine", 3],
      nested: { deeper: { token: "Bearer [redacted]" } },
    });
    expect(body).toEqual(copy);
  });

  it("returns a value without secrets as it is, with no copy", () => {
    const fields = { method: "GET", path: "/models", status: 200, tags: ["a", "b"] };
    expect(redactValue(fields, secrets)).toBe(fields);
  });

  it("ignores secrets shorter than 4 characters, which would shred ordinary text", () => {
    expect(redactText("abc abc sk-live-1234", ["abc", ...secrets])).toBe("abc abc [redacted]");
  });

  it("keeps the configured keys for good and only the newest minted ones, each once", () => {
    const kept = ["sk-live-1234"];
    for (let n = 1; n <= 5; n++) rememberMintedSecret(kept, 1, `tmp-key-${n}`, 3);
    rememberMintedSecret(kept, 1, "tmp-key-5", 3);
    expect(kept).toEqual(["sk-live-1234", "tmp-key-3", "tmp-key-4", "tmp-key-5"]);
  });

  it("replaces each secret in property names too, keeping a __proto__ key a property as JSON.parse made it", () => {
    const body = JSON.parse('{"sk-live-1234": 1, "__proto__": {"polluted": "sk-live-1234"}}');
    const safe = redactValue(body, secrets) as Record<string, unknown>;
    expect(Object.keys(safe)).toEqual(["[redacted]", "__proto__"]);
    expect(Object.getPrototypeOf(safe)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(safe, "__proto__")?.value).toEqual({ polluted: "[redacted]" });
  });

  it("replaces what is nested past maxRedactedDepth, however deep, without a stack overflow", () => {
    const deep = JSON.parse(`${"[".repeat(200_000)}"sk-live-1234"${"]".repeat(200_000)}`);
    let level = redactValue(deep, secrets);
    for (let depth = 0; depth < maxRedactedDepth; depth++) level = (level as unknown[])[0];
    expect(level).toBe("[nested too deep]");
  });

  it("cuts an excerpt of a long text from its start, dropping a key cut by the window's end", () => {
    const text = `${"a ".repeat(399)}sk-live-1234${"b".repeat(10_000)}`;
    expect(excerpt(text, secrets)).toBe(`${"a ".repeat(100)}…`);
    // Spaces collapse, so what follows them shows: the window's end cuts the key, whose start must not.
    expect(excerpt(`${" ".repeat(805)}sk-live-1234 tail`, secrets)).toBe("…");
  });
});
