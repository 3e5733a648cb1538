// What a failed connection adds when no URL was set: the client went to production, which code meant for the
// mock did not intend. One sentence for the HTTP client (baseUrl) and the real-time client (streamUrl).

/** Which service URL option, its environment variable, and where the mock listens for it. */
export interface UrlOption {
  option: "baseUrl" | "streamUrl";
  variable: "STT_BASE_URL" | "STT_STREAM_URL";
  mockUrl: string;
}

/**
 * The hint for a connection that got no answer: empty unless the URL is the spec's default (no option and no
 * environment variable was set), else which production URL was called and how to point at the mock instead.
 * `said` is the message it follows, so that the sentences join with one full stop.
 */
export function noUrlSetHint(said: string, url: string, source: string, { option, variable, mockUrl }: UrlOption) {
  if (source !== "default") return "";
  return `${said.endsWith(".") ? "" : "."} No ${option} is set, so the client called production (${url}); for the mock, set ${option} (or ${variable}) to ${mockUrl}.`;
}
