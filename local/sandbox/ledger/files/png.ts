// Tiny PNG and text-file writers for sandbox attachments: real, decodable bytes without image libraries.
import { deflateSync } from "node:zlib";

/** Largest width/height accepted; keeps a careless caller from allocating gigabytes. */
export const PNG_MAX_DIMENSION = 4096;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// CRC-32 (IEEE, reflected polynomial 0xEDB88320) as PNG requires, built once on first use.
let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  if (crcTable === undefined) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = (crcTable[(crc ^ b) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, CRC over type + data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function checkDimension(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > PNG_MAX_DIMENSION) {
    throw new RangeError(`${name} must be an integer from 1 to ${PNG_MAX_DIMENSION}, got ${value}`);
  }
}

/** A solid-colour 8-bit truecolour (RGB) PNG. */
export function renderPng(width: number, height: number, rgb: readonly [number, number, number]): Uint8Array {
  checkDimension("width", width);
  checkDimension("height", height);
  for (const c of rgb) {
    if (!Number.isInteger(c) || c < 0 || c > 255) {
      throw new RangeError(`colour components must be integers 0-255, got ${rgb.join(",")}`);
    }
  }

  const ihdr = new Uint8Array(13);
  const ihdrView = new DataView(ihdr.buffer);
  ihdrView.setUint32(0, width);
  ihdrView.setUint32(4, height);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  // bytes 10-12 stay 0: deflate compression, adaptive filtering, no interlace

  // Each scanline is a filter-type byte (0 = None) followed by width RGB triples.
  const stride = 1 + width * 3;
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(rgb, y * stride + 1 + x * 3);
  }

  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** UTF-8 text for CSV/TXT attachments: lines joined by "\n" with a trailing newline (empty input, empty file). */
export function textFile(lines: readonly string[]): Uint8Array {
  return new TextEncoder().encode(lines.length === 0 ? "" : `${lines.join("\n")}\n`);
}
