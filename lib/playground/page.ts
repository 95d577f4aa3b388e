// The tool playground: one self-contained HTML page that lists the catalog (GET /tools), builds a
// form from a tool's JSON Schema and calls it (POST /tools/{name}). Served on GET / by the local
// gateway only; no external resources, so the CSP can allow nothing but this page and its origin.
import { createHash } from "node:crypto";
import { playgroundJs } from "./client";
import { playgroundCss } from "./style";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// Inline code is allowed by hash only, so no injected script or style could run even if one slipped in.
const CSP = [
  "default-src 'none'",
  `script-src ${sha256(playgroundJs)}`,
  `style-src ${sha256(playgroundCss)}`,
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tool playground</title>
<link rel="icon" href="data:,">
<style>${playgroundCss}</style>
</head>
<body>
<header>
<h1>Tool playground</h1>
<input id="search" type="search" placeholder="Search tools by name or description" aria-label="Search tools" autofocus>
<span id="total" class="status">Loading…</span>
</header>
<nav id="list" aria-label="Tools by family"></nav>
<main id="detail"><p class="status">Pick a tool on the left to see its parameters and call it.</p></main>
<datalist id="tenants"></datalist>
<script>${playgroundJs}</script>
</body>
</html>
`;

export function playgroundHtml(): string {
  return HTML;
}

export function playgroundResponse(): {
  statusCode: 200;
  headers: Record<string, string>;
  body: string;
} {
  return {
    statusCode: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": CSP,
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
    },
    body: HTML,
  };
}
