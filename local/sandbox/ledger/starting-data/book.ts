// A starting-data organisation under construction: collections plus the lookups the builders need. Lookups
// throw on unknown ids/codes because a miss is a bug in the starting data itself.
import type { Attachment, HistoryRecord, XeroRecord } from "../types";
import type { TenantLetter } from "./ids";

export class StartingBook {
  readonly collections: Record<string, XeroRecord[]> = {};
  readonly histories: Record<string, HistoryRecord[]> = {};
  readonly attachments: Record<string, Attachment[]> = {};
  /** Records by id per collection and id field, so the large starting data's thousands of lookups stay cheap. */
  private readonly indexes = new Map<string, { byId: Map<unknown, XeroRecord>; indexed: number }>();

  constructor(
    readonly tenant: TenantLetter,
    readonly currency: string,
  ) {}

  add<T extends XeroRecord>(collection: string, record: T): T {
    this.records(collection).push(record);
    return record;
  }

  records(collection: string): XeroRecord[] {
    this.collections[collection] ??= [];
    return this.collections[collection];
  }

  find(collection: string, idField: string, id: string): XeroRecord {
    const records = this.records(collection);
    const key = `${collection}\n${idField}`;
    let index = this.indexes.get(key);
    if (!index) {
      index = { byId: new Map(), indexed: 0 };
      this.indexes.set(key, index);
    }
    // Records are only ever appended, so the index catches up with what was added since.
    for (; index.indexed < records.length; index.indexed++) {
      const added = records[index.indexed] as XeroRecord;
      if (!index.byId.has(added[idField])) index.byId.set(added[idField], added);
    }
    const hit = index.byId.get(id);
    const record = hit?.[idField] === id ? hit : records.find((r) => r[idField] === id);
    if (!record) throw new Error(`starting data: no ${collection} record ${id}`);
    return record;
  }

  account(code: string): XeroRecord {
    const account = this.records("Accounts").find((a) => a.Code === code);
    if (!account) throw new Error(`starting data: no account ${code}`);
    return account;
  }

  /** Effective rate in percent of a tax type. */
  taxRate(taxType: string): number {
    const rate = this.records("TaxRates").find((t) => t.TaxType === taxType);
    if (!rate) throw new Error(`starting data: no tax rate ${taxType}`);
    return Number(rate.EffectiveRate);
  }

  contactRef(contactId: string): XeroRecord {
    const contact = this.find("Contacts", "ContactID", contactId);
    return { ContactID: contact.ContactID, Name: contact.Name };
  }

  /** The `{TrackingCategoryID, TrackingOptionID, Name, Option}` a line item carries. */
  trackingRef(optionId: string): XeroRecord {
    for (const category of this.records("TrackingCategories")) {
      const option = (category.Options as XeroRecord[]).find((o) => o.TrackingOptionID === optionId);
      if (option) {
        return {
          TrackingCategoryID: category.TrackingCategoryID,
          TrackingOptionID: option.TrackingOptionID,
          Name: category.Name,
          Option: option.Name,
        };
      }
    }
    throw new Error(`starting data: no tracking option ${optionId}`);
  }

  note(recordId: string, changes: string, details: string, user: string, dateUtc: string): void {
    this.histories[recordId] ??= [];
    this.histories[recordId].push({ Changes: changes, Details: details, User: user, DateUTC: dateUtc });
  }
}

/** A record's UpdatedDateUTC on a given day (mid-morning UTC, fixed so the starting data is deterministic). */
export function stamp(date: string, time = "09:30:00"): string {
  return `${date}T${time}`;
}
