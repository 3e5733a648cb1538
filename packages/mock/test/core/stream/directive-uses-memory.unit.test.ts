// The directive counts' memory: bounded by their number (10 000 entries) and by each entry's size, whatever the
// keys' length (a key comes from the Authorization header, up to Node's 16 KB, or a subprotocol). Found by a
// newcomer's trial: each entry kept the key whole, and 10 000 keys of 15 KB held about 150 MB.
import { randomBytes } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { DirectiveUses, maxDirectiveUses } from "../../../src/core/stream/directive-uses.js";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

describe("the directive counts' memory", () => {
  it("stays within 20 MB for the full 10 000 entries, whatever the keys' length", () => {
    let uses: DirectiveUses | undefined = new DirectiveUses();
    collect();
    const before = process.memoryUsage().heapUsed;
    for (let index = 0; index < maxDirectiveUses; index++) {
      uses.take("upgrade", randomBytes(7_500).toString("hex"), "refuse:401:times:1000", 1000);
    }
    collect();
    const heldMb = (process.memoryUsage().heapUsed - before) / 1e6;
    expect(uses.size).toBe(maxDirectiveUses);
    uses = undefined;
    expect(heldMb).toBeLessThan(20);
  });

  it("still tells long keys apart, and counts one long key's uses as one key's", () => {
    const uses = new DirectiveUses();
    const long = "k".repeat(10_000);
    expect(uses.take("session", long, "mock:drop:once", 1)).toBe(true);
    expect(uses.take("session", long, "mock:drop:once", 1)).toBe(false);
    // The same length and start, one character different at the end.
    expect(uses.take("session", `${long.slice(0, -1)}j`, "mock:drop:once", 1)).toBe(true);
  });
});
