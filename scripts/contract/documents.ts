// The two specs of one side as one set of documents: `$ref`s are followed within a spec and across the two
// (the stream's tokens come from openapi.yaml), and every node keeps the file and pointer it was read from,
// so a change is reported where it was made.
import type { Json, SpecFile } from "./types.js";

export interface Located {
  value: unknown;
  file: SpecFile;
  pointer: string;
}

export function record(value: unknown): Json {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
}

export function escapePointer(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

function unescapePointer(key: string): string {
  return key.replaceAll("~1", "/").replaceAll("~0", "~");
}

/** A `$ref` chain longer than this is a loop, not a contract. */
const maxRefHops = 32;

export class DocumentSet {
  constructor(private readonly documents: Record<SpecFile, Json>) {}

  root(file: SpecFile): Located {
    return { value: this.documents[file], file, pointer: "" };
  }

  at(file: SpecFile, pointer: string): Located {
    let value: unknown = this.documents[file];
    for (const key of pointer.split("/").slice(1)) {
      const name = unescapePointer(key);
      value = Array.isArray(value) ? value[Number(name)] : record(value)[name];
    }
    return { value, file, pointer };
  }

  /** The node, with its `$ref`s followed to the node they name (in this spec or the other). */
  resolve(node: Located): Located {
    let current = node;
    for (let hops = 0; hops < maxRefHops; hops++) {
      const ref = record(current.value).$ref;
      if (typeof ref !== "string") return current;
      const [target = "", fragment = ""] = ref.split("#");
      const file: SpecFile =
        target === ""
          ? current.file
          : target.endsWith("asyncapi.yaml")
            ? "specs/asyncapi.yaml"
            : target.endsWith("openapi.yaml")
              ? "specs/openapi.yaml"
              : current.file;
      if (target !== "" && !target.endsWith("openapi.yaml") && !target.endsWith("asyncapi.yaml")) {
        throw new Error(`${current.file}#${current.pointer}: $ref ${ref} names a file outside the contract`);
      }
      current = this.at(file, fragment);
      if (current.value === undefined) {
        throw new Error(`${node.file}#${node.pointer}: $ref ${ref} names nothing`);
      }
    }
    throw new Error(`${node.file}#${node.pointer}: $ref chain longer than ${maxRefHops}: a loop`);
  }

  /** A child of a node, resolved. */
  child(node: Located, ...keys: (string | number)[]): Located {
    let current = this.resolve(node);
    for (const key of keys) {
      const value = Array.isArray(current.value) ? current.value[Number(key)] : record(current.value)[String(key)];
      current = this.resolve({
        value,
        file: current.file,
        pointer: `${current.pointer}/${escapePointer(String(key))}`,
      });
    }
    return current;
  }
}
