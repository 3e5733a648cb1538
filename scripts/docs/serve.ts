// `npm run docs:serve`: the built site (site/) as a static host serves it, gzip-compressed, on 127.0.0.1. Any
// static host with compression serves the site as well; this one is for reading it locally and for the tests
// that measure the pages as a reader gets them (test/docs/light-pages.browser.test.ts).
// Caching: a page is revalidated on each visit (`no-cache` with an ETag: a 304 when unchanged); a file the
// pages name with its content's hash (`reference.js?v=…`) is immutable, so the second page takes it from the
// cache without asking; any other file is kept five minutes.
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".wav": "audio/wav",
};
/** Types worth compressing: text. Audio and images are compressed already. */
const compressible = /^(text\/|application\/json|image\/svg)/;

interface Entry {
  body: Buffer;
  gzipped?: Buffer;
  etag: string;
  /** The file's size and time, to know when it changed (a rebuild while serving). */
  version: string;
}

function cacheControl(file: string, url: URL): string {
  if (url.searchParams.has("v")) return "public, max-age=31536000, immutable";
  return extname(file) === ".html" ? "no-cache" : "public, max-age=300";
}

/** A request handler serving the files under `root` (a directory's index.html for the directory). */
export function siteHandler(root: string): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const base = resolve(root);
  const entries = new Map<string, Entry>();
  return async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://site");
    let file = resolve(base, `.${decodeURIComponent(url.pathname)}`);
    if (file !== base && !file.startsWith(base + sep)) {
      response.writeHead(404).end("not found");
      return;
    }
    let info = await stat(file).catch(() => undefined);
    if (info?.isDirectory()) {
      file = join(file, "index.html");
      info = await stat(file).catch(() => undefined);
    }
    if (!info?.isFile()) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found");
      return;
    }
    const version = `${info.size}-${info.mtimeMs}`;
    let entry = entries.get(file);
    if (entry?.version !== version) {
      const body = await readFile(file);
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
      entry = { body, etag, version };
      entries.set(file, entry);
    }
    const type = types[extname(file)] ?? "application/octet-stream";
    const headers: Record<string, string> = {
      "content-type": type,
      "cache-control": cacheControl(file, url),
      etag: entry.etag,
      vary: "accept-encoding",
    };
    if (request.headers["if-none-match"] === entry.etag) {
      response.writeHead(304, headers).end();
      return;
    }
    let body = entry.body;
    if (compressible.test(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      entry.gzipped ??= gzipSync(entry.body, { level: 9 });
      body = entry.gzipped;
      headers["content-encoding"] = "gzip";
    }
    headers["content-length"] = String(body.length);
    response.writeHead(200, headers).end(request.method === "HEAD" ? undefined : body);
  };
}

/** Serves `root` on 127.0.0.1 (port 0: any free one); resolves once it listens. */
export async function serveSite(root: string, port = 0): Promise<{ server: Server; url: string }> {
  const handle = siteHandler(root);
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(port, "127.0.0.1", listening);
  });
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const projectRoot = resolve(import.meta.dirname, "../..");
  const { values } = parseArgs({
    options: {
      dir: { type: "string", default: join(projectRoot, "site") },
      port: { type: "string", default: "8080" },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`npm run docs:serve: --port ${values.port} is no port (0 to 65535; 0 picks a free one)`);
    process.exit(1);
  }
  const exists = await stat(join(values.dir, "index.html")).catch(() => undefined);
  if (!exists) {
    console.error(`npm run docs:serve: no site in ${values.dir}; build it first with npm run docs`);
    process.exit(1);
  }
  try {
    const { url } = await serveSite(values.dir, port);
    console.log(`Serving ${values.dir} at ${url} (gzip-compressed; Ctrl+C stops)`);
  } catch (error) {
    console.error(`npm run docs:serve: cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`);
    process.exit(1);
  }
}
