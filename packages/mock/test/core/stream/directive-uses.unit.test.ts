// The uses of directives limited to their first n, by key: counted per key and directive, and bounded however
// many keys a client makes (the oldest used entry forgotten first).
import { describe, expect, it } from "vitest";
import { DirectiveUses, maxDirectiveUses } from "../../../src/core/stream/directive-uses.js";

describe("DirectiveUses", () => {
  it("applies a directive to a key's first n uses, then not; per key, per directive, per scope", () => {
    const uses = new DirectiveUses();
    const taken = [1, 2, 3].map(() => uses.take("session", "a", "mock:drop:times:2", 2));
    expect(taken).toEqual([true, true, false]);
    expect(uses.take("session", "b", "mock:drop:times:2", 2)).toBe(true);
    expect(uses.take("upgrade", "a", "mock:drop:times:2", 2)).toBe(true);
    expect(uses.take("session", "a", "mock:drop:once", 1)).toBe(true);
    expect(uses.take("session", undefined, "mock:drop:once", 1)).toBe(true);
    expect(uses.take("session", undefined, "mock:drop:once", 1)).toBe(false);
  });

  it("with skip, applies to the uses after the first k: all of them, or the next n", () => {
    const uses = new DirectiveUses();
    expect([1, 2, 3, 4, 5].map(() => uses.take("upgrade", "a", "refuse:503:after:1:times:2", 2, 1))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect([1, 2, 3].map(() => uses.take("upgrade", "a", "refuse:503:after:2", undefined, 2))).toEqual([
      false,
      false,
      true,
    ]);
    for (let index = 0; index < 10; index++)
      expect(uses.take("upgrade", "a", "refuse:503:after:2", undefined, 2)).toBe(true);
    expect(uses.lastApplied("upgrade", "b", "refuse:503:after:1:times:2", 2, 1)).toBe(false);
  });

  it("counts a temporary key's uses as the API key's that minted it, and an unknown one as itself", () => {
    const owners: Record<string, string> = { tmp_first: "sk_team", tmp_second: "sk_team" };
    const uses = new DirectiveUses(undefined, (key) => owners[key]);
    expect(uses.take("session", "tmp_first", "mock:drop:once", 1)).toBe(true);
    // The reconnect, on a key minted afresh by the same API key: the drop is used up.
    expect(uses.take("session", "tmp_second", "mock:drop:once", 1)).toBe(false);
    expect(uses.take("session", "sk_team", "mock:drop:once", 1)).toBe(false);
    expect(uses.take("session", "tmp_unknown", "mock:drop:once", 1)).toBe(true);
    expect(uses.take("session", "sk_other", "mock:drop:once", 1)).toBe(true);
  });

  it("takes no entry for a directive without a limit", () => {
    const uses = new DirectiveUses();
    for (let index = 0; index < 5; index++) expect(uses.take("session", "a", "mock:drop", undefined)).toBe(true);
    expect(uses.size).toBe(0);
  });

  it("says whether the latest use applied, without counting (the connect probe's question)", () => {
    const uses = new DirectiveUses();
    expect(uses.lastApplied("upgrade", "a", "refuse:429:times:1", 1)).toBe(true);
    expect(uses.take("upgrade", "a", "refuse:429:times:1", 1)).toBe(true);
    for (let index = 0; index < 3; index++)
      expect(uses.lastApplied("upgrade", "a", "refuse:429:times:1", 1)).toBe(true);
    expect(uses.take("upgrade", "a", "refuse:429:times:1", 1)).toBe(false);
    expect(uses.lastApplied("upgrade", "a", "refuse:429:times:1", 1)).toBe(false);
  });

  it(`holds at most ${maxDirectiveUses} entries with many keys, forgetting the oldest used first`, () => {
    const uses = new DirectiveUses();
    expect(uses.take("session", "first", "mock:drop:once", 1)).toBe(true);
    expect(uses.take("session", "kept", "mock:drop:once", 1)).toBe(true);
    for (let index = 0; index < maxDirectiveUses * 3; index++) {
      uses.take("session", `key-${index}`, "mock:drop:once", 1);
      // Used again now and then: what is used stays.
      if (index % 1000 === 0) expect(uses.take("session", "kept", "mock:drop:once", 1)).toBe(false);
    }
    expect(uses.size).toBe(maxDirectiveUses);
    // Forgotten: its directive applies afresh, as to a new key.
    expect(uses.take("session", "first", "mock:drop:once", 1)).toBe(true);
    expect(uses.take("session", "kept", "mock:drop:once", 1)).toBe(false);
  });

  it("counts no further than n + 1 however often a key comes back", () => {
    const uses = new DirectiveUses(10);
    for (let index = 0; index < 100_000; index++) uses.take("session", "a", "mock:drop:times:1000", 1000);
    expect(uses.size).toBe(1);
    expect(uses.take("session", "a", "mock:drop:times:1000", 1000)).toBe(false);
  });
});
