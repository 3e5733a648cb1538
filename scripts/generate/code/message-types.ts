// The TypeScript declarations of the streaming frames' JSON payloads, made by @asyncapi/modelina from the
// model's schemas (wire names kept as they are on the wire).
import type { StreamCode, StreamMessage } from "../../../templates/model.js";
import { deprecatedTag, docComment } from "../../../templates/partials.js";
import { loadModelina } from "./lazy-modelina.js";

/** The name of the union modelina makes of the root; only the payloads' own models are kept. */
const rootTitle = "StreamFramesRoot";

/** What modelina hands a preset's hook: the model being rendered, the property, the text so far. */
interface HookArgs {
  model: { name: string };
  property?: { unconstrainedPropertyName: string };
  content: string;
}

/**
 * `@deprecated` on a payload's deprecated top-level fields (the model step read them, `x-sunset` checked), so
 * editors strike them through as they do deprecated methods. A deprecated message's own type is marked by
 * the template, which places each declaration.
 */
function deprecationPreset(messages: StreamMessage[]) {
  const fieldsByType = new Map(messages.map((message) => [message.typeName, message.deprecatedFields]));
  const property = ({ model, property, content }: HookArgs) => {
    const fields = fieldsByType.get(model.name);
    const name = property?.unconstrainedPropertyName;
    const deprecation = fields && name !== undefined && Object.hasOwn(fields, name) ? fields[name] : undefined;
    return deprecation ? `${docComment([deprecatedTag(deprecation)]).trimEnd()}\n${content}` : content;
  };
  return { interface: { property } };
}

export async function declareMessageTypes(messages: StreamMessage[]): Promise<StreamCode["declarations"]> {
  const modelina = loadModelina<typeof import("@asyncapi/modelina")>();
  const { TypeScriptGenerator, JsonSchemaInputProcessor, typeScriptDefaultPropertyKeyConstraints } = modelina;
  // Server frames may carry fields the spec does not know yet; the types list the known ones.
  const processorOptions = { interpreter: { ignoreAdditionalProperties: true } };
  const generator = new TypeScriptGenerator({
    presets: [deprecationPreset(messages)],
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
