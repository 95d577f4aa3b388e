// dynalite ships no types; this is the part the local stack and tests use.
declare module "dynalite" {
  import type { Server } from "node:http";
  export default function dynalite(options?: { createTableMs?: number; path?: string }): Server;
}
