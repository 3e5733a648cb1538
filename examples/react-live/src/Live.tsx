import { useLiveTranscription } from "@stt-service/react";

/**
 * Live captions from the microphone: Start asks for it (a click: browsers start audio only after a user
 * gesture), Stop lets the last words become final. Unmounting at any moment releases the microphone and the
 * socket; Strict Mode's second mount opens neither twice.
 */
export function Live({ temporaryKey, streamUrl }: { temporaryKey: () => Promise<string>; streamUrl?: string }) {
  const live = useLiveTranscription({ temporaryKey, streamUrl, config: { model: "stt-rt-v3" } });
  const running = live.state === "connecting" || live.state === "streaming" || live.state === "reconnecting";
  return (
    <section aria-label="Live transcription">
      <button type="button" onClick={() => void live.start()} disabled={running || live.state === "finishing"}>
        Start
      </button>
      <button type="button" onClick={() => void live.stop()} disabled={!running}>
        Stop
      </button>
      <p>
        State: <output data-testid="state">{live.state}</output>
      </p>
      <meter aria-label="Input level" min={0} max={1} value={live.level} />
      <p data-testid="final">{live.finalText}</p>
      <p data-testid="interim">
        <i>{live.interimText}</i>
      </p>
      {live.error && <p role="alert">{live.error.message}</p>}
    </section>
  );
}
