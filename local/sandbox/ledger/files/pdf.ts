// Minimal, deterministic PDF 1.4 writer for sandbox-served invoice/credit-note PDFs.
// Text-only: Helvetica (a standard 14 font, so nothing is embedded), A4 pages, no compression.

export interface PdfDoc {
  title: string;
  lines: readonly string[];
}

/** Body lines per page; the title sits above them on the first page only. */
export const PDF_LINES_PER_PAGE = 45;

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN_LEFT = 56;
const TITLE_SIZE = 18;
const TITLE_Y = 790;
const BODY_SIZE = 10;
const BODY_LEADING = 15;
const BODY_TOP_FIRST = 760; // below the title
const BODY_TOP_REST = 790;

// Fixed object numbers; each page then takes two more (page dictionary, content stream).
const CATALOG = 1;
const PAGES = 2;
const FONT = 3;
const INFO = 4;
const FIRST_PAGE_OBJ = 5;

/**
 * Encodes text as a PDF literal string body for a WinAnsiEncoding font.
 * Printable ASCII passes through; the Latin-1 upper half becomes octal escapes so the file stays
 * 7-bit and the byte offsets equal string indices; anything else (C0/C1 controls, characters
 * beyond U+00FF, astral code points) becomes "?" because WinAnsi cannot show it.
 */
function pdfString(text: string): string {
  let out = "(";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (code === 0x09) out += " ";
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += "?";
  }
  return `${out})`;
}

function pageContent(title: string | undefined, lines: readonly string[]): string {
  const ops: string[] = [];
  if (title !== undefined) {
    ops.push("BT", `/F1 ${TITLE_SIZE} Tf`, `${MARGIN_LEFT} ${TITLE_Y} Td`, `${pdfString(title)} Tj`, "ET");
  }
  if (lines.length > 0) {
    const top = title !== undefined ? BODY_TOP_FIRST : BODY_TOP_REST;
    ops.push("BT", `/F1 ${BODY_SIZE} Tf`, `${BODY_LEADING} TL`, `${MARGIN_LEFT} ${top} Td`);
    lines.forEach((line, i) => {
      // T* moves to the next line using TL; the first line starts at the Td position.
      if (i > 0) ops.push("T*");
      ops.push(`${pdfString(line)} Tj`);
    });
    ops.push("ET");
  }
  return `${ops.join("\n")}\n`;
}

/** Renders a text document to PDF bytes; identical input gives identical bytes. */
export function renderPdf(doc: PdfDoc): Uint8Array {
  const chunks: string[][] = [];
  for (let i = 0; i < doc.lines.length; i += PDF_LINES_PER_PAGE) {
    chunks.push(doc.lines.slice(i, i + PDF_LINES_PER_PAGE));
  }
  if (chunks.length === 0) chunks.push([]); // a title-only document still has one page

  const pageObj = (i: number) => FIRST_PAGE_OBJ + 2 * i;
  const objects = new Map<number, string>();
  objects.set(CATALOG, `<< /Type /Catalog /Pages ${PAGES} 0 R >>`);
  const kids = chunks.map((_, i) => `${pageObj(i)} 0 R`).join(" ");
  objects.set(PAGES, `<< /Type /Pages /Kids [${kids}] /Count ${chunks.length} >>`);
  objects.set(FONT, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  objects.set(INFO, `<< /Title ${pdfString(doc.title)} /Producer (Ledger sandbox) >>`);
  chunks.forEach((lines, i) => {
    const content = pageContent(i === 0 ? doc.title : undefined, lines);
    objects.set(
      pageObj(i),
      `<< /Type /Page /Parent ${PAGES} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 ${FONT} 0 R >> >> /Contents ${pageObj(i) + 1} 0 R >>`,
    );
    // Content is 7-bit ASCII (see pdfString), so its string length is its byte length.
    objects.set(pageObj(i) + 1, `<< /Length ${content.length} >>\nstream\n${content}endstream`);
  });

  // The second header line carries high bytes so transfer tools treat the file as binary.
  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const size = objects.size + 1; // plus the free object 0
  const offsets: number[] = [];
  for (let n = 1; n < size; n++) {
    offsets.push(out.length);
    out += `${n} 0 obj\n${objects.get(n)}\nendobj\n`;
  }
  const xrefAt = out.length;
  // Each xref entry must be exactly 20 bytes: offset, generation, n/f, then the two-byte EOL " \n".
  out += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${size} /Root ${CATALOG} 0 R /Info ${INFO} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;

  // Every char is <= U+00FF by construction, so a char-per-byte copy is exact.
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i);
  return bytes;
}
