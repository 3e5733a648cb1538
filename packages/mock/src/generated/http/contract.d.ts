// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
/** One problem a validator found (ajv's error object). */
export interface ContractProblem {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: whether a value matches, with the problems of its last call in `errors`. */
export interface ContractValidator {
  (value: unknown): boolean;
  errors?: ContractProblem[] | null;
}

/** A parameter as the mock reads it: its name, whether it is required or deprecated, its JSON type. */
export interface ContractParameter {
  name: string;
  required: boolean;
  deprecated: boolean;
  type?: string;
  /** Of its schema, what the mock's core checks before the validators: the JSON type, the least length. */
  schema: { type?: string; minLength?: number };
  /** The spec's example value (of a response header: what an answer from the examples sends). */
  example?: unknown;
}

/** An operation of the contract, in the shape the mock's core reads of Prism's operations. */
export interface ContractOperation {
  id: string;
  iid: string;
  method: string;
  path: string;
  deprecated: boolean;
  extensions: Record<string, unknown>;
  servers: { url: string }[];
  /** Whether the operation needs a key (its security, or the spec's). */
  secured: boolean;
  request: {
    path: ContractParameter[];
    query: ContractParameter[];
    headers: ContractParameter[];
    body?: { required: boolean; contents: { mediaType: string; schema: unknown }[] };
  };
  responses: {
    code: string;
    /** The headers the answer declares. */
    headers: ContractParameter[];
    contents: {
      mediaType: string;
      /**
       * On an operation that names a kept resource by a path id: the answer's schema, reduced to what the mock
       * walks to put the asked ids in an example (idSchemaOf in packages/spec-documents/src/kept-resources.ts).
       */
      schema?: unknown;
      examples: { key: string; value: unknown }[];
    }[];
  }[];
}

/** A resource the spec marks with `x-resource` (its schema, id field, path parameter, 404 error type). */
export interface ContractKeptResource {
  schema: string;
  idField: string;
  pathParameter: string;
  notFound: string;
}

/** The validators of one operation: its parameters by place, its bodies by media type, its answers by status. */
export interface OperationValidators {
  path: ContractValidator;
  query: ContractValidator;
  headers: ContractValidator;
  body: Record<string, ContractValidator>;
  responses: Record<string, Record<string, ContractValidator>>;
  /** Of each answer's declared headers, by status: names in lower case, values as their schemas' types. */
  responseHeaders: Record<string, ContractValidator>;
}

export declare const operations: readonly ContractOperation[];
export declare const validators: Readonly<Record<string, OperationValidators>>;
export declare const keptResources: readonly ContractKeptResource[];
