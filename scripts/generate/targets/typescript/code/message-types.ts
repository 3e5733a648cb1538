// The TypeScript declarations of the streaming frames' JSON payloads, made by @asyncapi/modelina from the
// model's schemas (wire names kept as they are on the wire).
import type { StreamMessage } from "../../../model/types.js";
import { deprecatedTag, docComment } from "../templates/partials.js";
import type { StreamCode } from "./compiled.js";
import { loadModelina } from "./lazy-modelina.js";

/** The name of the union modelina makes of the root; only the payloads' own models are kept. */
const rootTitle = "StreamFramesRoot";

/** What a model or a property was made from: its (inlined) schema. */
interface Described {
  originalInput?: unknown;
}

/** What modelina hands a preset's hook: the model being rendered, the property, the text so far. */
interface HookArgs {
  model: { name: string } & Described;
  property?: { unconstrainedPropertyName: string; property?: Described };
  content: string;
}

/** A schema's `description`, when it has one. */
function descriptionOf(described: Described | undefined): string | undefined {
  const input = described?.originalInput;
  if (typeof input !== "object" || input === null) return undefined;
  const description = (input as { description?: unknown }).description;
  return typeof description === "string" ? description : undefined;
}

/** Every schema with a title in the payloads (each a model modelina names after it), first found first. */
function schemasByTitle(messages: StreamMessage[]): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const visit = (node: unknown, depth: number): void => {
    if (typeof node !== "object" || node === null || depth > 32) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const title = (node as { title?: unknown }).title;
    if (typeof title === "string" && !found.has(title)) found.set(title, node);
    for (const value of Object.values(node)) visit(value, depth + 1);
  };
  for (const message of messages) visit(message.schema, 0);
  return found;
}

/**
 * A field's description, found in its object's schema (its `properties`, or an `allOf` member's): a property
 * modelina merged from an `allOf` points back at the whole object, not at its own schema.
 */
function fieldDescription(schema: unknown, name: string, depth = 0): string | undefined {
  if (typeof schema !== "object" || schema === null || depth > 8) return undefined;
  const { properties, allOf } = schema as { properties?: Record<string, unknown>; allOf?: unknown[] };
  if (properties && Object.hasOwn(properties, name)) return descriptionOf({ originalInput: properties[name] });
  for (const member of Array.isArray(allOf) ? allOf : []) {
    const found = fieldDescription(member, name, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Doc comments from the spec on every payload type and field: each schema's and property's `description`
 * (modelina drops them), with `@deprecated` on a deprecated message or top-level field (the model step read
 * them, `x-sunset` checked), so that editors show the spec's words and strike deprecated names through.
 * `docComment` escapes the text: a description cannot close the comment. A declaration comes out whole,
 * `export` included, for the template to place.
 */
function docPreset(messages: StreamMessage[]) {
  const schemas = schemasByTitle(messages);
  // modelina's originalInput of a model it merged from `allOf` members is the object holding them: the
  // schema a model is named after, by its title, is the one that documents it.
  const schemaOf = (model: HookArgs["model"]) => schemas.get(model.name) ?? model.originalInput;
  const fieldsByType = new Map(messages.map((message) => [message.typeName, message.deprecatedFields]));
  const messageDeprecation = new Map(messages.map((message) => [message.typeName, message.deprecation]));
  const self = ({ model, content }: HookArgs) => {
    const deprecation = messageDeprecation.get(model.name);
    const description = descriptionOf({ originalInput: schemaOf(model) });
    return `${docComment([description, deprecation ? deprecatedTag(deprecation) : null])}export ${content}`;
  };
  const property = ({ model, property, content }: HookArgs) => {
    const fields = fieldsByType.get(model.name);
    const name = property?.unconstrainedPropertyName;
    const deprecation = fields && name !== undefined && Object.hasOwn(fields, name) ? fields[name] : undefined;
    const description = name === undefined ? undefined : fieldDescription(schemaOf(model), name);
    const docs = docComment([description, deprecation ? deprecatedTag(deprecation) : null]);
    return docs === "" ? content : `${docs.trimEnd()}\n${content}`;
  };
  return { interface: { self, property }, type: { self }, enum: { self } };
}

export async function declareMessageTypes(messages: StreamMessage[]): Promise<StreamCode["declarations"]> {
  const modelina = loadModelina<typeof import("@asyncapi/modelina")>();
  const { TypeScriptGenerator, JsonSchemaInputProcessor, typeScriptDefaultPropertyKeyConstraints } = modelina;
  // Server frames may carry fields the spec does not know yet; the types list the known ones.
  const processorOptions = { interpreter: { ignoreAdditionalProperties: true } };
  const generator = new TypeScriptGenerator({
    presets: [docPreset(messages)],
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
