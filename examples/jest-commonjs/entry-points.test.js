// Every entry point of the four packages, as their package.json exports maps list them, through require():
// each loads in Jest's own CommonJS loader, which cannot require() an ES module (Node 20.19+ can), so this
// passes only if a package's CommonJS build loads nothing but CommonJS.
const packages = ["stt-service", "@stt-service/mock", "@stt-service/spec-documents", "@stt-service/conformance"];
const entryPoints = packages.flatMap((name) =>
  Object.keys(require(`${name}/package.json`).exports)
    .filter((subpath) => subpath !== "./package.json")
    .map((subpath) => `${name}${subpath.slice(1)}`),
);

test.each(entryPoints)("require(%j) gives its exports, functions among them", (specifier) => {
  const exported = Object.values(require(specifier));
  expect(exported.some((value) => typeof value === "function")).toBe(true);
});
