// The differential test's requests, generated from specs/openapi.yaml with a seed: every operation, its documented
// examples, each field of a JSON body broken one way at a time, Content-Types, bodies, query and path values,
// Authorization, `Prefer`, Idempotency-Key, multipart uploads and HEAD, captions, file content, audio_url and
// the webhook secret; then random combinations of those up to the size asked for. A case is a few steps under one API key of its own, so both mocks start it from fresh state.

import { authorizationCases, preferCases } from "./corpus/auth-and-prefer.js";
import { type AddCase, auth, type DiffCase, type Draft, json, requestsWith, seededRandom } from "./corpus/cases.js";
import { addCombinations, shuffle } from "./corpus/combinations.js";
import { idempotencyCases } from "./corpus/idempotency.js";
import { jsonBodyCases } from "./corpus/json-bodies.js";
import { pathIdCases, queryCases } from "./corpus/query-and-path.js";
import { textBytesAndUrlCases } from "./corpus/text-bytes-and-urls.js";
import { uploadCases } from "./corpus/uploads.js";
import type { ContractModel } from "./spec-model.js";

export interface CorpusOptions {
  seed: number;
  /** How many cases: a seeded sample of the enumeration, or it topped up with random combinations; or it whole. */
  cases: number | "enumerated";
  /** A short valid WAV, the upload's audio. */
  wav: Uint8Array;
}

/** The corpus: every operation's cases, in a fixed order, then as many as asked for (combined, or sampled). */
export function generateCorpus(model: ContractModel, options: CorpusOptions): DiffCase[] {
  const random = seededRandom(options.seed);
  const drafts: Draft[] = [];
  const add: AddCase = (category, description, steps) => drafts.push({ category, description, steps });
  const requests = requestsWith(options.wav);
  for (const op of model.operations) {
    const valid = requests.valid(op);
    const name = `${op.method} ${op.path}`;
    add("valid request", `${name} as the spec documents it`, valid);
    // Every documented example of the request body, as it is (its ids name nothing this key made).
    for (const example of op.body?.mediaType === "application/json" ? op.body.examples : []) {
      add("documented request example", `${name} with a documented example body`, [
        {
          method: op.method,
          target: op.path,
          headers: auth([["content-type", "application/json"]]),
          body: json(example),
          probe: true,
        },
      ]);
    }
    authorizationCases(op, requests, add);
    preferCases(op, requests, add);
    queryCases(op, requests, add);
    pathIdCases(op, requests, add);
    if (op.body?.mediaType === "application/json") jsonBodyCases(model, op, requests, add);
    if (op.body?.mediaType === "multipart/form-data") uploadCases(op, requests, add);
    if (op.parameters.some((p) => p.name === "Idempotency-Key")) idempotencyCases(op, requests, add);
  }
  // Exchanges that need state of their own: captions, a file's bytes, audio_url, webhook_url, the secret.
  textBytesAndUrlCases(requests, add);
  // Operation-independent paths the issue names.
  add("path id: empty", "GET /files/ (an empty file id)", [
    { method: "GET", target: "/files/", headers: auth(), probe: true },
  ]);

  const enumerated = drafts.length;
  const wanted = options.cases === "enumerated" ? enumerated : options.cases;
  addCombinations(drafts, wanted, random);
  // Fewer cases than the enumeration: a seeded sample of it.
  const chosen = wanted < drafts.length ? shuffle(drafts, random).slice(0, wanted) : drafts;
  return chosen.map((draft, index) => ({ ...draft, index, key: `diff-${options.seed}-${index}` }));
}
