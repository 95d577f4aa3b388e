// SANDBOX_SCALE=large: one more project of the demo person, "Backlog", holding a team's years of
// tasks (priorities, tags, due dates, checklists, some completed), generated from a fixed PRNG seed
// so every build is the same.
import { SeededRandom } from "../random";
import { task } from "./starting-data";
import { SORT_ORDER_STEP } from "./task-patch";
import type { ChecklistItem, Project, StartingState, Task } from "./wire";

export const LARGE_PROJECT_ID = "5eed00000000000000000a04";
export const LARGE_TASK_COUNT = 2_000;

const PRNG_SEED = 20_261_125;
const VERBS = [
  "Review",
  "Update",
  "Fix",
  "Draft",
  "Plan",
  "Test",
  "Ship",
  "Document",
  "Clean up",
  "Follow up on",
];
const OBJECTS = [
  "the billing page",
  "the onboarding flow",
  "supplier contracts",
  "the quarterly report",
  "the release notes",
  "search results",
  "the mobile layout",
  "customer feedback",
  "the backup job",
  "invoice reminders",
  "the API docs",
  "the team calendar",
];
const TAGS = ["frontend", "backend", "ops", "finance", "urgent", "someday", "waiting", "meeting"];
const STEPS = ["Write it down", "Ask for review", "Make the change", "Check it works", "Tell the team"];
const PRIORITIES = [0, 0, 0, 1, 1, 3, 5];

/** 24 hex characters: the starting data's "5eed" prefix, then "e" for a generated task or "f" for an item. */
const generatedId = (letter: "e" | "f", n: number) => `5eed${letter}${n.toString(16).padStart(19, "0")}`;

function isoTime(day: number, hour: number): string {
  const date = new Date(Date.UTC(2025, 0, 1 + day, hour));
  return date.toISOString().replace("Z", "+0000");
}

function checklist(random: SeededRandom, taskNumber: number): ChecklistItem[] {
  return Array.from({ length: random.int(2, 5) }, (_, index) => ({
    id: generatedId("f", taskNumber * 8 + index),
    title: STEPS[index] ?? `Step ${index + 1}`,
    status: random.chance(0.4) ? 1 : 0,
    sortOrder: index,
  }));
}

function largeTask(random: SeededRandom, n: number): Task {
  const title = `${random.pick(VERBS)} ${random.pick(OBJECTS)} (#${n})`;
  const extra: Partial<Task> = {
    priority: random.pick(PRIORITIES),
    tags: TAGS.filter(() => random.chance(0.15)),
  };
  // Due dates over two years, 2025 and 2026, a few of them all-day.
  if (random.chance(0.7)) {
    const due = isoTime(random.int(0, 729), random.int(8, 20));
    Object.assign(extra, { startDate: due, dueDate: due, ...(random.chance(0.2) ? { isAllDay: true } : {}) });
  }
  if (random.chance(0.25)) Object.assign(extra, { kind: "CHECKLIST", items: checklist(random, n) });
  if (random.chance(0.3)) extra.content = `Notes for ${title.toLowerCase()}.`;
  if (random.chance(0.1)) Object.assign(extra, { status: 2, completedTime: isoTime(random.int(0, 690), 17) });
  return task(generatedId("e", n), LARGE_PROJECT_ID, title, n, extra);
}

function largeProject(): Project {
  return {
    id: LARGE_PROJECT_ID,
    name: "Backlog",
    color: "#FFB000",
    sortOrder: SORT_ORDER_STEP * 3,
    viewMode: "list",
    kind: "TASK",
  };
}

/** The demo person's starting data plus the large project, after the hand-written projects and tasks. */
export function withLargeProject(state: StartingState): StartingState {
  const random = new SeededRandom(PRNG_SEED);
  const tasks = Array.from({ length: LARGE_TASK_COUNT }, (_, i) => largeTask(random, i + 1));
  return { ...state, projects: [...state.projects, largeProject()], tasks: [...state.tasks, ...tasks] };
}
