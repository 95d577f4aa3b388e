// Settings writes on the Xero sandbox over HTTP on 127.0.0.1: items, accounts, currencies, tax rates,
// tracking categories and options, payment services, with Xero's rules for each. Expected figures
// are worked out here from the request.
import { describe, expect, it } from "vitest";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/index";
import { type Json, messagesOf, useLedgerSandbox } from "../support/ledger-sandbox-client";

const P = LEDGER_STARTING_DATA.primary;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MISSING = "00000000-0000-4000-8000-0000000fffff";
const { call, ok } = useLedgerSandbox();

describe("items", () => {
  it("creates an item with its details, rounding prices to unitdp", async () => {
    const [item] = await ok(
      "PUT",
      "/Items?unitdp=4",
      {
        Items: [
          {
            Code: "KM",
            Name: "Travel",
            SalesDetails: { UnitPrice: 0.95555, AccountCode: "260", TaxType: "OUTPUT2" },
          },
        ],
      },
      "Items",
    );
    expect(item.ItemID).toMatch(UUID);
    expect(item.SalesDetails).toEqual({ UnitPrice: 0.9556, AccountCode: "260", TaxType: "OUTPUT2" });
    expect([item.IsSold, item.IsPurchased, item.IsTrackedAsInventory]).toEqual([true, true, false]);
    const [two] = await ok(
      "PUT",
      "/Items",
      { Items: [{ Code: "KM2", SalesDetails: { UnitPrice: 0.95555 } }] },
      "Items",
    );
    expect(two.SalesDetails.UnitPrice).toBe(0.96);
    expect((await call("GET", `/Items/${item.ItemID}`)).json.Items[0].Code).toBe("KM");
  });

  it("refuses a taken code (any case), a code over 30 characters, unknown accounts and tax rates", async () => {
    const reply = await call("PUT", "/Items?summarizeErrors=false", {
      Items: [
        { Code: "dev-hours" },
        { Code: "X".repeat(31) },
        { Code: "A1", SalesDetails: { AccountCode: "999" } },
        { Code: "A2", PurchaseDetails: { AccountCode: "425" } },
        { Code: "A3", SalesDetails: { TaxType: "NOPE" } },
        {},
      ],
    });
    const messages = (reply.json.Items as Json[]).map((item) => item.ValidationErrors?.[0]?.Message);
    expect(messages).toEqual([
      "Item code 'dev-hours' already exists. Item codes must be unique.",
      "Code must be no more than 30 characters long",
      "SalesDetails.AccountCode 999 is not a valid account code",
      "PurchaseDetails.AccountCode 425 is an archived account",
      "SalesDetails.TaxType NOPE is not an active tax rate",
      "Item code must be specified",
    ]);
  });

  it("tracks an item with an INVENTORY asset account and a cost-of-goods account, and refuses one without", async () => {
    await ok("PUT", "/Accounts", { Code: "630", Name: "Inventory", Type: "INVENTORY" }, "Accounts");
    const missing = await call("PUT", "/Items", {
      Items: [{ Code: "WIDGET", InventoryAssetAccountCode: "630" }],
    });
    expect(messagesOf(missing)).toEqual([
      "A tracked item needs PurchaseDetails.COGSAccountCode (the cost of goods sold account)",
    ]);
    const wrongType = await call("PUT", "/Items", {
      Items: [
        { Code: "WIDGET", InventoryAssetAccountCode: "200", PurchaseDetails: { COGSAccountCode: "310" } },
      ],
    });
    expect(messagesOf(wrongType)).toEqual(["InventoryAssetAccountCode must be an account of type INVENTORY"]);
    const [tracked] = await ok(
      "PUT",
      "/Items",
      {
        Items: [
          { Code: "WIDGET", InventoryAssetAccountCode: "630", PurchaseDetails: { COGSAccountCode: "310" } },
        ],
      },
      "Items",
    );
    expect([tracked.IsTrackedAsInventory, tracked.QuantityOnHand, tracked.TotalCostPool]).toEqual([
      true,
      0,
      0,
    ]);
  });

  it("updates by id or by code, and IsSold false clears the sales side", async () => {
    const [byId] = await ok("POST", `/Items/${P.items.devHours}`, { Items: [{ IsSold: false }] }, "Items");
    expect(byId.SalesDetails).toBeUndefined();
    expect(byId.Description).toBeUndefined();
    expect(byId.PurchaseDetails.UnitPrice).toBe(90);
    const [byCode] = await ok(
      "POST",
      "/Items",
      { Items: [{ Code: "SUPPORT", SalesDetails: { UnitPrice: 550 } }] },
      "Items",
    );
    expect([byCode.ItemID, byCode.SalesDetails]).toEqual([
      P.items.support,
      { UnitPrice: 550, AccountCode: "200", TaxType: "OUTPUT2" },
    ]);
    const renamed = await call("POST", `/Items/${P.items.support}`, { Items: [{ Code: "TONER" }] });
    expect(messagesOf(renamed)).toEqual(["Item code 'TONER' already exists. Item codes must be unique."]);
  });
});

