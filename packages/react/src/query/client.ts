// What the generated options take of the SDK: the client's resources, and the per-call options they pass on.
import type { AsyncServiceClient, RequestOptions } from "stt-service";

/**
 * The part of a client an option calls: one resource with the methods it uses. An `AsyncServiceClient` is
 * one; so is a stand-in that has those methods (a test's), and so is a client made with other options per
 * user. The option holds the client only in its functions, never in its key.
 */
export type ClientWith<
  Resource extends keyof AsyncServiceClient,
  Methods extends keyof AsyncServiceClient[Resource],
> = { readonly [Name in Resource]: Pick<AsyncServiceClient[Name], Methods> };

/** What a method of a resource resolves to (a page, for a list). */
export type ResultOf<
  Resource extends keyof AsyncServiceClient,
  Method extends keyof AsyncServiceClient[Resource],
> = AsyncServiceClient[Resource][Method] extends (...args: never[]) => infer Result ? Awaited<Result> : never;

/** An argument of a method of a resource, by its position: for a type the spec writes in place, which has no name. */
export type ArgumentOf<
  Resource extends keyof AsyncServiceClient,
  Method extends keyof AsyncServiceClient[Resource],
  Index extends number,
> = AsyncServiceClient[Resource][Method] extends (...args: infer Args) => unknown ? NonNullable<Args[Index]> : never;

/**
 * The SDK's per-call options the generated options pass on to every call they make: the deadline, retries and
 * headers. No signal: a read takes TanStack Query's, which cancels it when the query is cancelled or no longer
 * observed. No idempotency key: one given here would go with every `mutate()`, making different writes look like
 * repeats of one; a write that takes one has it in its variables.
 */
export type CallOptions = Omit<RequestOptions, "signal" | "idempotencyKey">;
