// Lambda entry of the `tasks` family: the 11 TasksApi tools over the TickTick Open API.
import { tasksTools } from "../lib/catalog/tasks";
import { runIdempotent } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { tasksValidators } from "../lib/runtime/validators/tasks.generated";

export const handler = createFamilyHandler({
  tools: tasksTools,
  validators: tasksValidators,
  idempotency: runIdempotent,
});
