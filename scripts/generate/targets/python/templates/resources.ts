// resources.py: a resource class per tag, blocking (on OperationContext) and async (on AsyncOperationContext),
// with a method per operation: path parameters positional, a JSON body's top-level fields and the query's
// parameters keyword-only and typed from their shapes, an upload's file first; every method ends with
// `request_options`. GeneratedClient and AsyncGeneratedClient hold one resource of each.
import { refuse } from "../../../model/refusals.js";
import type { HttpModel, Operation, Resource, SchemaShape, ShapeField } from "../../../model/types.js";
import { placeIn } from "../../../read/nodes.js";
import {
  acceptsNone,
  namedTypesOf,
  readExpression,
  readerName,
  resolvedShape,
  type Scope,
  type ShapesByType,
  typeAnnotation,
} from "../shapes.js";
import { pythonMethodName, routeConstantName } from "./operations.js";
import {
  allList,
  banner,
  codeOf,
  docstring,
  importBlock,
  importLine,
  type Layout,
  laidOut,
  plainText,
  prefixed,
  pyString,
  reference,
  usesName,
} from "./partials.js";
import { isDataclass, shapesByType } from "./types.js";

/**
 * How resources.py names the types and routes: by their modules (`_types.FileObject`, `_operations.LIST_FILES`),
 * so that no name of the spec can clash with another in this module, and no argument can shadow a module.
 */
const typesScope = "_types.";
const readingScope: Scope = { types: typesScope, helpers: "_shapes." };

/** One argument of a generated method: its declaration, and what the docstring says of it. */
interface Argument {
  declaration: string;
  name: string;
  description: string;
}

/** What a method's call passes the runtime, and what it returns. */
interface MethodPlan {
  positional: Argument[];
  keywords: Argument[];
  /** The keyword arguments of `context.call` / `context.list` besides the route and `options`. */
  callArguments: Layout[];
  returnType: string;
  /** How the decoded answer (`result`) becomes the return value; null when the method returns None. */
  returnValue: Layout | null;
  /** For a list: the page's and the item's readers and types. */
  pages: { pageType: string; itemType: string; parsePage: Layout; parseItem: Layout } | null;
  /** The named types the method's annotations write. */
  types: string[];
}

function optionalAnnotation(shape: SchemaShape, types: ShapesByType): string {
  const annotation = typeAnnotation(shape, typesScope);
  return acceptsNone(shape, types) && annotation.split(" | ").includes("None") ? annotation : `${annotation} | None`;
}

function keywordOf(
  field: { fieldName: string; required: boolean; shape: SchemaShape; description: string },
  types: ShapesByType,
): Argument {
  const declaration = field.required
    ? `${field.fieldName}: ${typeAnnotation(field.shape, typesScope)}`
    : `${field.fieldName}: ${optionalAnnotation(field.shape, types)} = None`;
  return { declaration, name: field.fieldName, description: field.description };
}

/** A reader of decoded JSON into a shape, as a callable expression (for a page or an item). */
function parserOf(shape: SchemaShape, what: string, types: ShapesByType): Layout {
  if (shape.kind === "named") {
    const named = types.get(shape.schema);
    return named && isDataclass(named.shape)
      ? `${typesScope}${shape.typeName}.from_json`
      : `${typesScope}${readerName(shape.typeName)}`;
  }
  return prefixed("lambda value: ", readExpression(shape, "value", pyString(what), readingScope));
}

/** Two arguments of one method with one name (a path parameter, a query parameter, a body field): refused at the operation. */
function checkArgumentNames(operation: Operation, names: string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) {
      refuse(
        placeIn("openapi.yaml", "paths", operation.path, operation.method.toLowerCase()),
        `two arguments of its Python method are named ${name} (a path parameter, a query parameter or a body field); rename one`,
      );
    }
    seen.add(name);
  }
}

