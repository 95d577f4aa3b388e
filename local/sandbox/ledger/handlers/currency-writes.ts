// PUT /Currencies: adds one currency (a bare Currency body) to the organisation. Xero's rules: an
// ISO 4217 code, once each; the name is Xero's, not the caller's.
import { validationError } from "../errors";
import { recordsOf } from "../store";
import { isObject } from "./batch-writes";
import { data, type Handler } from "./context";
import { textOf } from "./record-fields";

/** ISO 4217 as the runtime knows it, with English names. */
const ISO_CODES = new Set(Intl.supportedValuesOf("currency"));
const NAMES = new Intl.DisplayNames(["en"], { type: "currency" });

export const createCurrency: Handler = (ctx) => {
  const sent = isObject(ctx.body) && Array.isArray(ctx.body.Currencies) ? ctx.body.Currencies[0] : ctx.body;
  const code = isObject(sent) ? textOf(sent.Code).toUpperCase() : "";
  if (!code) throw validationError("The currency Code must be specified");
  if (!ISO_CODES.has(code)) throw validationError(`${code} is not a valid ISO 4217 currency code`);
  const currencies = recordsOf(ctx.org, "Currencies");
  if (currencies.some((currency) => currency.Code === code))
    throw validationError(`The currency ${code} has already been added to the organisation`);
  const currency = { Code: code, Description: NAMES.of(code) ?? code };
  currencies.push(currency);
  return data({ Currencies: [currency] });
};

export const currencyWriteRoutes = [
  { method: "PUT" as const, template: "Currencies", handler: createCurrency },
];
