// The fields of a custom payment service (the Pay Now link of online invoices) a person sets, and of
// applying one to a branding theme (docs/full-coverage.md), by the spec's names (`as`).
import type { FieldSpec } from "../../types";

export const paymentServiceFields: readonly FieldSpec[] = [
  {
    name: "payment_service_name",
    type: "string",
    as: "PaymentServiceName",
    required: true,
    minLength: 1,
    maxLength: 100,
    description: "Name of the service, e.g. ACME Payments.",
  },
  {
    name: "payment_service_url",
    type: "string",
    as: "PaymentServiceUrl",
    required: true,
    minLength: 9,
    maxLength: 2000,
    description:
      "https URL the Pay Now button opens; [INVOICENUMBER], [CURRENCY], [AMOUNTDUE] and [SHORTCODE] are filled in.",
  },
  {
    name: "pay_now_text",
    type: "string",
    as: "PayNowText",
    maxLength: 50,
    description: "Text of the button. Default: Pay by credit card.",
  },
];

/** A payment service applied to a branding theme, by its id. */
export const appliedServiceFields: readonly FieldSpec[] = [
  {
    name: "payment_service_id",
    type: "string",
    as: "PaymentServiceID",
    format: "uuid",
    required: true,
    description: "The payment service (LedgerApi.RetrievePaymentServices lists them).",
  },
];
