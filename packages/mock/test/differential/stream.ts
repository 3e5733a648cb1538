// The stream half of the differential test: a scenario is a list of frames sent at once on a new session; what
// comes back is summarized frame by frame (consecutive results collapsed, since their number depends on chunking)
// with the close code, so the node stream server and the handlers' `ws.link` can be compared and both held to
// the close code that `x-stream-errors` gives each error frame.
import { isObject, type JsonObject, type JsonValue } from "#test-support/spec-documents.js";

export type Frame = string | Uint8Array;

export interface StreamScenario {
  name: string;
  frames: Frame[];
  /** A frame over the contract's size limit is sent. */
  oversize?: boolean;
  /** The session must end with `finished` and close 1000. */
  finishes?: boolean;
}

export interface StreamOutcome {
  /** `ack`, `result`, `finished`, `error 400 invalid_request`, or `unreadable` for a frame that is not JSON. */
  frames: string[];
  closeCode: number;
}

/** What a socket of either kind needs to offer the driver (the `ws` package's and MSW's patched global both do). */
export interface ScenarioSocket {
  binaryType: string;
  send(data: string | Uint8Array): void;
  close(): void;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: (event: { code: number }) => void): void;
  addEventListener(type: "error", listener: () => void): void;
}

export function streamScenarios(wav: Uint8Array, maxFrameBytes: number): StreamScenario[] {
  const config = JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" });
  return [
    // An empty text frame ends the audio (the contract's end of stream); the session then sends `finished`.
    { name: "a valid session", frames: [config, wav, ""], finishes: true },
    { name: "a text frame that is not JSON", frames: [config, "not json at all"] },
    { name: "a message of an unknown type", frames: [config, JSON.stringify({ type: "no_such_message" })] },
    {
      name: `an audio frame of ${maxFrameBytes + 1} bytes`,
      frames: [config, new Uint8Array(maxFrameBytes + 1)],
      oversize: true,
    },
    { name: "audio before the config", frames: [wav] },
  ];
}

function summary(data: unknown): string {
  if (typeof data !== "string") return "binary";
  let value: JsonValue;
  try {
    value = JSON.parse(data) as JsonValue;
  } catch {
    return "unreadable";
  }
  if (!isObject(value)) return "unreadable";
  if (value.error_code !== undefined) return `error ${String(value.error_code)} ${String(value.error_type)}`;
  if (typeof value.type === "string") return value.type;
  if (value.finished === true) return "finished";
  if (Array.isArray(value.tokens)) return "result";
  return "unknown";
}

/** Sends the scenario's frames once the socket opens; resolves with what came back when the socket closes. */
export function playScenario(socket: ScenarioSocket, scenario: StreamScenario): Promise<StreamOutcome> {
  socket.binaryType = "arraybuffer";
  const frames: string[] = [];
  return new Promise((resolve) => {
    socket.addEventListener("open", () => {
      for (const frame of scenario.frames) socket.send(frame);
    });
    socket.addEventListener("message", (event) => {
      const read = summary(event.data);
      if (!(read === "result" && frames.at(-1) === "result")) frames.push(read);
    });
    socket.addEventListener("close", (event) => resolve({ frames, closeCode: event.code }));
  });
}

/** The close code the contract gives each stream error code (x-stream-errors). */
export function streamCloseCodes(asyncapi: JsonObject): Map<string, number> {
  const codes = new Map<string, number>();
  const table = asyncapi["x-stream-errors"] as JsonObject;
  for (const entry of (table.codes as JsonObject[]) ?? [])
    codes.set(String(entry["error-code"]), entry["close-code"] as number);
  return codes;
}

/** What the contract does not back in an outcome: an error frame followed by another close code than its own. */
export function streamProblems(
  outcome: StreamOutcome,
  closeCodes: Map<string, number>,
  scenario: StreamScenario,
): string[] {
  const problems: string[] = [];
  const oversize = scenario.oversize === true;
  if (scenario.finishes && (outcome.frames.at(-1) !== "finished" || outcome.closeCode !== 1000))
    problems.push(
      `a valid session ended with ${outcome.frames.at(-1)} and close ${outcome.closeCode}, not finished and 1000`,
    );
  for (const frame of outcome.frames) {
    if (frame === "unreadable" || frame === "unknown" || frame === "binary")
      problems.push(`a frame the contract has no message for (${frame})`);
    const code = /^error (\d+)/.exec(frame)?.[1];
    if (code === undefined) continue;
    const expected = closeCodes.get(code);
    if (expected === undefined) problems.push(`error code ${code} is not in x-stream-errors`);
    // AudioChunk's description: a frame over 4 MiB "gets an error frame, then close 1009", beside the table's code.
    else if (expected !== outcome.closeCode && !(oversize && outcome.closeCode === 1009))
      problems.push(`${frame} closed with ${outcome.closeCode}, the contract says ${expected}`);
  }
  return problems;
}
