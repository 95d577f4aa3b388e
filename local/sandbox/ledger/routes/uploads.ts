// The sandbox's routes for attachment uploads by file name, for the 11 records that take attachments (writes beyond the seed, issue 24).
import type { Route } from "../router";

export const uploadRoutes: Route[] = [];
