// Demo data for the TickTick sandbox. Ids are fixed so tests and docs can name them; reset() rebuilds
// everything from createStartingState(), so nothing here is ever mutated.
import { SORT_ORDER_STEP } from "./task-patch";
import type { Column, Project, StartingState, Task } from "./wire";

const USER_ID = "115184183";

/** Fixed 24-hex ids of the starting-data objects ("5eed" prefix, a letter per kind: a project, b task, c column, d item). */
export const STARTING_DATA = {
  userId: USER_ID,
  inboxId: `inbox${USER_ID}`,
  projects: {
    personal: "5eed00000000000000000a01",
    work: "5eed00000000000000000a02",
    groceries: "5eed00000000000000000a03",
  },
  columns: {
    todo: "5eed00000000000000000c01",
    doing: "5eed00000000000000000c02",
    done: "5eed00000000000000000c03",
  },
  tasks: {
    inboxCallDentist: "5eed00000000000000000b01",
    inboxReadArticle: "5eed00000000000000000b02",
    /** Personal: checklist with one done item, two reminders. */
    checklist: "5eed00000000000000000b03",
    /** Personal: dueDate and priority 5. */
    dueHighPriority: "5eed00000000000000000b04",
    /** Personal: RRULE:FREQ=DAILY;INTERVAL=1 with a due date. */
    recurringDaily: "5eed00000000000000000b05",
    /** Personal: status 2, so hidden from /data. */
    completed: "5eed00000000000000000b06",
    workTodo: "5eed00000000000000000b07",
    workDoing: "5eed00000000000000000b08",
    workDone: "5eed00000000000000000b09",
    /** Groceries: checklist. */
    shoppingList: "5eed00000000000000000b10",
    /** Completed on several days (ListCompletedTasks): Inbox, Personal, Work, Work. */
    inboxRepliedLandlord: "5eed00000000000000000b11",
    carService: "5eed00000000000000000b12",
    weeklyReport: "5eed00000000000000000b13",
    expenses: "5eed00000000000000000b14",
  },
  items: {
    packPassport: "5eed00000000000000000d01",
    packCharger: "5eed00000000000000000d02",
    packBoots: "5eed00000000000000000d03",
    milk: "5eed00000000000000000d04",
    bread: "5eed00000000000000000d05",
    apples: "5eed00000000000000000d06",
  },
} as const;

const CREATED = "2026-01-05T09:00:00.000+0000";
const TIME_ZONE = "America/New_York";

/** A plain open task; `extra` overrides or adds fields. */
export function task(
  id: string,
  projectId: string,
  title: string,
  position: number,
  extra: Partial<Task> = {},
): Task {
  return {
    id,
    projectId,
    title,
    content: "",
    timeZone: TIME_ZONE,
    priority: 0,
    status: 0,
    sortOrder: -SORT_ORDER_STEP * position,
    tags: [],
    kind: "TEXT",
    etag: `seed${id.slice(-4)}`,
    createdTime: CREATED,
    modifiedTime: CREATED,
    ...extra,
  };
}

function projects(): Project[] {
  const { personal, work, groceries } = STARTING_DATA.projects;
  return [
    { id: personal, name: "Personal", color: "#F18181", sortOrder: 0, viewMode: "list", kind: "TASK" },
    {
      id: work,
      name: "Work",
      color: "#4CA1FF",
      sortOrder: SORT_ORDER_STEP,
      viewMode: "kanban",
      kind: "TASK",
    },
    { id: groceries, name: "Groceries", sortOrder: SORT_ORDER_STEP * 2, viewMode: "list", kind: "TASK" },
  ];
}

function columns(): Column[] {
  const { todo, doing, done } = STARTING_DATA.columns;
  const projectId = STARTING_DATA.projects.work;
  return [
    { id: todo, projectId, name: "To do", sortOrder: 0 },
    { id: doing, projectId, name: "Doing", sortOrder: SORT_ORDER_STEP },
    { id: done, projectId, name: "Done", sortOrder: SORT_ORDER_STEP * 2 },
  ];
}

function inboxTasks(): Task[] {
  const { inboxCallDentist, inboxReadArticle } = STARTING_DATA.tasks;
  return [
    task(inboxCallDentist, STARTING_DATA.inboxId, "Call the dentist", 1, {
      content: "Ask about a Friday slot",
    }),
    task(inboxReadArticle, STARTING_DATA.inboxId, "Read the saved article", 2, { tags: ["reading"] }),
  ];
}

