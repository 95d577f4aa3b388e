// Contact and contact-group writes on the Xero sandbox over HTTP on 127.0.0.1: PUT/POST /Contacts,
// POST /Contacts/{id}, PUT /ContactGroups, POST /ContactGroups/{id}, PUT /ContactGroups/{id}/Contacts,
// with Xero's rules (unique names and numbers, archiving, group membership on both sides).
import { describe, expect, it } from "vitest";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/index";
import { type Json, messagesOf, useLedgerSandbox } from "../support/ledger-sandbox-client";

const P = LEDGER_STARTING_DATA.primary;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const { call, ok } = useLedgerSandbox();

const contact = async (id: string): Promise<Json> => (await call("GET", `/Contacts/${id}`)).json.Contacts[0];
const group = async (id: string): Promise<Json> =>
  (await call("GET", `/ContactGroups/${id}`)).json.ContactGroups[0];

describe("PUT /Contacts", () => {
  it("creates a contact shaped as the starting-data ones, with the addresses and phones sent", async () => {
    const [created] = await ok(
      "PUT",
      "/Contacts",
      {
        Contacts: [
          {
            Name: "Harbour Lights Cafe",
            ContactNumber: "CUST-042",
            EmailAddress: "accounts@harbour-lights.example",
            Phones: [{ PhoneType: "MOBILE", PhoneNumber: "021 555 0199" }],
            Addresses: [{ AddressType: "STREET", AddressLine1: "7 Quay Street", City: "Auckland" }],
          },
        ],
      },
      "Contacts",
    );
    expect(created.ContactID).toMatch(UUID);
    expect([created.ContactStatus, created.IsCustomer, created.IsSupplier]).toEqual(["ACTIVE", false, false]);
    const stored = await contact(created.ContactID);
    // Every field a starting-data contact carries, so the reads answer it as they answer those.
    const startingFields = Object.keys(await contact(P.contacts.bayside));
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(startingFields));
    expect(stored.Phones.find((phone: Json) => phone.PhoneType === "MOBILE").PhoneNumber).toBe(
      "021 555 0199",
    );
    expect(stored.Phones).toHaveLength(4);
    expect(stored.Addresses.find((address: Json) => address.AddressType === "STREET").City).toBe("Auckland");
    expect(stored.DefaultCurrency).toBe("NZD");
  });

  it("refuses a name another contact has, whatever its case, and a taken contact number", async () => {
    const reply = await call("PUT", "/Contacts", {
      Contacts: [{ Name: "bayside CLUB" }, { Name: "New One", ContactNumber: P.contactNumbers.ridgeway }],
    });
    const messages = messagesOf(reply);
    expect(messages[0]).toContain("The contact name bayside CLUB is already assigned to another contact");
    expect(messages[1]).toContain(`The contact number ${P.contactNumbers.ridgeway} is already assigned`);
    expect((await call("GET", "/Contacts?where=Name%3D%3D%22New%20One%22")).json.Contacts).toEqual([]);
  });

  it("refuses a contact without a name, a bad email, an unknown currency or tax type", async () => {
    const reply = await call("PUT", "/Contacts?summarizeErrors=false", {
      Contacts: [
        { EmailAddress: "someone@example.com" },
        { Name: "Bad Email", EmailAddress: "not an email" },
        { Name: "Bad Currency", DefaultCurrency: "JPY" },
        { Name: "Bad Tax", AccountsReceivableTaxType: "NOPE" },
        { Name: "Fine Ltd" },
      ],
    });
    expect(reply.status).toBe(200);
    const results = reply.json.Contacts as Json[];
    expect(results.map((result) => result.HasErrors ?? false)).toEqual([true, true, true, true, false]);
    expect(results[0]?.ValidationErrors[0].Message).toBe("The contact name must be specified");
    expect(results[1]?.ValidationErrors[0].Message).toBe("Email address must be valid.");
    expect(results[2]?.ValidationErrors[0].Message).toContain("JPY is not a currency of the organisation");
    expect(results[3]?.ValidationErrors[0].Message).toContain("NOPE is not an active tax rate");
    expect(results[4]?.StatusAttributeString).toBe("OK");
  });

  it("refuses two contacts of one name in the same batch, all or nothing", async () => {
    const before = (await call("GET", "/Contacts")).json.Contacts.length;
    const reply = await call("PUT", "/Contacts", { Contacts: [{ Name: "Twin Ltd" }, { Name: "Twin Ltd" }] });
    expect(messagesOf(reply)).toEqual([
      "The contact name Twin Ltd is already assigned to another contact. The contact name must be unique across all active contacts.",
    ]);
    expect((await call("GET", "/Contacts")).json.Contacts.length).toBe(before);
  });
});

