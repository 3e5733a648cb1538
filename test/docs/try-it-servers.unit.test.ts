// The origins the HTTP reference's `connect-src` is widened to for its try-it consoles (a meta policy cannot be
// widened once the page runs: a second policy only narrows): the spec's servers, a loopback one at any port,
// origins named for the build, each a plain origin; never `*`, and nothing a spec's text could smuggle in.

import { specDocumentsFromTexts } from "@stt-service/spec-documents";
import { describe, expect, it } from "vitest";
import { playgroundServers, tryItServers } from "../../scripts/docs/try-it/bundle.js";

function specWithServers(...urls: string[]) {
  const servers = urls.map((url) => `  - url: ${JSON.stringify(url)}`).join("\n");
  return specDocumentsFromTexts({
    "specs/openapi.yaml": `openapi: 3.1.0\ninfo: {title: t, version: "1"}\nservers:\n${servers}\npaths: {}\n`,
  });
}

describe("the try-it consoles' connect-src", () => {
  it("names the spec's servers by origin, a loopback one at any port, and origins named for the build", () => {
    const specs = specWithServers("https://api.example.com/v1", "http://127.0.0.1:4010/v1", "http://localhost:8080");
    expect(tryItServers(specs, ["https://staging.example.com"])).toEqual([
      "https://api.example.com",
      "http://127.0.0.1:*",
      "http://localhost:*",
      "https://staging.example.com",
    ]);
  });

  it("leaves out a server no policy could name as it is, and a relative one", () => {
    const specs = specWithServers("/v1", "https://*.example.com", "https://a.example;script-src *", "ftp://x.example");
    expect(tryItServers(specs)).toEqual([]);
  });

  it("refuses an origin named for the build that is none", () => {
    expect(() => tryItServers(specWithServers(), ["https://x.example; script-src *"])).toThrow(/give an origin/);
    expect(() => tryItServers(specWithServers(), ["staging"])).toThrow(/give an origin/);
  });
});

describe("the stream playground's connect-src", () => {
  it("adds each HTTP origin as a WebSocket one and the streaming spec's servers, loopback at any port, nothing else", () => {
    const specs = specDocumentsFromTexts({
      "specs/openapi.yaml":
        'openapi: 3.1.0\ninfo: {title: t, version: "1"}\nservers:\n  - url: "https://api.example.com/v1"\n  - url: "http://127.0.0.1:4010/v1"\npaths: {}\n',
      "specs/asyncapi.yaml":
        'asyncapi: 3.0.0\ninfo: {title: t, version: "1"}\nservers:\n  production: {host: "stream.example.com", protocol: wss}\n  mock: {host: "127.0.0.1:4011", protocol: ws}\n  odd: {host: "a.example; script-src *", protocol: wss}\n',
    });
    expect(playgroundServers(specs)).toEqual([
      "https://api.example.com",
      "http://127.0.0.1:*",
      "wss://api.example.com",
      "ws://127.0.0.1:*",
      "wss://stream.example.com",
    ]);
  });
});