function personalTasks(): Task[] {
  const { checklist, dueHighPriority, recurringDaily, completed } = STARTING_DATA.tasks;
  const { packPassport, packCharger, packBoots } = STARTING_DATA.items;
  const projectId = STARTING_DATA.projects.personal;
  return [
    task(checklist, projectId, "Pack for the weekend trip", 1, {
      kind: "CHECKLIST",
      desc: "Leave by 6pm Friday",
      reminders: ["TRIGGER:PT0S", "TRIGGER:-PT30M"],
      startDate: "2026-12-11T23:00:00.000+0000",
      dueDate: "2026-12-11T23:00:00.000+0000",
      items: [
        {
          id: packPassport,
          title: "Passport",
          status: 1,
          sortOrder: 0,
          completedTime: "2026-01-06T08:15:00.000+0000",
        },
        { id: packCharger, title: "Phone charger", status: 0, sortOrder: 1 },
        { id: packBoots, title: "Hiking boots", status: 0, sortOrder: 2 },
      ],
    }),
    task(dueHighPriority, projectId, "File the tax return", 2, {
      priority: 5,
      startDate: "2026-04-15T21:00:00.000+0000",
      dueDate: "2026-04-15T21:00:00.000+0000",
      tags: ["admin"],
    }),
    task(recurringDaily, projectId, "Water the plants", 3, {
      repeatFlag: "RRULE:FREQ=DAILY;INTERVAL=1",
      startDate: "2026-01-06T13:00:00.000+0000",
      dueDate: "2026-01-06T13:00:00.000+0000",
    }),
    task(completed, projectId, "Renew the passport", 4, {
      status: 2,
      completedTime: "2026-01-04T16:30:00.000+0000",
    }),
  ];
}

function workTasks(): Task[] {
  const { workTodo, workDoing, workDone } = STARTING_DATA.tasks;
  const { todo, doing, done } = STARTING_DATA.columns;
  const projectId = STARTING_DATA.projects.work;
  return [
    task(workTodo, projectId, "Draft the Q1 roadmap", 1, { columnId: todo, priority: 3 }),
    task(workDoing, projectId, "Review the onboarding PR", 2, {
      columnId: doing,
      content: "Focus on the tests",
    }),
    task(workDone, projectId, "Book the team offsite venue", 3, { columnId: done, priority: 1 }),
  ];
}

function groceryTasks(): Task[] {
  const { milk, bread, apples } = STARTING_DATA.items;
  return [
    task(STARTING_DATA.tasks.shoppingList, STARTING_DATA.projects.groceries, "Weekly shop", 1, {
      kind: "CHECKLIST",
      items: [
        { id: milk, title: "Milk", status: 0, sortOrder: 0 },
        { id: bread, title: "Bread", status: 0, sortOrder: 1 },
        { id: apples, title: "Apples", status: 0, sortOrder: 2 },
      ],
    }),
  ];
}

/**
 * Tasks completed over several days (with the Personal "Renew the passport" of 2026-01-04). Their
 * positions repeat their projects' lowest, so a new task's sortOrder stays where it was.
 */
function completedTasks(): Task[] {
  const { inboxRepliedLandlord, carService, weeklyReport, expenses } = STARTING_DATA.tasks;
  const { personal, work } = STARTING_DATA.projects;
  const done = (completedTime: string) => ({
    status: 2,
    completedTime,
    createdTime: "2025-12-29T09:00:00.000+0000",
  });
  return [
    task(
      inboxRepliedLandlord,
      STARTING_DATA.inboxId,
      "Reply to the landlord",
      3,
      done("2026-01-02T17:05:00.000+0000"),
    ),
    task(carService, personal, "Book the car service", 4, {
      ...done("2026-01-03T10:20:00.000+0000"),
      priority: 3,
      tags: ["admin"],
    }),
    task(weeklyReport, work, "Send the weekly report", 3, {
      ...done("2026-01-05T15:45:00.000+0000"),
      priority: 1,
      startDate: "2026-01-05T14:00:00.000+0000",
      dueDate: "2026-01-05T14:00:00.000+0000",
    }),
    task(expenses, work, "Submit the December expenses", 3, {
      ...done("2026-01-06T11:30:00.000+0000"),
      priority: 5,
      tags: ["admin", "urgent"],
    }),
  ];
}

export function createStartingState(): StartingState {
  return {
    userId: USER_ID,
    projects: projects(),
    columns: columns(),
    tasks: [...inboxTasks(), ...personalTasks(), ...workTasks(), ...groceryTasks(), ...completedTasks()],
  };
}
