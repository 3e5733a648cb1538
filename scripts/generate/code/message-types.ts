// The TypeScript declarations of the streaming frames' JSON payloads, made by @asyncapi/modelina from the
// model's schemas (wire names kept as they are on the wire).
import type { StreamCode, StreamMessage } from "../../../templates/model.js";
import { loadModelina } from "./lazy-modelina.js";

/** The name of the union modelina makes of the root; only the payloads' own models are kept. */
const rootTitle = "StreamFramesRoot";

export async function declareMessageTypes(messages: StreamMessage[]): Promise<StreamCode["declarations"]> {
  const modelina = loadModelina<typeof import("@asyncapi/modelina")>();
  const { TypeScriptGenerator, JsonSchemaInputProcessor, typeScriptDefaultPropertyKeyConstraints } = modelina;
  // Server frames may carry fields the spec does not know yet; the types list the known ones.
  const processorOptions = { interpreter: { ignoreAdditionalProperties: true } };
  const generator = new TypeScriptGenerator({
    modelType: "interface",
    enumType: "union",
    mapType: "record",
    processorOptions,
    constraints: {
      propertyKey: typeScriptDefaultPropertyKeyConstraints({
        NAMING_FORMATTER: (name: string) => name,
        NO_RESERVED_KEYWORDS: (name: string) => name,
      }),
    },
  });
  const json = messages.filter((message) => message.format === "json");
  // The JSON Schema processor alone: modelina's general one would probe every input format first.
  const input = await new JsonSchemaInputProcessor().process(
    {
      $schema: "http://json-schema.org/draft-07/schema#",
      title: rootTitle,
      oneOf: json.map((message) => message.schema),
    },
    processorOptions,
  );
  const models = await generator.generate(input);
  return models
    .filter((model) => model.modelName !== rootTitle)
    .map((model) => ({ name: model.modelName, code: model.result }));
}
