// The page's markup, with the bundled script, the stylesheet and the config inlined.
export function pageHtml(parts: { script: string; css: string; configJson: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tool playground</title>
<link rel="icon" href="data:,">
<style>${parts.css}</style>
</head>
<body>
<header>
<h1>Tool playground</h1>
<input id="search" type="search" placeholder="Search tools by name or description" aria-label="Search tools" autofocus>
<span id="total" class="status">Loading…</span>
</header>
<nav id="list" aria-label="Tools by family"></nav>
<main id="detail"><p class="status">Pick a tool on the left to see its parameters and call it.</p></main>
<section id="audit" aria-labelledby="audit-title" hidden>
<div class="audit-head">
<h2 id="audit-title">Last calls</h2>
<button type="button" id="audit-refresh">Refresh</button>
<span id="audit-note" class="hint"></span>
</div>
<div id="audit-body"><p class="status">Loading…</p></div>
</section>
<datalist id="tenants"></datalist>
<script type="application/json" id="playground-config">${parts.configJson}</script>
<script>${parts.script}</script>
</body>
</html>
`;
}
