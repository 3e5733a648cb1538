// @stt-service/mock (Node only): the mocks of the service for frontend teams and test suites. `startMocks`
// starts both (the stateful HTTP mock, with Prism checking every exchange against the contract, and the
// streaming mock) on free ports; `startStreamingMock` starts the streaming mock alone.

export type { StreamAccess } from "./core/service/access.js";
export type { StateLimits } from "./core/service/state.js";
export type { WebhookAttempt, WebhookDelivery, WebhookEvent } from "./core/service/webhooks/deliveries.js";
export type { SessionLimits } from "./core/stream/session.js";
export type { MockScript, MockScriptToken, MockUtterance } from "./generated/realtime/mock-script.js";
export { type MockCommandOptions, runMockCommand } from "./node/cli/mock-command.js";
export { runStreamMockCommand } from "./node/cli/stream-command.js";
export { type MockOptions, type RunningMocks, startMocks } from "./node/start.js";
export {
  checkMockScript,
  loadMockScript,
  type RunningStreamingMock,
  type StreamingMockOptions,
  startStreamingMock,
} from "./node/stream-server.js";
