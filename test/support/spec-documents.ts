// The spec documents as the contract tests read them: the same adapter the spec rules use (scripts/gate/lint/).
export * from "../../scripts/gate/lint/spec-located.js";
