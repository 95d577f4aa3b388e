// Generated attachment bytes must be real files: PDFs checked against their own xref and a real
// parser (pdf-lib), PNGs checked chunk by chunk with Node's zlib CRC-32 and by inflating the pixels.
import { crc32, inflateSync } from "node:zlib";
import { PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderPdf, renderPng, textFile } from "../../local/sandbox/ledger/files/index";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => `Line ${i + 1}: Consulting services 1.00 x 250.00`);

/** Independent structural check; returns problems found (empty when the file is consistent). */
function xrefProblems(bytes: Uint8Array): string[] {
  const text = latin1(bytes);
  const problems: string[] = [];
  const start = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  if (!start) return ["no startxref/%%EOF tail"];
  const xrefAt = Number(start[1]);
  if (text.slice(xrefAt, xrefAt + 5) !== "xref\n")
    problems.push(`startxref ${xrefAt} does not point at xref`);
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  if (!header) return [...problems, "no xref subsection header"];
  const count = Number(header[1]);
  const entriesAt = xrefAt + header[0].length;
  for (let n = 0; n < count; n++) {
    const entry = text.slice(entriesAt + 20 * n, entriesAt + 20 * (n + 1));
    const m = /^(\d{10}) (\d{5}) ([nf]) \n$/.exec(entry);
    if (!m) {
      problems.push(`entry ${n} malformed: ${JSON.stringify(entry)}`);
      continue;
    }
    if (n === 0) {
      if (m[3] !== "f" || m[2] !== "65535") problems.push("entry 0 is not the free-list head");
      continue;
    }
    const offset = Number(m[1]);
    if (!text.startsWith(`${n} 0 obj\n`, offset))
      problems.push(`entry ${n} offset ${offset} misses "${n} 0 obj"`);
  }
  const trailer = text.slice(entriesAt + 20 * count);
  if (!trailer.startsWith("trailer\n")) problems.push("xref not followed by trailer");
  if (!new RegExp(`/Size ${count}\\b`).test(trailer)) problems.push(`trailer /Size is not ${count}`);
  if (!/\/Root \d+ 0 R/.test(trailer)) problems.push("trailer has no /Root");
  const objects = text.match(/^\d+ 0 obj$/gm) ?? [];
  if (objects.length !== count - 1) problems.push(`${objects.length} objects but xref lists ${count - 1}`);
  return problems;
}

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    if (!(contents instanceof PDFRawStream)) throw new Error("expected a single raw content stream");
    return latin1(contents.getContents());
  });
}

describe("renderPdf", () => {
  const invoice = {
    title: "Invoice INV-0001",
    lines: ["Contact: ABC Furniture", "Date: 2024-05-01", "Total: 1,150.00 NZD"],
  };

  it("has a PDF 1.4 header and ends with %%EOF", () => {
    const text = latin1(renderPdf(invoice));
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    expect(text).toContain("/BaseFont /Helvetica");
    expect(text).toContain("/Encoding /WinAnsiEncoding");
    expect(text).toContain("/Producer (Ledger sandbox)");
  });

  it("has xref offsets that point exactly at each object, for short and long documents", () => {
    for (const doc of [invoice, { title: "", lines: [] }, { title: "Statement", lines: lines(200) }]) {
      expect(xrefProblems(renderPdf(doc))).toEqual([]);
    }
  });

  it("xref check catches a shifted file (so the structural test can fail)", () => {
    const bytes = renderPdf(invoice);
    const text = latin1(bytes);
    // Insert a byte after the header: every recorded offset is now one short.
    const shifted = Buffer.from(`${text.slice(0, 9)} ${text.slice(9)}`, "latin1");
    expect(xrefProblems(shifted).length).toBeGreaterThan(0);
    expect(xrefProblems(bytes.subarray(0, bytes.length - 1))).toEqual(["no startxref/%%EOF tail"]);
  });

  it("is deterministic", () => {
    expect(renderPdf(invoice)).toEqual(renderPdf({ ...invoice, lines: [...invoice.lines] }));
    expect(renderPdf(invoice)).not.toEqual(renderPdf({ ...invoice, title: "Invoice INV-0002" }));
  });

  it.each([
    [0, 1],
    [3, 1],
    [45, 1],
    [46, 2],
    [90, 2],
    [91, 3],
    [200, 5],
  ])("loads in pdf-lib: %i lines gives %i page(s)", async (lineCount, pages) => {
    const pdf = await PDFDocument.load(renderPdf({ title: "Report", lines: lines(lineCount) }));
    expect(pdf.getPageCount()).toBe(pages);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual([595, 842]);
  });

  it("puts the title on page one and splits lines across pages in order", async () => {
    const texts = await pageTexts(renderPdf({ title: "Aged receivables", lines: lines(50) }));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain("/F1 18 Tf");
    expect(texts[0]).toContain("(Aged receivables) Tj");
    expect(texts[0]).toContain("(Line 45: Consulting services 1.00 x 250.00) Tj");
    expect(texts[0]).not.toContain("(Line 46:");
    expect(texts[1]).not.toContain("Aged receivables");
    expect(texts[1]).toContain("(Line 46: Consulting services 1.00 x 250.00) Tj");
    expect(texts[1]).toContain("(Line 50: Consulting services 1.00 x 250.00) Tj");
  });

  it("escapes parentheses and backslashes, and replaces non-Latin-1 characters", async () => {
    const bytes = renderPdf({
      title: "Refund (partial) \\ A/B",
      lines: ["Café ñ £5", "€10 → 😀", "a)b(c\\"],
    });
    expect(xrefProblems(bytes)).toEqual([]);
    const [page] = await pageTexts(bytes);
    expect(page).toContain("(Refund \\(partial\\) \\\\ A/B) Tj");
    expect(page).toContain("(Caf\\351 \\361 \\2435) Tj");
    expect(page).toContain("(?10 ? ?) Tj");
    expect(page).toContain("(a\\)b\\(c\\\\) Tj");
    // pdf-lib decodes the escaped /Title back to the original (Latin-1) text.
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe("Refund (partial) \\ A/B");
    expect(pdf.getProducer()).toBe("Ledger sandbox");
  });
});

