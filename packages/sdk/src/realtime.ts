// stt-service/realtime: the real-time client, its session, and the error kinds.

export { type CaptionFormat, type CaptionOptions, type CaptionToken, captionsFromTokens } from "./captions.js";
export * from "./errors.js";
export type { ValidationErrorDetail } from "./generated/http/types.js";
export type { ConfigMessage, ResultMessage, Token as RealtimeToken } from "./generated/realtime/messages.js";
// For tests (Vitest under jsdom or happy-dom): a module of its own, which an app that does not import it never carries.
export {
  type FakeMicrophone,
  type FakeMicrophoneAudio,
  type FakeMicrophoneOptions,
  installFakeMicrophone,
} from "./realtime/capture/fake-microphone.js";
export {
  type CaptureAudioConfig,
  type CaptureMicrophoneOptions,
  type CaptureState,
  captureMicrophone,
  type MicrophoneCapture,
  MicrophoneError,
  type MicrophoneErrorType,
} from "./realtime/capture/microphone.js";
export { type RealtimeClientOptions, type RealtimeConfig, RealtimeServiceClient } from "./realtime/client.js";
export type { AuthMethod } from "./realtime/connection.js";
export type { EventIterator, EventOf } from "./realtime/emitter.js";
export {
  type LatencyMeter,
  type LatencyMetrics,
  type MeasureLatencyOptions,
  measureLatency,
} from "./realtime/latency.js";
export type { RealtimeEvents, RealtimeSession, SessionState, StreamOptions } from "./realtime/session.js";
export type { Transcript, TranscriptSnapshot } from "./realtime/transcript.js";
export type { WebSocketConstructor, WebSocketLike } from "./realtime/websocket-like.js";
