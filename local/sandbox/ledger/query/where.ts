// Evaluates parsed `where` expressions against stored records. Values compare the way the
// literal asks: DateTime() as instants, Guid() without case, numbers numerically, strings
// ordinally and case-sensitively (use ToLower() for case-insensitive matching, as with Xero).
import { validationError } from "../errors";
import type { XeroRecord } from "../types";
import { isoToMs } from "../wire";
import { valueAt } from "./fields";
import { type CompareOp, type Operand, parseWhere, type WhereNode, WhereSyntaxError } from "./where-parser";

type Value = string | number | boolean | null | undefined | { date: number };

function resolve(operand: Operand, record: XeroRecord): Value {
  switch (operand.kind) {
    case "field": {
      const raw = valueAt(record, operand.path);
      if (typeof raw === "string" && operand.caseFold) {
        return operand.caseFold === "lower" ? raw.toLowerCase() : raw.toUpperCase();
      }
      if (raw === null || ["string", "number", "boolean"].includes(typeof raw)) return raw as Value;
      return undefined;
    }
    case "string":
    case "number":
    case "boolean":
      return operand.value;
    case "guid":
      return operand.value.toLowerCase();
    case "date":
      return { date: operand.ms };
    case "null":
      return null;
  }
}

function asDate(value: Value): number | undefined {
  if (typeof value === "object" && value !== null) return value.date;
  return typeof value === "string" ? isoToMs(value) : undefined;
}

function asNumber(value: Value): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return undefined;
}

/** Negative, zero or positive; undefined when the two cannot be compared. */
function order(left: Value, right: Value, isDate: boolean, isGuid: boolean): number | undefined {
  if (isDate) {
    const a = asDate(left);
    const b = asDate(right);
    return a === undefined || b === undefined ? undefined : a - b;
  }
  if (isGuid && typeof left === "string" && typeof right === "string") {
    return left.toLowerCase() === right.toLowerCase() ? 0 : left.toLowerCase() < right.toLowerCase() ? -1 : 1;
  }
  if (typeof left === "number" || typeof right === "number") {
    const a = asNumber(left);
    const b = asNumber(right);
    return a === undefined || b === undefined ? undefined : a - b;
  }
  if (typeof left === "boolean" && typeof right === "boolean") return Number(left) - Number(right);
  if (typeof left === "string" && typeof right === "string")
    return left === right ? 0 : left < right ? -1 : 1;
  return undefined;
}

function compare(op: CompareOp, left: Operand, right: Operand, record: XeroRecord): boolean {
  const a = resolve(left, record);
  const b = resolve(right, record);
  if (a === null || a === undefined || b === null || b === undefined) {
    const bothEmpty = (a === null || a === undefined) && (b === null || b === undefined);
    if (op === "==") return bothEmpty;
    if (op === "!=") return !bothEmpty;
    return false;
  }
  const isDate = left.kind === "date" || right.kind === "date";
  const isGuid = left.kind === "guid" || right.kind === "guid";
  const difference = order(a, b, isDate, isGuid);
  if (difference === undefined) return op === "!=";
  switch (op) {
    case "==":
      return difference === 0;
    case "!=":
      return difference !== 0;
    case ">":
      return difference > 0;
    case ">=":
      return difference >= 0;
    case "<":
      return difference < 0;
    case "<=":
      return difference <= 0;
  }
}

function evaluate(node: WhereNode, record: XeroRecord): boolean {
  switch (node.kind) {
    case "and":
      return evaluate(node.left, record) && evaluate(node.right, record);
    case "or":
      return evaluate(node.left, record) || evaluate(node.right, record);
    case "not":
      return !evaluate(node.operand, record);
    case "compare":
      return compare(node.op, node.left, node.right, record);
    case "truthy":
      return resolve(node.operand, record) === true;
    case "method": {
      const value = resolve(node.target, record);
      if (typeof value !== "string") return false;
      if (node.method === "Contains") return value.includes(node.argument);
      if (node.method === "StartsWith") return value.startsWith(node.argument);
      return value.endsWith(node.argument);
    }
  }
}

/** A predicate for `where`; a malformed expression is a 400 that names the problem. */
export function compileWhere(source: string): (record: XeroRecord) => boolean {
  let tree: WhereNode;
  try {
    tree = parseWhere(source);
  } catch (error) {
    if (error instanceof WhereSyntaxError) {
      throw validationError(`The where filter could not be parsed: ${error.message}`);
    }
    throw error;
  }
  return (record) => evaluate(tree, record);
}
