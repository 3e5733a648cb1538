import { listTranscriptionsQueryOptions } from "@stt-service/react/query";
import { useQuery } from "@tanstack/react-query";
import type { AsyncServiceClient } from "stt-service";

/** The key's latest transcriptions, through the generated query options (key, fetch, cancellation). */
export function Transcriptions({ client }: { client: AsyncServiceClient }) {
  const list = useQuery(listTranscriptionsQueryOptions(client, { query: { limit: 10 } }));
  if (list.isPending) return <p role="status">Loading transcriptions…</p>;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  return (
    <ul aria-label="Transcriptions">
      {list.data.transcriptions.map((transcription) => (
        <li key={transcription.id}>
          {transcription.id}: {transcription.status}
        </li>
      ))}
    </ul>
  );
}
