// specs/asyncapi.yaml's channel, its messages and operations → the stream's model, given a spec fragment.
import { describe, expect, it } from "vitest";
import { buildStreamModel } from "../../../scripts/generate/model/stream.js";
import type { StreamMessage, StreamModel } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { givenSpecs } from "./given-specs.js";

/** openapi.yaml's options, which the stream's config names across the files. */
const openapi = {
  components: {
    schemas: {
      TranscriptionConfig: {
        type: "object",
        properties: { model: { type: "string" }, language_hints: { type: "array", items: { type: "string" } } },
      },
    },
  },
};

interface GivenStream {
  /** The channel's messages, by name. */
  messages: Record<string, Json>;
  /** The messages the client sends (in a `receive` operation); the others it receives (in a `send` one). */
  clientSends?: string[];
  /** Members of an operation besides its action and messages, by the name of the message it carries. */
  operations?: Record<string, Json>;
  /** Members of the channel besides its address and messages. */
  channel?: Json;
  /** Members of the document that replace the one-channel, one-server document's. */
  document?: Json;
}

/** A document of one channel at /transcribe, each message of it carried by an operation of its own. */
function asyncapiOf(given: GivenStream): Json {
  const operations = Object.fromEntries(
    Object.keys(given.messages).map((name) => [
      `on_${name}`,
      {
        action: given.clientSends?.includes(name) ? "receive" : "send",
        messages: [{ $ref: `#/channels/live/messages/${name}` }],
        ...given.operations?.[name],
      },
    ]),
  );
  return {
    info: { title: "Live", version: "2.0.0" },
    servers: { production: { protocol: "wss", host: "api.example.com", pathname: "/v1", description: " Prod. " } },
    channels: { live: { address: "/transcribe", messages: given.messages, ...given.channel } },
    operations,
    ...given.document,
  };
}

function streamOf(given: GivenStream): StreamModel {
  return buildStreamModel(givenSpecs(openapi, asyncapiOf(given)), typescriptNaming);
}

const sunset = "2027-06-30";

