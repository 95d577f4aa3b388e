// Binary answers as the contract's file result {contentType, fileName?, size, encoding, data}: the
// bytes base64-encoded untouched, the MIME type Xero announces or (for its octet-stream attachment
// downloads) the one the caller named, the file name from Content-Disposition or the path.
import { describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { fileResult } from "../../lib/runtime/file-result";
import type { UpstreamResponse } from "../../lib/upstream/types";

const row = (name: string) => findTool(name) as ToolRow;
const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const ID = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";

/** Every byte value, so a decode as text anywhere would show. */
const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, index) => index);

function answer(headers: Record<string, string>, body: Uint8Array = ALL_BYTES): UpstreamResponse {
  return { status: 200, headers: new Headers(headers), body };
}

const byName = row("LedgerApi.GetInvoiceAttachment");
const byNameInput = {
  invoice_id: ID,
  attachment_file_name: "scan 01.png",
  attachment_mime_type: "image/png",
  tenant_identifier: TENANT,
};
const byId = row("LedgerApi.RetrieveInvoiceAttachmentById");
const pdf = row("LedgerApi.RetrieveInvoicePdf");

describe("fileResult", () => {
  it("base64-encodes the bytes untouched and reports their size", () => {
    const result = fileResult(pdf, { invoice_id: ID, tenant_identifier: TENANT }, answer({}));
    expect(result.encoding).toBe("base64");
    expect(result.size).toBe(256);
    expect(Buffer.compare(Buffer.from(result.data, "base64"), Buffer.from(ALL_BYTES))).toBe(0);
  });

  it("an empty body is a file of size 0", () => {
    const result = fileResult(pdf, {}, answer({ "content-type": "application/pdf" }, new Uint8Array()));
    expect(result).toEqual({ contentType: "application/pdf", size: 0, encoding: "base64", data: "" });
  });

  describe("contentType", () => {
    it("is the announced type without its parameters", () => {
      const result = fileResult(pdf, {}, answer({ "content-type": "application/pdf; charset=binary" }));
      expect(result.contentType).toBe("application/pdf");
    });

    it("an announced specific type wins over the one the caller named", () => {
      const result = fileResult(byName, byNameInput, answer({ "content-type": "image/jpeg" }));
      expect(result.contentType).toBe("image/jpeg");
    });

    it("Xero's application/octet-stream gives way to the MIME type the caller named", () => {
      const result = fileResult(
        byName,
        byNameInput,
        answer({ "content-type": "application/octet-stream; charset=binary" }),
      );
      expect(result.contentType).toBe("image/png");
    });

    it("octet-stream stays when the row takes no MIME type", () => {
      const result = fileResult(pdf, {}, answer({ "content-type": "application/octet-stream" }));
      expect(result.contentType).toBe("application/octet-stream");
    });

    it("without a Content-Type it is the caller's MIME type, else what the row asked for", () => {
      expect(fileResult(byName, byNameInput, answer({})).contentType).toBe("image/png");
      expect(fileResult(pdf, {}, answer({})).contentType).toBe("application/pdf");
    });
  });

  describe("fileName", () => {
    const disposition = (value: string) =>
      fileResult(byId, { invoice_id: ID }, answer({ "content-disposition": value })).fileName;

    it.each([
      ['attachment; filename="INV-0001 (copy).pdf"', "INV-0001 (copy).pdf"],
      ["attachment; filename=INV-0001.pdf", "INV-0001.pdf"],
      ["attachment; filename=INV-0001.pdf; size=12", "INV-0001.pdf"],
      ['inline; FILENAME = "spaced.pdf"', "spaced.pdf"],
      // RFC 5987: the extended form wins over the plain one and is percent-decoded.
      [
        "attachment; filename=\"fallback.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.pdf",
        "résumé final.pdf",
      ],
      ["attachment; filename*=utf-8'en'na%C3%AFve.txt", "naïve.txt"],
      // A malformed extended value falls back to the plain parameter.
      ["attachment; filename*=UTF-8''broken%E0%A4%A.pdf; filename=\"plain.pdf\"", "plain.pdf"],
    ])("from Content-Disposition %s", (header, expected) => {
      expect(disposition(header)).toBe(expected);
    });

    it("a Content-Disposition without a usable name gives none", () => {
      const result = fileResult(
        byId,
        { invoice_id: ID },
        answer({ "content-disposition": 'attachment; filename=""' }),
      );
      expect(result).not.toHaveProperty("fileName");
      expect(fileResult(byId, {}, answer({ "content-disposition": "attachment" }))).not.toHaveProperty(
        "fileName",
      );
    });

    it("without Content-Disposition it is the file name the caller asked for in the path", () => {
      expect(fileResult(byName, byNameInput, answer({})).fileName).toBe("scan 01.png");
    });

    it("Content-Disposition wins over the path's file name", () => {
      const result = fileResult(
        byName,
        byNameInput,
        answer({ "content-disposition": 'attachment; filename="server.png"' }),
      );
      expect(result.fileName).toBe("server.png");
    });

    it("a download by id or a PDF without Content-Disposition has no fileName key at all", () => {
      expect(fileResult(byId, { invoice_id: ID }, answer({}))).not.toHaveProperty("fileName");
      expect(fileResult(pdf, { invoice_id: ID }, answer({}))).not.toHaveProperty("fileName");
    });
  });
});
