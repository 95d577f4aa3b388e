// The search's reading of plain English, one rule at a time, on requests of no tuning set: each
// case names the tool that must lead, or be among the top three, and where the rule decides
// between two toolkits or two actions, the tool that must not lead.
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { parseQuery } from "../../lib/mcp/discovery/query";
import { scoreTools } from "../../lib/mcp/discovery/search";
import { fitFactor } from "../../lib/mcp/discovery/tool-fit";

const everything = new Set(allTools.map((row) => row.name));
const ranked = (query: string) => scoreTools(query, everything, 5).map((hit) => hit.name);

describe("search_tools: how a request is read", () => {
  it("a request naming only one toolkit's records leans to that toolkit", () => {
    expect(parseQuery("make a reading list for the holidays").toolkit).toBe("TasksApi");
    expect(parseQuery("find the Reece bill").toolkit).toBe("LedgerApi");
    expect(parseQuery("put invoice 0047 on my to-do list").toolkit).toBeUndefined();
    expect(parseQuery("show me everything").toolkit).toBeUndefined();
    expect(ranked("make a reading list for the holidays")[0]).toBe("TasksApi.CreateProjectInTasks");
  });

  it("a quoted title is a value, never words of the job", () => {
    const parsed = parseQuery("jot down 'pay the invoice from Acme' for tomorrow");
    expect(parsed.said).not.toContain("invoice");
    expect(ranked("jot down 'pay the invoice from Acme' for tomorrow")[0]).toBe("TasksApi.CreateTaskTasks");
  });

  it("making what exists into something else changes it; making a new one creates it", () => {
    expect(ranked("make the Renovation list a board view")[0]).toBe("TasksApi.UpdateProjectProperties");
    expect(ranked("make a new list called Renovation")[0]).toBe("TasksApi.CreateProjectInTasks");
  });

  it("a verb's -ing form after a record describes the record, it is not the request", () => {
    const asked = parseQuery("tasks starting tomorrow in my Work and Home lists").asks.asked;
    expect(asked.map((ask) => ask.action)).not.toContain("create");
    expect(ranked("tasks starting tomorrow in my Work and Home lists").slice(0, 3)).not.toContain(
      "TasksApi.CreateTaskTasks",
    );
  });

  it("the email of someone is an address to change, not an email to send", () => {
    expect(ranked("change the email for Kauri Builders")[0]).toBe("LedgerApi.UpdateContact");
    expect(ranked("email the invoice to Kauri Builders")[0]).toBe("LedgerApi.EmailInvoice");
  });

  it("what the business made is its profit", () => {
    expect(parseQuery("how much did we make last quarter").said).toContain("earn");
    expect(ranked("how much did we make last quarter")[0]).toBe("LedgerApi.GetProfitAndLossReport");
  });

  it("a misspelt record word used as the leading verb still asks to make one", () => {
    expect(ranked("invocie Kauri Builders for two days of labour")[0]).toBe("LedgerApi.CreateInvoices");
  });

  it("a note on a task changes the task: a task keeps no history", () => {
    const top = ranked("add a note to my 'Call the bank' task saying ask about fees").slice(0, 3);
    expect(top).toContain("TasksApi.UpdateTaskProperties");
    expect(top.filter((name) => name.startsWith("LedgerApi."))).toEqual([]);
    // On a ledger record, a note is its history.
    expect(ranked("put a note on INV-0042: customer called")[0]).toBe("LedgerApi.CreateInvoiceHistory");
  });

  it("overdue on a to-do list is about tasks, and about invoices otherwise", () => {
    expect(parseQuery("anything overdue on my Home list").asks.asked.map((ask) => ask.record)).not.toContain(
      "invoice",
    );
    expect(ranked("anything overdue on my Home list").slice(0, 3)).toContain("TasksApi.FilterTasks");
    expect(ranked("which invoices are overdue")[0]).toBe("LedgerApi.RetrieveInvoices");
  });

  it("refunding a credit note pays its money out; refunding a customer credits them", () => {
    expect(ranked("refund the credit note for Kauri Builders from the cheque account")[0]).toBe(
      "LedgerApi.CreatePayment",
    );
    expect(ranked("give Acme a refund for the returned goods")[0]).toBe("LedgerApi.CreateCreditNotes");
  });

  it("bookkeepers' shorthand reads as the words it stands for", () => {
    expect(ranked("list unreconciled txns on the ANZ a/c")[0]).toBe("LedgerApi.RetrieveBankTransactions");
    expect(ranked("show me the CoA")[0]).toBe("LedgerApi.RetrieveFullChartOfAccounts");
    expect(ranked("raise a PO for Timber Direct")[0]).toBe("LedgerApi.CreatePurchaseOrders");
    // Written out before the request is read, so the intent sees a payment to note, not one to make.
    expect(ranked("note on the pmt: cleared Tuesday")[0]).toBe("LedgerApi.CreatePaymentHistoryRecord");
    expect(parseQuery("d/l the signed copy off the o/s inv").said).toBe(
      "download the signed copy off the outstanding invoice",
    );
    // An id is not shorthand.
    expect(parseQuery("PO-0031 for the cust").said).toBe("po-0031 for the customer");
  });

  it("paid twice is an overpayment; a currency turned on is one added", () => {
    expect(ranked("Kauri paid twice last month, put the extra against their next invoice")[0]).toBe(
      "LedgerApi.CreateOverpaymentAllocations",
    );
    expect(ranked("turn on EUR for our German customer")[0]).toBe("LedgerApi.CreateCurrency");
  });
  it("a note or a file needs a record to hold it: with none named, it is a to-do", () => {
    const noteFit = (query: string) => fitFactor("LedgerApi.AddQuoteHistory", parseQuery(query));
    expect(noteFit("jot down ring the plumber for tomorrow")).toBeLessThan(
      noteFit("jot down on the Hendersons' quote that they want it by Friday") / 2,
    );
    expect(ranked("jot down ring the plumber for tomorrow")[0]).toBe("TasksApi.CreateTaskTasks");
    expect(ranked("jot down on the Hendersons' quote that they want it by Friday")[0]).toBe(
      "LedgerApi.AddQuoteHistory",
    );
  });

  it("a batch pays several: one bill is one payment", () => {
    const batchFit = (query: string) => fitFactor("LedgerApi.CreateBatchPayment", parseQuery(query));
    expect(batchFit("pay the Reece bill")).toBeLessThan(batchFit("pay the Reece bills"));
    expect(ranked("pay the Reece bill")[0]).toBe("LedgerApi.CreatePayment");
    expect(ranked("pay all of this week's supplier bills in one batch")[0]).toBe(
      "LedgerApi.CreateBatchPayment",
    );
  });

  it("who did something, asked anywhere in the request, asks for the record's history", () => {
    expect(parseQuery("the fuel spend on the 3rd, who keyed it in?").asks.part).toBe("history");
    // Asked for in other words, the part is not held against the tools about it.
    const historyFit = (query: string) => fitFactor("LedgerApi.GetItemHistory", parseQuery(query));
    expect(historyFit("who bumped up the price of the garden hose?")).toBeGreaterThan(
      historyFit("bump up the price of the garden hose"),
    );
    expect(ranked("the fuel spend on the 3rd, who keyed it in?")[0]).toBe(
      "LedgerApi.GetBankTransactionHistory",
    );
    expect(ranked("who bumped up the price of the garden hose?")[0]).toBe("LedgerApi.GetItemHistory");
  });
  it("people's words for a to-do's parts and for getting rid of things", () => {
    expect(ranked("kill the 'renew rego' task")[0]).toBe("TasksApi.DeleteSpecificTask");
    expect(ranked("get rid of the Test board")[0]).toBe("TasksApi.DeleteTasksProject");
    // Sub-items are a to-do's checklist, not the ledger's items.
    expect(parseQuery("new to-do 'camping' with sub-items: tent, stove").toolkit).toBe("TasksApi");
    expect(ranked("new to-do 'camping' with sub-items: tent, stove")[0]).toBe("TasksApi.CreateTaskTasks");
  });

  it("a PDF put on a record is a file attached to it; a memo before a colon is a note", () => {
    expect(parseQuery("stick the signed PDF on QU-0042").asks.asked[0]?.action).toBe("attach");
    expect(ranked("stick the signed PDF on QU-0042").slice(0, 3)).toContain(
      "LedgerApi.UploadQuoteAttachment",
    );
    expect(parseQuery("memo on INV-0107: client will pay on the 30th").said).not.toContain("pay");
    expect(ranked("memo on INV-0107: client will pay on the 30th")[0]).toBe("LedgerApi.CreateInvoiceHistory");
  });
  it("a question that asks nothing to be done reads: the writes keep a quarter", () => {
    expect(parseQuery("did Coastal ever accept QU-0099?").asks.asksOnly).toBe(true);
    expect(parseQuery("could you accept QU-0099 for Coastal?").asks.asksOnly).toBe(false);
    // A write keeps a quarter on a question, more than half on a read that is no question.
    const updateFit = (query: string) => fitFactor("LedgerApi.UpdateQuote", parseQuery(query));
    expect(updateFit("did Coastal ever accept QU-0099?")).toBeLessThan(updateFit("show QU-0099 for Coastal"));
    expect(ranked("did Coastal ever accept QU-0099?").slice(0, 2)).toEqual([
      "LedgerApi.RetrieveQuote",
      "LedgerApi.RetrieveSalesQuotes",
    ]);
  });
  it("what a to-do verb ticks off or opens again is a to-do's title, whatever its words", () => {
    expect(ranked("tick off send the invoices")[0]).toBe("TasksApi.MarkTaskComplete");
    expect(ranked("mark pay the supplier bills done")[0]).toBe("TasksApi.MarkTaskComplete");
    expect(ranked("untick pay the rent")[0]).toBe("TasksApi.UpdateTaskProperties");
    // The title ends with its clause: what comes after is read again.
    expect(
      parseQuery("tick off call the bank, then email INV-0042").asks.asked.map((ask) => ask.action),
    ).toContain("send");
  });

  it("someone's record, file or card is their contact", () => {
    expect(ranked("put a note on Kauri Builders' card: new director, ring Sam")[0]).toBe(
      "LedgerApi.AddContactHistoryRecord",
    );
    expect(ranked("stick a note on Harbour Cafe's file: pays late every month")[0]).toBe(
      "LedgerApi.AddContactHistoryRecord",
    );
    // A credit card stays a card.
    expect(parseQuery("Kauri's credit card spend").asks.named.has("banktransaction")).toBe(true);
  });

  it("what is logged or written on a record, with nothing else named, is a note on it", () => {
    const asked = (query: string) => parseQuery(query).asks.asked.map((ask) => ask.action);
    expect(asked("the courier rang, log that on PO-0044")).toContain("note");
    // Added to a list, it is a to-do on the list.
    expect(asked("log milk on my Home list")).not.toContain("note");
  });

  it("a title that starts with a verb, after add, is a to-do's", () => {
    expect(ranked("add pay the water bill on Friday")[0]).toBe("TasksApi.CreateTaskTasks");
    expect(ranked("add call Mike about the quote")[0]).toBe("TasksApi.CreateTaskTasks");
    // A record after add is added to the ledger.
    expect(ranked("add a bill from Reece for $412")[0]).toBe("LedgerApi.CreateInvoices");
  });

  it("a list named after for, in or on is where a to-do goes, across a name of two words", () => {
    const asks = parseQuery("for the Summer Fair project add an urgent one: book the hall").asks;
    expect(asks.places.has("project")).toBe(true);
    expect(asks.asked[0]).toMatchObject({ action: "create", record: "task" });
  });

  it("a word capitalised inside a sentence is part of a name: no record, no part, no action", () => {
    const asks = (query: string) => parseQuery(query).asks;
    expect(asks("is Harbour Photo Studio set up as a customer?").part).toBeUndefined();
    expect(asks("is the photo on the Harbour invoice?").part).toBe("attachment");
    expect([...asks("put stamps on the Bills list").named]).toEqual(["project"]);
    expect(asks("I deleted Pay council rates by accident").asked.map((ask) => ask.action)).not.toContain(
      "pay",
    );
  });

  it("what someone did, asked who did it, is read from the record's history, not done again", () => {
    const asked = parseQuery("somebody deleted the payment on INV-0042, who was it?").asks.asked;
    expect(asked.map((ask) => ask.action)).not.toContain("delete");
    expect(ranked("somebody deleted the payment on INV-0042, who was it?")[0]).toBe(
      "LedgerApi.RetrievePaymentHistory",
    );
  });

  it("needing a new one makes it; needing a list or a copy of what there is reads it", () => {
    const actions = (query: string) => parseQuery(query).asks.asked.map((ask) => ask.action);
    expect(actions("we've got the fete on Sunday, so I need a to-do with a checklist")).toContain("create");
    expect(ranked("we've got the fete on Sunday, so I need a to-do with a checklist")[0]).toBe(
      "TasksApi.CreateTaskTasks",
    );
    expect(actions("I need a list of unpaid bills")).not.toContain("create");
  });

  it("with no verb, one to-do with its details is one to write down; to-dos are listed", () => {
    const actions = (query: string) => parseQuery(query).asks.asked.map((ask) => ask.action);
    expect(actions("recurring todo GST return 28th monthly")).toContain("create");
    expect(actions("overdue tasks on Work")).not.toContain("create");
    expect(actions("the 'renew rego' task")).not.toContain("create");
  });

  it("a job on someone's list is a to-do", () => {
    expect(parseQuery("tag the gutter cleaning job with #urgent").asks.named.has("task")).toBe(true);
    expect(ranked("tag the gutter cleaning job with #urgent").slice(0, 3)).toContain(
      "TasksApi.UpdateTaskProperties",
    );
  });

  it("a detail used as the leading verb sets it", () => {
    expect(parseQuery("tag the gutter cleaning job with #urgent").asks.asked[0]?.action).toBe("update");
    expect(ranked("price the large planter box at $45")[0]).toBe("LedgerApi.UpdateItem");
  });

  it("a question that asks how to do something asks for it done", () => {
    const asks = (query: string) => parseQuery(query).asks;
    expect(asks("how do I cancel an invoice nobody has paid?").asksOnly).toBe(false);
    expect(asks("how do I cancel an invoice nobody has paid?").side).toBe("write");
    expect(asks("is there a way to attach a photo of the receipt to the Reece bill?").asked[0]?.action).toBe(
      "attach",
    );
    expect(ranked("Bolt Supplies rang, where do I put their new phone number?")[0]).toBe(
      "LedgerApi.UpdateContact",
    );
    // A question about what is so still only reads.
    expect(asks("how many invoices are overdue?").asksOnly).toBe(true);
  });

  it("a 'to' before a verb makes no place; needing the one there is reads it", () => {
    const asked = (query: string) => parseQuery(query).asks.asked;
    expect(asked("I think I need to write up an invoice for Harbour Physio")[0]).toMatchObject({
      action: "create",
      record: "invoice",
    });
    expect(asked("need the contact id for Kauri Builders before creating the invoice")[0]).toMatchObject({
      action: "read",
      record: "contact",
    });
  });

  it("chat shorthand is written out too", () => {
    expect(parseQuery("got 75 cash twds inv 119 pls enter it").said).toContain("towards invoice");
    expect(parseQuery("todo pack w/ checklist").said).toContain("with checklist");
  });
});
