// Cases made at random from the enumerated ones, for a corpus larger than the enumeration: an enumerated case
// with its probe's key dropped or a header of `Prefer`, Idempotency-Key or Content-Type put in; and a seeded
// sample of the enumeration, for a corpus smaller than it.
import type { Draft } from "./cases.js";

/** Tops `drafts` up with random combinations of the cases it holds until it holds `wanted`. */
export function addCombinations(drafts: Draft[], wanted: number, random: () => number): void {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const enumerated = drafts.length;
  const headerOptions: [string, string][][] = [
    [],
    [["prefer", "code=404"]],
    [["prefer", "code=422"]],
    [["prefer", "code=200"]],
    [["prefer", "code=201"]],
    [["prefer", "example=invalid_request"]],
    [["prefer", "example=completed"]],
    [["idempotency-key", ""]],
    [["content-type", "application/vnd.api+json"]],
  ];
  while (drafts.length < wanted) {
    const base = drafts[Math.floor(random() * enumerated)] as Draft;
    const extra = pick(headerOptions);
    const dropAuth = random() < 0.2;
    drafts.push({
      category: `${base.category} (combined at random)`,
      description: `${base.description}${dropAuth ? ", no key" : ""}${extra.length ? `, ${extra[0]?.[0]}: ${extra[0]?.[1]}` : ""}`,
      steps: base.steps.map((step) =>
        step.probe
          ? {
              ...step,
              headers: [
                ...step.headers.filter(
                  ([name]) => !(dropAuth && name === "authorization") && !extra.some(([n]) => n === name),
                ),
                ...extra,
              ],
            }
          : step,
      ),
    });
  }
}

/** A seeded shuffle (Fisher-Yates). */
export function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
