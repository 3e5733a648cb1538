// The audio of a transcription created from an `audio_url`. The mock fetches nothing unless the URL's host is
// allowed (`--allow-audio-url-host`, and the same in startMocks() and the MSW handlers' options): by default it answers as from an upload of the URL's last path segment holding a
// stand-in audio (a silent WAV as long as the transcript it reads), so that `file_id` names a real file and
// its content answers. A host under `.invalid` (RFC 2606: it never resolves) fails as an unreachable address
// would, so that a UI can show that failure. An allowed host is fetched within bounds: no redirect followed,
// a time limit, a byte cap, and the upload's own checks of what audio is.
import type { MockScript } from "../../generated/realtime/mock-script.js";
import { UploadedAudio } from "../stream/audio-checks.js";
import { oneLine } from "../text.js";
import { MockHttpError } from "./responses.js";
import type { MockState, Tenant } from "./state.js";

/** Bounds of a fetch of an allowed `audio_url`. */
export interface AudioUrlLimits {
  /** The most bytes fetched; past it the transcription fails with `audio_url_too_large`. The service's is 1 GiB. */
  maxBytes: number;
  /** The longest a fetch may take, body included; past it the transcription fails with `audio_url_unreachable`. */
  timeoutMs: number;
}

export const defaultAudioUrlLimits: AudioUrlLimits = { maxBytes: 64 * 1024 * 1024, timeoutMs: 30_000 };

/** Why a transcription from an `audio_url` failed, as the transcription says it. */
export interface AudioUrlFailure {
  error_type: "audio_url_unreachable" | "audio_url_not_audio" | "audio_url_too_large" | "audio_too_long";
  error_message: string;
}

/** The audio at hand: its bytes, content type and length. */
export interface AudioUrlContent {
  chunks: Uint8Array[];
  size: number;
  contentType: string;
  durationMs: number;
}

/**
 * Whether the mock may fetch `url`: an `http` or `https` address on a host its owner allowed (host names or
 * addresses, compared without case; IPv6 with or without brackets). Loopback is no exception: a shared mock
 * must not read what listens on its own machine for whoever asks.
 */
export function mayFetch(url: URL, allowedHosts: readonly string[]): boolean {
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((candidate) => {
    const name = candidate.toLowerCase();
    return name === host || `[${name}]` === host;
  });
}

/** Whether the host is under `.invalid`, which never resolves: the mock fails such an address as unreachable. */
export function isInvalidHost(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  return host === "invalid" || host.endsWith(".invalid");
}

export function unreachable(url: URL, why: string): AudioUrlFailure {
  return {
    error_type: "audio_url_unreachable",
    error_message: `The audio_url could not be fetched from ${url.host} (${why}). Check that it is public.`,
  };
}

/** The file name of the audio at `url`: its last path segment, else `audio`, within the contract's 255 characters. */
export function fileNameOf(url: URL): string {
  const segment = url.pathname.split("/").pop() ?? "";
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    name = segment;
  }
  // A name is shown, and goes into a Content-Disposition: nothing of it may end a line or hide in one.
  name = oneLine(name).trim();
  return [...(name === "" || name === "." || name === ".." ? "audio" : name)].slice(0, 255).join("");
}

/** How long the script's transcript runs, to the next whole second: the stand-in audio lasts that long. */
function scriptLengthMs(script: MockScript): number {
  let end = 0;
  for (const utterance of script.utterances) for (const token of utterance.tokens) end = Math.max(end, token.end_ms);
  return Math.max(1000, Math.ceil(end / 1000) * 1000);
}

/** Silence in WAV: 8 kHz, 8-bit, mono (the smallest a reader takes), lasting `durationMs`. */
function silentWav(durationMs: number): Uint8Array {
  const sampleRate = 8000;
  const dataBytes = Math.round((sampleRate * durationMs) / 1000);
  const wav = new Uint8Array(44 + dataBytes).fill(0x80, 44);
  const view = new DataView(wav.buffer);
  const ascii = (at: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) wav[at + index] = text.charCodeAt(index);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // bytes a second
  view.setUint16(32, 1, true); // bytes a sample
  view.setUint16(34, 8, true); // bits a sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  return wav;
}

/** The stand-in audio for the script (one copy per script: a file's bytes are never changed). */
const standIns = new WeakMap<MockScript, AudioUrlContent>();

export function standInAudio(script: MockScript): AudioUrlContent {
  let content = standIns.get(script);
  if (!content) {
    const durationMs = scriptLengthMs(script);
    const wav = silentWav(durationMs);
    content = { chunks: [wav], size: wav.length, contentType: "audio/wav", durationMs };
    standIns.set(script, content);
  }
  return content;
}

/**
 * Fetches the audio at an allowed `url` within `limits`, its bytes counted as an upload's against the store's
 * bound while they arrive; the upload's checks say whether they are audio. Never throws: a failure is the
 * transcription's.
 */
export async function fetchAudio(
  url: URL,
  limits: AudioUrlLimits,
  maxAudioMs: number,
  fetchAudioUrl: typeof fetch,
  state: MockState,
  owner: Tenant,
): Promise<AudioUrlContent | AudioUrlFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const arriving = state.beginUpload(owner);
  const tooLarge: AudioUrlFailure = {
    error_type: "audio_url_too_large",
    error_message: `The audio at the audio_url is larger than ${limits.maxBytes} bytes, the most this mock fetches.`,
  };
  try {
    // Never a redirect: the address it leads to was not allowed. A browser's fetch hides it (status 0).
    const response = await fetchAudioUrl(url, { redirect: "manual", signal: controller.signal });
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => {});
      const answered = response.status === 0 ? "a redirect, not followed" : `it answered ${response.status}`;
      return unreachable(url, answered);
    }
    if (Number(response.headers.get("content-length")) > limits.maxBytes) {
      await response.body?.cancel().catch(() => {});
      return tooLarge;
    }
    const contentType = response.headers.get("content-type") ?? "application/octet-stream";
    const audio = new UploadedAudio(contentType);
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      size += next.value.length;
      if (size > limits.maxBytes) {
        await reader?.cancel().catch(() => {});
        return tooLarge;
      }
      state.reserveArriving(arriving, next.value.length);
      if (arriving.signal.aborted) throw arriving.signal.reason;
      chunks.push(next.value.slice());
      audio.feed(next.value);
    }
    const verdict = audio.verdict(maxAudioMs);
    if (!verdict.ok) {
      return verdict.reason === "audio_too_long"
        ? { error_type: "audio_too_long", error_message: verdict.message }
        : { error_type: "audio_url_not_audio", error_message: verdict.message };
    }
    return { chunks, size, contentType, durationMs: verdict.durationMs };
  } catch (error) {
    if (error instanceof MockHttpError) {
      return error.status === 413 ? tooLarge : unreachable(url, "the mock's store is full; retry later");
    }
    return unreachable(url, controller.signal.aborted ? `no answer within ${limits.timeoutMs} ms` : "no answer");
  } finally {
    clearTimeout(timer);
    state.endUpload(arriving);
  }
}