describe("buildStreamModel", () => {
  it("reads the channel: its servers, limits, messages in order and the config's option names", () => {
    const model = streamOf({
      clientSends: ["config", "audio"],
      channel: { "x-limits": { "idle-timeout-seconds": 20, "max-session-minutes": 300 } },
      messages: {
        config: {
          title: "Config",
          summary: " The first frame. ",
          payload: {
            title: "ConfigMessage",
            allOf: [
              { $ref: "./openapi.yaml#/components/schemas/TranscriptionConfig" },
              {
                properties: {
                  audio_format: { type: "string" },
                  api_key: { type: "string", deprecated: true, "x-sunset": sunset },
                },
              },
            ],
          },
        },
        audio: { contentType: "application/octet-stream", "x-sdk-type-name": "AudioFrame", description: " Audio. " },
      },
    });
    // The payloads' shapes have given/want cases of their own (shapes.unit.test.ts).
    expect(model).toMatchObject({
      title: "Live",
      version: "2.0.0",
      servers: [{ name: "production", url: "wss://api.example.com/v1/transcribe", description: "Prod." }],
      defaultStreamUrl: "wss://api.example.com/v1/transcribe",
      limits: { idleTimeoutSeconds: 20, maxSessionMinutes: 300 },
      limitConstants: {
        idleTimeoutSeconds: "streamLimitIdleTimeoutSeconds",
        maxSessionMinutes: "streamLimitMaxSessionMinutes",
      },
      messages: [
        {
          name: "config",
          title: "Config",
          summary: "The first frame.",
          sender: "client",
          contentType: "application/json",
          format: "json",
          typeName: "ConfigMessage",
          description: undefined,
          constant: undefined,
          checkName: "validateConfigMessage",
          schema: {
            title: "ConfigMessage",
            allOf: [
              openapi.components.schemas.TranscriptionConfig,
              {
                properties: {
                  audio_format: { type: "string" },
                  api_key: { type: "string", deprecated: true, "x-sunset": sunset },
                },
              },
            ],
          },
          deprecation: null,
          deprecatedFields: { api_key: { sunset, use: null } },
        },
        {
          name: "audio",
          title: "audio",
          summary: "",
          sender: "client",
          contentType: "application/octet-stream",
          format: "binary",
          typeName: "AudioFrame",
          description: "Audio.",
          constant: undefined,
          checkName: undefined,
          schema: {},
          deprecation: null,
          deprecatedFields: {},
        },
      ],
      configKeys: ["model", "language_hints", "audio_format"],
    });
  });

  const messageCases: { name: string; given: GivenStream; want: Omit<StreamMessage, "shape"> }[] = [
    {
      name: "a server's JSON frame, through a $ref to a component, has a guard and its payload's description",
      given: {
        messages: { result: { $ref: "#/components/messages/result" } },
        document: {
          components: {
            messages: {
              result: {
                summary: "Tokens.",
                payload: { title: "ResultMessage", description: " The tokens. ", type: "object" },
              },
            },
          },
        },
      },
      want: {
        name: "result",
        title: "result",
        summary: "Tokens.",
        sender: "server",
        contentType: "application/json",
        format: "json",
        typeName: "ResultMessage",
        description: "The tokens.",
        constant: undefined,
        checkName: "isResultMessageShape",
        schema: { title: "ResultMessage", description: " The tokens. ", type: "object" },
        deprecation: null,
        deprecatedFields: {},
      },
    },
    {
      name: "a text frame of a one-value enum holds that value, in the document's default content type",
      given: {
        clientSends: ["endOfAudio"],
        document: { defaultContentType: "text/plain" },
        messages: { endOfAudio: { payload: { title: "EndOfAudioMessage", type: "string", enum: [""] } } },
      },
      want: {
        name: "endOfAudio",
        title: "endOfAudio",
        summary: "",
        sender: "client",
        contentType: "text/plain",
        format: "text",
        typeName: "EndOfAudioMessage",
        description: undefined,
        constant: "",
        checkName: undefined,
        schema: { title: "EndOfAudioMessage", type: "string", enum: [""] },
        deprecation: null,
        deprecatedFields: {},
      },
    },
  ];

  it.each(messageCases)("$name", ({ given, want }) => {
    expect(streamOf(given).messages).toMatchObject([want]);
  });

  const keepalive = (extra: Json = {}) => ({
    keepalive: { ...extra, payload: { title: "KeepaliveMessage", type: "object", ...(extra.payload as Json) } },
  });

  it.each([
    {
      name: "on its payload, first",
      given: {
        messages: keepalive({
          deprecated: true,
          "x-sunset": "2028-01-01",
          payload: { deprecated: true, "x-sunset": sunset, "x-deprecated-use": "pings" },
        }),
      },
      want: { sunset, use: "pings" },
    },
    {
      name: "on the message, when its payload says nothing",
      given: { messages: keepalive({ deprecated: true, "x-sunset": sunset }) },
      want: { sunset, use: null },
    },
    {
      name: "on the operation the message travels in, when neither says anything",
      given: {
        messages: keepalive(),
        operations: { keepalive: { deprecated: true, "x-sunset": sunset, "x-deprecated-use": "nothing" } },
      },
      want: { sunset, use: "nothing" },
    },
    { name: "none when nothing is deprecated", given: { messages: keepalive() }, want: null },
  ])("a message's deprecation is $name", ({ given, want }) => {
    expect(streamOf(given).messages[0]?.deprecation).toEqual(want);
  });

  const json = (payload: Json) => ({ m: { payload: { title: "M", type: "object", ...payload } } });

  it.each([
    ["two channels", { messages: {}, document: { channels: { a: {}, b: {} } } }, "expected exactly one channel"],
    ["no server", { messages: {}, document: { servers: {} } }, "specs/asyncapi.yaml: needs at least one server"],
    [
      "a message name that is no member name",
      { messages: { "end-of-audio": { "x-sdk-type-name": "End" } } },
      "specs/asyncapi.yaml at /channels/live/messages/end-of-audio: the message name",
    ],
    [
      "a message no operation carries",
      { messages: json({}), document: { operations: {} } },
      "specs/asyncapi.yaml: message m has no send or receive operation",
    ],
    [
      "a message both sent and received",
      {
        messages: json({}),
        document: {
          operations: {
            in: { action: "receive", messages: [{ $ref: "#/channels/live/messages/m" }] },
            out: { action: "send", messages: [{ $ref: "#/channels/live/messages/m" }] },
          },
        },
      },
      "specs/asyncapi.yaml: message m is both sent and received",
    ],
    [
      "an operation's message that is no message of the channel",
      {
        messages: json({}),
        operations: { m: { messages: [{ $ref: "#/components/messages/m" }] } },
        document: { components: { messages: { m: {} } } },
      },
      "specs/asyncapi.yaml: an operation's message #/components/messages/m must be a $ref to a message of the channel",
    ],
    [
      "a payload without a title",
      { messages: { m: { payload: { type: "object" } } } },
      "specs/asyncapi.yaml: message m needs a titled payload, or x-sdk-type-name without one",
    ],
    [
      "a JSON message without a payload",
      { messages: { m: { "x-sdk-type-name": "M" } } },
      "specs/asyncapi.yaml: message m is JSON and needs a payload schema",
    ],
    [
      "a keyword the message types are not made from",
      { messages: json({ patternProperties: { "^x": {} } }) },
      'specs/asyncapi.yaml at /channels/live/messages/m/payload/patternProperties: the keyword "patternProperties" is not one',
    ],
    [
      "items as a tuple",
      { messages: json({ properties: { pair: { type: "array", items: [{}, {}] } } }) },
      "specs/asyncapi.yaml at /channels/live/messages/m/payload/properties/pair/items: items as a list (a tuple)",
    ],
    [
      "a property name that is no identifier",
      { messages: json({ properties: { "audio-format": { type: "string" } } }) },
      'specs/asyncapi.yaml at /channels/live/messages/m/payload/properties/audio-format: the property name "audio-format" is not allowed',
    ],
    [
      "an enum value with a quote",
      { messages: json({ properties: { kind: { enum: ["it's"] } } }) },
      'specs/asyncapi.yaml at /channels/live/messages/m/payload/properties/kind/enum/0: the value "it\'s" holds a quote',
    ],
    [
      "a keyword the message types are not made from, under additionalProperties",
      { messages: json({ additionalProperties: { type: "object", dependentSchemas: {} } }) },
      'specs/asyncapi.yaml at /channels/live/messages/m/payload/additionalProperties/dependentSchemas: the keyword "dependentSchemas"',
    ],
    [
      "an enum value with a backtick, in a oneOf member",
      { messages: json({ oneOf: [{ type: "string", enum: ["a`b"] }] }) },
      'specs/asyncapi.yaml at /channels/live/messages/m/payload/oneOf/0/enum/0: the value "a`b" holds a quote, backslash, backtick',
    ],
    [
      "an object as a const",
      { messages: json({ properties: { kind: { const: { a: 1 } } } }) },
      "specs/asyncapi.yaml at /channels/live/messages/m/payload/properties/kind/const: an object or a list as an enum or const value",
    ],
    [
      "two schemas of one title",
      { messages: { ...json({}), n: { payload: { title: "M", type: "object" } } } },
      'specs/asyncapi.yaml at /channels/live/messages/n/payload: the type name "M" is taken already by specs/asyncapi.yaml at /channels/live/messages/m/payload',
    ],
    [
      "a limit that is no number",
      { messages: {}, channel: { "x-limits": { "idle-timeout-seconds": "20" } } },
      'specs/asyncapi.yaml at /channels/live/x-limits/idle-timeout-seconds: the limit "20" must be a finite number',
    ],
    [
      "two limits of one name",
      { messages: {}, channel: { "x-limits": { "idle-timeout": 20, idleTimeout: 30 } } },
      'specs/asyncapi.yaml at /channels/live/x-limits/idleTimeout: the limit name, in camelCase, "idleTimeout" is taken already',
    ],
    [
      "a message deprecated without a sunset",
      { messages: json({}), operations: { m: { deprecated: true } } },
      "specs/asyncapi.yaml at /operations/on_m: deprecated without x-sunset",
    ],
  ] as [string, GivenStream, string][])("refuses %s", (_name, given, want) => {
    expect(() => streamOf(given)).toThrow(want);
  });
});
