// kept-resources.ts, which stays here until its spec-reading half moves into the spec library, imports the
// mock's error from this path; the error itself lives with the rest of the HTTP core.
export { MockHttpError } from "../core/http/responses.js";
