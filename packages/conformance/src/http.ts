// Every HTTP request of the kit goes through here: it counts the request budget, honours 429 with
// Retry-After (a real service rate-limits), bounds what it reads, and hands each answer to the response
// checks, so no request escapes them. The key is sent only in the Authorization header and never printed.
import { readBody } from "stt-service/shared-runtime";
import { checkResponse } from "./checks/responses.js";
import type { Deadline } from "./deadline.js";
import type { CallRequest, Exchange } from "./exchange.js";
import { cut } from "./json.js";
import type { Report } from "./report.js";
import type { Contract } from "./spec.js";

export class BudgetExceeded extends Error {}

/**
 * The server gave no whole answer (no response in time, or a body past the bound): a violation, recorded
 * with its curl line, that ends the run, since later checks build on the answers before them.
 */
export class ExchangeFailed extends Error {}

/** Bodies larger than this are not the contract's: stop reading. */
const maxBodyBytes = 10 * 1024 * 1024;
const requestTimeoutMs = 30_000;
/** The longest Retry-After the kit waits: a longer one means the run cannot finish in CI time. */
const maxRetryAfterSeconds = 60;

export class HttpCaller {
  used = 0;
  waitedSeconds = 0;

  constructor(
    private readonly baseUrl: string,
    public budget: number,
    private readonly contract: Contract,
    private readonly report: Report,
    /** The run's deadline; the clean-up swaps in one of its own. */
    public deadline: Deadline,
  ) {}

  async call(request: CallRequest): Promise<Exchange> {
    for (let attempt = 0; ; attempt++) {
      const exchange = await this.once(request);
      const retryAfter = exchange.headers.get("retry-after");
      if (exchange.status !== 429 || attempt >= 3) return exchange;
      const seconds = retryAfterSeconds(retryAfter);
      if (seconds > maxRetryAfterSeconds) return exchange;
      // A wait past the run's deadline throws at once (DeadlineReached), naming the Retry-After.
      await this.deadline.sleep(seconds * 1000, `a 429 Retry-After of ${seconds} s on ${request.operationId}`);
      this.waitedSeconds += seconds;
    }
  }

  private async once(request: CallRequest): Promise<Exchange> {
    if (this.used >= this.budget) {
      throw new BudgetExceeded(`the request budget of ${this.budget} is spent; raise it with --budget`);
    }
    this.used += 1;
    const operation = this.contract.operation(request.operationId);
    const headers = new Headers(request.headers);
    if (request.apiKey !== null) headers.set("authorization", `Bearer ${request.apiKey}`);
    let body: BodyInit | undefined;
    if (request.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(request.json);
    } else if (request.raw !== undefined) {
      body = request.raw;
    } else if (request.form) {
      const form = new FormData();
      const file = request.form.file;
      if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      for (const [name, value] of Object.entries(request.form.fields)) form.append(name, value);
      body = form;
    }
    const url = `${this.baseUrl}${request.path}`;
    const curl = curlLine(operation.method, url, request);
    this.deadline.begin(`the answer to ${operation.operationId} (${operation.method} ${request.path.split("?")[0]})`);
    let response: Response;
    let text: string;
    let bytes: Uint8Array | undefined;
    try {
      response = await fetch(url, {
        method: operation.method,
        headers,
        body,
        // A redirect is the server's answer, judged as it is: followed, it would carry the request (an
        // upload, a body) to wherever the server names, such as a cloud metadata address, and put that
        // answer in the report as the server's.
        redirect: "manual",
        signal: AbortSignal.any([AbortSignal.timeout(requestTimeoutMs), this.deadline.signal]),
      });
      if (request.binary) {
        bytes = await boundedBytes(response);
        text = new TextDecoder().decode(bytes);
      } else text = await boundedText(response);
    } catch (error) {
      if (this.deadline.passed) throw this.deadline.reached();
      // fetch's own message is only "fetch failed": the cause says what happened (a reset, a closed socket).
      const cause = (error as Error).cause as Error | undefined;
      const why = cause?.message ? `${(error as Error).message}: ${cause.message}` : (error as Error).message;
      const reason = `${operation.operationId}: no whole answer (${why})`;
      this.report.fail("http.response", reason, curl);
      throw new ExchangeFailed(reason);
    }
    let parsed: unknown = text;
    try {
      parsed = text === "" ? undefined : JSON.parse(text);
    } catch {
      // not JSON: the response checks report it where the contract declares JSON
    }
    const exchange: Exchange = {
      request,
      status: response.status,
      headers: response.headers,
      text,
      body: parsed,
      bytes,
      curl,
    };
    checkResponse(this.contract, this.report, exchange);
    return exchange;
  }
}

/** Retry-After as seconds (a number, or an HTTP date from now); 1 s when absent or unreadable. */
export function retryAfterSeconds(value: string | null, nowMs = Date.now()): number {
  if (value === null) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

async function boundedText(response: Response): Promise<string> {
  const text = await readBody(response, maxBodyBytes);
  if (text === null) throw new Error(`a response body passed ${maxBodyBytes} bytes; the kit stops reading there`);
  return text;
}

/** The body's bytes as they came, read up to the same bound as text; past it the kit stops reading. */
async function boundedBytes(response: Response): Promise<Uint8Array> {
  const tooLarge = () => new Error(`a response body passed ${maxBodyBytes} bytes; the kit stops reading there`);
  if (Number(response.headers.get("content-length")) > maxBodyBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBodyBytes) {
      await reader?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

function quote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/** The request as a curl line; the key shows as an environment variable, never as itself. */
export function curlLine(method: string, url: string, request: CallRequest): string {
  const parts = ["curl", "-X", method, quote(url)];
  if (request.apiKey !== null) parts.push("-H", `"Authorization: Bearer $${request.keyLabel ?? "STT_API_KEY"}"`);
  for (const [name, value] of Object.entries(request.headers ?? {})) parts.push("-H", quote(`${name}: ${value}`));
  if (request.json !== undefined) {
    parts.push("-H", quote("content-type: application/json"), "--data", quote(truncate(JSON.stringify(request.json))));
  } else if (request.raw !== undefined) {
    parts.push("--data-binary", quote(truncate(request.raw)));
  } else if (request.form) {
    if (request.form.file) parts.push("-F", quote(`file=@${request.form.file.name};type=${request.form.file.type}`));
    for (const [name, value] of Object.entries(request.form.fields))
      parts.push("-F", quote(`${name}=${truncate(value)}`));
  }
  return parts.join(" ");
}

function truncate(text: string): string {
  return cut(text, 400, `(${text.length} chars)`);
}
