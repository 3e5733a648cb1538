// Following local `$ref`s (`#/components/...`) in a parsed spec.

type Json = Record<string, unknown>;

export function resolveLocalRef(document: Json, value: unknown): Json {
  let current = value as Json;
  for (let hops = 0; typeof current?.$ref === "string" && hops < 10; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith("#/")) throw new Error(`only local $refs are supported here, found ${ref}`);
    current = ref
      .slice(2)
      .split("/")
      .reduce<unknown>(
        (node, token) => (node as Json)?.[token.replaceAll("~1", "/").replaceAll("~0", "~")],
        document,
      ) as Json;
  }
  return current;
}