function planOf(operation: Operation, types: ShapesByType): MethodPlan {
  const positional: Argument[] = operation.pathParameters.map((parameter) => ({
    declaration: `${parameter.argumentName}: str`,
    name: parameter.argumentName,
    description: parameter.description,
  }));
  const keywords: Argument[] = [];
  const callArguments: Layout[] = [];
  const used: string[] = [];
  if (operation.pathParameters.length > 0) {
    callArguments.push({
      open: "path={",
      items: operation.pathParameters.map((parameter) => `${pyString(parameter.name)}: ${parameter.argumentName}`),
      close: "}",
    });
  }
  const { body } = operation;
  if (body?.kind === "upload") {
    positional.push({
      declaration: "file: UploadSource",
      name: "file",
      description: "The file: a path, bytes, or a binary file object opened for reading.",
    });
    for (const field of body.fields) {
      keywords.push({
        declaration: `${field.option}: str | None = None`,
        name: field.option,
        description: field.description,
      });
    }
    keywords.push({
      declaration: "on_progress: ProgressCallback | None = None",
      name: "on_progress",
      description: "Called as the upload's bytes are sent.",
    });
    callArguments.push({
      open: "upload=Upload(",
      items: [
        `file_field=${pyString(body.fileField)}`,
        "file=file",
        { open: "fields={", items: body.fields.map((field) => `${pyString(field.name)}: ${field.option}`), close: "}" },
        "on_progress=on_progress",
      ],
      close: ")",
    });
  }
  if (body?.kind === "json" && operation.bodyShape) {
    const shape = resolvedShape(operation.bodyShape, types);
    used.push(...namedTypesOf(operation.bodyShape));
    if (shape.kind === "object") {
      const fields: ShapeField[] = [
        ...shape.fields.filter((f) => f.required),
        ...shape.fields.filter((f) => !f.required),
      ];
      for (const field of fields) {
        keywords.push(keywordOf(field, types));
        used.push(...namedTypesOf(field.shape));
      }
      const requiredFields = fields.filter((field) => field.required);
      const optionalFields = fields.filter((field) => !field.required);
      const entries: Layout[] = [
        ...requiredFields.map((field) => `${pyString(field.name)}: _shapes.to_json_value(${field.fieldName})`),
        ...(optionalFields.length > 0
          ? [
              {
                open: "**_shapes.json_object(",
                items: [
                  {
                    open: "{",
                    items: optionalFields.map((field) => `${pyString(field.name)}: ${field.fieldName}`),
                    close: "}",
                  },
                ],
                close: ")",
              },
            ]
          : []),
      ];
      callArguments.push({ open: "json={", items: entries, close: "}" });
    } else {
      keywords.push({
        declaration: body.required
          ? `body: ${typeAnnotation(operation.bodyShape, typesScope)}`
          : `body: ${optionalAnnotation(operation.bodyShape, types)} = None`,
        name: "body",
        description: "The request's body.",
      });
      callArguments.push("json=_shapes.to_json_value(body)");
    }
  }
  for (const parameter of operation.queryParameters) {
    keywords.push(keywordOf(parameter, types));
    used.push(...namedTypesOf(parameter.shape));
  }
  if (operation.queryParameters.length > 0) {
    // Parameters left out (None) are not sent.
    callArguments.push({
      open: "query=_shapes.present(",
      items: [
        {
          open: "{",
          items: operation.queryParameters.map((parameter) => `${pyString(parameter.name)}: ${parameter.fieldName}`),
          close: "}",
        },
      ],
      close: ")",
    });
  }
  checkArgumentNames(
    operation,
    [...positional, ...keywords].map((argument) => argument.name),
  );
  // Required keyword arguments first, so that the signature reads as the spec's order within each group.
  const orderedKeywords = [
    ...keywords.filter((argument) => !argument.declaration.includes(" = ")),
    ...keywords.filter((argument) => argument.declaration.includes(" = ")),
  ];
  const { response, pagination } = operation;
  const what = `the answer of ${operation.operationId}`;
  if (pagination && operation.responseShape) {
    const page = resolvedShape(operation.responseShape, types);
    const itemsField =
      page.kind === "object" ? page.fields.find((field) => field.name === pagination.items) : undefined;
    const itemsShape = itemsField ? resolvedShape(itemsField.shape, types) : undefined;
    const itemShape: SchemaShape = itemsShape?.kind === "array" ? itemsShape.items : { kind: "any" };
    used.push(...namedTypesOf(operation.responseShape), ...namedTypesOf(itemShape));
    return {
      positional,
      keywords: orderedKeywords,
      callArguments,
      returnType: "",
      returnValue: null,
      pages: {
        pageType: typeAnnotation(operation.responseShape, typesScope),
        itemType: typeAnnotation(itemShape, typesScope),
        parsePage: parserOf(operation.responseShape, what, types),
        parseItem: parserOf(itemShape, `an item of ${what}`, types),
      },
      types: used,
    };
  }
  let returnType = "None";
  let returnValue: Layout | null = null;
  if (response.kind === "json" && operation.responseShape) {
    returnType = typeAnnotation(operation.responseShape, typesScope);
    used.push(...namedTypesOf(operation.responseShape));
    const parser = parserOf(operation.responseShape, what, types);
    returnValue =
      typeof parser === "string"
        ? `${parser}(result)`
        : readExpression(operation.responseShape, "result", pyString(what), readingScope);
  } else if (response.kind === "text") {
    returnType = "str";
    returnValue = "cast(str, result)";
  } else if (response.kind === "binary") {
    returnType = "bytes";
    returnValue = "cast(bytes, result)";
  }
  return { positional, keywords: orderedKeywords, callArguments, returnType, returnValue, pages: null, types: used };
}

