// Which of a row's parameters carries what other layers look for: the idempotency key (the one sent
// upstream as `Idempotency-Key`), the Xero tenant (`xero-tenant-id`), or any parameter by its
// upstream name. Computed once per row, so every layer asks the same question the same way.
import type { ParamSpec, ToolRow } from "./types";

export interface RowBindings {
  /** The tool's own key parameter: the header `Idempotency-Key`, or a `none` parameter of that name. */
  idempotencyKey?: ParamSpec;
  /**
   * With its key, a second send cannot apply the write twice: the upstream applies the key once
   * (the `Idempotency-Key` header), or the write is idempotent. A key only this server keeps
   * (`none`) makes a repeat a replay, not a second send safe. Decides the resend after a fault
   * (lib/runtime/execute.ts) and the retry of an unknown outcome (lib/idempotency/reconcile.ts).
   */
  keyedResendIsSafe: boolean;
  /** The tenant (organisation) the call acts on: the header `xero-tenant-id`. */
  tenant?: ParamSpec;
  byName: ReadonlyMap<string, ParamSpec>;
  /** By path placeholder, query, header or body name. */
  byUpstreamName: ReadonlyMap<string, ParamSpec>;
}

const cache = new WeakMap<ToolRow, RowBindings>();

export function bindingsOf(row: ToolRow): RowBindings {
  let bindings = cache.get(row);
  if (!bindings) {
    const byUpstreamName = new Map(
      row.params.filter((param) => param.as !== undefined).map((param) => [param.as as string, param]),
    );
    const header = (name: string) => {
      const param = byUpstreamName.get(name);
      return param?.in === "header" ? param : undefined;
    };
    // The key is sent as a header (Xero's), or is `none`: kept by this server only (TickTick takes
    // none: its creates and its move).
    const ownKey = byUpstreamName.get("Idempotency-Key");
    const sent = ownKey?.in === "header";
    bindings = {
      idempotencyKey: sent || ownKey?.in === "none" ? ownKey : undefined,
      keyedResendIsSafe: sent || row.flags.idempotent,
      tenant: header("xero-tenant-id"),
      byName: new Map(row.params.map((param) => [param.name, param])),
      byUpstreamName,
    };
    cache.set(row, bindings);
  }
  return bindings;
}

/** The call's value of a bound parameter, when it is a non-empty string. */
export function boundValue(
  param: ParamSpec | undefined,
  input: Record<string, unknown> | undefined,
): string | undefined {
  const value = param ? input?.[param.name] : undefined;
  return typeof value === "string" && value !== "" ? value : undefined;
}