describe("accounts", () => {
  it("creates an account from a bare Account body, its class and reporting code from its type", async () => {
    const [account] = await ok(
      "PUT",
      "/Accounts",
      { Code: "4400", Name: "Food Sales", Type: "REVENUE", TaxType: "OUTPUT2" },
      "Accounts",
    );
    expect(account).toMatchObject({
      Status: "ACTIVE",
      Class: "REVENUE",
      ReportingCode: "REV",
      BankAccountType: "",
    });
    expect(account.AccountID).toMatch(UUID);
    expect((await call("GET", `/Accounts/${account.AccountID}`)).json.Accounts[0].Name).toBe("Food Sales");
  });

  it("refuses a missing code or type, taken codes and names, and bank fields on other accounts", async () => {
    const cases: [Json, string][] = [
      [{ Name: "No Code", Type: "EXPENSE" }, "Account Code must be specified"],
      [{ Code: "499", Name: "No Type" }, "Account Type must be specified"],
      [{ Code: "499", Name: "Odd", Type: "MAGIC" }, "MAGIC is not a valid account Type"],
      [{ Code: "200", Name: "Other Sales", Type: "REVENUE" }, "Please enter a unique Code: 200 is taken"],
      [{ Code: "499", Name: "sales", Type: "REVENUE" }, "Please enter a unique Name: sales is taken"],
      [
        { Code: "499", Name: "Fees", Type: "EXPENSE", BankAccountNumber: "1" },
        "BankAccountNumber applies to bank accounts only",
      ],
      [
        { Code: "4999999999X", Name: "Long", Type: "EXPENSE" },
        "Code must be no more than 10 characters long",
      ],
    ];
    for (const [body, message] of cases)
      expect(messagesOf(await call("PUT", "/Accounts", body))).toContain(message);
  });

  it("needs a bank account's number and takes one of the organisation's currencies", async () => {
    const noNumber = await call("PUT", "/Accounts", { Name: "Cards", Type: "BANK" });
    expect(messagesOf(noNumber)).toEqual(["BankAccountNumber must be specified for a bank account"]);
    const yen = await call("PUT", "/Accounts", {
      Name: "Yen",
      Type: "BANK",
      BankAccountNumber: "9",
      CurrencyCode: "JPY",
    });
    expect(messagesOf(yen)).toEqual(["CurrencyCode JPY is not a currency of the organisation"]);
    const [paypal] = await ok(
      "PUT",
      "/Accounts",
      { Name: "PayPal", Type: "BANK", BankAccountNumber: "paypal@demo.example", BankAccountType: "PAYPAL" },
      "Accounts",
    );
    expect([paypal.Code, paypal.CurrencyCode, paypal.BankAccountType, paypal.Class]).toEqual([
      "",
      "NZD",
      "PAYPAL",
      "ASSET",
    ]);
    const card = await call("PUT", "/Accounts", {
      Name: "Card",
      Type: "BANK",
      BankAccountNumber: "4111",
      BankAccountType: "CREDITCARD",
    });
    expect(messagesOf(card)).toEqual(["Credit card accounts cannot be created or changed through the API"]);
  });

  it("archives and renames accounts, refusing changes to system accounts and a bank account's type", async () => {
    const [archived] = await ok(
      "POST",
      `/Accounts/${P.accounts.advertising}`,
      { Accounts: [{ Status: "ARCHIVED" }] },
      "Accounts",
    );
    expect(archived.Status).toBe("ARCHIVED");
    const [renamed] = await ok(
      "POST",
      `/Accounts/${P.accounts.receivables}`,
      { Accounts: [{ Name: "Debtors" }] },
      "Accounts",
    );
    expect([renamed.Name, renamed.SystemAccount]).toEqual(["Debtors", "DEBTORS"]);
    const system = await call("POST", `/Accounts/${P.accounts.gst}`, { Accounts: [{ Code: "821" }] });
    expect(messagesOf(system)).toEqual([
      "GST is a system account: only its Name and Description can be changed",
    ]);
    const bank = await call("POST", `/Accounts/${P.accounts.bank}`, { Accounts: [{ Type: "CURRENT" }] });
    expect(messagesOf(bank)).toEqual(["The Type of a bank account cannot be changed"]);
    const deleted = await call("POST", `/Accounts/${P.accounts.rent}`, { Accounts: [{ Status: "DELETED" }] });
    expect(messagesOf(deleted)).toEqual([
      "Status must be ACTIVE or ARCHIVED (DeleteAccount deletes an account)",
    ]);
    expect((await call("POST", `/Accounts/${MISSING}`, { Accounts: [{ Name: "X" }] })).status).toBe(404);
  });
});

