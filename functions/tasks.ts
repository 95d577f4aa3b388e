// Lambda entry of the `tasks` family: the 11 TasksApi tools over the TickTick Open API.
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({ families: ["tasks"] });
