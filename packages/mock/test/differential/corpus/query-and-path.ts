// Cases of the URL: each query parameter's values (number forms, ranges, patterns, repeats, another case, an
// unknown one) and the path ids (broken escapes, characters ids never have, unknown ids).
import type { OperationModel } from "../spec-model.js";
import { type AddCase, type Requests, withProbe } from "./cases.js";

/** Query values of the list operations, and a parameter no operation has. */
export function queryCases(op: OperationModel, requests: Requests, add: AddCase): void {
  const name = `${op.method} ${op.path}`;
  const valid = requests.valid(op);
  for (const parameter of op.parameters.filter((p) => p.in === "query")) {
    const values: [string, string][] =
      parameter.schema.type === "integer"
        ? [
            ["query: number form", "%2B5"],
            ["query: number form", "0x10"],
            ["query: number form", "%205%20"],
            ["query: number form", "1e1"],
            ["query: number form", "05"],
            ["query: not a number", "abc"],
            ["query: not a number", "1.5"],
            ["query: range", String((parameter.schema.minimum as number) - 1)],
            ["query: range", String((parameter.schema.maximum as number) + 1)],
            ["query: range", "-1"],
            ["query: empty value", ""],
            ["query: valid", "2"],
          ]
        : [
            ["query: empty value", ""],
            ["query: pattern", "not%20a%20cursor"],
            ["query: pattern", "a%2Fb"],
            ["query: length", "a".repeat(((parameter.schema.maxLength as number) ?? 1024) + 1)],
            ["query: cursor the service did not return", "bm90LWEtY3Vyc29y"],
          ];
    for (const [category, value] of values) {
      add(
        category,
        `${name}?${parameter.name}=${value.slice(0, 40)}`,
        withProbe(valid, (probe) => ({ ...probe, target: `${probe.target}?${parameter.name}=${value}` })),
      );
    }
    add(
      "query: name in another case",
      `${name}?${parameter.name.toUpperCase()}=0`,
      withProbe(valid, (probe) => ({ ...probe, target: `${probe.target}?${parameter.name.toUpperCase()}=0` })),
    );
    add(
      "query: repeated",
      `${name}?${parameter.name}=…&${parameter.name}=…`,
      withProbe(valid, (probe) => ({
        ...probe,
        target: `${probe.target}?${parameter.name}=${parameter.schema.type === "integer" ? "1" : "abc"}&${parameter.name}=${parameter.schema.type === "integer" ? "2" : "def"}`,
      })),
    );
  }
  add(
    "query: unknown parameter",
    `${name}?unknown=1`,
    withProbe(valid, (probe) => ({
      ...probe,
      target: `${probe.target}${probe.target.includes("?") ? "&" : "?"}unknown=1`,
    })),
  );
}

/** Path ids the service never made or never could. */
export function pathIdCases(op: OperationModel, requests: Requests, add: AddCase): void {
  const valid = requests.valid(op);
  const idParameter = op.parameters.find((p) => p.in === "path");
  if (idParameter) {
    const template = `{${idParameter.name}}`;
    for (const [category, value] of [
      ["path id: broken escape", "a%ZZb"],
      ["path id: broken escape", "%"],
      ["path id: empty", ""],
      ["path id: characters ids never have", "a%20b"],
      ["path id: characters ids never have", "%C3%A9t%C3%A9"],
      ["path id: characters ids never have", "a.b"],
      ["path id: too long", "a".repeat(129)],
      ["path id: unknown", "no-such-id"],
    ] as const) {
      add(
        category,
        `${op.method} ${op.path.replace(template, value.slice(0, 20))}`,
        withProbe(valid, (probe) => ({ ...probe, target: op.path.replace(template, value) })),
      );
    }
  }
}