describe("currencies", () => {
  it("adds an ISO 4217 currency once, named by Xero", async () => {
    const [euro] = await ok("PUT", "/Currencies", { Code: "EUR" }, "Currencies");
    expect(euro).toEqual({ Code: "EUR", Description: "Euro" });
    expect((await call("GET", "/Currencies")).json.Currencies.map((c: Json) => c.Code)).toContain("EUR");
    expect(messagesOf(await call("PUT", "/Currencies", { Code: "EUR" }))).toEqual([
      "The currency EUR has already been added to the organisation",
    ]);
    expect(messagesOf(await call("PUT", "/Currencies", { Code: "XYZ" }))).toEqual([
      "XYZ is not a valid ISO 4217 currency code",
    ]);
  });
});

describe("tax rates", () => {
  it("creates rates numbered TAX001 on, with display and effective rates from the components", async () => {
    const [simple, compound] = await ok(
      "PUT",
      "/TaxRates",
      {
        TaxRates: [
          { Name: "Levy", TaxComponents: [{ Name: "Levy", Rate: 9 }], ReportTaxType: "OUTPUT" },
          {
            Name: "State and City",
            TaxComponents: [
              { Name: "State", Rate: 5 },
              { Name: "City", Rate: 2, IsCompound: true },
            ],
            ReportTaxType: "INPUT",
          },
        ],
      },
      "TaxRates",
    );
    expect([simple.TaxType, compound.TaxType]).toEqual(["TAX001", "TAX002"]);
    expect([simple.EffectiveRate, simple.CanApplyToExpenses, simple.CanApplyToRevenue]).toEqual([
      9,
      false,
      true,
    ]);
    // 5% plus 2% charged on the amount with the 5%: 5 + 2 × 1.05.
    expect([compound.DisplayTaxRate, compound.EffectiveRate, compound.CanApplyToRevenue]).toEqual([
      7,
      7.1,
      false,
    ]);
    expect((await call("GET", "/TaxRates/TAX002")).json.TaxRates[0].Name).toBe("State and City");
  });

  it("refuses a taken name, no components, a rate over 100, a missing report type and a given TaxType", async () => {
    const reply = await call("PUT", "/TaxRates?summarizeErrors=false", {
      TaxRates: [
        { Name: "no gst", TaxComponents: [{ Name: "GST", Rate: 0 }], ReportTaxType: "NONE" },
        { Name: "Empty", TaxComponents: [], ReportTaxType: "NONE" },
        { Name: "Huge", TaxComponents: [{ Name: "X", Rate: 150 }], ReportTaxType: "NONE" },
        { Name: "Unreported", TaxComponents: [{ Name: "X", Rate: 1 }] },
        { Name: "Typed", TaxType: "TAX009", TaxComponents: [{ Name: "X", Rate: 1 }], ReportTaxType: "NONE" },
      ],
    });
    expect((reply.json.TaxRates as Json[]).map((rate) => rate.ValidationErrors[0].Message)).toEqual([
      "A tax rate named no gst already exists. Tax rate names must be unique.",
      "A tax rate needs at least one TaxComponent",
      "TaxComponents 1: Rate must be a number from 0 to 100",
      "ReportTaxType must be specified",
      "A TaxType cannot be given when creating TaxRates; use POST to update a tax rate",
    ]);
  });

  it("updates by TaxType or by name; system rates take only a new name; a used rate cannot be deleted", async () => {
    await ok(
      "PUT",
      "/TaxRates",
      { TaxRates: [{ Name: "Levy", TaxComponents: [{ Name: "L", Rate: 9 }], ReportTaxType: "OUTPUT" }] },
      "TaxRates",
    );
    const [byName] = await ok(
      "POST",
      "/TaxRates",
      { TaxRates: [{ Name: "Levy", TaxComponents: [{ Name: "L", Rate: 10 }] }] },
      "TaxRates",
    );
    expect([byName.TaxType, byName.EffectiveRate]).toEqual(["TAX001", 10]);
    const [renamed] = await ok(
      "POST",
      "/TaxRates",
      { TaxRates: [{ TaxType: "ZERORATED", Name: "Zero Rated (exports)" }] },
      "TaxRates",
    );
    expect(renamed.Name).toBe("Zero Rated (exports)");
    const system = await call("POST", "/TaxRates", {
      TaxRates: [{ TaxType: "OUTPUT2", Status: "ARCHIVED" }],
    });
    expect(messagesOf(system)).toEqual(["GST on Income is a system tax rate: only its Name can be changed"]);
    const unknown = await call("POST", "/TaxRates", {
      TaxRates: [{ Name: "Nothing Like It", Status: "ARCHIVED" }],
    });
    expect(messagesOf(unknown)).toEqual([
      "No tax rate named Nothing Like It exists; CreateTaxRates creates one",
    ]);
    await ok(
      "PUT",
      "/Accounts",
      { Code: "275", Name: "Levy Income", Type: "REVENUE", TaxType: "TAX001" },
      "Accounts",
    );
    const used = await call("POST", "/TaxRates", { TaxRates: [{ TaxType: "TAX001", Status: "DELETED" }] });
    expect(messagesOf(used)).toEqual([
      "Levy is in use by accounts, items or contacts: archive it (Status ARCHIVED) instead",
    ]);
    const [archived] = await ok(
      "POST",
      "/TaxRates",
      { TaxRates: [{ TaxType: "TAX001", Status: "ARCHIVED" }] },
      "TaxRates",
    );
    expect(archived.Status).toBe("ARCHIVED");
  });

  it("deletes an unused rate you created: it is gone from the list", async () => {
    await ok(
      "PUT",
      "/TaxRates",
      { TaxRates: [{ Name: "Temp", TaxComponents: [{ Name: "T", Rate: 1 }], ReportTaxType: "NONE" }] },
      "TaxRates",
    );
    const [deleted] = await ok(
      "POST",
      "/TaxRates",
      { TaxRates: [{ TaxType: "TAX001", Status: "DELETED" }] },
      "TaxRates",
    );
    expect(deleted.Status).toBe("DELETED");
    expect((await call("GET", "/TaxRates")).json.TaxRates.map((rate: Json) => rate.TaxType)).not.toContain(
      "TAX001",
    );
  });
});

