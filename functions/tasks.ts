// Lambda entry of the `tasks` family: the 11 TasksApi tools over the TickTick Open API.
import { idempotentWrites } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { tasksModules } from "../lib/runtime/tool-modules/tasks.generated";

export const handler = createFamilyHandler({
  tools: tasksModules,
  idempotency: idempotentWrites,
});
