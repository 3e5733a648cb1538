// Every stream fault of §"Stream faults on demand" (docs/mock.md) through the SDK, against the MSW handlers in
// Node (setupServer): the same scenarios as against the stt-mock process (stream-faults-scenarios.ts). A refused
// upgrade shows here as a browser shows it (error, close 1006), and the SDK's connect probe, answered by the
// handlers' HTTP handler, reads the status and Retry-After, so the error kinds are the process's.

import { createMockHandlers } from "@stt-service/mock/msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { describeStreamFaults } from "./stream-faults-scenarios.js";

const streamUrl = "ws://stream-faults.example/transcribe-websocket";
const apiBaseUrl = "http://stream-faults.example/v1";
// Node 20 has no global WebSocket and MSW intercepts only the global one: `ws`'s class stands in while this file
// runs (the unit files share one process), restored after it.
const hadWebSocket = Object.hasOwn(globalThis, "WebSocket");
const previousWebSocket = globalThis.WebSocket;
if (!hadWebSocket) {
  Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
}
const server = setupServer(...createMockHandlers({ streamUrl, baseUrl: apiBaseUrl }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => {
  server.close();
  if (!hadWebSocket) Reflect.deleteProperty(globalThis, "WebSocket");
  else Object.defineProperty(globalThis, "WebSocket", { value: previousWebSocket, configurable: true, writable: true });
});

describeStreamFaults("the MSW handlers", { streamUrl: () => streamUrl, apiBaseUrl: () => apiBaseUrl });
