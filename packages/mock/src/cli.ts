#!/usr/bin/env node
// The `stt-mock` command: both mocks (`stt-mock [options]`), or the streaming mock alone
// (`stt-mock stream [options]`). `stt-mock --help` lists the options.
import { runMockCommand } from "./node/cli/mock-command.js";
import { runStreamMockCommand } from "./node/cli/stream-command.js";

const [first, ...rest] = process.argv.slice(2);
void (first === "stream"
  ? runStreamMockCommand(rest, { command: "stt-mock stream" })
  : runMockCommand(process.argv.slice(2), { command: "stt-mock" }));
