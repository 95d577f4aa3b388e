// Parses Xero's `where` expressions (a subset of .NET Dynamic LINQ) into a small tree:
//   Status=="AUTHORISED" AND (Total>=100 OR Contact.Name.StartsWith("Acme"))
//   Contact.ContactID==Guid("...")   Date>=DateTime(2025,01,01)   IsSubscriber==true   NOT Name.Contains("x")
// Anything outside the subset throws WhereSyntaxError with a message the caller can act on.

export class WhereSyntaxError extends Error {}

export type Literal =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | { kind: "null" }
  | { kind: "guid"; value: string }
  | { kind: "date"; ms: number };

export type StringMethod = "Contains" | "StartsWith" | "EndsWith";
export type CompareOp = "==" | "!=" | ">" | ">=" | "<" | "<=";

export type Operand = { kind: "field"; path: string[]; caseFold?: "lower" | "upper" } | Literal;

export type WhereNode =
  | { kind: "and" | "or"; left: WhereNode; right: WhereNode }
  | { kind: "not"; operand: WhereNode }
  | { kind: "compare"; op: CompareOp; left: Operand; right: Operand }
  | { kind: "method"; method: StringMethod; target: Operand; argument: string }
  | { kind: "truthy"; operand: Operand };

type Token =
  | { type: "ident"; text: string }
  | { type: "string"; text: string }
  | { type: "number"; text: string }
  | { type: "symbol"; text: string };

const SYMBOLS = ["==", "!=", ">=", "<=", "&&", "||", "=", ">", "<", "(", ")", ",", ".", "!"];

function readString(source: string, start: number): { text: string; end: number } {
  const quote = source[start];
  let text = "";
  for (let i = start + 1; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === "\\" && i + 1 < source.length) {
      text += source[i + 1];
      i += 1;
    } else if (ch === quote) {
      return { text, end: i + 1 };
    } else {
      text += ch;
    }
  }
  throw new WhereSyntaxError(`unterminated string starting at position ${start + 1}`);
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    if (rest[0] === '"' || rest[0] === "'") {
      const { text, end } = readString(source, i);
      tokens.push({ type: "string", text });
      i = end;
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ type: "number", text: number[0] });
      i += number[0].length;
      continue;
    }
    const ident = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (ident) {
      tokens.push({ type: "ident", text: ident[0] });
      i += ident[0].length;
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => rest.startsWith(candidate));
    if (!symbol) throw new WhereSyntaxError(`unexpected character '${rest[0]}' at position ${i + 1}`);
    tokens.push({ type: "symbol", text: symbol });
    i += symbol.length;
  }
  return tokens;
}

const COMPARE_OPS: Record<string, CompareOp> = {
  "==": "==",
  "=": "==",
  "!=": "!=",
  ">": ">",
  ">=": ">=",
  "<": "<",
  "<=": "<=",
};
const STRING_METHODS = new Set<string>(["Contains", "StartsWith", "EndsWith"]);

class Parser {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): WhereNode {
    const node = this.parseOr();
    const extra = this.peek();
    if (extra) throw new WhereSyntaxError(`unexpected '${extra.text}' after a complete expression`);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(what: string): Token {
    const token = this.tokens[this.position];
    if (!token) throw new WhereSyntaxError(`expected ${what} but the expression ended`);
    this.position += 1;
    return token;
  }

  private isKeyword(word: string, symbol: string): boolean {
    const token = this.peek();
    if (!token) return false;
    return token.type === "ident" ? token.text.toUpperCase() === word : token.text === symbol;
  }

  private expectSymbol(symbol: string): void {
    const token = this.next(`'${symbol}'`);
    if (token.type !== "symbol" || token.text !== symbol) {
      throw new WhereSyntaxError(`expected '${symbol}' but found '${token.text}'`);
    }
  }

