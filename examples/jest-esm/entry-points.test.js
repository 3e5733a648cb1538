// Every entry point of the four packages, as their package.json exports maps list them, through import: the
// ES module builds, in Jest's ES module loader.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const packages = ["stt-service", "@stt-service/mock", "@stt-service/spec-documents", "@stt-service/conformance"];
const entryPoints = packages.flatMap((name) =>
  Object.keys(require(`${name}/package.json`).exports)
    .filter((subpath) => subpath !== "./package.json")
    .map((subpath) => `${name}${subpath.slice(1)}`),
);

test.each(entryPoints)("import(%j) gives its exports, functions among them", async (specifier) => {
  const exported = Object.values(await import(specifier));
  expect(exported.some((value) => typeof value === "function")).toBe(true);
});
