// `npm run conformance -- --base-url URL --stream-url URL --api-key KEY …`: the package's stt-conformance
// command, run from the sources.
import "@stt-service/conformance/in-repository-command";
