// What the HTTP reference's try-it console knows of each operation, decided here from the spec at build time
// so that the page's code only draws it: the fields of its form (parameters and the body's top-level
// properties, $refs inlined), what prefills them (the spec's examples), the status the contract answers on
// success, and the SDK call the request is shown as. Adding an operation to the spec adds its console.

import { inlineRefs, isObject, type Json, record, type SpecDocuments } from "@stt-service/spec-documents";
import { operationSpecs } from "stt-service/in-repository";
import type { TryItField, TryItOperation } from "../../../docs/site/try-it/operation.js";
import { httpOperationId } from "../../lib/site-anchors.js";
import { DocsSourceError } from "../../lib/source-error.js";
import { helpParagraphs } from "../inline-markdown.js";
import { jsonPlaceholder } from "../json-placeholder.js";
import { isToken, mediaTypeProblem } from "./media-type.js";

const methods = ["get", "post", "put", "patch", "delete"] as const;

function firstExample(node: Json): unknown {
  if ("example" in node) return node.example;
  const examples = record(node.examples);
  const first = Object.values(examples)[0];
  return isObject(first) ? first.value : Array.isArray(node.examples) ? node.examples[0] : undefined;
}

function kindOf(schema: Json): TryItField["kind"] {
  if (schema.format === "binary") return "file";
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === "string")) return "choice";
  if (schema.type === "integer" || schema.type === "number") return "number";
  if (schema.type === "boolean") return "boolean";
  if (schema.type === "string") return "text";
  return "json";
}

/** The properties of a body schema, its `allOf` members' included (the schema's own win). */
function propertiesOf(schema: Json): { properties: Record<string, Json>; required: string[] } {
  const members = Array.isArray(schema.allOf) ? schema.allOf.filter(isObject).map(propertiesOf) : [];
  const properties = Object.assign(
    {},
    ...members.map((member) => member.properties),
    ...[record(schema.properties)].map((own) =>
      Object.fromEntries(Object.entries(own).filter((entry): entry is [string, Json] => isObject(entry[1]))),
    ),
  ) as Record<string, Json>;
  const required = [
    ...members.flatMap((member) => member.required),
    ...(Array.isArray(schema.required) ? schema.required.map(String) : []),
  ];
  return { properties, required };
}

/** A field; its description is the parameter's own when it has one (`described`), else its schema's. */
function fieldOf(
  name: string,
  place: TryItField["in"],
  schema: Json,
  required: boolean,
  example: unknown,
  described: Json = schema,
): TryItField {
  return {
    name,
    in: place,
    required,
    kind: kindOf(schema),
    ...(Array.isArray(schema.enum) ? { choices: schema.enum.map(String) } : {}),
    ...(example !== undefined ? { example } : {}),
    ...(kindOf(schema) === "json" ? { placeholder: jsonPlaceholder(schema, record) } : {}),
    help: helpParagraphs(
      [described.description, schema.description].find((text) => typeof text === "string")?.trim() ?? "",
    ),
  };
}

/** An operation's parameters: the path item's, unless the operation has its own of the same name and place. */
function parametersOf(pathItem: Json, operation: Json): Json[] {
  const list = (node: Json) => (Array.isArray(node.parameters) ? node.parameters.filter(isObject) : []);
  const own = list(operation);
  const key = (parameter: Json) => `${parameter.in}:${parameter.name}`;
  return [...list(pathItem).filter((shared) => !own.some((mine) => key(mine) === key(shared))), ...own];
}

/** The operation's first 2xx status in the spec, or `200` when it declares none. */
function successStatusOf(operation: Record<string, unknown>): string {
  return Object.keys(record(operation.responses)).find((status) => /^2\d\d$/.test(status)) ?? "200";
}

/**
 * The media types the operation answers `status` in. With more than one, the reader chooses in an `Accept` field,
 * as the SDK's `accept` option does; each goes into a header and a curl line, so each must be a plain media type.
 */
function answerMediaTypesOf(operation: Record<string, unknown>, status: string, where: string): string[] {
  const mediaTypes = Object.keys(record(record(record(operation.responses)[status]).content));
  for (const mediaType of mediaTypes) {
    const problem = mediaTypeProblem(mediaType);
    if (problem) {
      throw new DocsSourceError(
        `specs/openapi.yaml: ${where}: its ${status} answer's media type ${JSON.stringify(mediaType)} is not an RFC 9110 media type: ${problem}. ` +
          "The try-it console sends it as an Accept header and shows it in a curl line.",
      );
    }
  }
  return mediaTypes;
}

/**
 * The fields a body's `oneOf` alternatives require (`file_id` in one, `audio_url` in the other): exactly one of
 * them is sent, so none is required by the form, and only the body's example says which one it shows.
 */
function alternativeFieldsOf(schema: Json): Set<string> {
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf.filter(isObject) : [];
  return new Set(branches.flatMap((branch) => (Array.isArray(branch.required) ? branch.required.map(String) : [])));
}

/** A name that says its value is a secret: `secret`, or one ending in `_secret`. */
const secretName = /^(?:\w+_)?secret$/;

/** The top-level properties of the success answer's JSON schemas whose names say they hold a secret. */
function secretFieldsOf(operation: Record<string, unknown>, status: string): string[] {
  const content = record(record(record(operation.responses)[status]).content);
  const names = Object.entries(content)
    .filter(([mediaType]) => /[/+]json$/i.test(mediaType))
    .flatMap(([, media]) => Object.keys(propertiesOf(record(record(media).schema)).properties));
  return [...new Set(names.filter((name) => secretName.test(name)))];
}

