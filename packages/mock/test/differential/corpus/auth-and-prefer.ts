// Cases of the key and of `Prefer`: no Authorization, a malformed one, another key's ids; every declared status
// and example asked for, unknown ones, generated answers; and HEAD of each GET.
import type { OperationModel } from "../spec-model.js";
import { type AddCase, type Requests, setHeader, withProbe } from "./cases.js";

/** Authorization: none, malformed, and another key (on the ids this key made). */
export function authorizationCases(op: OperationModel, requests: Requests, add: AddCase): void {
  const name = `${op.method} ${op.path}`;
  const valid = requests.valid(op);
  for (const [description, value] of [
    ["no Authorization", undefined],
    ["Authorization: Basic", "Basic dXNlcjpwYXNz"],
    ["Authorization: Bearer with no token", "Bearer"],
    ["Authorization: bearer in lower case", "bearer {key}"],
    ["Authorization: Bearer and a space", "Bearer "],
  ] as const) {
    add(
      `auth: ${description}`,
      `${name} with ${description}`,
      withProbe(valid, (probe) => ({ ...probe, headers: setHeader(probe.headers, "authorization", value) })),
    );
  }
  if (op.path.includes("{")) {
    add(
      "auth: another key",
      `${name} on an id another key made`,
      withProbe(valid, (probe) => ({
        ...probe,
        headers: setHeader(probe.headers, "authorization", "Bearer {key}-other"),
      })),
    );
  }
}

/** Prefer: every declared status, every example under every status, unknown ones and dynamic=; then HEAD. */
export function preferCases(op: OperationModel, requests: Requests, add: AddCase): void {
  const name = `${op.method} ${op.path}`;
  const valid = requests.valid(op);
  for (const [status, response] of op.responses) {
    const errorish = !status.startsWith("2");
    add(
      `prefer: code=${errorish ? "<4xx/5xx>" : "<2xx>"}`,
      `${name} with Prefer: code=${status}`,
      withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", `code=${status}`]] })),
    );
    if (errorish && status.startsWith("4")) {
      add(
        "prefer: code=<4xx> without Authorization",
        `${name} with Prefer: code=${status} and no key`,
        withProbe(valid, (probe) => ({
          ...probe,
          headers: [...setHeader(probe.headers, "authorization", undefined), ["prefer", `code=${status}`]],
        })),
      );
    }
    for (const example of response.exampleNames) {
      add(
        `prefer: example=<${errorish ? "error" : "2xx"} example>`,
        `${name} with Prefer: example=${example} (under ${status})`,
        withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", `example=${example}`]] })),
      );
    }
  }
  add(
    "prefer: unknown example",
    `${name} with Prefer: example=no_such_example`,
    withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", "example=no_such_example"]] })),
  );
  add(
    "prefer: undeclared code",
    `${name} with Prefer: code=418`,
    withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", "code=418"]] })),
  );
  add(
    "prefer: dynamic=true",
    `${name} with Prefer: dynamic=true`,
    withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", "dynamic=true"]] })),
  );
  if (op.method === "GET") {
    add(
      "HEAD",
      `HEAD ${op.path}`,
      withProbe(valid, (probe) => ({ ...probe, method: "HEAD" })),
    );
  }
}
