// The mocks inside a test suite (Node): started on free ports, reset between tests,
// stopped at the end.

import { startMocks } from "@stt-service/mock";
import { AsyncServiceClient } from "stt-service";

const mocks = await startMocks({ speed: 100 });
const client = new AsyncServiceClient({ apiKey: "test-key", baseUrl: mocks.httpUrl });

await client.files.upload("call.wav");
console.log(`files before reset: ${(await client.files.list()).files.length}`);

mocks.reset(); // forgets every key's files and transcriptions
console.log(`files after reset: ${(await client.files.list()).files.length}`);

await mocks.stop();
