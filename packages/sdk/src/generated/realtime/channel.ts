// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.

/** Speech-to-Text Streaming API 1.0.0: the servers of the spec. The first is the default stream URL. */
export const streamServers = [
  {
    name: "production",
    url: "wss://stream.stt-service.dev/transcribe-websocket",
    description: "Production: the service, at wss://stream.stt-service.dev/transcribe-websocket.",
  },
  {
    name: "mock",
    url: "ws://127.0.0.1:4011/transcribe-websocket",
    description: "The streaming mock of npm run mock, driven by this document.",
  },
] as const;

/** The servers' URLs alone, in the same order: what the client quotes, without the descriptions in its bundle. */
export const streamServerUrls = [
  "wss://stream.stt-service.dev/transcribe-websocket",
  "ws://127.0.0.1:4011/transcribe-websocket",
] as const;

export const defaultStreamUrl = "wss://stream.stt-service.dev/transcribe-websocket";

/**
 * The session's timing (`x-limits` of the channel): a constant each, so that a bundle keeps the ones its code
 * reads (a bundler keeps every property of an object it keeps), and all of them as one object.
 */
export const streamLimitConfigTimeoutSeconds = 10;
export const streamLimitIdleTimeoutSeconds = 20;
export const streamLimitKeepaliveIntervalSeconds = 5;
export const streamLimitMaxSessionMinutes = 300;

export const streamLimits = {
  configTimeoutSeconds: streamLimitConfigTimeoutSeconds,
  idleTimeoutSeconds: streamLimitIdleTimeoutSeconds,
  keepaliveIntervalSeconds: streamLimitKeepaliveIntervalSeconds,
  maxSessionMinutes: streamLimitMaxSessionMinutes,
} as const;

/** Every message of the channel, in the spec's order, with who sends it and how it travels. */
export const streamMessages = {
  config: { sender: "client", contentType: "application/json", payload: "ConfigMessage", title: "Config" },
  audio: { sender: "client", contentType: "application/octet-stream", payload: "AudioChunk", title: "Audio" },
  finalize: { sender: "client", contentType: "application/json", payload: "FinalizeMessage", title: "Finalize" },
  keepalive: { sender: "client", contentType: "application/json", payload: "KeepaliveMessage", title: "Keepalive" },
  endOfAudio: { sender: "client", contentType: "text/plain", payload: "EndOfAudioMessage", title: "End of audio" },
  ack: { sender: "server", contentType: "application/json", payload: "AckMessage", title: "Acknowledgement" },
  finished: { sender: "server", contentType: "application/json", payload: "FinishedMessage", title: "Finished" },
  result: { sender: "server", contentType: "application/json", payload: "ResultMessage", title: "Result" },
  error: { sender: "server", contentType: "application/json", payload: "ErrorMessage", title: "Error" },
} as const;

export type StreamMessageName = keyof typeof streamMessages;

/** The options the config message takes, from the contract: `connect()` refuses any other. */
export const configMessageKeys = [
  "model",
  "enable_speaker_diarization",
  "enable_streaming",
  "translation",
  "context",
  "language_hints",
  "enable_language_identification",
  "client_reference_id",
  "audio_format",
  "sample_rate",
  "num_channels",
  "enable_endpoint_detection",
  "audio_offset_ms",
] as const;

/** `deprecated: true` with `x-sunset`: the day it goes, and what to use instead (`x-deprecated-use`). */
export interface StreamDeprecation {
  readonly sunset: string;
  readonly use: string | null;
}

/** The config message's deprecated fields, by wire name: the client warns once per process when it sends one. */
export const deprecatedConfigFields: Readonly<Record<string, StreamDeprecation>> = {
  api_key: {
    sunset: "2027-06-30",
    use: 'the `Authorization` header (where headers cannot be set, the subprotocols `["stt-api-key", "<temporary key>"]`)',
  },
};

/** The deprecated messages a client sends, by name: the client warns once per process when it sends one. */
export const deprecatedClientMessages: Readonly<Record<string, StreamDeprecation>> = {};
