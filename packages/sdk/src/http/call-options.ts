// A call's own options (the last argument of every method), checked before any I/O as the client's are.
import {
  checkFunction,
  checkHeaders,
  checkMilliseconds,
  checkNumber,
  checkOptionNames,
  checkOptionsObject,
  checkSignal,
  checkString,
  isPrintableKey,
} from "../core/checks.js";
import { ServiceConfigError } from "../generated/errors.js";
import {
  type AcceptOptions,
  type OperationRoute,
  type RequestOptions,
  requestOptionNames,
  type UploadOptions,
  uploadOptionNames,
} from "./operation-context.js";
import { type ResolvedClientOptions, retriesRule } from "./options.js";

/**
 * A call's options, checked as the constructor's are: a misspelt name (`timeoutMS`) is refused with the
 * likely one, rather than ignored.
 */
export function checkCallOptions(
  operation: OperationRoute,
  options: RequestOptions,
  uploading: boolean,
  defaults: ResolvedClientOptions,
): void {
  const where = operation.name;
  checkOptionsObject(options, `${where} options`);
  // `accept` chooses among several media types; where there is one, there is nothing to choose.
  const mediaTypes = operation.accept ?? [];
  const choosesMediaType = mediaTypes.length > 1;
  checkOptionNames(
    options,
    uploading
      ? [...uploadOptionNames, ...(operation.fieldOptions ?? [])]
      : choosesMediaType
        ? [...requestOptionNames, "accept"]
        : requestOptionNames,
    where,
  );
  const { accept } = options as AcceptOptions<string>;
  if (choosesMediaType && accept !== undefined && !mediaTypes.includes(accept)) {
    throw new ServiceConfigError(`${where} accept is ${JSON.stringify(accept)}: give one of ${mediaTypes.join(", ")}.`);
  }
  checkSignal(`${where} signal`, options.signal);
  checkMilliseconds(`${where} timeoutMs`, options.timeoutMs, defaults.timeoutMs);
  checkNumber(`${where} maxRetries`, options.maxRetries, defaults.maxRetries, retriesRule);
  checkHeaders(`${where} headers`, options.headers);
  const { idempotencyKey } = options;
  if (idempotencyKey !== undefined && (!isPrintableKey(idempotencyKey) || idempotencyKey.length > 255)) {
    throw new ServiceConfigError(
      `${where} idempotencyKey must be 1 to 255 printable ASCII characters without spaces, such as a UUID.`,
    );
  }
  if (uploading) {
    const upload = options as UploadOptions;
    checkString(`${where} filename`, upload.filename);
    checkString(`${where} contentType`, upload.contentType);
    checkFunction(`${where} onUploadProgress`, upload.onUploadProgress, "a function of { loaded, total }");
  }
}
