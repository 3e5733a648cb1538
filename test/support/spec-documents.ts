// The spec documents as the contract tests read them: the same adapter the spec rules use (scripts/lint/).
export * from "../../scripts/lint/spec-located.js";
