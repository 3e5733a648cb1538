// Prism as the HTTP mock's contract engine, in process. Every exchange goes through Prism's own pipeline
// (prism-core's factory: route → security → request validation → answer → response validation), in one of
// its two modes:
// - proxy mode, as `prism proxy` runs it, except that the "upstream" is the stateful service in this process
//   (Prism's `forward` component is the only part replaced): the stateful mock cannot drift from the contract;
// - mock mode, as `prism mock` runs it: answers from the contract's examples (`--stateless`, `Prefer: code=`,
//   `Prefer: example=`).
// Prism's HTTP server is not used: it buffers bodies up to 10 MB, and answers unknown routes and invalid JSON
// in its own shapes; the mock's front (http-server.ts) does the wire, in the contract's shapes.
import {
  createInstance,
  getHttpOperationsFromSpec,
  type IHttpConfig,
  type IHttpRequest,
  type IHttpResponse,
} from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import { closeObjectSchemas, type KeptResource } from "@stt-service/spec-documents";
import {
  type ContractEngine,
  type EngineMode,
  type EngineResult,
  pathMatches,
  type Upstream,
  type Violation,
} from "../core/http/contract-engine.js";
import { type DynamicAnswers, dynamicAnswers } from "./dynamic-answers.js";
import { readKeptResources } from "./kept-resources-file.js";

export type { EngineMode, EngineResult, Upstream, Violation };

interface PrismDiagnostic {
  path?: (string | number)[];
  code?: string | number;
  message: string;
  severity: number;
}

const severities = ["error", "warning", "information", "hint"] as const;

function violationsOf(diagnostics: readonly PrismDiagnostic[], prefix: string): Violation[] {
  return diagnostics.map((diagnostic) => ({
    location: [prefix, ...(diagnostic.path ?? []).map(String)],
    code: diagnostic.code,
    message: diagnostic.message,
    severity: severities[diagnostic.severity] ?? "error",
  }));
}

type Either<L, R> = { _tag: "Left"; left: L } | { _tag: "Right"; right: R };
// fp-ts's Either, as Prism's pipeline passes it (a plain tagged object in fp-ts 2).
const right = <R>(value: R): Either<never, R> => ({ _tag: "Right", right: value });
const left = <L>(value: L): Either<L, never> => ({ _tag: "Left", left: value });

const silentLogger = {
  trace() {},
  debug() {},
  info() {},
  success() {},
  warn() {},
  error() {},
  fatal() {},
  log() {},
  child() {
    return silentLogger;
  },
};

/** Prism's proxy mode needs an upstream URL; nothing is fetched from it, the forward component is ours. */
const inProcessUpstream = new URL("http://stateful-mock.invalid/");

export class PrismContractEngine implements ContractEngine {
  readonly #prism: ReturnType<typeof createInstance>;
  /** The upstream of each request in flight (Prism hands the request object on to `forward` as it is). */
  readonly #upstreams = new WeakMap<IHttpRequest, Upstream>();
  /** What dynamic answers are generated from: the answers' schemas cut to a few items (dynamic-answers.ts). */
  readonly #dynamic: DynamicAnswers;

  private constructor(
    readonly operations: IHttpOperation[],
    /** The resources the spec marks with `x-resource`, whose path ids every operation checks. */
    readonly keptResources: readonly KeptResource[],
  ) {
    const upstreams = this.#upstreams;
    this.#dynamic = dynamicAnswers(operations);
    this.#prism = createInstance(
      {
        isProxy: false,
        mock: { dynamic: false },
        checkSecurity: true,
        validateRequest: true,
        validateResponse: true,
        errors: false,
        upstreamProxy: undefined,
      } as IHttpConfig,
      {
        logger: silentLogger as never,
        forward:
          (
            { data, validations }: { data: IHttpRequest; validations: PrismDiagnostic[] },
            _url: string,
            _proxy: unknown,
            resource?: IHttpOperation,
          ) =>
          () =>
          async () => {
            const upstream = upstreams.get(data);
            if (!upstream || !resource) return left(new Error("no upstream for this request"));
            try {
              return right(await upstream(resource, data, violationsOf(validations, "request")));
            } catch (error) {
              return left(error as Error);
            }
          },
      } as never,
    );
  }

  /**
   * Reads the spec (Prism dereferences it once; its validators are compiled on first use and cached), in its
   * strict reading: the mock's answers may not carry a field the contract does not list, though clients accept one.
   */
  static async load(specPath: string): Promise<PrismContractEngine> {
    return new PrismContractEngine(
      closeObjectSchemas(await getHttpOperationsFromSpec(specPath)),
      readKeptResources(specPath),
    );
  }

  async run(request: IHttpRequest, mode: EngineMode): Promise<EngineResult> {
    const config =
      mode.kind === "forward"
        ? {
            isProxy: true,
            upstream: inProcessUpstream,
            // With `errors`, Prism hands the request's violations to the upstream, which answers them in the
            // contract's shape (Prism's own forwarder would answer them in its problem+json).
            errors: true,
            mock: { dynamic: false },
          }
        : {
            isProxy: false,
            errors: false,
            mock: { dynamic: mode.dynamic ?? false, code: mode.code, exampleKey: mode.exampleKey },
          };
    if (mode.kind === "forward") this.#upstreams.set(request, mode.upstream);
    const generated = mode.kind === "examples" && mode.dynamic === true;
    const operations = generated ? this.#dynamic.operations : this.operations;
    const outcome = (await this.#prism.request(request, operations, config as never)()) as Either<
      Error & { status?: number; detail?: string; name: string },
      {
        output: IHttpResponse;
        validations: { input: PrismDiagnostic[]; output: PrismDiagnostic[] };
      }
    >;
    this.#upstreams.delete(request);
    if (outcome._tag === "Left") {
      const error = outcome.left;
      return {
        ok: false,
        status: error.status ?? 500,
        kind: error.name.replace(/^.*#/, ""),
        detail: error.detail ?? error.message,
      };
    }
    const { output, validations } = outcome.right;
    return {
      ok: true,
      operation: this.operationFor(request),
      response: output,
      requestViolations: violationsOf(validations.input, "request"),
      responseViolations: violationsOf(validations.output, "response"),
    };
  }

  /** Why an operation's answer is never generated (too large even when cut), for the mock to answer its example. */
  dynamicRefusal(operation: IHttpOperation): string | undefined {
    return this.#dynamic.refusals.get(operation.iid ?? "");
  }

  /** The operations of a path (for a 405's `Allow`), matching templates such as `/files/{file_id}`. */
  methodsAt(path: string): string[] {
    return this.operations
      .filter((operation) => pathMatches(operation.path, path))
      .map((operation) => operation.method.toUpperCase());
  }

  operationFor(request: IHttpRequest): IHttpOperation | undefined {
    return this.operations.find(
      (operation) => operation.method === request.method && pathMatches(operation.path, request.url.path),
    );
  }
}
