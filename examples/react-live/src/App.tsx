import type { AsyncServiceClient } from "stt-service";
import { temporaryKeyFrom } from "./keys.ts";
import { Live } from "./Live.tsx";
import { Transcriptions } from "./Transcriptions.tsx";

/** The page: live captions from the microphone, and the account's transcriptions. */
export function App({ client, streamUrl }: { client: AsyncServiceClient; streamUrl?: string }) {
  return (
    <main>
      <h1>Live transcription</h1>
      <Live temporaryKey={temporaryKeyFrom(client)} streamUrl={streamUrl} />
      <h2>Transcriptions</h2>
      <Transcriptions client={client} />
    </main>
  );
}
