// Files that are not audio, as a user might pick by mistake: the mocks must refuse them, over HTTP and the stream.
const encode = (text: string) => new TextEncoder().encode(text);

export const notAudioFiles = {
  /** A text file. */
  text: encode("Meeting notes\n\nAgenda: the quarterly numbers, then questions.\n"),
  /** A 49 kB script: estimated as compressed audio, it once streamed to about 3 s of scripted words. */
  script: encode('export function greet(name) {\n  return "Hello, " + name;\n}\n'.repeat(830)),
};