function methodDoc(operation: Operation, plan: MethodPlan): string {
  const described = [...plan.positional, ...plan.keywords].filter((argument) => argument.description !== "");
  // Each argument's text on lines of its own, the continuation indented under it (Google style).
  const width = 116 - "        ".length;
  const args =
    described.length === 0
      ? null
      : `Args:\n${described
          .map((argument) =>
            hanging(
              `    ${argument.name}: ${plainText(argument.description).replace(/\s*\n\s*/g, " ")}`,
              "        ",
              width,
            ),
          )
          .join("\n")}`;
  return docstring([operation.summary, operation.description, args], "        ");
}

/** A line wrapped at spaces to a width, its continuation lines at an indent. */
function hanging(line: string, indent: string, width: number): string {
  const lead = /^ */.exec(line)?.[0] ?? "";
  const lines: string[] = [];
  let current = lead;
  for (const word of line
    .slice(lead.length)
    .split(" ")
    .filter((part) => part !== "")) {
    const next = current.trim() === "" ? `${current}${word}` : `${current} ${word}`;
    if (current.trim() !== "" && next.length > width) {
      lines.push(current);
      current = `${indent}${word}`;
    } else current = next;
  }
  return [...lines, current].join("\n");
}

function signature(plan: MethodPlan): Layout {
  const items = [
    "self",
    ...plan.positional.map((argument) => argument.declaration),
    "*",
    ...plan.keywords.map((argument) => argument.declaration),
    "request_options: RequestOptions | None = None",
  ];
  return { open: "(", items, close: ")" };
}

