// Request-body schemas referenced by schema-mode rows (`schemaMode.bodySchema`).
import type { JsonSchema } from "../types";
import { xeroSetup } from "./ledger-setup";
import { tickTickTaskCreate, tickTickTaskUpdate } from "./tasks-task";

export const bodySchemas: Readonly<Record<string, JsonSchema>> = {
  TickTickTaskCreate: tickTickTaskCreate,
  TickTickTaskUpdate: tickTickTaskUpdate,
  XeroSetup: xeroSetup,
};
