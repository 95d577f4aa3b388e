// Lambda entry of the `tasks` family: the TasksApi tools over the TickTick Open API.

import { tasksModules } from "../generated/tool-modules/tasks.generated";
import { idempotentWrites } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({
  tools: tasksModules,
  idempotency: idempotentWrites,
});
