// `x-error-kinds` (openapi.yaml) and `x-stream-errors` (asyncapi.yaml) → the error model, given a spec fragment.
import { describe, expect, it } from "vitest";
import { buildErrorModel } from "../../../scripts/generate/model/errors.js";
import type { ErrorModel } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { givenSpecs } from "./given-specs.js";

/** The root kind, the HTTP fallback and a kind of one status: the least a spec's kinds are. */
const kinds: Json[] = [
  { name: "ServiceError", description: "Any error." },
  { name: "ServiceAPIError", parent: "ServiceError", description: "An answer.", "http-fallback": true },
  { name: "ServiceNotFoundError", parent: "ServiceAPIError", description: "Nothing there.", "http-statuses": [404] },
];

const streamErrors: Json = {
  "fallback-kind": "ServiceAPIError",
  codes: [{ "error-code": 404, "error-type": "not_found", "close-code": 4004, kind: "ServiceNotFoundError" }],
};

function errorModelOf(given: { kinds?: unknown; streamErrors?: Json; responses?: Json }): ErrorModel {
  return buildErrorModel(
    givenSpecs(
      { "x-error-kinds": given.kinds ?? kinds, components: { responses: given.responses ?? {} } },
      given.streamErrors === undefined
        ? { "x-stream-errors": streamErrors }
        : { "x-stream-errors": given.streamErrors },
    ),
    typescriptNaming,
  );
}

const cases: { name: string; given: Parameters<typeof errorModelOf>[0]; want: ErrorModel }[] = [
  {
    name: "kinds come parents first, each with its statuses, and the stream's codes name their kinds",
    given: {
      kinds: [
        {
          name: "ServiceRateLimitError",
          parent: "ServiceAPIError",
          description: " Too many. ",
          "http-statuses": [429],
          "raised-when": "the service says slow down",
          note: " Retried. ",
        },
        { name: "ServiceAPIError", parent: "ServiceError", description: "An answer.", "http-fallback": true },
        { name: "ServiceError", parent: null, description: "Any error." },
      ],
      streamErrors: {
        "fallback-kind": "ServiceAPIError",
        codes: [
          {
            "error-code": 429,
            "error-type": "rate_limited",
            "close-code": 4029,
            kind: "ServiceRateLimitError",
            description: "Slow down.",
          },
          { "error-code": "400", "error-type": "invalid_request", "close-code": 1008, kind: "ServiceAPIError" },
        ],
      },
    },
    want: {
      retryableErrorTypes: [],
      kinds: [
        {
          name: "ServiceError",
          parent: null,
          description: "Any error.",
          httpStatuses: [],
          httpFallback: false,
          raisedWhen: null,
          note: null,
        },
        {
          name: "ServiceAPIError",
          parent: "ServiceError",
          description: "An answer.",
          httpStatuses: [],
          httpFallback: true,
          raisedWhen: null,
          note: null,
        },
        {
          name: "ServiceRateLimitError",
          parent: "ServiceAPIError",
          description: "Too many.",
          httpStatuses: [429],
          httpFallback: false,
          raisedWhen: "the service says slow down",
          note: "Retried.",
        },
      ],
      root: "ServiceError",
      httpFallback: "ServiceAPIError",
      statusKinds: [{ status: 429, kind: "ServiceRateLimitError" }],
      streamCodes: [
        { errorCode: 400, errorType: "invalid_request", closeCode: 1008, kind: "ServiceAPIError", description: "" },
        {
          errorCode: 429,
          errorType: "rate_limited",
          closeCode: 4029,
          kind: "ServiceRateLimitError",
          description: "Slow down.",
        },
      ],
      streamFallback: "ServiceAPIError",
    },
  },
];

