// How many times each directive limited to its first n uses (`:once`, `:times:<n>`) has been used, by key and
// directive, shared by the sessions and upgrades of one server (or one set of MSW handlers). Bounded: a client
// can make any number of keys and references, so past `maxDirectiveUses` entries the oldest used is forgotten
// (its directive then applies afresh, as to a new key).

/** Entries remembered, all keys and directives together. */
export const maxDirectiveUses = 10_000;

export class DirectiveUses {
  readonly #uses = new Map<string, number>();

  /**
   * `ownerOf` names the key a temporary key was minted with: its uses count as that key's, since an app mints a
   * fresh temporary key for each connection, and a reconnect on a new one must find `:once` already used.
   */
  constructor(
    private readonly limit = maxDirectiveUses,
    private readonly ownerOf: (key: string) => string | undefined = () => undefined,
  ) {}

  /** Entries held now. */
  get size(): number {
    return this.#uses.size;
  }

  #entry(scope: string, key: string | undefined, directive: string): string {
    // Newlines cannot occur in a key (a header or subprotocol token) nor in a directive (its grammar).
    const counted = key === undefined ? "" : (this.ownerOf(key) ?? key);
    return `${scope}\n${boundedKey(counted)}\n${directive}`;
  }

  /**
   * Counts one use of `directive` by `key` and says whether the directive applies to it: to the uses after the
   * first `skip` and, with `times`, to the `times` uses after those. A directive without either always applies
   * and takes no entry.
   */
  take(scope: string, key: string | undefined, directive: string, times: number | undefined, skip = 0): boolean {
    if (times === undefined && skip === 0) return true;
    const entry = this.#entry(scope, key, directive);
    // Capped one past the last use it applies to: enough to tell them apart, however often a key comes back.
    const used = Math.min((this.#uses.get(entry) ?? 0) + 1, skip + (times ?? 0) + 1);
    // Deleted, then set: a Map iterates in insertion order, so the entry used last goes last.
    this.#uses.delete(entry);
    this.#uses.set(entry, used);
    if (this.#uses.size > this.limit) this.#uses.delete(this.#uses.keys().next().value as string);
    return applies(used, times, skip);
  }

  /** Whether the directive applied to the latest use counted by `take` (with none yet, whether it would to the next). */
  lastApplied(scope: string, key: string | undefined, directive: string, times: number | undefined, skip = 0): boolean {
    if (times === undefined && skip === 0) return true;
    return applies(this.#uses.get(this.#entry(scope, key, directive)) ?? 1, times, skip);
  }
}

/** Keys longer than this are remembered by a digest: a header may carry 16 KB, and 10 000 of them are 160 MB. */
const maxKeptKeyLength = 128;

/**
 * A key as an entry keeps it: itself when short, else its length, its start and a 53-bit digest (cyrb53), so
 * that an entry costs at most a few hundred bytes whatever a client sends. Two long keys that collide share a
 * count, which is a mock's failure on purpose coming once less, not a leak.
 */
function boundedKey(key: string): string {
  if (key.length <= maxKeptKeyLength) return key;
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < key.length; index++) {
    const code = key.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  const digest = (4294967296 * (2097151 & second) + (first >>> 0)).toString(36);
  // 12 characters: V8 copies a slice that short, where a longer one would keep the whole key alive.
  return `${key.length}:${key.slice(0, 12)}:${digest}`;
}

/** Whether a directive applies to the use numbered `used` (from 1). */
function applies(used: number, times: number | undefined, skip: number): boolean {
  return used > skip && (times === undefined || used <= skip + times);
}
