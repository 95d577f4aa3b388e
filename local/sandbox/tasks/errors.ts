// Sandbox API errors. TickTick reports semantic and validation failures as HTTP 500 with a JSON
// envelope (§5 of docs/reference/tasks-api.md).

export class SandboxApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = "SandboxApiError";
  }
}

export function unknownException(detail: string): SandboxApiError {
  return new SandboxApiError(500, "unknown_exception", `Unknown exception: ${detail}`);
}

export const projectNotFound = (status: 404 | 500) =>
  new SandboxApiError(status, "project_not_found", "Project not found");
export const taskNotFound = () => new SandboxApiError(500, "task_not_found", "Task not found");
