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

/** A value with secrets removed from every string in it, for error bodies and log fields. */
export function redactValue(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === "string") return redactText(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, secrets)]));
  }
  return value;
}
