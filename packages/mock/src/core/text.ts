// Text from a client, quoted in what the mocks answer: the contract allows no control characters in error
// messages or names (they could forge log lines), so they become U+FFFD.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const controlCharacters = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
const lineBreaks = /[\r\n\t]/g;

/** Whether text holds a control character, a line break included. */
export function hasControlCharacters(text: string): boolean {
  return /[\r\n\t]/.test(text) || new RegExp(controlCharacters.source).test(text);
}

/** Text without control characters, line breaks kept. */
export function withoutControlCharacters(text: string): string {
  return text.replace(controlCharacters, "\uFFFD");
}

/** Text on one line: line breaks and tabs become spaces, other control characters U+FFFD. */
export function oneLine(text: string): string {
  return withoutControlCharacters(text.replace(lineBreaks, " "));
}

/** Text matched as itself inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
