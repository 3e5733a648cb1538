// The error kinds, whole: their base and its shapes (hand-written, src/core/service-error.ts) and the kinds
// and tables of the contract's x-error-kinds (generated/errors.ts). Each entry point exports this module.

export {
  type SerializedServiceError,
  ServiceError,
  type ServiceErrorClass,
  type ServiceErrorDetails,
  type StreamErrorCode,
} from "./core/service-error.js";
export * from "./generated/errors.js";
