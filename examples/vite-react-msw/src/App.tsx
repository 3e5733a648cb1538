import { type ChangeEvent, useState } from "react";
import type { AsyncServiceClient } from "stt-service";

type State =
  | { step: "idle" }
  | { step: "working"; name: string }
  | { step: "done"; text: string }
  | { step: "failed"; message: string };

/** A file input: the chosen recording is uploaded, transcribed, and its transcript shown. */
export function App({ client, pollIntervalMs }: { client: AsyncServiceClient; pollIntervalMs?: number }) {
  const [state, setState] = useState<State>({ step: "idle" });

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setState({ step: "working", name: file.name });
    try {
      const transcription = await client.transcribe(
        file,
        { model: "stt-async-v3", enable_speaker_diarization: false },
        { pollIntervalMs },
      );
      setState({ step: "done", text: transcription.text ?? "" });
    } catch (error) {
      setState({ step: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <main>
      <label>
        Recording <input type="file" accept="audio/*" onChange={onChange} />
      </label>
      {state.step === "working" && <p role="status">Transcribing {state.name}…</p>}
      {state.step === "done" && <p data-testid="transcript">{state.text}</p>}
      {state.step === "failed" && <p role="alert">{state.message}</p>}
    </main>
  );
}
