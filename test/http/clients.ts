// Both HTTP clients behind one face, so the same behavioural tests run against each. The sync client's
// calls return values instead of promises; awaiting either works, and a sync throw becomes a rejection.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AsyncServiceClient, type ClientOptions, type LogFields, type Logger } from "../../packages/sdk/src/index.js";
import { SyncServiceClient } from "../../packages/sdk/src/sync.js";

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

/** A small 16 kHz mono PCM WAV file (a 440 Hz tone), written to a temporary folder. */
export function writeWavFixture(name = "tone.wav", seconds = 0.25): string {
  const sampleRate = 16_000;
  const samples = Math.round(sampleRate * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  const path = join(mkdtempSync(join(tmpdir(), "stt-fixture-")), name);
  writeFileSync(path, Buffer.concat([header, data]));
  return path;
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
