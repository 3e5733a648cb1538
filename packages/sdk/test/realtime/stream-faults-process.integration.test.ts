// Every stream fault of §"Stream faults on demand" (docs/mock.md) through the SDK, against the stt-mock process the
// global setup starts (its URL injected): the scenarios are stream-faults-scenarios.ts, shared with the MSW run.
import { inject } from "vitest";
import { describeStreamFaults } from "./stream-faults-scenarios.js";

describeStreamFaults("the stt-mock process", {
  streamUrl: () => inject("streamUrl"),
  apiBaseUrl: () => inject("apiBaseUrl"),
});
