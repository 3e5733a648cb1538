// The surface diff's rules for a changed declaration that code written against the base still compiles with
// (scripts/gate/contract/surface-compatible.ts): each holds its case, and the nearest change that does break
// stays a break.
import { describe, expect, it } from "vitest";
import { compatibleChange, type DeclarationChange } from "../../scripts/gate/contract/surface-compatible.js";

const base = {
  label: "base",
  openapi: { components: { schemas: { CreateTranscriptionRequest: { properties: { file_id: {}, model: {} } } } } },
  asyncapi: {},
};
const headExports = {
  CallPromise: "interface<Data> extends Promise<Data>",
  PagePromise: "type<Page, Item> = CallPromise<Page> & AsyncIterable<Item>",
};

function judged(path: string, before: string, now: string): string | undefined {
  const change: DeclarationChange = { path, before, now, headExports, base };
  return compatibleChange(change);
}

describe("a changed declaration of the SDK surface", () => {
  it("is compatible when a promise becomes an interface of the head that extends Promise", () => {
    expect(
      judged("C#files.get", "method (a: string): Promise<FileObject>", "method (a: string): CallPromise<FileObject>"),
    ).toContain("`CallPromise` extends `Promise`");
    expect(
      judged("PagePromise", "type<Page, Item> = Promise<Page> & AsyncIterable<Item>", headExports.PagePromise),
    ).toBeDefined();
    // The result's type changed as well: a break.
    expect(
      judged("C#files.get", "method (a: string): Promise<FileObject>", "method (a: string): CallPromise<Model>"),
    ).toBeUndefined();
  });

  it("is compatible when a method gains optional parameters at its end, and not a required one or one between", () => {
    const before = "method (config: RealtimeConfig): Promise<RealtimeSession>";
    expect(
      judged(
        "C#connect",
        before,
        "method (config: RealtimeConfig, options?: { signal?: AbortSignal | undefined; a: 1, b: 2 } | undefined): Promise<RealtimeSession>",
      ),
    ).toContain("optional parameter options");
    expect(judged("S#open", "method (): Promise<void>", "method (signal?: AbortSignal): Promise<void>")).toBeDefined();
    // Required, so old calls lack it; or put before the old one, which moves it; or a different result.
    expect(
      judged("C#connect", before, "method (config: RealtimeConfig, options: { a: 1 }): Promise<RealtimeSession>"),
    ).toBeUndefined();
    expect(
      judged("C#connect", before, "method (options?: { a: 1 }, config: RealtimeConfig): Promise<RealtimeSession>"),
    ).toBeUndefined();
    expect(
      judged("C#connect", before, "method (config: RealtimeConfig, options?: { a: 1 }): Promise<void>"),
    ).toBeUndefined();
  });

  it("is compatible when a union of literals only gains values, and not when it loses one", () => {
    expect(judged("Kind", "type = 'A' | 'B'", "type = 'A' | 'B' | 'C'")).toContain("gains 'C'");
    expect(judged("Kind", "type = 'A' | 'B'", "type = 'A' | 'C'")).toBeUndefined();
  });

  it("is compatible when a constant object only gains properties, and not when one changes", () => {
    expect(
      judged("kinds", "const: { readonly A: typeof A; }", "const: { readonly A: typeof A; readonly B: typeof B; }"),
    ).toContain("gains properties");
    expect(judged("kinds", "const: { readonly A: typeof A; }", "const: { readonly A: typeof B; }")).toBeUndefined();
  });

  it("is compatible when a string constant's text changes, and not when a string becomes a number", () => {
    expect(judged("usage", "const: 'usage: a'", "const: 'usage: a\\n b'")).toBeDefined();
    expect(judged("usage", "const: 'usage: a'", "const: 1")).toBeUndefined();
  });

  it("leaves the spec's own type, printed by name before, to the specs' comparison", () => {
    expect(
      judged("CreateTranscriptionRequest", "type = CreateTranscriptionRequest", "type = { model: string; }"),
    ).toContain("specs' comparison");
    expect(judged("Options", "type = Other", "type = { a: string; }")).toBeUndefined();
  });

  it("is compatible when an Omit leaves out a key the base's schema did not have, not one it had", () => {
    const before = "method (config: Omit<CreateTranscriptionRequest, 'file_id'>): Promise<Transcription>";
    expect(
      judged(
        "C#transcribe",
        before,
        "method (config: Omit<CreateTranscriptionRequest, 'file_id' | 'audio_url'>): Promise<Transcription>",
      ),
    ).toContain("'audio_url'");
    expect(
      judged(
        "C#transcribe",
        before,
        "method (config: Omit<CreateTranscriptionRequest, 'file_id' | 'model'>): Promise<Transcription>",
      ),
    ).toBeUndefined();
  });
});
