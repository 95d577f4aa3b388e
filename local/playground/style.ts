// The playground's stylesheet, inlined into the page (and hashed into its Content-Security-Policy).
export const playgroundCss = `
:root { color-scheme: light dark; --line: #8884; --muted: #777; --accent: #2463eb; --danger: #c62828; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, sans-serif; display: grid; height: 100vh;
  grid-template: "head head" auto "list main" 1fr "list audit" auto / minmax(240px, 320px) 1fr; }
header { grid-area: head; display: flex; gap: 1em; align-items: center; padding: .6em 1em;
  border-bottom: 1px solid var(--line); }
header h1 { font-size: 1.1em; margin: 0; }
#search { flex: 1; max-width: 28em; padding: .35em .6em; font: inherit; }
#list { grid-area: list; overflow: auto; border-right: 1px solid var(--line); padding: .4em; }
#list summary { cursor: pointer; font-weight: 600; padding: .2em .3em; }
#list ul { list-style: none; margin: 0 0 .4em; padding: 0; }
.tool { display: block; width: 100%; text-align: left; border: 0; background: none; font: inherit;
  padding: .15em .3em .15em 1.1em; cursor: pointer; color: inherit; border-radius: 3px; }
.tool:hover, .tool[aria-current="true"] { background: #2463eb22; }
.tool.destructive::after { content: " \\26A0"; color: var(--danger); }
.count { color: var(--muted); font-weight: normal; }
main { grid-area: main; overflow: auto; padding: 1em 1.4em; }
h2 { margin: 0 0 .3em; font-size: 1.2em; word-break: break-all; }
.badge { display: inline-block; border: 1px solid var(--line); border-radius: 1em; padding: 0 .6em;
  margin-right: .3em; font-size: .85em; }
.badge.destructive { border-color: var(--danger); color: #fff; background: var(--danger); font-weight: 600; }
.desc { max-width: 60em; }
form { display: grid; gap: .7em; align-content: start; margin: 1em 0; }
/* Form and answer side by side on wide screens, so a call's result shows next to its inputs. */
.work { display: grid; grid-template-columns: minmax(20em, 1fr) minmax(0, 1.4fr); gap: 1.5em; align-items: start; }
@media (max-width: 1000px) { .work { grid-template-columns: 1fr; } }
#output { position: sticky; top: 0; }
label { display: grid; gap: .15em; }
label .name { font-family: ui-monospace, monospace; font-weight: 600; }
.req { color: var(--danger); }
.hint { color: var(--muted); font-size: .85em; }
input[type=text], input[type=number], input[type=date], input[type=datetime-local], select, textarea {
  font: inherit; padding: .3em .45em; }
textarea { font-family: ui-monospace, monospace; min-height: 4.5em; }
textarea.body { min-height: 12em; }
label.check { display: flex; gap: .5em; align-items: baseline; flex-wrap: wrap; }
button[type=submit] { justify-self: start; font: inherit; padding: .4em 1.2em; cursor: pointer; }
pre { background: #8881; border: 1px solid var(--line); padding: .6em; overflow: auto; max-height: 60vh;
  white-space: pre-wrap; word-break: break-word; }
.error { border: 2px solid var(--danger); border-radius: 4px; padding: .5em .8em; margin: .5em 0; }
.error strong { color: var(--danger); }
#download { display: inline-block; margin: .4em 0; font-weight: 600; }
.status { color: var(--muted); }
#audit { grid-area: audit; max-height: 38vh; overflow: auto; border-top: 1px solid var(--line); padding: .4em 1.4em .8em; }
#audit[hidden] { display: none; }
.audit-head { display: flex; gap: 1em; align-items: baseline; flex-wrap: wrap; position: sticky; top: 0;
  background: Canvas; }
.audit-head h2 { font-size: 1em; }
#audit table { border-collapse: collapse; width: 100%; font-size: .85em; }
#audit th, #audit td { text-align: left; padding: .15em .5em .15em 0; vertical-align: top; border-bottom: 1px solid var(--line); }
#audit td.tenant, #audit td.key, #audit td.touched { font-family: ui-monospace, monospace; word-break: break-all; }
#audit td.error-cell { color: var(--danger); max-width: 28em; }
#audit tr.call.failed td.outcome { color: var(--danger); font-weight: 600; }
#audit pre.record { max-height: 30vh; margin: .2em 0; }
`;
