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
 * A value with secrets removed from every string in it, for error bodies and log fields. Values without a
 * secret come back as they are (no copy): every debug line passes through here, so the common case is cheap.
 */
export function redactValue(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === "string") return redactText(value, secrets);
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item = value[index];
      const safe = redactValue(item, secrets);
      if (safe === item) continue;
      copy ??= value.slice();
      copy[index] = safe;
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    const safe = redactValue(item, secrets);
    if (safe === item) continue;
    copy ??= { ...value };
    copy[key] = safe;
  }
  return copy ?? value;
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
