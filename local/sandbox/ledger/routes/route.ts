// A route of the sandbox: a method and a path template (":name" captures a segment), and its
// handler. Apart from router.ts so the route files it gathers need not import it back.
import type { Handler } from "../handlers/context";

export type Method = "GET" | "PUT" | "POST" | "DELETE";

export interface Route {
  method: Method;
  template: string;
  handler: Handler;
}