describe("tracking categories and options", () => {
  const category = async (id: string): Promise<Json> =>
    (await call("GET", `/TrackingCategories/${id}`)).json.TrackingCategories[0];

  it("creates a category (a bare body) up to two active ones, with unique names", async () => {
    const [created] = await ok("PUT", "/TrackingCategories", { Name: "Department" }, "TrackingCategories");
    expect(created).toMatchObject({ Name: "Department", Status: "ACTIVE", Options: [] });
    expect(created.TrackingCategoryID).toMatch(UUID);
    expect(messagesOf(await call("PUT", "/TrackingCategories", { Name: "Project" }))).toEqual([
      "An organisation can have at most 2 active tracking categories",
    ]);
    expect(messagesOf(await call("PUT", "/TrackingCategories", { Name: "region" }))[0]).toContain(
      "For each specified tracking category the name must be unique",
    );
  });

  it("holds at most 4 categories, active and archived", async () => {
    for (const name of ["Department", "Project"]) {
      const [created] = await ok("PUT", "/TrackingCategories", { Name: name }, "TrackingCategories");
      await ok(
        "POST",
        `/TrackingCategories/${created.TrackingCategoryID}`,
        { Status: "ARCHIVED" },
        "TrackingCategories",
      );
    }
    expect(messagesOf(await call("PUT", "/TrackingCategories", { Name: "Cost centre" }))).toEqual([
      "An organisation can have at most 4 tracking categories, active and archived",
    ]);
  });

  it("archives and restores a category, refusing a third active one", async () => {
    await ok("PUT", "/TrackingCategories", { Name: "Department" }, "TrackingCategories");
    const restore = await call("POST", `/TrackingCategories/${P.trackingCategories.archived}`, {
      Status: "ACTIVE",
    });
    expect(messagesOf(restore)).toEqual(["An organisation can have at most 2 active tracking categories"]);
    const [archived] = await ok(
      "POST",
      `/TrackingCategories/${P.trackingCategories.region}`,
      { Status: "ARCHIVED" },
      "TrackingCategories",
    );
    expect(archived.Status).toBe("ARCHIVED");
    await ok(
      "POST",
      `/TrackingCategories/${P.trackingCategories.archived}`,
      { Status: "ACTIVE" },
      "TrackingCategories",
    );
    expect((await category(P.trackingCategories.archived)).Status).toBe("ACTIVE");
  });

  it("adds options with unique names, not to an archived category", async () => {
    const path = `/TrackingCategories/${P.trackingCategories.region}/Options`;
    const [east] = await ok("PUT", path, { Name: "East" }, "Options");
    expect(east).toMatchObject({ Name: "East", Status: "ACTIVE" });
    expect((await category(P.trackingCategories.region)).Options.map((o: Json) => o.Name)).toContain("East");
    expect(messagesOf(await call("PUT", path, { Name: "north" }))[0]).toContain(
      "For each specified tracking option the name must be unique",
    );
    const archived = await call("PUT", `/TrackingCategories/${P.trackingCategories.archived}/Options`, {
      Name: "Online",
    });
    expect(messagesOf(archived)).toEqual([
      "The tracking category Legacy Division is archived and takes no new options",
    ]);
  });

  it("renames and archives an option; an unknown option is 404", async () => {
    const base = `/TrackingCategories/${P.trackingCategories.region}/Options`;
    const [option] = await ok(
      "POST",
      `${base}/${P.trackingOptions.central}`,
      { Name: "Middle", Status: "ARCHIVED" },
      "Options",
    );
    expect(option).toMatchObject({
      TrackingOptionID: P.trackingOptions.central,
      Name: "Middle",
      Status: "ARCHIVED",
    });
    const taken = await call("POST", `${base}/${P.trackingOptions.central}`, { Name: "South" });
    expect(messagesOf(taken)[0]).toContain("the name must be unique");
    expect((await call("POST", `${base}/${MISSING}`, { Name: "X" })).status).toBe(404);
  });
});

