// stt-service/mock (Node only): the streaming mock server, for tests and frontend teams.

export type { MockScript, MockScriptToken, MockUtterance } from "../generated/realtime/mock-script.js";
export {
  checkMockScript,
  loadMockScript,
  type RunningStreamingMock,
  type StreamingMockOptions,
  startStreamingMock,
} from "./mock/stream-server.js";
