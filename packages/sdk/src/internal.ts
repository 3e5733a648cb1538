// stt-service/internal: runtime pieces that the sibling packages (@stt-service/mock, @stt-service/conformance)
// share with the SDK, so each exists once: WAV headers and audio time, deprecation wording, bounded body
// reading, redaction, how untrusted text is shown (terminal, XML, Markdown, HTML), and the longest wait a timer
// holds, with the sentence that refuses a longer one. Not for applications:
// it follows the packages' lockstep version, with no promise of its own between them.

/** @internal */
export { maxTimerMs, timerBoundProblem } from "./core/checks.js";
/** @internal */
export { deprecationSentence, isCalendarDay } from "./core/deprecation.js";
/** @internal */
export { excerpt, redactText, redactValue } from "./core/redaction.js";
/** @internal */
export { forHtml, forMarkdown, forTerminal, forXml, markdownCode } from "./core/untrusted-text.js";
/** @internal */
export { readBody } from "./http/body.js";
/** @internal */
export { AudioClock, type AudioDescription, parseWavHeader } from "./realtime/audio-clock.js";
/** @internal */
export { deprecatedFieldsOf, messageDeprecation } from "./realtime/deprecations.js";