/** The `Accept` field of an operation that answers in several media types: the first is the contract's default. */
function acceptField(mediaTypes: string[]): TryItField {
  return {
    name: "Accept",
    in: "header",
    required: true,
    kind: "choice",
    choices: mediaTypes,
    example: mediaTypes[0],
    help: helpParagraphs(
      `The media type to answer in: the contract answers in any of ${mediaTypes.map((type) => `\`${type}\``).join(", ")}.`,
    ),
  };
}

/** Every operation of `specs/openapi.yaml`, in the spec's order, as the console draws it. */
export function tryItOperations<File extends string>(specs: SpecDocuments<File>): TryItOperation[] {
  const file = "specs/openapi.yaml" as File;
  const paths = record(specs.document(file).paths);
  const sdkCalls = new Map(Object.values(operationSpecs).map((spec) => [spec.operationId as string, spec]));
  const operations: TryItOperation[] = [];
  for (const path of Object.keys(paths)) {
    const pathPointer = `/paths/${path.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    const pathItem = record(inlineRefs(specs, specs.at(file, pathPointer)));
    for (const method of methods) {
      const pointer = `${pathPointer}/${method}`;
      const found = specs.at(file, pointer);
      if (!isObject(found.value)) continue;
      const operation = record(inlineRefs(specs, found));
      const operationId = String(operation.operationId);
      const sdk = sdkCalls.get(operationId);
      // A spec ahead of this SDK's generated code (a docs build from another project's copy): the console still
      // sends the request, and its SDK tab says to use createFetchClient.
      const fields: TryItField[] = [];
      for (const parameter of parametersOf(pathItem, operation)) {
        const schema = record(parameter.schema);
        const place = String(parameter.in) as TryItField["in"];
        if (place === "header" && !isToken(String(parameter.name))) {
          throw new DocsSourceError(
            `specs/openapi.yaml: ${operationId} (${method.toUpperCase()} ${path}): its header parameter ${JSON.stringify(parameter.name)} is not an RFC 9110 field name (a token: letters, digits and !#$%&'*+-.^_\`|~). ` +
              "The try-it console sends it as a header and shows it in a curl line, where a name starting with @ names a file for curl to read.",
          );
        }
        fields.push(
          fieldOf(
            String(parameter.name),
            place,
            schema,
            parameter.required === true,
            firstExample(parameter) ?? firstExample(schema),
            parameter,
          ),
        );
      }
      const content = Object.entries(record(record(operation.requestBody).content))[0];
      let bodyMediaType: string | undefined;
      if (content) {
        const [mediaType, media] = content;
        const problem = mediaTypeProblem(mediaType);
        if (problem) {
          throw new DocsSourceError(
            `specs/openapi.yaml: ${operationId} (${method.toUpperCase()} ${path}): its request body's media type ${JSON.stringify(mediaType)} is not an RFC 9110 media type: ${problem}. ` +
              "The try-it console sends it as a Content-Type header and shows it in a curl line: write it as type/subtype with optional ; name=value parameters, such as application/json or multipart/form-data.",
          );
        }
        bodyMediaType = mediaType;
        const example = record(firstExample(record(media)));
        const bodySchema = record(record(media).schema);
        const { properties, required } = propertiesOf(bodySchema);
        const alternatives = alternativeFieldsOf(bodySchema);
        for (const [name, schema] of Object.entries(properties)) {
          // A field of one alternative (file_id or audio_url) is prefilled from the body's example only: its own
          // schema's example would fill both, and the form would send what the contract refuses. So is an
          // optional address (webhook_url): the service would call the example's host, which is nobody's.
          const ownExample =
            alternatives.has(name) || (schema.format === "uri" && !required.includes(name))
              ? undefined
              : firstExample(schema);
          const prefill = example[name] ?? ownExample;
          fields.push(fieldOf(name, "body", schema, required.includes(name), prefill));
        }
      }
      const successStatus = String(sdk?.successStatus ?? successStatusOf(operation));
      const answerMediaTypes = answerMediaTypesOf(
        operation,
        successStatus,
        `${operationId} (${method.toUpperCase()} ${path})`,
      );
      // A query choice with one value per media type of the answer (captions' format=vtt|srt) chooses the media
      // type too, as the spec says it does, over Accept.
      const answerChooser =
        answerMediaTypes.length > 1
          ? fields.find(
              (field) =>
                field.in === "query" && field.kind === "choice" && field.choices?.length === answerMediaTypes.length,
            )?.name
          : undefined;
      if (
        answerMediaTypes.length > 1 &&
        !fields.some((field) => field.in === "header" && field.name.toLowerCase() === "accept")
      )
        fields.push(acceptField(answerMediaTypes));
      const secretFields = secretFieldsOf(operation, successStatus);
      const tag = Array.isArray(operation.tags) ? String(operation.tags[0]) : "";
      operations.push({
        operationId,
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary ?? operationId),
        // The id of the operation's section: its hash link's, as the search links it.
        sectionId: httpOperationId(tag, operationId),
        successStatus,
        ...(bodyMediaType ? { bodyMediaType } : {}),
        answerMediaTypes,
        ...(answerChooser ? { answerChooser } : {}),
        fields,
        ...(secretFields.length > 0 ? { secretFields } : {}),
        ...(sdk
          ? {
              sdk: {
                resource: sdk.resource,
                method: sdk.sdkMethod,
                fieldOptions: "fieldOptions" in sdk ? [...sdk.fieldOptions] : [],
              },
            }
          : {}),
      });
    }
  }
  return operations;
}
