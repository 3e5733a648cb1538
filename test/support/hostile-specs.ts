// Hostile spec documents, generated as text where they are big: each is a small edit of the project's own
// openapi.yaml that attacks one bound of src/spec-documents (aliases, $ref fan-out, size, where a $ref leads).

/** `name: schema` lines inserted into components/schemas, before FileList. */
function withSchemas(openapi: string, schemas: string): string {
  const marker = "\n    FileList:\n";
  if (!openapi.includes(marker)) throw new Error("openapi.yaml has no FileList schema to insert before");
  return openapi.replace(marker, `\n${schemas}${marker}`);
}

/** A property added to FileObject (the body of every file response), written as YAML lines at its depth. */
function withFileObjectProperty(openapi: string, lines: string): string {
  const marker = "      properties:\n        file_id:\n";
  if (!openapi.includes(marker)) throw new Error("openapi.yaml's FileObject moved");
  return openapi.replace(marker, `      properties:\n${lines}        file_id:\n`);
}

/**
 * A YAML alias bomb of `levels` x `width`: each anchor a list of `width` aliases of the one before, the last
 * used as the known values of FileStatus (an open enum of every file response), so a reader that expands it
 * holds width^levels strings.
 */
export function aliasBomb(openapi: string, levels = 9, width = 10): string {
  const anchors = [`x-bomb-0: &b0 [${Array(width).fill('"lol"').join(", ")}]`];
  for (let level = 1; level < levels; level++) {
    anchors.push(
      `x-bomb-${level}: &b${level} [${Array(width)
        .fill(`*b${level - 1}`)
        .join(", ")}]`,
    );
  }
  const marker = "          enum: [uploaded, expired]\n";
  if (!openapi.includes(marker)) throw new Error("openapi.yaml's FileStatus moved");
  return `${anchors.join("\n")}\n${openapi.replace(marker, `          enum: *b${levels - 1}\n`)}`;
}

/**
 * `$ref` fan-out: Fan0 has `width` properties naming Fan1, which has `width` naming Fan2, ... `levels` deep,
 * reached from FileObject: a walk that follows `$ref`s without remembering them visits width^levels nodes.
 */
export function refFanOut(openapi: string, levels = 10, width = 10): string {
  const schemas: string[] = [];
  for (let level = 0; level < levels; level++) {
    const properties = Array.from(
      { length: width },
      (_, index) => `        p${index}:\n          $ref: '#/components/schemas/Fan${level + 1}'\n`,
    ).join("");
    schemas.push(`    Fan${level}:\n      type: object\n      properties:\n${properties}`);
  }
  schemas.push(`    Fan${levels}:\n      type: string\n`);
  return withFileObjectProperty(
    withSchemas(openapi, schemas.join("")),
    "        fan:\n          $ref: '#/components/schemas/Fan0'\n",
  );
}

/** A field of FileObject whose schema is a `$ref` to `ref` (a file outside specs/, a URL ...). */
export function refTo(openapi: string, ref: string): string {
  return withFileObjectProperty(openapi, `        leak:\n          $ref: '${ref}'\n`);
}

/**
 * The spec grown to about `bytes` with new operations (`GET /pad-N`), each one change for the gate's report:
 * valid, and as large as asked.
 */
export function withManyOperations(openapi: string, bytes: number): string {
  const marker = "\npaths:\n";
  if (!openapi.includes(marker)) throw new Error("openapi.yaml has no paths");
  const operation = (index: number) =>
    `  /pad-${index}:\n    get:\n      operationId: pad${index}\n      tags: [Files]\n      responses:\n        '204':\n          description: Padding.\n`;
  const each = operation(100000).length;
  const count = Math.max(1, Math.floor((bytes - openapi.length) / each));
  const operations = Array.from({ length: count }, (_, index) => operation(100000 + index)).join("");
  return openapi.replace(marker, `${marker}${operations}`);
}
