// Unknown ids, on every operation whose path names a kept resource (the spec's `x-resource`), read from the
// contract rather than listed here: an id the key never made must answer 404 with the contract's error body
// and the resource's own error_type, never an example or another resource. An operation added to the spec
// is checked as soon as it is there, whether or not anyone wrote it a handler.
import { randomUUID } from "node:crypto";
import type { CheckContext } from "../context.js";
import { record, show } from "../json.js";
import { evidence } from "./responses.js";

export async function checkUnknownIds(context: CheckContext): Promise<void> {
  for (const operation of context.contract.operations) {
    const [first] = operation.keptPathParameters;
    if (!first) continue;
    const label = `${operation.operationId} (${operation.method} ${operation.path})`;
    if (operation.requestMediaType && operation.requestExample === undefined) {
      context.notes.push(`state.unknown-id: ${label} not checked: its request body has no JSON example to send`);
      continue;
    }
    let path = operation.path;
    for (const name of operation.pathParameters.keys()) {
      // A fresh UUID for every id of a kept resource: no key can have made it. Other parameters take the
      // spec's example.
      const kept = operation.keptPathParameters.some((resource) => resource.pathParameter === name);
      const value = kept ? randomUUID() : (operation.pathParameterExamples.get(name) ?? "x");
      path = path.replaceAll(`{${name}}`, encodeURIComponent(value));
    }
    const answer = await context.http.call({
      operationId: operation.operationId,
      path,
      apiKey: context.options.apiKey,
      json: operation.requestExample,
    });
    const errorType = record(answer.body).error_type;
    if (answer.status === 404 && errorType === first.notFound) {
      context.report.pass("state.unknown-id");
      continue;
    }
    context.report.fail(
      "state.unknown-id",
      `${label} answered ${answer.status}${answer.status >= 400 ? ` ${show(errorType)}` : ""} for a ${first.pathParameter} the key never made; the contract says 404 ${first.notFound}`,
      evidence(answer),
    );
  }
}
