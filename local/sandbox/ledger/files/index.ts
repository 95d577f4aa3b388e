export { type PdfDoc, renderPdf } from "./pdf";
export { renderPng, textFile } from "./png";
