// Headless Chromium from Debian's package, driven by playwright-core (which downloads no browser).
import { once } from "node:events";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, resolve } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";

/** Debian's chromium by default; CHROMIUM_PATH points elsewhere (GitHub's runners have Google Chrome). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No browser at ${chromiumPath}: install Debian's chromium (apt-get install -y chromium); .ci/run does.`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Collects what would show in a page's console as an error, and uncaught page errors. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

export interface TestSite {
  url: string;
  close(): void;
}

/**
 * A loopback site for a browser test: `/` is a page that loads `script` as a module, with `html` in its
 * body; `routes` answers the page's other requests, by path, before a 404.
 */
export function serveTestPage(html: string, script: string, routes: Routes = {}): Promise<TestSite> {
  return serve(routes, (path, response) => {
    if (path === "/page.js") {
      response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    } else if (path === "/") {
      response
        .writeHead(200, { "content-type": "text/html" })
        .end(`<!doctype html><title>test</title>${html}<script type="module" src="/page.js"></script>`);
    } else {
      response.writeHead(404).end();
    }
  });
}

const contentTypes: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".wav": "audio/wav",
};

/** A loopback site serving the files under `directory` (`/` is its index.html), and `routes`. */
export function serveDirectory(directory: string, routes: Routes = {}): Promise<TestSite> {
  return serve(routes, (path, response) => {
    const file = resolve(directory, `.${path === "/" ? "/index.html" : path}`);
    if (!file.startsWith(resolve(directory)) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { "content-type": contentTypes[extname(file)] ?? "application/octet-stream" })
      .end(readFileSync(file));
  });
}

type Routes = Record<string, (request: IncomingMessage, response: ServerResponse) => void | Promise<void>>;

async function serve(routes: Routes, otherwise: (path: string, response: ServerResponse) => void): Promise<TestSite> {
  const site = createServer(async (request, response) => {
    const path = request.url?.split("?")[0] ?? "/";
    const route = routes[path];
    if (route) await route(request, response);
    else if (path === "/favicon.ico") response.writeHead(204).end();
    else otherwise(path, response);
  });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  return { url: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, close: () => site.close() };
}
