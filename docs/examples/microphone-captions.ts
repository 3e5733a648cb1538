// The microphone from Node: captureMicrophone() is for browsers, and says so with
// a ServiceConfigError. A file streams instead, and its final tokens become WebVTT
// captions with captionsFromTokens(), as a browser app's live session's would.
import { readFile } from "node:fs/promises";
import {
  captionsFromTokens,
  captureMicrophone,
  MicrophoneError,
  RealtimeServiceClient,
  ServiceConfigError,
} from "stt-service/realtime";

try {
  const capture = await captureMicrophone();
  await capture.stop();
} catch (error) {
  // The runtime (Node, a page over plain http://): the app's to fix, not the user's.
  if (error instanceof ServiceConfigError)
    console.log(`no microphone: ${error.message}`);
  // The user's device (refused, missing, busy, lost): errorType says which.
  else if (error instanceof MicrophoneError)
    console.log(`microphone: ${error.errorType}`);
  else throw error;
}

const realtime = new RealtimeServiceClient();
const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
await session.stream(await readFile("call.wav"));
const { tokens } = await session.finish();
console.log(captionsFromTokens(tokens, { format: "vtt", maxLineLength: 32 }));
