// When the venvs' pip may skip its retries: only when its configuration names a source on this machine, and
// never over a PIP_RETRIES the user set.
import { describe, expect, it } from "vitest";
import { localSourcesOf, pipRetriesSetting } from "../../scripts/python/pip-retries.js";

const localMirror = [
  ":env:.find-links='/opt/wheels'",
  "global.cert='/etc/ssl/certs/ca-certificates.crt'",
  "global.extra-index-url='file:///opt/pypi/simple file:///opt/pypi-more/simple'",
].join("\n");
const remoteOnly = "global.index-url='https://pypi.example.com/simple'\nglobal.timeout='60'";

describe("pip's retries", () => {
  it("finds the local sources of pip config list's output", () => {
    expect(localSourcesOf(localMirror)).toEqual([
      "/opt/wheels",
      "file:///opt/pypi/simple",
      "file:///opt/pypi-more/simple",
    ]);
    expect(localSourcesOf(remoteOnly)).toEqual([]);
    expect(localSourcesOf("global.find-links='https://example.com/wheels/'")).toEqual([]);
  });

  it("tries each index once with a local source, keeps pip's retries without, and never overrides the user's", () => {
    expect(pipRetriesSetting(localMirror, {})).toEqual({ PIP_RETRIES: "0" });
    expect(pipRetriesSetting(remoteOnly, {})).toEqual({});
    expect(pipRetriesSetting(localMirror, { PIP_RETRIES: "3" })).toEqual({});
  });
});
