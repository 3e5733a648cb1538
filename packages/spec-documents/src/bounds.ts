// The bounds of reading a spec, decided here once for every reader (the gate, the generator, the docs builder,
// the release, the conformance kit, the tests). Each is far above what the project's specs need and far below
// what makes a tool exhaust memory or time. Measured on the specs of this commit: openapi.yaml 88 kB,
// asyncapi.yaml 30 kB, no YAML alias, 311 `$ref`s; a whole gate run follows 458 `$ref`s (10,602 lookups, the
// rest remembered).
/** The bounds every reader of a spec keeps: file size, YAML aliases, `$ref` hops, nodes walked. */
export const specBounds = {
  /** The largest spec file read: 1 MiB, about ten times openapi.yaml. */
  fileBytes: 1024 * 1024,
  /**
   * YAML aliases: the `yaml` package's `maxAliasCount`, which counts each alias by the nodes it expands to;
   * an alias bomb (aliases of aliases) passes it at once. Our specs use none.
   */
  aliasCount: 100,
  /** The longest `$ref` chain (a `$ref` to a `$ref` ...); longer is a loop. */
  refHops: 32,
  /** Nodes a walk may visit or an inlining may produce, `$ref`s followed: 1,000,000 (fan-out stops here). */
  walkedNodes: 1_000_000,
} as const;

/** The shape of `specBounds`. */
export type SpecBounds = typeof specBounds;
