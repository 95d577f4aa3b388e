// The browser script needs the DOM's types, which the root tsconfig leaves out (the rest is Node).
// Referenced here rather than in tsconfig.json so that `npm run typecheck` checks these files in
// the one program it builds; TypeScript has one global scope per program, so the DOM globals are
// visible to the Node files too, which is why nothing outside this folder should use them.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
