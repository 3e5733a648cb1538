// Stage 1 of the generator: the specs as resolved nodes. Every node is reached from its parent with its `$ref`
// chain already followed (each `$ref` resolved once, by the spec library's document set), and keeps where it
// was written and where it ends, file and JSON pointer, so that a builder of the model refuses a value by
// its place without resolving anything itself.
import { childPointer } from "@stt-service/spec-documents";
import { follow, inlineRefs, type Json, resolve, type SpecFile, type Specs } from "./specs.js";

/** Where a value stands in a spec: its file and its JSON pointer (RFC 6901). */
export interface Place {
  file: SpecFile;
  pointer: string;
}

/** A JSON pointer from its tokens, each escaped (`~` → `~0`, `/` → `~1`). */
export function pointer(...tokens: (string | number)[]): string {
  return childPointer("", ...tokens);
}

export function placeIn(file: SpecFile, ...tokens: (string | number)[]): Place {
  return { file, pointer: pointer(...tokens) };
}

export function below(place: Place, ...tokens: (string | number)[]): Place {
  return { file: place.file, pointer: `${place.pointer}${pointer(...tokens)}` };
}

/** One value along a `$ref` chain, where it stands. */
export interface Hop {
  value: unknown;
  place: Place;
}

/**
 * A spec value as the model reads it: `resolved` is the node its `$ref` chain ends at (`value` the same, as
 * an object to read, empty when it is none), `place` where that is, and `writtenAt` where the value was written (a `$ref` or
 * the node itself). `exists` says whether anything was written there at all.
 */
export class SpecNode {
  constructor(
    private readonly specs: Specs,
    readonly written: unknown,
    readonly writtenAt: Place,
    readonly resolved: unknown,
    readonly place: Place,
  ) {}

  /** The resolved node as an object to read members of: an empty one when it is none. */
  get value(): Json {
    return (this.resolved ?? {}) as Json;
  }

  /** Whether the resolved node is an object (not an array, not null). */
  get isObject(): boolean {
    return typeof this.resolved === "object" && this.resolved !== null && !Array.isArray(this.resolved);
  }

  get exists(): boolean {
    return this.written !== undefined;
  }

  /** The resolved node's member `key`, its own `$ref`s followed. */
  get(key: string | number): SpecNode {
    const written =
      typeof this.resolved === "object" && this.resolved !== null
        ? (this.resolved as Record<string, unknown>)[key]
        : undefined;
    return nodeAt(this.specs, written, below(this.place, key));
  }

  /** A member further down, each step resolved. */
  at(...keys: (string | number)[]): SpecNode {
    return keys.reduce<SpecNode>((node, key) => node.get(key), this);
  }

  /** The members of an object node, each resolved, in the spec's order. */
  entries(): [string, SpecNode][] {
    return Object.keys(this.isObject ? this.value : {}).map((key) => [key, this.get(key)]);
  }

  /** The items of an array node, each resolved; none when it is no array. */
  items(): SpecNode[] {
    return Array.isArray(this.value) ? this.value.map((_, index) => this.get(index)) : [];
  }

  /** The resolved node with every `$ref` under it replaced by what it names, for a tool that sees it alone. */
  inlined(): unknown {
    return inlineRefs(this.specs, { file: this.place.file, node: this.value, pointer: this.place.pointer });
  }

  /**
   * The values along the `$ref` chain, the written one first and the resolved one last: OpenAPI 3.1 lets
   * keywords such as `deprecated` stand beside a `$ref`, at any hop.
   */
  chain(): Hop[] {
    const hops: Hop[] = [{ value: this.written, place: this.writtenAt }];
    for (let current = hops[0] as Hop; ; ) {
      const ref = (current.value as Json | undefined)?.$ref;
      if (typeof current.value !== "object" || current.value === null || typeof ref !== "string") return hops;
      const next = follow(this.specs, current.place.file, ref, current.place.pointer);
      current = { value: next.node, place: { file: next.file, pointer: next.pointer ?? current.place.pointer } };
      hops.push(current);
    }
  }
}

/** The node of a value written at a place, its `$ref` chain followed. */
export function nodeAt(specs: Specs, written: unknown, writtenAt: Place): SpecNode {
  const resolved = resolve(specs, { file: writtenAt.file, node: written, pointer: writtenAt.pointer });
  const place = { file: resolved.file, pointer: resolved.pointer ?? writtenAt.pointer };
  return new SpecNode(specs, written, writtenAt, resolved.node, place);
}

/** The root of each spec, as nodes. */
export interface SpecRoots {
  openapi: SpecNode;
  asyncapi: SpecNode;
}

export function specRoots(specs: Specs): SpecRoots {
  return {
    openapi: nodeAt(specs, specs.openapi, placeIn("openapi.yaml")),
    asyncapi: nodeAt(specs, specs.asyncapi, placeIn("asyncapi.yaml")),
  };
}
