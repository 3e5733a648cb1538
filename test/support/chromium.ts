// Headless Chromium for the browser tests, driven by playwright-core (which downloads no browser): the
// machine's own browser when it has one, else the one the npm package @sparticuz/chromium (a devDependency,
// so `npm ci` brings it) ships inside itself, so `npm test` needs no apt-get, no Homebrew and no download.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { type Browser, chromium, type Page } from "playwright-core";

/** Debian's and most Linux distributions' chromium, used when it is there. */
const systemChromium = "/usr/bin/chromium";
/** The value of CHROMIUM_PATH that asks for the npm package's browser even where the system has one (CI). */
const packageName = "@sparticuz/chromium";

/**
 * The browser to launch: CHROMIUM_PATH when set (GitHub's runners have Google Chrome, a Mac has
 * /Applications/Chromium.app/Contents/MacOS/Chromium), else the system's chromium, else the npm package's.
 */
export async function chromiumExecutable(): Promise<string> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen === packageName) return packagedChromium();
  if (chosen !== undefined && chosen !== "") {
    if (!existsSync(chosen)) {
      throw new Error(
        `CHROMIUM_PATH is ${chosen}, where there is no file: point it at a Chromium or Chrome executable, set it to ${packageName} for the browser npm ci installed, or unset it to use the system's chromium (${systemChromium}) or else that one.`,
      );
    }
    return chosen;
  }
  if (existsSync(systemChromium)) return systemChromium;
  return packagedChromium();
}

/**
 * The npm package's Chromium, unpacked once per version into the temporary folder, which test files and
 * clones on this machine share. The package itself unpacks into the temporary folder's root and takes any
 * file already there for done, so two test files unpacking at once could launch a half-written binary:
 * each unpacks into a folder of its own (TMPDIR for a child process) and renames it into place, an atomic
 * step only one of them wins.
 */
async function packagedChromium(): Promise<string> {
  const require = createRequire(import.meta.url);
  let version: string;
  try {
    // Its exports leave out package.json: read it beside the entry (build/index.js).
    const entry = require.resolve(packageName);
    version = (JSON.parse(readFileSync(resolve(entry, "../../package.json"), "utf8")) as { version: string }).version;
  } catch {
    throw new Error(
      "No browser for the browser tests: no system chromium and no @sparticuz/chromium in node_modules. Run npm ci (it installs @sparticuz/chromium), or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
  const folder = join(tmpdir(), `stt-chromium-${version}`);
  const executable = join(folder, "chromium");
  if (existsSync(executable)) return executable;
  const staging = mkdtempSync(join(tmpdir(), "stt-chromium-unpacking-"));
  try {
    await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", 'await (await import("@sparticuz/chromium")).default.executablePath();'],
      { env: { ...process.env, TMPDIR: staging }, cwd: resolve(".") },
    );
    try {
      renameSync(staging, folder);
    } catch (error) {
      // Another test file (or clone) got there first with the same version: its copy is as good.
      if (!existsSync(executable)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return executable;
}

/** Headless Chromium; `extraArgs` adds switches (a fake microphone, an autoplay policy) to the usual ones. */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumExecutable(),
    // Not @sparticuz/chromium's own list: its --single-process is for AWS Lambda's sandbox, and would put
    // every page of a test in one process, where one page's crash takes the others with it.
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...extraArgs,
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

/**
 * Records every Content-Security-Policy violation the page reports, from its first script on: the
 * `securitypolicyviolation` events and the console's CSP messages. Call before `page.goto`; the function it
 * returns reads what was recorded so far.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
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