  private parseOr(): WhereNode {
    let left = this.parseAnd();
    while (this.isKeyword("OR", "||")) {
      this.position += 1;
      left = { kind: "or", left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): WhereNode {
    let left = this.parseUnary();
    while (this.isKeyword("AND", "&&")) {
      this.position += 1;
      left = { kind: "and", left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(): WhereNode {
    if (this.isKeyword("NOT", "!")) {
      this.position += 1;
      return { kind: "not", operand: this.parseUnary() };
    }
    const token = this.peek();
    if (token?.type === "symbol" && token.text === "(") {
      this.position += 1;
      const inner = this.parseOr();
      this.expectSymbol(")");
      return inner;
    }
    return this.parseCondition();
  }

  private parseCondition(): WhereNode {
    const left = this.parseOperand();
    if (left.kind === "method") return left;
    const token = this.peek();
    const op = token?.type === "symbol" ? COMPARE_OPS[token.text] : undefined;
    if (!op) {
      if (left.kind === "field") return { kind: "truthy", operand: left };
      throw new WhereSyntaxError("a literal on its own is not a condition; compare it with a field");
    }
    this.position += 1;
    const right = this.parseOperand();
    if (right.kind === "method") throw new WhereSyntaxError(`${right.method}() cannot be compared`);
    return { kind: "compare", op, left, right };
  }

  private parseOperand(): Operand | Extract<WhereNode, { kind: "method" }> {
    const token = this.next("a field or a value");
    if (token.type === "string") return { kind: "string", value: token.text };
    if (token.type === "number") return { kind: "number", value: Number(token.text) };
    if (token.type === "symbol")
      throw new WhereSyntaxError(`expected a field or a value but found '${token.text}'`);
    const word = token.text;
    if (word === "true" || word === "false") return { kind: "boolean", value: word === "true" };
    if (word === "null") return { kind: "null" };
    if (word === "Guid") return this.parseGuid();
    if (word === "DateTime") return this.parseDateTime();
    return this.parseFieldPath(word);
  }

  private parseGuid(): Literal {
    this.expectSymbol("(");
    const value = this.next("a quoted GUID");
    if (value.type !== "string") throw new WhereSyntaxError('Guid() takes a quoted value: Guid("...")');
    this.expectSymbol(")");
    return { kind: "guid", value: value.text };
  }

  /** DateTime(2025,1,1) or DateTime(2025,01,01,13,30,0); UTC. */
  private parseDateTime(): Literal {
    this.expectSymbol("(");
    const parts: number[] = [];
    for (;;) {
      const value = this.next("a number inside DateTime()");
      if (value.type !== "number")
        throw new WhereSyntaxError("DateTime() takes numbers: DateTime(2025,1,31)");
      parts.push(Number(value.text));
      const separator = this.next("',' or ')'");
      if (separator.text === ")") break;
      if (separator.text !== ",")
        throw new WhereSyntaxError(`expected ',' or ')' in DateTime() but found '${separator.text}'`);
    }
    if (parts.length !== 3 && parts.length !== 6) {
      throw new WhereSyntaxError("DateTime() takes year, month, day (and optionally hour, minute, second)");
    }
    const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
    const ms = Date.UTC(year, month - 1, day, hour, minute, second);
    const check = new Date(ms);
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
      throw new WhereSyntaxError(`DateTime(${parts.join(",")}) is not a valid date`);
    }
    return { kind: "date", ms };
  }

  /** Name, Contact.Name, Name.ToLower(), Name.Contains("x"). */
  private parseFieldPath(first: string): Operand | Extract<WhereNode, { kind: "method" }> {
    const field: { kind: "field"; path: string[]; caseFold?: "lower" | "upper" } = {
      kind: "field",
      path: [first],
    };
    while (this.peek()?.text === ".") {
      this.position += 1;
      const name = this.next("a field name after '.'");
      if (name.type !== "ident")
        throw new WhereSyntaxError(`expected a field name after '.' but found '${name.text}'`);
      if (this.peek()?.text !== "(") {
        if (field.caseFold) throw new WhereSyntaxError(`'.${name.text}' cannot follow a method call`);
        field.path.push(name.text);
        continue;
      }
      this.position += 1;
      if (name.text === "ToLower" || name.text === "ToUpper") {
        this.expectSymbol(")");
        field.caseFold = name.text === "ToLower" ? "lower" : "upper";
        continue;
      }
      if (!STRING_METHODS.has(name.text)) {
        throw new WhereSyntaxError(
          `unsupported method '${name.text}()'; use Contains, StartsWith, EndsWith, ToLower or ToUpper`,
        );
      }
      const argument = this.next("a quoted argument");
      if (argument.type !== "string") throw new WhereSyntaxError(`${name.text}() takes a quoted string`);
      this.expectSymbol(")");
      return { kind: "method", method: name.text as StringMethod, target: field, argument: argument.text };
    }
    return field;
  }
}

export function parseWhere(source: string): WhereNode {
  const tokens = tokenize(source);
  if (tokens.length === 0) throw new WhereSyntaxError("the expression is empty");
  return new Parser(tokens).parse();
}
