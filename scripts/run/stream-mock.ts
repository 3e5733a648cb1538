// `npm run mock:stream`: `stt-mock stream` of @stt-service/mock, run from its sources.
import { runStreamMockCommand } from "@stt-service/mock";

await runStreamMockCommand(process.argv.slice(2), { command: "npm run mock:stream" });
