// The second demo person's own TickTick account: a small separate store, so tests can show that
// a person's token sees that person's tasks and nobody else's. Fixed ids ("5eed…1x"), like STARTING_DATA.
import { SECOND_PERSON } from "../oauth/people";
import { task } from "./starting-data";
import type { StartingState } from "./wire";

const USER_ID = SECOND_PERSON.tickTickUserId;

export const SECOND_PERSON_STARTING_DATA = {
  userId: USER_ID,
  inboxId: `inbox${USER_ID}`,
  projects: { allotment: "5eed00000000000000000a11" },
  tasks: {
    inboxCallPlumber: "5eed00000000000000000b11",
    plantGarlic: "5eed00000000000000000b12",
    turnCompost: "5eed00000000000000000b13",
  },
} as const;

export function createSecondPersonStartingState(): StartingState {
  const { allotment } = SECOND_PERSON_STARTING_DATA.projects;
  const { inboxCallPlumber, plantGarlic, turnCompost } = SECOND_PERSON_STARTING_DATA.tasks;
  return {
    userId: USER_ID,
    projects: [
      { id: allotment, name: "Allotment", color: "#7BC86C", sortOrder: 0, viewMode: "list", kind: "TASK" },
    ],
    columns: [],
    tasks: [
      task(inboxCallPlumber, SECOND_PERSON_STARTING_DATA.inboxId, "Call the plumber", 1),
      task(plantGarlic, allotment, "Plant the garlic", 1, { priority: 3 }),
      task(turnCompost, allotment, "Turn the compost", 2),
    ],
  };
}
