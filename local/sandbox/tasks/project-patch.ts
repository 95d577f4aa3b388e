// Project fields accepted by create and update, validated and normalised.
// "§n" and "quirk n" refer to the sections and §6 community quirks of docs/reference/tasks-api.md.
import { type Body, isInteger, nonBlank, oneOf, optional, optionalText } from "./fields";
import type { Project } from "./wire";

const PROJECT_NAME_LIMIT = 64;
const VIEW_MODES = ["LIST", "KANBAN", "TIMELINE"] as const;
const PROJECT_KINDS = ["TASK", "NOTE"] as const;

export type ProjectPatch = Partial<Pick<Project, "name" | "color" | "sortOrder" | "viewMode" | "kind">>;

export function readProjectPatch(body: Body, nameRequired: boolean): ProjectPatch {
  const name = nonBlank(body, "name", nameRequired);
  return {
    // Longer names are silently truncated, not rejected (§2 createProject).
    name: name === undefined ? undefined : Array.from(name).slice(0, PROJECT_NAME_LIMIT).join(""),
    color: optionalText(body, "color"),
    sortOrder: optional(body, "sortOrder", isInteger, "an integer"),
    viewMode: oneOf(body, "viewMode", VIEW_MODES)?.toLowerCase(),
    // The docs example sends "task" and gets "TASK" back (§3).
    kind: oneOf(body, "kind", PROJECT_KINDS),
  };
}
