// What a hostile server may send, as fast-check arbitraries: any text, any JSON, JSON nested far deeper
// than a stack, the key echoed in values and in property names. Shared by the HTTP and real-time fuzzing.
import fc from "fast-check";

/** The key every fuzzed client holds, and that nothing it shows may carry. */
export const fuzzKey = "sk_live_fuzz_7d1e2f3a4b5c";

/** How long each property may run: fuzzing is bounded in time so that `npm test` stays within CI. */
export const fuzzBudget = { interruptAfterTimeLimit: 4_000, markInterruptAsFailure: false } as const;

/** Text with any code point, lone surrogates included, sometimes holding the key. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}${fuzzKey}${b}`),
);

/** JSON nested `depth` deep, as text: arrays or objects, with the key at the bottom. */
export const deepJson: fc.Arbitrary<string> = fc
  .record({ depth: fc.integer({ min: 1, max: 60_000 }), objects: fc.boolean() })
  .map(({ depth, objects }) =>
    objects
      ? `${`{"${fuzzKey}":`.repeat(depth)}"${fuzzKey}"${"}".repeat(depth)}`
      : `${"[".repeat(depth)}"${fuzzKey}"${"]".repeat(depth)}`,
  );

/** A JSON value of any shape, its keys and strings sometimes the key. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.constant(null), fc.boolean(), fc.double(), fc.integer(), hostileText),
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(hostileText, tie("value"), { maxKeys: 5 }),
  ),
})).value;

/** Any text a body or a frame may hold: JSON or not, deep or not, with the key or not. */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  hostileText,
  hostileJsonValue.map((value) => JSON.stringify(value) ?? ""),
  deepJson,
  fc.constant(""),
);
