// The TypeScript declarations of the streaming frames' JSON payloads, made by @asyncapi/modelina from the
// model's schemas (wire names kept as they are on the wire).
import type { StreamCode, StreamMessage } from "../../../templates/model.js";

/** The name of the union modelina makes of the root; only the payloads' own models are kept. */
const rootTitle = "StreamFramesRoot";

export async function declareMessageTypes(messages: StreamMessage[]): Promise<StreamCode["declarations"]> {
  // A CommonJS package: its exports are on the namespace (and, depending on the loader, on `default`).
  type Modelina = typeof import("@asyncapi/modelina");
  const namespace = (await import("@asyncapi/modelina")) as unknown as Modelina & { default?: Modelina };
  const modelina = namespace.TypeScriptGenerator ? namespace : (namespace.default as Modelina);
  const { TypeScriptGenerator, typeScriptDefaultPropertyKeyConstraints } = modelina;
  const generator = new TypeScriptGenerator({
    modelType: "interface",
    enumType: "union",
    mapType: "record",
    // Server frames may carry fields the spec does not know yet; the types list the known ones.
    processorOptions: { interpreter: { ignoreAdditionalProperties: true } },
    constraints: {
      propertyKey: typeScriptDefaultPropertyKeyConstraints({
        NAMING_FORMATTER: (name: string) => name,
        NO_RESERVED_KEYWORDS: (name: string) => name,
      }),
    },
  });
  const json = messages.filter((message) => message.format === "json");
  const models = await generator.generate({
    $schema: "http://json-schema.org/draft-07/schema#",
    title: rootTitle,
    oneOf: json.map((message) => message.schema),
  });
  return models
    .filter((model) => model.modelName !== rootTitle)
    .map((model) => ({ name: model.modelName, code: model.result }));
}
