// The tool playground: one self-contained HTML page that lists the catalog (GET /tools), builds a
// form from a tool's JSON Schema and calls it (POST /tools/{name}). Served on GET / by the local
// gateway only; no external resources, so the CSP can allow nothing but this page and its origin.
import { createHash } from "node:crypto";
import { bundlePlaygroundScript } from "./bundle";
import { configJson, playgroundConfig } from "./config";
import { pageHtml } from "./html";
import { playgroundCss } from "./style";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// Inline code is allowed by hash only, so no injected script or style could run even if one slipped in.
function contentSecurityPolicy(script: string): string {
  return [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(playgroundCss)}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

interface BuiltPage {
  html: string;
  csp: string;
}

// Built on first use (an esbuild run of a few tens of ms), then kept: processes that never serve
// the page never bundle it.
let built: BuiltPage | undefined;

function page(): BuiltPage {
  if (!built) {
    const script = bundlePlaygroundScript();
    const html = pageHtml({ script, css: playgroundCss, configJson: configJson(playgroundConfig()) });
    built = { html, csp: contentSecurityPolicy(script) };
  }
  return built;
}

export function playgroundHtml(): string {
  return page().html;
}

export function playgroundResponse(): {
  statusCode: 200;
  headers: Record<string, string>;
  body: string;
} {
  const { html, csp } = page();
  return {
    statusCode: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": csp,
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
    },
    body: html,
  };
}