describe("payment services", () => {
  it("creates a CUSTOM service with Xero's default button text, and refuses a URL that is not https", async () => {
    const [service] = await ok(
      "PUT",
      "/PaymentServices",
      {
        PaymentServices: [
          { PaymentServiceName: "ACME", PaymentServiceUrl: "https://pay.acme.example/?n=[INVOICENUMBER]" },
        ],
      },
      "PaymentServices",
    );
    expect(service).toMatchObject({ PaymentServiceType: "CUSTOM", PayNowText: "Pay by credit card" });
    expect(
      (await call("GET", "/PaymentServices")).json.PaymentServices.map((s: Json) => s.PaymentServiceID),
    ).toContain(service.PaymentServiceID);
    const plain = await call("PUT", "/PaymentServices", {
      PaymentServices: [
        { PaymentServiceName: "Plain", PaymentServiceUrl: "http://pay.example" },
        { PaymentServiceUrl: "https://x.example" },
      ],
    });
    expect(messagesOf(plain)).toEqual([
      "PaymentServiceUrl must be a valid https URL",
      "PaymentServiceName must be specified",
    ]);
  });

  it("applies services to a branding theme once each; unknown services are refused", async () => {
    const path = `/BrandingThemes/${P.brandingThemes.special}/PaymentServices`;
    const body = { PaymentServices: [{ PaymentServiceID: P.paymentServices.card }] };
    expect((await ok("POST", path, body, "PaymentServices"))[0].PaymentServiceName).toBe(
      "Card payments (sandbox gateway)",
    );
    await ok("POST", path, body, "PaymentServices");
    expect((await call("GET", path)).json.PaymentServices.map((s: Json) => s.PaymentServiceID)).toEqual([
      P.paymentServices.card,
    ]);
    const unknown = await call("POST", path, { PaymentServices: [{ PaymentServiceID: MISSING }] });
    expect(messagesOf(unknown)).toEqual([
      "An existing PaymentService with the specified PaymentServiceID could not be found",
    ]);
  });
});
