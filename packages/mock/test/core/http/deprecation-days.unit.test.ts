// The mock's Deprecation and Sunset headers from days that do not exist (`npm run generate` refuses them, but
// the mock reads the spec it is given): no `@NaN`, no `Invalid Date`; the day is unknown instead.
import type { IHttpOperation } from "@stoplight/types";
import { describe, expect, it } from "vitest";
import { deprecationHeaders } from "../../../src/core/http/deprecation-headers.js";

const operation = (extensions: Record<string, unknown>) =>
  ({ deprecated: true, extensions }) as unknown as IHttpOperation;

describe("the mock's deprecation headers", () => {
  it.each(["2026-13-45", "2026-02-30", "2027-02-29"])("say nothing they cannot mean for %s", (day) => {
    const headers = deprecationHeaders(operation({ "x-sunset": day, "x-deprecated-since": day }), undefined);
    expect(headers).toEqual({ deprecation: "@0" });
  });

  it("say the days that exist", () => {
    const headers = deprecationHeaders(
      operation({ "x-sunset": "2028-02-29", "x-deprecated-since": "2026-01-15" }),
      undefined,
    );
    expect(headers).toEqual({ deprecation: "@1768435200", sunset: "Tue, 29 Feb 2028 23:59:59 GMT" });
  });
});
