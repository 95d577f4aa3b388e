// A Xero webhook delivery's body, read and checked: `{events: [...], firstEventSequence,
// lastEventSequence, entropy}`, each event naming the record that changed (resourceId, resourceUrl),
// what happened (eventCategory, eventType), when (eventDateUtc) and in which organisation
// (tenantId). The EventBridge detail-type of an event is derived here ("Xero Invoice Updated"), as
// is its dedupe key: the same change redelivered has the same key.

/** One change, as Xero sends it. Extra fields Xero may add are kept. */
export interface XeroEvent {
  resourceUrl: string;
  resourceId: string;
  eventDateUtc: string;
  eventType: string;
  eventCategory: string;
  tenantId: string;
  tenantType: string;
  [field: string]: unknown;
}

export interface XeroDelivery {
  events: XeroEvent[];
  firstEventSequence?: number;
  lastEventSequence?: number;
  entropy?: string;
}

/** The body is not a delivery; `problems` names each field and what it must be. */
export class DeliveryError extends Error {
  constructor(readonly problems: string[]) {
    super(`not a Xero webhook delivery: ${problems.join("; ")}`);
    this.name = "DeliveryError";
  }
}

const EVENT_FIELDS = [
  "resourceUrl",
  "resourceId",
  "eventDateUtc",
  "eventType",
  "eventCategory",
  "tenantId",
  "tenantType",
] as const;

/** Xero sends at most a few hundred events per delivery; more is not Xero. */
export const MAX_EVENTS_PER_DELIVERY = 500;

function eventProblems(event: unknown, at: string): string[] {
  if (!event || typeof event !== "object" || Array.isArray(event)) return [`${at}: must be an object`];
  const record = event as Record<string, unknown>;
  return EVENT_FIELDS.flatMap((field) =>
    typeof record[field] === "string" && record[field] !== ""
      ? []
      : [`${at}.${field}: must be a non-empty string`],
  );
}

/** The delivery in `body` (UTF-8 JSON), or DeliveryError. */
export function parseDelivery(body: Uint8Array): XeroDelivery {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body).toString("utf8"));
  } catch {
    throw new DeliveryError(["body: must be JSON"]);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new DeliveryError(["body: must be a JSON object"]);
  }
  const { events, firstEventSequence, lastEventSequence, entropy } = parsed as Record<string, unknown>;
  if (!Array.isArray(events)) throw new DeliveryError(["events: must be an array"]);
  if (events.length > MAX_EVENTS_PER_DELIVERY) {
    throw new DeliveryError([`events: at most ${MAX_EVENTS_PER_DELIVERY} (got ${events.length})`]);
  }
  const problems = events.flatMap((event, index) => eventProblems(event, `events[${index}]`));
  if (problems.length > 0) throw new DeliveryError(problems);
  return {
    events: events as XeroEvent[],
    ...(typeof firstEventSequence === "number" ? { firstEventSequence } : {}),
    ...(typeof lastEventSequence === "number" ? { lastEventSequence } : {}),
    ...(typeof entropy === "string" ? { entropy } : {}),
  };
}

/** Categories whose words Xero runs together. */
const CATEGORY_WORDS: Record<string, string> = {
  CREDITNOTE: "Credit Note",
  BANKTRANSACTION: "Bank Transaction",
  PURCHASEORDER: "Purchase Order",
};

const TYPE_WORDS: Record<string, string> = { CREATE: "Created", UPDATE: "Updated", DELETE: "Deleted" };

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * The EventBridge detail-type: `Xero <Category> <Type>`, e.g. `Xero Invoice Updated`,
 * `Xero Contact Created`, `Xero Credit Note Updated`. A category or type not known here is title-cased
 * word by word (`_` and spaces split words), so a new one Xero adds still routes.
 */
export function detailTypeOf(event: Pick<XeroEvent, "eventCategory" | "eventType">): string {
  const category = event.eventCategory.toUpperCase();
  const type = event.eventType.toUpperCase();
  const categoryWords =
    CATEGORY_WORDS[category] ??
    category
      .split(/[_\s]+/)
      .map(titleCase)
      .join(" ");
  const typeWords =
    TYPE_WORDS[type] ??
    type
      .split(/[_\s]+/)
      .map(titleCase)
      .join(" ");
  return `Xero ${categoryWords} ${typeWords}`;
}

/**
 * What makes two deliveries the same change: organisation, record, kind of change and its time.
 * The parts are joined with a separator none of them holds (ids are GUIDs, the date ISO 8601).
 */
export function dedupeKeyOf(event: XeroEvent): string {
  return ["xero", event.tenantId, event.resourceId, event.eventType, event.eventDateUtc]
    .map((part) => part.toLowerCase())
    .join("|");
}
