// The shapes the script reads: the page's config (written by ../config.ts), GET /tools and the
// answers of POST /tools/{name}. Only the fields the page uses; the gateway sends more.

export interface TenantOption {
  id: string;
  name: string;
}

/** Handed to the script by the server in a JSON script element (#playground-config). */
export interface PlaygroundConfig {
  /** Prefilled in every tenant parameter. */
  primaryTenant: string;
  /** Offered as suggestions in tenant parameters. */
  tenants: TenantOption[];
}

export interface ParamSchema {
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  items?: { type?: string };
}

export interface ToolParameters {
  properties?: Record<string, ParamSchema>;
  required?: string[];
  then?: { required?: string[] };
}

export interface ToolInfo {
  name: string;
  toolkit?: string;
  family?: string;
  description: string;
  readOnly?: boolean;
  destructive?: boolean;
  idempotent?: boolean;
  result?: string;
  parameters?: ToolParameters;
}

export interface ToolErrorInfo {
  type?: unknown;
  message?: unknown;
  retryable?: unknown;
  details?: { problems?: unknown };
}

/** A tool's answer: `{result}` or `{error}`, or whatever a non-JSON reply was turned into. */
export interface ToolAnswer {
  result?: unknown;
  error?: ToolErrorInfo;
}

/** A file result (PDFs, attachments): the bytes in base64. */
export interface FileResult {
  encoding: "base64";
  data: string;
  contentType?: string;
  fileName?: string;
}

/** One audit record as GET /playground/audit hands it on (lib/audit/schema.ts's AuditRecord). */
export interface AuditRecordInfo {
  time?: string;
  principal?: string;
  clientId?: string;
  caller?: string;
  tool?: string;
  tenant?: string;
  arguments?: unknown;
  idempotencyKey?: string;
  idempotency?: string;
  upstreamStatus?: number;
  touched?: string[];
  error?: { type?: string; message?: string; status?: number };
  confirmation?: string;
}

/** GET /playground/audit (../audit.ts). */
export interface LastCalls {
  principal?: string;
  recorded?: "writes" | "all";
  records?: AuditRecordInfo[];
}
