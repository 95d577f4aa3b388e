// One value's rules in a single shape, whether they come from a catalog parameter or from a node of
// a schema-mode body schema. The fuzzer generates values for a leaf and judges them against it.
import { paramValidationSchema } from "../../lib/catalog/json-schema";
import type { JsonSchema, ParamSpec } from "../../lib/catalog/types";

export interface Leaf {
  type: "string" | "integer" | "number" | "boolean" | "array" | "object";
  enum?: readonly unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Leaf;
  minItems?: number;
  maxItems?: number;
  /** Objects of a body schema. */
  properties?: Record<string, Leaf>;
  required?: readonly string[];
  /** Groups of fields of which one must be given (a record's `requiredOneOf`, validation's `anyOf`). */
  oneOf?: readonly (readonly string[])[];
  closed?: boolean;
  minProperties?: number;
}

export function leafOfParam(param: ParamSpec): Leaf {
  // A record parameter's rules are its schema's as validation sees it, nested fields and all.
  if (param.fields) return leafOfSchema(paramValidationSchema(param));
  const leaf: Leaf = { type: param.type };
  if (param.enum) leaf.enum = param.enum;
  if (param.pattern) leaf.pattern = param.pattern.regex;
  if (param.format) leaf.format = param.format;
  if (param.minimum !== undefined) leaf.minimum = param.minimum;
  if (param.maximum !== undefined) leaf.maximum = param.maximum;
  if (param.minLength !== undefined) leaf.minLength = param.minLength;
  if (param.maxLength !== undefined) leaf.maxLength = param.maxLength;
  const items = param.items as JsonSchema | undefined;
  if (items) leaf.items = leafOfSchema(items);
  return leaf;
}

export function leafOfSchema(node: JsonSchema): Leaf {
  const leaf: Leaf = { type: node.type as Leaf["type"] };
  const copy = <K extends keyof Leaf>(key: K) => {
    if (node[key] !== undefined) leaf[key] = node[key] as Leaf[K];
  };
  for (const key of ["enum", "pattern", "format", "minimum", "maximum", "exclusiveMinimum"] as const)
    copy(key);
  for (const key of ["minLength", "maxLength", "required", "minProperties", "minItems", "maxItems"] as const)
    copy(key);
  if (node.items) leaf.items = leafOfSchema(node.items as JsonSchema);
  if (node.properties) {
    leaf.properties = Object.fromEntries(
      Object.entries(node.properties as Record<string, JsonSchema>).map(([name, child]) => [
        name,
        leafOfSchema(child),
      ]),
    );
  }
  if (node.additionalProperties === false) leaf.closed = true;
  const anyOfs = [node.anyOf, ...((node.allOf as JsonSchema[] | undefined) ?? []).map((each) => each.anyOf)];
  const groups = anyOfs
    .filter((anyOf): anyOf is JsonSchema[] => Array.isArray(anyOf))
    .map((anyOf) => anyOf.flatMap((branch) => (branch.required as string[] | undefined) ?? []));
  if (groups.length > 0) leaf.oneOf = groups;
  return leaf;
}

export const DATE_PATTERN = "^\\d{4}-\\d{2}-\\d{2}$";

export function isDateLeaf(leaf: Leaf): boolean {
  return leaf.format === "date" || leaf.pattern === DATE_PATTERN;
}

export function isDateTimeLeaf(leaf: Leaf): boolean {
  return (
    leaf.format === "date-time" ||
    leaf.format === "iso-date-time" ||
    (leaf.pattern?.startsWith("^\\d{4}-\\d{2}-\\d{2}T") ?? false)
  );
}
