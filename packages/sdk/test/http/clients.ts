// Both HTTP clients behind one face, so the same behavioural tests run against each. The sync client's
// calls return values instead of promises; awaiting either works, and a sync throw becomes a rejection.
import { AsyncServiceClient, type ClientOptions, type LogFields, type Logger } from "../../src/index.js";
import { SyncServiceClient } from "../../src/sync.js";

export interface ClientKind {
  name: "AsyncServiceClient" | "SyncServiceClient";
  /** The sync client's methods return values; typed as the async client, `await` serves both. */
  create(options: ClientOptions): AsyncServiceClient;
}

const created: SyncServiceClient[] = [];

export const clientKinds: ClientKind[] = [
  { name: "AsyncServiceClient", create: (options) => new AsyncServiceClient(options) },
  {
    name: "SyncServiceClient",
    create: (options) => {
      const client = new SyncServiceClient(options);
      created.push(client);
      return client as unknown as AsyncServiceClient;
    },
  },
];

export function closeSyncClients(): void {
  for (const client of created.splice(0)) client.close();
}

/** Runs a call of either client as a promise: a value, a promise, or a synchronous throw. */
export async function call<T>(make: () => T): Promise<Awaited<T>> {
  return await make();
}

export interface LogLine {
  level: string;
  message: string;
  fields?: LogFields;
}

export function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: string) => (message: string, fields?: LogFields) => lines.push({ level, message, fields });
  return { lines, logger: { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") } };
}

/** A transcription as create answers it (processing), for servers scripted by the tests. */
export const processingTranscription = {
  id: "tr-1",
  status: "processing",
  file_id: "file-1",
  model: "stt-async-v3",
  created_at: "2026-11-20T14:03:15Z",
  enable_speaker_diarization: false,
  enable_language_identification: false,
  client_reference_id: null,
};