function method(operation: Operation, plan: MethodPlan, mode: "sync" | "async"): string {
  const name = pythonMethodName(operation);
  const route = `_operations.${routeConstantName(operation)}`;
  const doc = methodDoc(operation, plan);
  const call: Layout = { open: "(", items: [route, ...plan.callArguments, "options=request_options"], close: ")" };
  const indent = "        ";
  if (plan.pages) {
    const pager = mode === "sync" ? "SyncPage" : "AsyncPager";
    const listCall: Layout = {
      open: "(",
      items: [route, plan.pages.parsePage, plan.pages.parseItem, ...plan.callArguments, "options=request_options"],
      close: ")",
    };
    const returns = ` -> ${pager}[${plan.pages.pageType}, ${plan.pages.itemType}]:`;
    return `    ${laidOut(signature(plan), "    ", `def ${name}`, returns)}
${doc}${indent}${laidOut(listCall, indent, "return self._context.list")}
`;
  }
  const awaited = mode === "async" ? "await " : "";
  const define = mode === "async" ? "async def" : "def";
  const body =
    plan.returnValue === null
      ? `${indent}${laidOut(call, indent, `${awaited}self._context.call`)}\n`
      : `${indent}${laidOut(call, indent, `result = ${awaited}self._context.call`)}\n${indent}${laidOut(plan.returnValue, indent, "return ")}\n`;
  return `    ${laidOut(signature(plan), "    ", `${define} ${name}`, ` -> ${plan.returnType}:`)}
${doc}${body}`;
}

function resourceClass(resource: Resource, plans: Map<Operation, MethodPlan>, mode: "sync" | "async"): string {
  const className = mode === "sync" ? resource.className : `Async${resource.className}`;
  const context = mode === "sync" ? "OperationContext" : "AsyncOperationContext";
  const methods = resource.operations.map((operation) => method(operation, plans.get(operation) as MethodPlan, mode));
  return `class ${className}:
${docstring([resource.description], "    ")}
    def __init__(self, context: ${context}) -> None:
        self._context = context

${methods.join("\n")}`;
}

function clientClass(resources: Resource[], mode: "sync" | "async"): string {
  const prefix = mode === "sync" ? "" : "Async";
  const context = mode === "sync" ? "OperationContext" : "AsyncOperationContext";
  const doc =
    mode === "sync"
      ? "The resources of the HTTP interface, one per tag of specs/openapi.yaml, on one blocking context."
      : "The resources of the HTTP interface, one per tag of specs/openapi.yaml, on one async context.";
  return `class ${prefix}GeneratedClient:
    """${doc}"""

${resources.map((resource) => `    ${resource.propertyName}: ${prefix}${resource.className}`).join("\n")}

    def __init__(self, context: ${context}) -> None:
${resources.map((resource) => `        self.${resource.propertyName} = ${prefix}${resource.className}(context)`).join("\n")}
`;
}

export function renderPythonResources(model: HttpModel): string {
  const types = shapesByType(model);
  const plans = new Map<Operation, MethodPlan>();
  for (const resource of model.resources) {
    for (const operation of resource.operations) plans.set(operation, planOf(operation, types));
  }
  const classes = [
    ...model.resources.map((resource) => resourceClass(resource, plans, "sync")),
    ...model.resources.map((resource) => resourceClass(resource, plans, "async")),
    clientClass(model.resources, "sync"),
    clientClass(model.resources, "async"),
  ];
  const body = classes.join("\n\n");
  const code = codeOf(body);
  const runtime = [
    "AsyncOperationContext",
    "AsyncPager",
    "OperationContext",
    "ProgressCallback",
    "RequestOptions",
    "SyncPage",
    "Upload",
    "UploadSource",
  ].filter((name) => usesName(code, reference(name)));
  const typing = [
    ...(usesName(code, reference("Literal")) ? ["Literal"] : []),
    ...(usesName(code, reference("cast")) ? ["cast"] : []),
  ];
  const imports = importBlock(
    [...(usesName(code, /\bbuiltins\./) ? ["import builtins\n"] : []), importLine("typing", typing)],
    [
      usesName(code, /\b_shapes\./) ? "from .._core import shapes as _shapes\n" : "",
      importLine(".._http.route", runtime),
      "from . import operations as _operations\n",
      usesName(code, /\b_types\./) ? "from . import types as _types\n" : "",
    ],
  );
  return `${banner}
"""The resources of the HTTP interface: a class per tag, blocking and async, with a method per operation."""

${imports}

${body}

${allList([
  ...model.resources.flatMap((resource) => [resource.className, `Async${resource.className}`]),
  "AsyncGeneratedClient",
  "GeneratedClient",
])}`;
}
