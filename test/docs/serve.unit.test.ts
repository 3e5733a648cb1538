// `npm run docs:serve`'s server (scripts/docs/serve.ts), in process: files served gzip-compressed when asked,
// an ETag answered with 304, pages revalidated and hashed files kept for good, nothing outside the folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveSite } from "../../scripts/docs/serve.js";

let root: string;
let close: () => void;
let base: string;

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}${path.slice(1)}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "stt-serve-"));
  mkdirSync(join(root, "site"));
  writeFileSync(join(root, "site/index.html"), `<!doctype html><p>${"home ".repeat(200)}</p>`);
  writeFileSync(join(root, "site/reference.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
  writeFileSync(join(root, "secret.txt"), "outside the site");
  const served = await serveSite(join(root, "site"));
  base = served.url;
  close = () => {
    served.server.closeAllConnections();
    served.server.close();
  };
});

afterAll(() => {
  close?.();
  rmSync(root, { recursive: true, force: true });
});

describe("npm run docs:serve", () => {
  it("listens on 127.0.0.1", () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it("serves a page gzip-compressed to a browser that takes gzip, revalidated by its ETag", async () => {
    const page = await get("/", { "accept-encoding": "gzip, br" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body.length).toBeLessThan(300);
    expect(gunzipSync(page.body).toString()).toContain("home home");
    const again = await get("/index.html", { "if-none-match": String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("serves plain to a client that takes no gzip", async () => {
    const page = await get("/index.html");
    expect(page.headers["content-encoding"]).toBeUndefined();
    expect(page.body.toString()).toContain("home home");
  });

  it("keeps a file named with its hash for good, and another file five minutes", async () => {
    expect((await get("/reference.js?v=abc")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/reference.js")).headers["cache-control"]).toBe("public, max-age=300");
  });

  it("serves nothing outside its folder, and a 404 for what is not there", async () => {
    expect((await get("/../secret.txt")).status).toBe(404);
    expect((await get("/%2e%2e/secret.txt")).status).toBe(404);
    expect((await get("/missing.html")).status).toBe(404);
  });
});
