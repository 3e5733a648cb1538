// Where a request goes in the HTTP mock: the contract's operation it names, what its `Prefer` header asks of
// that operation (a status, an example, generated data; a failure on purpose in place of it), and whether the
// contract's examples answer it or the stateful service does. Decided before the key, the body or the service
// are looked at, so that the transport can answer a 406 or read the body for the route.
import type { IHttpRequest } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import type { Violation } from "./contract-engine.js";
import type { Prefer } from "./request-head.js";
import type { HttpCoreSettings } from "./settings.js";

/** Where a request goes: its operation, and whether the examples answer it. */
export interface Route {
  operation: IHttpOperation | undefined;
  /**
   * What the request's `Prefer` asks of what the operation has, with a failure on purpose (`failureRate`) in
   * place of it: a status or an example it does not have is left out (see `notes`).
   */
  prefer: Prefer;
  /** The status whose answer holds the example asked for (an error example is answered with its status). */
  exampleCode: number | undefined;
  /** What of the `Prefer` header was left out, and why: sent back in `sl-violations`, as warnings. */
  notes: Violation[];
  /** The engine's examples alone, remembering nothing: the stateless mode, or a status asked for. */
  fromExamples: boolean;
  /** In the stateful mode: answer from the examples (no handler, or `Prefer: example=`), after the checks. */
  examples: { exampleKey?: string; dynamic: boolean } | undefined;
}

/**
 * The route of a request. `handles` says whether the stateful service has a handler for an operation id: an
 * operation without one is answered from its examples, after the service's checks.
 */
export function routeOf(
  settings: HttpCoreSettings,
  handles: (operationId: string) => boolean,
  request: IHttpRequest,
  asked: Prefer,
): Route {
  const operation = settings.engine.operationFor(request);
  const { prefer, exampleCode, notes } = preferOf(operation, asked);
  const refusal =
    operation && (prefer.dynamic ?? settings.dynamic) ? settings.engine.dynamicRefusal?.(operation) : undefined;
  if (refusal) {
    // Generating it would hold the shared event loop (every other client, and the streams) for its length.
    prefer.dynamic = false;
    notes.push(preferNote(refusal));
  }
  if (settings.failureRate > 0 && settings.random() < settings.failureRate) {
    prefer.code = 503;
    prefer.exampleKey = undefined;
  }
  const fromExamples = settings.stateless || prefer.code !== undefined;
  // The stateful mode answers from the examples after its checks: an operation nobody wrote a handler
  // for, or an example asked for, still gets a 404 for a path id the key does not own, and its own ids.
  const examples =
    !fromExamples &&
    operation !== undefined &&
    (prefer.exampleKey !== undefined || prefer.dynamic === true || !handles(operation.iid ?? ""))
      ? { exampleKey: prefer.exampleKey, dynamic: prefer.dynamic ?? settings.dynamic }
      : undefined;
  return {
    operation,
    prefer,
    exampleCode: prefer.exampleKey === undefined ? undefined : exampleCode,
    notes,
    examples,
    fromExamples,
  };
}

/**
 * What a `Prefer` header asks of one operation: the status holding the example asked for, and nothing the
 * operation does not have. An unknown example or status is left out, and answered as if it were not asked,
 * on every operation alike (RFC 7240: a preference the server cannot honour is ignored); the note saying so
 * goes back in `sl-violations`. Answering it with an error instead would need a status every operation
 * declares for it, and `GET /models` declares no 400.
 */
function preferOf(
  operation: IHttpOperation | undefined,
  asked: Prefer,
): { prefer: Prefer; exampleCode: number | undefined; notes: Violation[] } {
  const prefer = { ...asked };
  const notes: Violation[] = [];
  if (!operation) return { prefer, exampleCode: undefined, notes };
  const statuses = (operation.responses ?? []).map((response) => response.code);
  const where = `${operation.method.toUpperCase()} ${operation.path}`;
  if (prefer.code !== undefined && !statuses.includes(String(prefer.code))) {
    notes.push(
      preferNote(
        `${where} has no status ${prefer.code}, so Prefer: code= is ignored; its statuses are ${statuses.join(", ")}`,
      ),
    );
    prefer.code = undefined;
  }
  let exampleCode: number | undefined;
  if (prefer.exampleKey !== undefined) {
    const holder = (operation.responses ?? []).find(
      (response) =>
        (prefer.code === undefined || response.code === String(prefer.code)) &&
        (response.contents ?? []).some((content) =>
          (content.examples ?? []).some((example) => example.key === prefer.exampleKey),
        ),
    );
    if (holder) exampleCode = Number(holder.code);
    else {
      notes.push(
        preferNote(
          `${where} has no example "${prefer.exampleKey}"${prefer.code === undefined ? "" : ` under status ${prefer.code}`}, so Prefer: example= is ignored; its examples are ${exampleNames(operation).join(", ")}`,
        ),
      );
      prefer.exampleKey = undefined;
    }
  }
  return { prefer, exampleCode, notes };
}

function preferNote(message: string): Violation {
  return { location: ["request", "header", "prefer"], code: "prefer", message, severity: "warning" };
}

export function exampleNames(operation: IHttpOperation | undefined): string[] {
  return (operation?.responses ?? []).flatMap((response) =>
    (response.contents ?? []).flatMap((content) => (content.examples ?? []).map((example) => example.key)),
  );
}
