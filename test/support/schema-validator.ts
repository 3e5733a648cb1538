// The strict schema validator the spec rules use (scripts/lint/), for the tests that validate values.
export * from "../../scripts/lint/schema-validator.js";
