// Tax rates: PUT /TaxRates (create) and POST /TaxRates (update, each rate named by TaxType or by
// Name), on the batch engine (batch-writes.ts). Xero's rules: a Name unique among rates; at least one
// component, each with a name and a rate of 0 to 100; a ReportTaxType on the organisation's return
// (a New Zealand one here); new rates numbered TAX001, TAX002...; the system rates (GST on Income...)
// take only a new name; DELETED only for a rate no account, item or contact uses (else ARCHIVED).
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { createHandler, isObject, type RecordKind, storeRecord, upsertHandler } from "./batch-writes";
import { checkTexts, holderOf, textOf } from "./record-fields";

const TAX_RATES = requireResource("TaxRates");
/** The report types of a New Zealand GST return (the sandbox organisations report GST or VAT). */
const REPORT_TAX_TYPES = ["OUTPUT", "INPUT", "NONE", "GSTONIMPORTS", "EXEMPTOUTPUT", "EXEMPTINPUT"];
const STATUSES = ["ACTIVE", "ARCHIVED", "DELETED"];
const CUSTOM = /^TAX\d{3}$/;
/** What a system rate (GST on Income...) still lets you change. */
const SYSTEM_CHANGEABLE = new Set(["Name", "TaxType"]);

const round4 = (value: number) => Math.round(value * 10000) / 10000;

function componentProblems(components: unknown, problems: string[]): XeroRecord[] {
  if (!Array.isArray(components) || components.length === 0) {
    problems.push("A tax rate needs at least one TaxComponent");
    return [];
  }
  return components.map((component, index) => {
    const entry = isObject(component) ? component : {};
    if (!textOf(entry.Name)) problems.push(`TaxComponents ${index + 1}: Name must be specified`);
    const rate = entry.Rate;
    if (typeof rate !== "number" || !Number.isFinite(rate) || rate < 0 || rate > 100)
      problems.push(`TaxComponents ${index + 1}: Rate must be a number from 0 to 100`);
    return {
      Name: textOf(entry.Name),
      Rate: typeof rate === "number" ? round4(rate) : 0,
      IsCompound: entry.IsCompound === true,
      IsNonRecoverable: entry.IsNonRecoverable === true,
    };
  });
}

/** Display rate: the components' sum; effective: compound components charged on top of the others. */
function rates(components: XeroRecord[]) {
  const simple = components.filter((c) => !c.IsCompound).reduce((sum, c) => sum + Number(c.Rate), 0);
  const compound = components.filter((c) => c.IsCompound).reduce((sum, c) => sum + Number(c.Rate), 0);
  return {
    DisplayTaxRate: round4(simple + compound),
    EffectiveRate: round4(simple + compound * (1 + simple / 100)),
  };
}

/** What a rate applies to, as Xero derives it from the report type: sales rates are not for expenses. */
const appliesTo = (reportType: string) => ({
  CanApplyToAssets: true,
  CanApplyToEquity: true,
  CanApplyToExpenses: reportType !== "OUTPUT",
  CanApplyToLiabilities: true,
  CanApplyToRevenue: reportType !== "INPUT",
});

function nextTaxType(org: LedgerOrganisation): string {
  const used = recordsOf(org, "TaxRates")
    .map((rate) => String(rate.TaxType))
    .filter((type) => CUSTOM.test(type))
    .map((type) => Number(type.slice(3)));
  return `TAX${String(Math.max(0, ...used) + 1).padStart(3, "0")}`;
}

/** Whether anything still names the rate: an account, an item's details or a contact's defaults. */
function inUse(org: LedgerOrganisation, taxType: unknown): boolean {
  const names = (record: XeroRecord) =>
    [record.TaxType, record.AccountsReceivableTaxType, record.AccountsPayableTaxType].includes(taxType) ||
    [record.SalesDetails, record.PurchaseDetails].some((side) => isObject(side) && side.TaxType === taxType);
  return ["Accounts", "Items", "Contacts"].some((collection) => recordsOf(org, collection).some(names));
}

