// The HTTP reference's try-it consoles, added to the built page: the loader (docs/site/try-it/loader.ts, the
// only script of the feature the page loads up front) with the operations compiled in, its chunks (the console,
// the in-page mock's handlers and the contract's validators, fetched when a reader opens a console), and msw's
// service worker at the site's root, where the in-page mock registers it.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { SpecDocuments } from "@stt-service/spec-documents";
import { record } from "@stt-service/spec-documents";
import { build } from "esbuild";
import { DocsSourceError } from "../../lib/source-error.js";
import { tryItOperations } from "./operations-model.js";

const require = createRequire(import.meta.url);
/**
 * The consoles' code is this tool's, like the build's own scripts: bundled from this repository (its packages
 * and msw), whatever project the site is built from; only the operations come from that project's spec.
 */
const toolRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
/** An origin a CSP source may name as it is: a scheme, a host of letters, digits, dots and dashes, a port. */
const plainOrigin = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

/** Where the loader is, from the site's root: the page's one <script> of the feature. */
export const tryItLoader = "try-it/loader.js";

/**
 * The origins a console may send to besides the page's own: each server of the spec (production, the local
 * mock), with a loopback one at any port, since a reader's stt-mock listens where they start it. A CSP source
 * each, for the page's `connect-src`: named hosts, never `*`.
 */
export function tryItServers<File extends string>(specs: SpecDocuments<File>, named: readonly string[] = []): string[] {
  const servers = record(specs.document("specs/openapi.yaml" as File)).servers;
  const urls = [...(Array.isArray(servers) ? servers : []).map((server) => String(record(server).url)), ...named];
  const origins = urls.flatMap((text) => {
    const url = URL.parse(text);
    if (url && plainOrigin.test(url.origin)) return [url];
    // A relative server URL in the spec widens nothing; an origin named for the build must be one.
    if (named.includes(text))
      throw new DocsSourceError(`--try-it-server ${text}: give an origin, such as https://staging.example.com`);
    return [];
  });
  return [
    ...new Set(
      origins.map((url) =>
        ["127.0.0.1", "localhost"].includes(url.hostname) ? `${url.protocol}//${url.hostname}:*` : url.origin,
      ),
    ),
  ];
}

/** stt-mock's address when started with no options (`npx stt-mock`: packages/mock's cli, --http-port 4010). */
const sttMockDefault = "http://127.0.0.1:4010/v1";

/**
 * The server the consoles' code (curl, SDK, createFetchClient) names when the mock in the page answered: that
 * mock answers only inside the page, so the code names one a reader can call from a shell. The spec's loopback
 * server (the local mock, which stt-mock serves by default) when it has one, else stt-mock's default.
 */
export function tryItCodeServer<File extends string>(specs: SpecDocuments<File>): string {
  const servers = record(specs.document("specs/openapi.yaml" as File)).servers;
  const urls = (Array.isArray(servers) ? servers : []).map((server) => URL.parse(String(record(server).url)));
  const loopback = urls.find(
    (url) => url && plainOrigin.test(url.origin) && ["127.0.0.1", "localhost"].includes(url.hostname),
  );
  return loopback ? loopback.href.replace(/\/$/, "") : sttMockDefault;
}

/**
 * What the streaming reference's playground may reach besides its own origin: the servers the HTTP console
 * may (where a reader's backend mints temporary keys, loopback for a local stt-mock and its backend, the origins
 * named for the build), each also as a WebSocket origin (`ws:` beside `http:`, `wss:` beside `https:`), and the
 * streaming spec's own servers.
 */
export function playgroundServers<File extends string>(
  specs: SpecDocuments<File>,
  named: readonly string[] = [],
): string[] {
  const http = tryItServers(specs, named);
  const servers = record(specs.document("specs/asyncapi.yaml" as File)).servers;
  const stream = Object.values(typeof servers === "object" && servers !== null ? servers : {}).flatMap((server) => {
    const { host, protocol } = record(server);
    const url = URL.parse(`${String(protocol)}://${String(host)}`);
    return url &&
      /^wss?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(url.origin) &&
      !["127.0.0.1", "localhost"].includes(url.hostname)
      ? [url.origin]
      : [];
  });
  return [...new Set([...http, ...http.map((origin) => origin.replace(/^http/, "ws")), ...stream])];
}

/** Writes the consoles' scripts and the worker into `outDir`, and the loader into the page `page`; the files written. */
export async function addTryIt<File extends string>(
  outDir: string,
  page: string,
  specs: SpecDocuments<File>,
  named: readonly string[] = [],
): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [join(toolRoot, "docs/site/try-it/loader.ts")],
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    conditions: ["stt-service-source"],
    define: {
      TRY_IT_OPERATIONS: JSON.stringify(tryItOperations(specs)),
      TRY_IT_SERVERS: JSON.stringify(tryItServers(specs, named)),
      TRY_IT_CODE_SERVER: JSON.stringify(tryItCodeServer(specs)),
    },
    outdir: join(outDir, dirname(tryItLoader)),
    entryNames: "[name]",
    chunkNames: "[name]-[hash]",
    logLevel: "silent",
    metafile: true,
  });
  const stylesheet = join(outDir, dirname(tryItLoader), "try-it.css");
  const worker = join(outDir, "mockServiceWorker.js");
  copyFileSync(join(toolRoot, "docs/site/try-it/try-it.css"), stylesheet);
  copyFileSync(join(dirname(require.resolve("msw/package.json")), "lib", "mockServiceWorker.js"), worker);
  const html = readFileSync(page, "utf8");
  // `async`: the page's load does not wait for it; the buttons come when it runs.
  const head = html.indexOf("</head>");
  if (head < 0) throw new Error(`${page}: no </head> to load the try-it consoles before`);
  writeFileSync(
    page,
    `${html.slice(0, head)}<script type="module" src="${tryItLoader}" async></script>\n${html.slice(head)}`,
  );
  return [...Object.keys(metafile.outputs).map((output) => resolve(output)), stylesheet, worker];
}
