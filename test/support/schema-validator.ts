// The strict schema validator the spec rules use (scripts/gate/lint/), for the tests that validate values.
export * from "../../scripts/gate/lint/schema-validator.js";