/** Splits a PNG into chunks without trusting the writer; fails on any trailing or missing bytes. */
function pngChunks(bytes: Uint8Array): { type: string; data: Buffer; crc: number }[] {
  const buf = Buffer.from(bytes);
  const chunks: { type: string; data: Buffer; crc: number }[] = [];
  let at = 8;
  while (at < buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + length);
    if (data.length !== length) throw new Error(`chunk ${type} truncated`);
    chunks.push({ type, data, crc: buf.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

describe("renderPng", () => {
  it("writes the signature, IHDR, IDAT, IEND with valid CRCs", () => {
    const bytes = renderPng(7, 3, [0x12, 0x80, 0xff]);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = pngChunks(bytes);
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    for (const c of chunks) {
      expect(c.crc, `${c.type} CRC`).toBe(crc32(c.data, crc32(c.type)));
    }
    const ihdr = chunks[0]?.data as Buffer;
    expect(ihdr.length).toBe(13);
    expect(ihdr.readUInt32BE(0)).toBe(7);
    expect(ihdr.readUInt32BE(4)).toBe(3);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect(chunks[2]?.data.length).toBe(0);
  });

  it("CRC check catches a corrupted byte", () => {
    const bytes = renderPng(2, 2, [1, 2, 3]);
    bytes[20] = (bytes[20] as number) ^ 0xff; // inside IHDR data (width/height)
    const ihdr = pngChunks(bytes)[0];
    expect(ihdr?.crc).not.toBe(crc32(ihdr?.data as Buffer, crc32("IHDR")));
  });

  it("inflates to filter-0 scanlines of the requested colour", () => {
    const [w, h] = [5, 4];
    const idat = pngChunks(renderPng(w, h, [10, 200, 30])).find((c) => c.type === "IDAT");
    const raw = inflateSync(idat?.data as Buffer);
    expect(raw.length).toBe(h * (1 + 3 * w));
    for (let y = 0; y < h; y++) {
      const row = raw.subarray(y * (1 + 3 * w), (y + 1) * (1 + 3 * w));
      expect(row[0]).toBe(0);
      expect([...row.subarray(1)]).toEqual(Array.from({ length: w }, () => [10, 200, 30]).flat());
    }
  });

  it("is deterministic and rejects bad arguments", () => {
    expect(renderPng(16, 16, [0, 0, 0])).toEqual(renderPng(16, 16, [0, 0, 0]));
    expect(() => renderPng(0, 1, [0, 0, 0])).toThrow(RangeError);
    expect(() => renderPng(1.5, 1, [0, 0, 0])).toThrow(RangeError);
    expect(() => renderPng(1, 100_000, [0, 0, 0])).toThrow(RangeError);
    expect(() => renderPng(1, 1, [0, 256, 0])).toThrow(RangeError);
  });
});

describe("textFile", () => {
  it("joins with \\n, ends with a newline and encodes UTF-8", () => {
    expect(Buffer.from(textFile(["a,b", "1,€2"])).toString("utf8")).toBe("a,b\n1,€2\n");
    expect([...textFile(["é"])]).toEqual([0xc3, 0xa9, 0x0a]);
    expect(textFile([]).length).toBe(0);
  });
});