describe("POST /Contacts and /Contacts/{id}", () => {
  it("updates by id only what is sent, and by contact number without an id", async () => {
    const [updated] = await ok(
      "POST",
      `/Contacts/${P.contacts.marine}`,
      { Contacts: [{ EmailAddress: "ap@marine.example" }] },
      "Contacts",
    );
    expect([updated.Name, updated.EmailAddress]).toEqual(["Marine Systems", "ap@marine.example"]);
    const [byNumber] = await ok(
      "POST",
      "/Contacts",
      { Contacts: [{ ContactNumber: P.contactNumbers.bayside, FirstName: "Rangi" }] },
      "Contacts",
    );
    expect([byNumber.ContactID, byNumber.FirstName]).toEqual([P.contacts.bayside, "Rangi"]);
  });

  it("refuses renaming a contact to another's name, and an unknown id", async () => {
    const renamed = await call("POST", `/Contacts/${P.contacts.marine}`, {
      Contacts: [{ Name: "Bayside Club" }],
    });
    expect(messagesOf(renamed)[0]).toContain("already assigned to another contact");
    const unknown = await call("POST", "/Contacts", {
      Contacts: [{ ContactID: "00000000-0000-4000-8000-0000000fffff", Name: "Ghost" }],
    });
    expect(messagesOf(unknown)).toEqual([
      "An existing Contact with the specified ContactID could not be found",
    ]);
  });

  it("archives a contact: hidden from lists, and new invoices for it are refused until restored", async () => {
    await ok(
      "POST",
      `/Contacts/${P.contacts.greenCabs}`,
      { Contacts: [{ ContactStatus: "ARCHIVED" }] },
      "Contacts",
    );
    const listed = (await call("GET", "/Contacts")).json.Contacts.map((entry: Json) => entry.ContactID);
    expect(listed).not.toContain(P.contacts.greenCabs);
    const bill = {
      Type: "ACCPAY",
      Contact: { ContactID: P.contacts.greenCabs },
      LineItems: [{ Description: "Taxi", Quantity: 1, UnitAmount: 40, AccountCode: "493" }],
    };
    const refused = await call("PUT", "/Invoices", { Invoices: [bill] });
    expect(messagesOf(refused)).toEqual([
      "The contact Green Cabs is archived; make it ACTIVE to use it on a new document",
    ]);
    await ok(
      "POST",
      `/Contacts/${P.contacts.greenCabs}`,
      { Contacts: [{ ContactStatus: "ACTIVE" }] },
      "Contacts",
    );
    expect((await ok("PUT", "/Invoices", { Invoices: [bill] }, "Invoices"))[0].Contact.ContactID).toBe(
      P.contacts.greenCabs,
    );
  });

  it("frees an archived contact's name; restoring the archived one then clashes", async () => {
    const [twin] = await ok("PUT", "/Contacts", { Contacts: [{ Name: "Basket Case" }] }, "Contacts");
    expect(twin.ContactID).not.toBe(P.contacts.basketCase);
    const restore = await call("POST", `/Contacts/${P.contacts.basketCase}`, {
      Contacts: [{ ContactStatus: "ACTIVE" }],
    });
    expect(messagesOf(restore)[0]).toContain("The contact name Basket Case is already assigned");
    // An invoice naming Basket Case goes to the active one.
    const sale = {
      Type: "ACCREC",
      Contact: { Name: "Basket Case" },
      LineItems: [{ Description: "Hamper", Quantity: 1, UnitAmount: 80, AccountCode: "200" }],
    };
    expect((await ok("PUT", "/Invoices", { Invoices: [sale] }, "Invoices"))[0].Contact.ContactID).toBe(
      twin.ContactID,
    );
  });

  it("renames a contact in the groups it belongs to", async () => {
    await ok(
      "POST",
      `/Contacts/${P.contacts.marine}`,
      { Contacts: [{ Name: "Marine Systems Ltd" }] },
      "Contacts",
    );
    const members = (await group(P.contactGroups.preferredCustomers)).Contacts as Json[];
    expect(members.find((member) => member.ContactID === P.contacts.marine)?.Name).toBe("Marine Systems Ltd");
  });

  it("refuses a status other than ACTIVE or ARCHIVED", async () => {
    const reply = await call("POST", `/Contacts/${P.contacts.marine}`, {
      Contacts: [{ ContactStatus: "GDPRREQUEST" }],
    });
    expect(messagesOf(reply)).toEqual(["ContactStatus must be ACTIVE or ARCHIVED"]);
  });
});

