// stt-service/shared-runtime: the runtime pieces that the sibling packages (@stt-service/mock,
// @stt-service/conformance) share with the SDK, so each exists once: WAV headers and audio time, deprecation
// wording, bounded body reading, redaction, the longest wait a timer holds with the sentence that refuses a
// longer one, and the generated stream pieces below. Not for applications: it follows the packages' lockstep
// version, with no promise of its own between them.

/** @internal */
export { maxTimerMs, timerBoundProblem } from "./core/checks.js";
/** @internal */
export { deprecationSentence } from "./core/deprecation.js";
/** @internal */
export { excerpt, redactText, redactValue } from "./core/redaction.js";
// The contract's generated pieces the mock and the kit read too (stream limits and URLs, the stream's error
// codes, frame guards and validators): generated once, here, where the SDK's own guards use them.
/** @internal */
export { streamErrorCodes } from "./generated/errors.js";
/** @internal */
export { defaultBaseUrl } from "./generated/http/operations.js";
/** @internal */
export { defaultStreamUrl, type StreamDeprecation, streamLimits } from "./generated/realtime/channel.js";
/** @internal */
export {
  type AudioFormat,
  type ConfigMessage,
  isFinalizeMessage,
  isKeepaliveMessage,
  type ResultMessage,
  type Token,
} from "./generated/realtime/messages.js";
/** @internal */
export {
  validateAckMessage,
  validateConfigMessage,
  validateErrorMessage,
  validateFinishedMessage,
  validateResultMessage,
} from "./generated/realtime/validators.js";
/** @internal */
export { readBody } from "./http/body.js";
/** @internal */
export { AudioClock, type AudioDescription, parseWavHeader } from "./realtime/audio-clock.js";
/** @internal */
export { deprecatedFieldsOf, messageDeprecation } from "./realtime/deprecations.js";
