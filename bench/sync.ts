// The synchronous client's cost per call over the asynchronous one, on the same loopback server.
import { AsyncServiceClient } from "stt-service";
import { SyncServiceClient } from "stt-service/sync";
import { compare, startServer } from "./lib.js";

const calls = 500;

export async function benchSync(rounds = 5) {
  const server = await startServer(new URL("./servers/http-server.mjs", import.meta.url).pathname);
  const options = { apiKey: "bench-key", baseUrl: `http://127.0.0.1:${server.port}` };
  const asyncClient = new AsyncServiceClient(options);
  const syncClient = new SyncServiceClient(options);
  const rates = await compare(["async", "sync"], calls, rounds, async (name) => {
    for (let i = 0; i < calls; i++) {
      if (name === "async") await asyncClient.transcriptions.get("tr-1");
      else syncClient.transcriptions.get("tr-1");
    }
  });
  syncClient.close();
  server.stop();
  const perCall = (rate: number) => 1_000_000 / rate;
  return [
    {
      measure: "GET transcription, one at a time",
      "async µs/call": Math.round(perCall(rates.async ?? 1)),
      "sync µs/call": Math.round(perCall(rates.sync ?? 1)),
      "sync overhead µs/call": Math.round(perCall(rates.sync ?? 1) - perCall(rates.async ?? 1)),
      "sync / async (rate)": Number(((rates.sync ?? 0) / (rates.async ?? 1)).toFixed(3)),
    },
  ];
}
