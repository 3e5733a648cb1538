// @stt-service/react: the hooks. The TanStack Query options are at @stt-service/react/query.

export type {
  LiveTranscription,
  LiveTranscriptionConfig,
  LiveTranscriptionOptions,
  LiveTranscriptionSnapshot,
  LiveTranscriptionState,
} from "./live/types.js";
export { useLiveTranscription } from "./live/use-live-transcription.js";
