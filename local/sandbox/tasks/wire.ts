// TickTick Open API v1 wire objects, as the sandbox stores and returns them.
// "§n" and "quirk n" refer to the sections and §6 community quirks of docs/reference/tasks-api.md.
// Optional keys are left out when unset: TickTick omits them rather than sending null.

export interface Project {
  id: string;
  name: string;
  color?: string;
  sortOrder: number;
  viewMode: string;
  kind: string;
  /** Only on GET /project (the list); absent from get/create/update responses. */
  permission?: string;
}

export interface Column {
  id: string;
  projectId: string;
  name: string;
  sortOrder: number;
}

export interface ChecklistItem {
  id: string;
  title: string;
  /** 0 normal, 1 completed (not 2 as on tasks). */
  status: number;
  sortOrder: number;
  isAllDay?: boolean;
  startDate?: string;
  timeZone?: string;
  completedTime?: string;
}

export interface Task {
  id: string;
  projectId: string;
  title: string;
  content: string;
  desc?: string;
  isAllDay?: boolean;
  startDate?: string;
  dueDate?: string;
  timeZone: string;
  reminders?: string[];
  repeatFlag?: string;
  priority: number;
  /** 0 normal, 2 completed. */
  status: number;
  completedTime?: string;
  sortOrder: number;
  items?: ChecklistItem[];
  tags: string[];
  kind: string;
  columnId?: string;
  etag: string;
  createdTime: string;
  modifiedTime: string;
}

export interface ProjectData {
  project: Project;
  tasks: Task[];
  columns: Column[];
}

export interface StartingState {
  userId: string;
  projects: Project[];
  columns: Column[];
  tasks: Task[];
}