describe("contact groups", () => {
  it("creates an empty active group, and refuses a name another group has", async () => {
    const [created] = await ok(
      "PUT",
      "/ContactGroups",
      { ContactGroups: [{ Name: "Wholesale" }] },
      "ContactGroups",
    );
    expect(created).toMatchObject({ Name: "Wholesale", Status: "ACTIVE", Contacts: [] });
    expect(created.ContactGroupID).toMatch(UUID);
    const again = await call("PUT", "/ContactGroups", { ContactGroups: [{ Name: "utilities" }] });
    expect(messagesOf(again)[0]).toContain("A contact group named utilities already exists");
    const unnamed = await call("PUT", "/ContactGroups", { ContactGroups: [{ Status: "ACTIVE" }] });
    expect(messagesOf(unnamed)).toEqual(["The Name of the contact group must be specified"]);
  });

  it("adds contacts to a group once, listed on both the group and each contact", async () => {
    const path = `/ContactGroups/${P.contactGroups.utilities}/Contacts`;
    const body = { Contacts: [{ ContactID: P.contacts.bayside }, { ContactID: P.contacts.powerDirect }] };
    const added = await ok("PUT", path, body, "Contacts");
    expect(added.map((entry) => entry.Name)).toEqual(["Bayside Club", "PowerDirect"]);
    await ok("PUT", path, body, "Contacts");
    const members = (await group(P.contactGroups.utilities)).Contacts.map((member: Json) => member.ContactID);
    expect(members).toEqual([P.contacts.powerDirect, P.contacts.bayside]);
    const groups = (await contact(P.contacts.bayside)).ContactGroups;
    expect(groups).toEqual([
      { ContactGroupID: P.contactGroups.utilities, Name: "Utilities", Status: "ACTIVE", Contacts: [] },
    ]);
  });

  it("refuses adding an unknown contact, and answers 404 for an unknown group", async () => {
    const unknown = await call("PUT", `/ContactGroups/${P.contactGroups.utilities}/Contacts`, {
      Contacts: [{ ContactID: "00000000-0000-4000-8000-0000000fffff" }],
    });
    expect(messagesOf(unknown)).toEqual([
      "An existing Contact with the specified ContactID could not be found",
    ]);
    const missing = await call("PUT", "/ContactGroups/00000000-0000-4000-8000-0000000fffff/Contacts", {
      Contacts: [{ ContactID: P.contacts.bayside }],
    });
    expect(missing.status).toBe(404);
  });

  it("renames a group on its members too, and deleting it leaves its contacts outside it", async () => {
    const id = P.contactGroups.preferredCustomers;
    await ok("POST", `/ContactGroups/${id}`, { ContactGroups: [{ Name: "Key accounts" }] }, "ContactGroups");
    expect((await contact(P.contacts.ridgeway)).ContactGroups[0].Name).toBe("Key accounts");
    const [deleted] = await ok(
      "POST",
      `/ContactGroups/${id}`,
      { ContactGroups: [{ Status: "DELETED" }] },
      "ContactGroups",
    );
    expect(deleted.Status).toBe("DELETED");
    expect((await call("GET", `/ContactGroups/${id}`)).status).toBe(404);
    expect((await contact(P.contacts.ridgeway)).ContactGroups).toEqual([]);
    expect((await contact(P.contacts.ridgeway)).ContactStatus).toBe("ACTIVE");
  });
});
