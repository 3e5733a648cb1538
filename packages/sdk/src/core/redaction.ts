// Keeps secrets out of everything the SDK prints or throws: log lines, error messages, error bodies.

const secretHeaderNames = new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
  "api-key",
]);
const redacted = "[redacted]";

/** Replaces every occurrence of each secret in a text. Secrets shorter than 4 characters are ignored. */
export function redactText(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 4 && result.includes(secret)) result = result.split(secret).join(redacted);
  }
  return result;
}

/**
 * The start of a text on one line, secrets removed, for messages about bodies that are not what was
 * expected, and for what a server says (bounded, whatever it sends). Redacted before it is cut: a key cut
 * in two would no longer match, and its first half would show.
 */
export function excerpt(text: string, secrets: readonly string[], length = 200): string {
  // Only the start of a long text is read (a body may be megabytes). A key that the window's end cuts
  // sits in its last `longest` characters, which go too.
  const longest = secrets.reduce((most, secret) => Math.max(most, secret.length), 0);
  const window = length * 4;
  const cut = text.length > window + longest;
  const start = cut
    ? redactText(text.slice(0, window + longest), secrets).slice(0, -longest || undefined)
    : redactText(text, secrets);
  const oneLine = start.replace(/\s+/g, " ").trim();
  return cut || oneLine.length > length ? `${oneLine.slice(0, length)}…` : oneLine;
}

/** A copy of the headers with the values of credential headers replaced. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      secretHeaderNames.has(name.toLowerCase()) ? redacted : value,
    ]),
  );
}

/**
 * How deep `redactValue` walks: past it, a value is replaced, so a hostile body nested thousands of levels
 * deep neither overflows the stack here nor in whatever later prints or clones the error. The service's
 * bodies and the SDK's log fields are a few levels deep.
 */
export const maxRedactedDepth = 32;
const tooDeep = "[nested too deep]";

/**
 * A value with secrets removed from every string in it, property names included, for error bodies and
 * log fields; nested at most `maxRedactedDepth` levels. Values without a secret come back as they are (no
 * copy): every debug line passes through here, so the common case is cheap.
 */
export function redactValue(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (typeof value === "string") return redactText(value, secrets);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= maxRedactedDepth) return tooDeep;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item = value[index];
      const safe = redactValue(item, secrets, depth + 1);
      if (safe === item) continue;
      copy ??= value.slice();
      copy[index] = safe;
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // Built as JSON.parse builds objects (fromEntries): a key such as `__proto__` stays a property.
  let copy: [string, unknown][] | undefined;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    const item = record[key];
    const safeKey = redactText(key, secrets);
    const safe = redactValue(item, secrets, depth + 1);
    if (copy === undefined) {
      if (safe === item && safeKey === key) continue;
      copy = keys.slice(0, index).map((earlier) => [earlier, record[earlier]]);
    }
    copy.push([safeKey, safe]);
  }
  return copy ? Object.fromEntries(copy) : value;
}

/**
 * Adds a key minted at run time (a `temporaryKey` function's) to the secrets, in place: the logger and the
 * sessions hold this same array. The first `fixedCount` secrets, the configured keys, stay for good; of the
 * minted ones only the newest `keep` do, so a client that mints a key for each connection for days does not
 * grow without end. Each minted key serves one session: only a session outlived by `keep` newer ones loses
 * the redaction of its key.
 */
export function rememberMintedSecret(secrets: string[], fixedCount: number, key: string, keep = 64): void {
  if (secrets.includes(key)) return;
  secrets.push(key);
  if (secrets.length - fixedCount > keep) secrets.splice(fixedCount, 1);
}
