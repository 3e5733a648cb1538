// The try-it console against a server a reader names that never finishes its answer, in headless Chromium on the
// built site: an endless body is read up to the console's bound and shown cut, with the size read and the
// contract's verdict skipped; a body that never comes ends at the console's deadline; Cancel stops a request
// still waiting. After each, Send works again and the server sees its connection dropped (reading stopped).
// The server is a loopback one on a free port (the page's Content-Security-Policy lets it reach any loopback
// port, for a reader's stt-mock), stopped by its handle.
import { once } from "node:events";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadSpecDocuments } from "@stt-service/spec-documents";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TryItOperation } from "../../docs/site/try-it/operation.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";
import { referenceReady, showReferenceSection, useBuiltSite } from "../support/built-site.js";
import { recordCspViolations } from "../support/chromium.js";

const site = useBuiltSite();
/** An operation with no required field: its form sends as it opens. */
const operation = tryItOperations(loadSpecDocuments(".", ["specs/openapi.yaml"])).find(
  (candidate) => candidate.operationId === "listModels",
) as TryItOperation;

/** How the server answers, by the first segment of the path: the base URL the reader names picks it. */
const behaviours = {
  // 200 and a JSON array that never ends, written as fast as the connection takes it.
  endless: (response: ServerResponse) => {
    response.writeHead(200, { "content-type": "application/json" });
    const chunk = Buffer.from("0,".repeat(32 * 1024));
    response.write("[");
    const pump = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once("drain", pump);
    };
    pump();
  },
  // 200 and its headers at once, then never a byte of the body.
  silent: (response: ServerResponse) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.flushHeaders();
  },
  // Never an answer at all.
  pending: (_response: ServerResponse) => undefined,
};
type Kind = keyof typeof behaviours;

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** What the server saw of the one GET each test sends under its kind: that it came, and that its connection went. */
const seen = Object.fromEntries(
  Object.keys(behaviours).map((kind) => [kind, { arrived: signal(), closed: signal() }]),
) as Record<Kind, { arrived: ReturnType<typeof signal>; closed: ReturnType<typeof signal> }>;

let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    // The page is another origin: the console's GET (with its Authorization header) is preflighted.
    response.setHeader("access-control-allow-origin", "*");
    if (request.method === "OPTIONS") {
      response
        .writeHead(204, {
          "access-control-allow-methods": "GET, POST, DELETE",
          "access-control-allow-headers": "authorization, content-type, idempotency-key",
        })
        .end();
      return;
    }
    const kind = (request.url ?? "").split("/")[1] ?? "";
    if (!Object.hasOwn(behaviours, kind)) {
      response.writeHead(404).end();
      return;
    }
    const { arrived, closed } = seen[kind as Kind];
    response.once("close", closed.resolve);
    request.resume();
    arrived.resolve();
    behaviours[kind as Kind](response);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The reference with the operation's console open, its server named as `baseUrl`. */
async function consoleNaming(
  baseUrl: string,
): Promise<{ page: Page; panel: Locator; problems: string[]; violations: () => Promise<string[]> }> {
  const { page, problems } = await site.open({ width: 1440, height: 900 });
  const violations = await recordCspViolations(page);
  await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
  await referenceReady(page);
  await showReferenceSection(page, operation.sectionId);
  await page.locator(`.try-it-open[data-operation-id="${operation.operationId}"]`).click();
  const panel = page.locator(`section.try-it[data-operation-id="${operation.operationId}"]`);
  const server = panel.locator(".try-it-server");
  await server.locator("select").selectOption("named");
  await server.locator('input[name="server-url"]').fill(baseUrl);
  await server.locator('input[name="server-key"]').fill("a-test-key");
  await server.locator('input[name="server-key"]').dispatchEvent("change");
  await server.locator(".try-it-warning").waitFor({ state: "visible" });
  return { page, panel, problems, violations };
}

/** Waits until Send can be pressed again: the console is done with the request, whatever its end. */
const sendUsable = (panel: Locator) => panel.locator(".try-it-send:enabled").waitFor();

describe("the try-it console, against a server that never finishes its answer", () => {
  it("reads an endless body up to its bound, shows it cut with the size read, skips the verdict, and can send again", async () => {
    const { page, panel, problems, violations } = await consoleNaming(`${origin}/endless/v1`);
    await panel.locator(".try-it-send").click();
    const answer = panel.locator(".try-it-answer");
    await answer.locator(":scope[data-state='answered']").waitFor({ timeout: 30_000 });
    await sendUsable(panel);
    expect(await answer.getAttribute("data-verdict")).toBe("skipped");
    expect(await answer.locator(".try-it-status").textContent()).toBe("200 OK");
    expect(await answer.locator(".try-it-verdict").textContent()).toBe(
      "The contract's verdict is skipped: the body was cut after 1 MiB (1,048,576 bytes read; the rest was not downloaded), and a cut body cannot be checked as a whole one.",
    );
    const body = (await answer.locator(".try-it-body").textContent()) ?? "";
    expect(body.length).toBe(1024 * 1024);
    expect(body.startsWith("[0,0,")).toBe(true);
    // The console stopped reading: the server's connection is dropped, not drained into the page.
    await seen.endless.closed.promise;
    expect(await panel.locator(".try-it-cancel").isHidden()).toBe(true);
    expect(await violations()).toEqual([]);
    expect(problems.filter((problem) => !problem.startsWith(`failed: ${origin}/endless/`))).toEqual([]);
    await page.close();
  }, 90_000);

  it("ends a request whose body never comes at its deadline, says it timed out, and can send again", async () => {
    const { page, panel, problems, violations } = await consoleNaming(`${origin}/silent/v1`);
    // The deadline of 30 s, shortened for this page (the console reads it from the document at each send).
    await page.evaluate(() => {
      document.documentElement.dataset.tryItDeadlineMs = "1000";
    });
    await panel.locator(".try-it-send").click();
    const answer = panel.locator(".try-it-answer");
    await answer.locator(":scope[data-state='failed']").waitFor({ timeout: 30_000 });
    await sendUsable(panel);
    expect(await answer.getAttribute("data-failure")).toBe("deadline");
    expect(await answer.textContent()).toMatch(/^Timed out: no whole answer within 1 s \(.+\); reading stopped\.$/);
    await seen.silent.closed.promise;
    expect(await violations()).toEqual([]);
    expect(problems.filter((problem) => !problem.startsWith(`failed: ${origin}/silent/`))).toEqual([]);
    await page.close();
  }, 90_000);

  it("stops a request still waiting when the reader presses Cancel, says so, and can send again", async () => {
    const { page, panel, problems, violations } = await consoleNaming(`${origin}/pending/v1`);
    await panel.locator(".try-it-send").click();
    await panel.locator(".try-it-answer[data-state='sending']").waitFor();
    expect(await panel.locator(".try-it-send").isDisabled()).toBe(true);
    // Cancelled once the request is at the server, not before it left.
    await seen.pending.arrived.promise;
    await panel.locator(".try-it-cancel").click();
    const answer = panel.locator(".try-it-answer");
    await answer.locator(":scope[data-state='failed']").waitFor();
    await sendUsable(panel);
    expect(await answer.getAttribute("data-failure")).toBe("cancelled");
    expect(await answer.textContent()).toBe("Cancelled: you stopped the request before any answer came.");
    expect(await panel.locator(".try-it-cancel").isHidden()).toBe(true);
    await seen.pending.closed.promise;
    expect(await violations()).toEqual([]);
    expect(problems.filter((problem) => !problem.startsWith(`failed: ${origin}/pending/`))).toEqual([]);
    await page.close();
  }, 90_000);
});
