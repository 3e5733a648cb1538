// Where the mock may send a webhook. A mock shared by a team (or reachable from a page) that POSTs wherever a
// create names would let anyone who can call it make requests from its machine (server-side request forgery:
// the cloud's metadata address, an admin port on the network). So by default only this machine: loopback
// (127.0.0.0/8, ::1, `localhost`), and other hosts only when the mock's owner names them.

/** Whether `hostname` (as a URL gives it: IPv6 in brackets, IPv4 already normalised) is this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Why the mock will not send a webhook to `url`, or undefined when it will: an `http` or `https` address on
 * loopback, or on one of `allowedHosts` (host names or addresses, compared without case; IPv6 with or
 * without brackets), with no user name or password in it.
 */
export function webhookTargetProblem(url: string, allowedHosts: readonly string[]): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "The webhook_url is not an absolute URL.";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return "The webhook_url must be an http or https address.";
  }
  // fetch refuses a URL with credentials in it: every attempt would fail, so the create is refused instead.
  if (parsed.username !== "" || parsed.password !== "") {
    return "The webhook_url carries a user name or password, which the mock does not send; check deliveries by their signature (webhooks.verify) instead.";
  }
  if (isLoopbackHost(parsed.hostname)) return undefined;
  const host = parsed.hostname.toLowerCase();
  const allowed = allowedHosts.some((candidate) => {
    const name = candidate.toLowerCase();
    return name === host || `[${name}]` === host;
  });
  if (allowed) return undefined;
  return `This mock sends webhooks to loopback addresses only (127.0.0.0/8, ::1, localhost); ${parsed.hostname} is not one. Start it with --allow-webhook-host ${parsed.hostname} (startMocks/createMockHandlers option allowWebhookHosts) to allow it.`;
}
