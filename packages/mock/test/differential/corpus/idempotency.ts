// Cases of Idempotency-Key: values out of its bounds, and a key repeated with the same body and with another.
import type { OperationModel } from "../spec-model.js";
import { type AddCase, json, type Requests, type Step, validJsonBody, withProbe } from "./cases.js";

/** Idempotency-Key on the operations that take it. */
export function idempotencyCases(op: OperationModel, requests: Requests, add: AddCase): void {
  const name = `${op.method} ${op.path}`;
  const valid = requests.valid(op);
  const { wavUpload } = requests;
  if (op.parameters.some((p) => p.name === "Idempotency-Key")) {
    for (const [category, value] of [
      ["idempotency-key: empty", ""],
      ["idempotency-key: too long", "k".repeat(256)],
      ["idempotency-key: characters it never has", "has space"],
      ["idempotency-key: valid", "key-1"],
    ] as const) {
      add(
        category,
        `${name} with Idempotency-Key ${JSON.stringify(value.slice(0, 20))}`,
        withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["idempotency-key", value]] })),
      );
    }
    const probe = valid.find((step) => step.probe) as Step;
    const setup = valid.filter((step) => !step.probe);
    const keyed = { ...probe, headers: [...probe.headers, ["idempotency-key", "repeat-1"]] as [string, string][] };
    add("idempotency-key: repeated with the same body", `${name} twice with one Idempotency-Key`, [
      ...setup,
      { ...keyed, probe: false },
      keyed,
    ]);
    const other =
      op.body?.mediaType === "application/json"
        ? json({ ...validJsonBody(op), client_reference_id: "another-body" })
        : wavUpload([{ name: "client_reference_id", data: "another-body" }]).body;
    add("idempotency-key: reused with another body", `${name} with one Idempotency-Key and two bodies`, [
      ...setup,
      { ...keyed, probe: false },
      { ...keyed, body: other },
    ]);
  }
}