describe("buildErrorModel", () => {
  it.each(cases)("$name", ({ given, want }) => {
    expect(errorModelOf(given)).toEqual(want);
  });

  it("gives a status several kinds list to the most specific of them, statuses in order", () => {
    const statusKinds = errorModelOf({
      kinds: [
        ...kinds,
        { name: "ServiceGoneError", parent: "ServiceNotFoundError", description: "Gone.", "http-statuses": [410, 404] },
        { name: "ServiceClientError", parent: "ServiceAPIError", description: "Ours.", "http-statuses": [410, 400] },
      ],
    }).statusKinds;
    expect(statusKinds).toEqual([
      { status: 400, kind: "ServiceClientError" },
      { status: 404, kind: "ServiceGoneError" },
      { status: 410, kind: "ServiceGoneError" },
    ]);
  });

  it("lists the error types a response retries, sorted, each once", () => {
    const responses = {
      TooMany: { description: "x", "x-sdk-retry-error-types": ["rate_limited", "busy"] },
      Unavailable: { description: "x", "x-sdk-retry-error-types": ["busy"] },
      NotFound: { description: "x" },
    };
    expect(errorModelOf({ responses }).retryableErrorTypes).toEqual(["busy", "rate_limited"]);
  });

  const child = (name: string, parent: string, extra: Json = {}) => ({ name, parent, description: "x", ...extra });

  it.each([
    ["kinds that are no list", { kinds: {} }, "specs/openapi.yaml: x-error-kinds must list the error kinds"],
    [
      "a kind without a description",
      { kinds: [...kinds, { name: "ServiceOtherError", parent: "ServiceError" }] },
      "specs/openapi.yaml: each of x-error-kinds needs a name and a description",
    ],
    [
      "statuses that are no list",
      { kinds: [...kinds, child("ServiceOtherError", "ServiceError", { "http-statuses": 404 })] },
      "specs/openapi.yaml: x-error-kinds ServiceOtherError: http-statuses must be a list",
    ],
    [
      "a status that is no error status",
      { kinds: [...kinds, child("ServiceOtherError", "ServiceError", { "http-statuses": [302] })] },
      "specs/openapi.yaml at /x-error-kinds/3/http-statuses/0: the HTTP status 302 must be an integer from 400 to 599",
    ],
    [
      "a kind name that is no type name",
      { kinds: [...kinds, child("service-error", "ServiceError")] },
      "specs/openapi.yaml at /x-error-kinds/3/name",
    ],
    [
      "two kinds of one name",
      { kinds: [...kinds, child("ServiceAPIError", "ServiceError")] },
      'specs/openapi.yaml at /x-error-kinds/3/name: the error kind name "ServiceAPIError" is taken already by specs/openapi.yaml at /x-error-kinds/1/name',
    ],
    [
      "a parent no kind is",
      { kinds: [...kinds, child("ServiceOtherError", "ServiceMissingError")] },
      "specs/openapi.yaml: x-error-kinds ServiceOtherError extends unknown ServiceMissingError",
    ],
    [
      "kinds that extend each other",
      { kinds: [...kinds, child("ServiceAError", "ServiceBError"), child("ServiceBError", "ServiceAError")] },
      "specs/openapi.yaml: x-error-kinds has a cycle at ServiceAError",
    ],
    [
      "two kinds without a parent",
      { kinds: [...kinds, { name: "OtherRootError", description: "x" }] },
      "specs/openapi.yaml: x-error-kinds needs exactly one kind without a parent",
    ],
    [
      "a root other than the runtime's base class",
      { kinds: [{ name: "BaseError", description: "x", "http-fallback": true }] },
      "specs/openapi.yaml: x-error-kinds: the kind without a parent must be ServiceError, the runtime's base class",
    ],
    [
      "no HTTP fallback",
      { kinds: [{ name: "ServiceError", description: "x" }] },
      "specs/openapi.yaml: exactly one of x-error-kinds must be the http-fallback",
    ],
    [
      "two HTTP fallbacks",
      { kinds: [...kinds, child("ServiceOtherError", "ServiceError", { "http-fallback": true })] },
      "specs/openapi.yaml: exactly one of x-error-kinds must be the http-fallback",
    ],
    [
      "stream errors without codes",
      { streamErrors: { "fallback-kind": "ServiceAPIError" } },
      "specs/asyncapi.yaml: x-stream-errors must list the error codes",
    ],
    [
      "a close code an application may not send",
      {
        streamErrors: {
          "fallback-kind": "ServiceAPIError",
          codes: [{ "error-code": 500, "error-type": "internal", "close-code": 999, kind: "ServiceAPIError" }],
        },
      },
      "specs/asyncapi.yaml at /x-stream-errors/codes/0/close-code: the close-code 999 must be an integer from 1000 to 4999",
    ],
    [
      "an empty error type",
      {
        streamErrors: {
          "fallback-kind": "ServiceAPIError",
          codes: [{ "error-code": 500, "error-type": "", "close-code": 1011, kind: "ServiceAPIError" }],
        },
      },
      "specs/asyncapi.yaml at /x-stream-errors/codes/0/error-type: the error-type must be a non-empty string",
    ],
    [
      "a code of a kind that does not exist",
      {
        streamErrors: {
          "fallback-kind": "ServiceAPIError",
          codes: [{ "error-code": 500, "error-type": "internal", "close-code": 1011, kind: "ServiceCrashError" }],
        },
      },
      "specs/asyncapi.yaml: x-stream-errors 500 names unknown kind ServiceCrashError",
    ],
    [
      "a fallback kind that does not exist",
      { streamErrors: { "fallback-kind": "ServiceCrashError", codes: [] } },
      "specs/asyncapi.yaml: x-stream-errors fallback-kind ServiceCrashError is unknown",
    ],
    [
      "retried error types that are no list of names",
      { responses: { TooMany: { description: "x", "x-sdk-retry-error-types": "rate_limited" } } },
      "specs/openapi.yaml: components.responses.TooMany: x-sdk-retry-error-types must list error_type values",
    ],
  ] as [string, Parameters<typeof errorModelOf>[0], string][])("refuses %s", (_name, given, want) => {
    expect(() => errorModelOf(given)).toThrow(want);
  });
});
