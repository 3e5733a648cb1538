// The real-time tests' client: the test key and the stream URL of the server under test.
import { type RealtimeClientOptions, RealtimeServiceClient } from "../../src/realtime.js";

export function realtimeClient(url: string, options: RealtimeClientOptions = {}): RealtimeServiceClient {
  return new RealtimeServiceClient({ apiKey: "test-key", streamUrl: url, ...options });
}
