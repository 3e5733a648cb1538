// useLiveTranscription(): the React side of the live transcription (controller.ts does the work). The hook
// opens nothing by itself, neither in render nor in an effect, so Strict Mode's second mount cannot open a
// second socket or microphone: start() is the user's action. Unmounting abandons the run, whatever it waits
// for. On the server it renders the idle state and touches no browser global.

import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { ServiceConfigError } from "stt-service/realtime";
import { idleSnapshot, LiveTranscriptionController } from "./controller.js";
import type { LiveTranscription, LiveTranscriptionOptions } from "./types.js";

const serverSnapshot = () => idleSnapshot;

/**
 * Live transcription from the microphone (or a MediaStream the app has) in a React component: the state, the
 * interim and final text, the final tokens, the input level and the latency, and start()/stop().
 *
 * ```tsx
 * function Dictation() {
 *   const live = useLiveTranscription({
 *     temporaryKey: () => fetch("/api/stt-key").then((response) => response.text()),
 *     config: { model: "stt-rt-v3" },
 *   });
 *   return (
 *     <>
 *       <button onClick={live.start} disabled={live.state === "streaming"}>Start</button>
 *       <button onClick={live.stop}>Stop</button>
 *       <p>{live.finalText} <i>{live.interimText}</i></p>
 *     </>
 *   );
 * }
 * ```
 *
 * @throws ServiceConfigError (while rendering) when given `apiKey`, or no `temporaryKey` function.
 */
export function useLiveTranscription(options: LiveTranscriptionOptions): LiveTranscription {
  checkOptions(options);
  const latest = useRef(options);
  latest.current = options;
  const controller = useRef<LiveTranscriptionController | undefined>(undefined);
  controller.current ??= new LiveTranscriptionController(() => latest.current);
  const live = controller.current;
  useEffect(() => {
    live.attach();
    return () => live.detach();
  }, [live]);
  const snapshot = useSyncExternalStore(live.subscribe, live.getSnapshot, serverSnapshot);
  return useMemo(() => ({ ...snapshot, start: live.start, stop: live.stop }), [snapshot, live]);
}

function checkOptions(options: LiveTranscriptionOptions): void {
  if (typeof options !== "object" || options === null) {
    throw new ServiceConfigError(
      'useLiveTranscription() takes options: { temporaryKey, config: { model: "stt-rt-v3" } }.',
    );
  }
  if ("apiKey" in options) {
    throw new ServiceConfigError(
      "useLiveTranscription() takes no apiKey: anyone who opens the page could read a long-lived key. Pass temporaryKey, a function that fetches a temporary key your backend mints with POST /auth/temporary-api-key.",
    );
  }
  if (typeof options.temporaryKey !== "function") {
    throw new ServiceConfigError(
      "useLiveTranscription() needs temporaryKey: a function that fetches a temporary key your backend mints with POST /auth/temporary-api-key.",
    );
  }
}