function taxRateProblems(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
): string[] {
  const problems: string[] = [];
  checkTexts(input, { Name: 50 }, problems);
  const locked = Object.keys(input).filter((field) => !SYSTEM_CHANGEABLE.has(field));
  if (existing && !CUSTOM.test(String(existing.TaxType)) && locked.length > 0)
    problems.push(`${String(existing.Name)} is a system tax rate: only its Name can be changed`);
  const name = textOf(input.Name ?? existing?.Name);
  if (!name) problems.push("The tax rate Name must be specified");
  else if (holderOf(recordsOf(org, "TaxRates"), "Name", name, existing))
    problems.push(`A tax rate named ${name} already exists. Tax rate names must be unique.`);
  const reportType = input.ReportTaxType ?? existing?.ReportTaxType;
  if (reportType === undefined) problems.push("ReportTaxType must be specified");
  else if (!REPORT_TAX_TYPES.includes(String(reportType)))
    problems.push(`ReportTaxType must be one of ${REPORT_TAX_TYPES.join(", ")}`);
  const status = input.Status ?? existing?.Status ?? "ACTIVE";
  if (!STATUSES.includes(String(status)) || (!existing && status !== "ACTIVE"))
    problems.push(
      existing ? "Status must be ACTIVE, ARCHIVED or DELETED" : "A new tax rate's Status must be ACTIVE",
    );
  if (status === "DELETED" && existing && inUse(org, existing.TaxType))
    problems.push(`${name} is in use by accounts, items or contacts: archive it (Status ARCHIVED) instead`);
  return problems;
}

function buildTaxRate(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  problems: string[],
) {
  const components =
    input.TaxComponents === undefined && existing
      ? (existing.TaxComponents as XeroRecord[])
      : componentProblems(input.TaxComponents, problems);
  const reportType = String(input.ReportTaxType ?? existing?.ReportTaxType);
  return {
    Name: textOf(input.Name ?? existing?.Name),
    TaxType: existing?.TaxType ?? nextTaxType(org),
    TaxComponents: components,
    Status: input.Status ?? existing?.Status ?? "ACTIVE",
    ReportTaxType: reportType,
    ...appliesTo(reportType),
    ...rates(components),
  };
}

export const TAX_RATE_KIND: RecordKind = {
  resource: TAX_RATES,
  noun: "tax rate",
  /** An update names the rate by its Name when it gives no TaxType. */
  existingByOther: (org, input) => {
    const name = textOf(input.Name);
    return name ? holderOf(recordsOf(org, "TaxRates"), "Name", name) : undefined;
  },
  write: (ctx, input, existing) => {
    const problems = taxRateProblems(ctx.org, input, existing);
    const rate = buildTaxRate(ctx.org, input, existing, problems);
    if (problems.length > 0) return { problems };
    const records = recordsOf(ctx.org, "TaxRates");
    if (rate.Status === "DELETED") records.splice(records.indexOf(existing as XeroRecord), 1);
    else storeRecord(ctx.org, "TaxRates", existing, rate);
    return { record: rate, problems: [] };
  },
};

/** POST /TaxRates changes rates only: one it cannot find is a problem, not a new rate. */
const TAX_RATE_UPDATE_KIND: RecordKind = {
  ...TAX_RATE_KIND,
  write: (ctx, input, existing) =>
    existing
      ? TAX_RATE_KIND.write(ctx, input, existing)
      : {
          problems: [
            `No tax rate named ${textOf(input.Name) || "(no name)"} exists; CreateTaxRates creates one`,
          ],
        },
};

export const taxRateWriteRoutes = [
  { method: "PUT" as const, template: "TaxRates", handler: createHandler(TAX_RATE_KIND) },
  { method: "POST" as const, template: "TaxRates", handler: upsertHandler(TAX_RATE_UPDATE_KIND) },
];
