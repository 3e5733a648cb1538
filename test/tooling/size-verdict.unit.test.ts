// npm run size's verdict on one bundle: the ceiling is what fails a run, and a budget once met is what CI
// holds from then on (a ceiling left above a met budget fails the run until it is lowered to the budget).
import { describe, expect, it } from "vitest";
import { ceilingFor, sizeVerdict } from "../../scripts/gate/size-verdict.js";

describe("sizeVerdict", () => {
  it("passes under the ceiling and says how far over the budget the bundle still is", () => {
    expect(sizeVerdict({ name: "client", bytes: 12_300, budget: 4_000, ceiling: 12_400 })).toEqual({
      failed: false,
      message: "client: 8300 B over the budget of 4000 B.",
    });
  });

  it("fails over the ceiling, naming the ceiling line that takes the bundle as it is, with the usual room", () => {
    const verdict = sizeVerdict({ name: "client", bytes: 12_401, budget: 4_000, ceiling: 12_400 });
    expect(verdict.failed).toBe(true);
    expect(verdict.message).toMatch(/^client is 12401 B, over its ceiling of 12400 B by 1 B/);
    expect(verdict.message).toContain("write `ceiling: 12_450,` in its entry of scripts/gate/size.ts");
  });

  it("writes a ceiling as the measure and about 50 B, to the nearest 10 B, as size.ts's ceilings were set", () => {
    // The four ceilings of issue 39's round 2, from the sizes then measured.
    expect([19_668, 11_971, 5_260, 15_665].map(ceilingFor)).toEqual(["19_720", "12_020", "5_310", "15_720"]);
    expect(ceilingFor(19_748)).toBe("19_800");
    expect(ceilingFor(950)).toBe("1_000");
  });

  it("fails once the budget is met while the ceiling stays above it, so the budget becomes the limit", () => {
    const verdict = sizeVerdict({ name: "microphone", bytes: 2_450, budget: 2_500, ceiling: 5_400 });
    expect(verdict.failed).toBe(true);
    expect(verdict.message).toMatch(/meets its budget \(2450 B of 2500 B\): lower its ceiling .* to the budget/);
  });

  it("passes silently with the ceiling at a met budget", () => {
    expect(sizeVerdict({ name: "microphone", bytes: 2_450, budget: 2_500, ceiling: 2_500 })).toEqual({
      failed: false,
      message: undefined,
    });
  });
});
