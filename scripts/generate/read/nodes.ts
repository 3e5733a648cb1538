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

/** A node a `$ref` chain ends at, read once however many `$ref`s name it: its value, place and members. */
interface ResolvedNode {
  value: unknown;
  place: Place;
  /** Each member of an object or array node, by key (an array's index as text), read in turn. */
  members: Map<string, SpecNode>;
}

/**
 * A spec value as the model reads it: `resolved` is the node its `$ref` chain ends at (`value` the same, as
 * an object to read, empty when it is none), `place` where that is, and `writtenAt` where the value was written (a `$ref` or
 * the node itself). `exists` says whether anything was written there at all. The whole tree is read by
 * `specRoots` before the model is built: a builder only walks it.
 */
export class SpecNode {
  constructor(
    private readonly specs: Specs,
    readonly written: unknown,
    readonly writtenAt: Place,
    private readonly target: ResolvedNode,
    private readonly hops: Hop[],
  ) {}

  get resolved(): unknown {
    return this.target.value;
  }

  get place(): Place {
    return this.target.place;
  }

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

  /** The resolved node's member `key`, its own `$ref`s followed; an absent node where nothing is written. */
  get(key: string | number): SpecNode {
    return this.target.members.get(String(key)) ?? absentNode(this.specs, below(this.place, key));
  }

  /** A member further down, each step resolved. */
  at(...keys: (string | number)[]): SpecNode {
    return keys.reduce<SpecNode>((node, key) => node.get(key), this);
  }

  /** The members of an object node, each resolved, in the spec's order. */
  entries(): [string, SpecNode][] {
    return this.isObject ? [...this.target.members] : [];
  }

  /** The items of an array node, each resolved; none when it is no array. */
  items(): SpecNode[] {
    return Array.isArray(this.resolved) ? [...this.target.members.values()] : [];
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
    return this.hops;
  }
}

/** The values along a written value's `$ref` chain, the written one first. */
function chainOf(specs: Specs, written: unknown, writtenAt: Place): Hop[] {
  const hops: Hop[] = [{ value: written, place: writtenAt }];
  for (let current = hops[0] as Hop; ; ) {
    const ref = (current.value as Json | undefined)?.$ref;
    if (typeof current.value !== "object" || current.value === null || typeof ref !== "string") return hops;
    const next = follow(specs, current.place.file, ref, current.place.pointer);
    current = { value: next.node, place: { file: next.file, pointer: next.pointer ?? current.place.pointer } };
    hops.push(current);
  }
}

function absentNode(specs: Specs, place: Place): SpecNode {
  return new SpecNode(specs, undefined, place, { value: undefined, place, members: new Map() }, [
    { value: undefined, place },
  ]);
}

/**
 * The node of a value written at a place, its `$ref` chain followed and everything under it read. A node that
 * several `$ref`s name, or that names itself further down (a recursive schema), is read once (`read`, by place).
 */
function readNode(specs: Specs, written: unknown, writtenAt: Place, read: Map<string, ResolvedNode>): SpecNode {
  const resolved = resolve(specs, { file: writtenAt.file, node: written, pointer: writtenAt.pointer });
  const place = { file: resolved.file, pointer: resolved.pointer ?? writtenAt.pointer };
  const key = `${place.file}#${place.pointer}`;
  let target = read.get(key);
  if (target === undefined) {
    target = { value: resolved.node, place, members: new Map() };
    read.set(key, target);
    if (typeof resolved.node === "object" && resolved.node !== null) {
      for (const [member, value] of Object.entries(resolved.node)) {
        target.members.set(member, readNode(specs, value, below(place, member), read));
      }
    }
  }
  return new SpecNode(specs, written, writtenAt, target, chainOf(specs, written, writtenAt));
}

/** The root of each spec, as nodes. */
export interface SpecRoots {
  openapi: SpecNode;
  asyncapi: SpecNode;
}

/** Stage 1's result: both specs read whole into nodes, every `$ref` followed once. */
export function specRoots(specs: Specs): SpecRoots {
  const read = new Map<string, ResolvedNode>();
  return {
    openapi: readNode(specs, specs.openapi, placeIn("openapi.yaml"), read),
    asyncapi: readNode(specs, specs.asyncapi, placeIn("asyncapi.yaml"), read),
  };
}
