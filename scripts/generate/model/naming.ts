// What the model asks of a target's naming: the names a target makes of spec values (types, members,
// bindings, files, derived names) and its rules for them, each refusing a name the target's language cannot
// hold with the spec file and the JSON pointer of the value. The model names nothing itself: each target
// passes its own (targets/typescript/naming.ts), so another target plugs in without touching TypeScript's.
import type { Place } from "../read/nodes.js";

type NameCheck = (value: unknown, place: Place, role: string) => string;
type MemberCheck = (value: unknown, place: Place, role: string, taken?: readonly string[]) => string;

export interface TargetNaming {
  /** A type the target exports (a schema's, an error kind's, a resource's class, a frame's). */
  typeName: NameCheck;
  /** A member of a generated class or object. */
  memberName: MemberCheck;
  /** A method's argument or a destructured option. */
  bindingName: MemberCheck;
  /**
   * A field of a generated type or a keyword argument made of a wire name (a schema's property, a query
   * parameter), for a target whose code names them itself (Python); a target that keys them by their wire
   * names (TypeScript) leaves it out, and the model keeps the wire name.
   */
  fieldName?: NameCheck;
  /** A generated file's name (a tag's). */
  fileName: NameCheck;
  /** A wire name as the target's identifiers write it (`file_id` → `fileId`). */
  identifierOf(name: string): string;
  /** An operation's method on its tag's resource, from the operationId. */
  methodNameOf(operationId: string, tag: string): string;
  resourceClassName(tag: string): string;
  resourcePropertyName(tag: string): string;
  queryTypeName(operationId: string): string;
  uploadOptionsTypeName(operationId: string): string;
  /** The validator of a client frame, or the guard of a server frame, by its type. */
  validatorName(typeName: string): string;
  guardName(typeName: string): string;
  /** The constant of a stream limit, by its identifier. */
  limitConstantName(limit: string): string;
}
