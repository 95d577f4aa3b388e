// The mcp function finds a called tool's row without the catalog (lib/mcp/calling/row-lookup.ts, the
// generated mcp-rows modules): every name findToolByAnyName accepts, and nothing else, resolves to
// the catalog's row; a list's record tool comes from the generated table (record-tool.ts) as the
// search over every row finds it; and a description's tool mentions are spelled in client names
// (lib/mcp/listing/render-tools.ts) as the lookup did.
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { clientNameOf, findToolByAnyName } from "../../lib/catalog/names";
import { recordToolOf } from "../../lib/mcp/calling/record-tool";
import { recordToolAmong } from "../../lib/mcp/calling/record-tool-find";
import {
  clientFormOf,
  type RowModules,
  toolNameOf,
  toolRowByAnyName,
} from "../../lib/mcp/calling/row-lookup";
import { withClientNames } from "../../lib/mcp/listing/render-tools";

const CANONICAL_MENTION = /\b(?:LedgerApi|TasksApi)\.[A-Za-z0-9]+\b/g;

/** Names near a tool's names (nearly all none): case, separators, spaces, fragments. */
function nearMisses(name: string): string[] {
  const client = name.replace(".", "_");
  return [
    name.toLowerCase(),
    client.toUpperCase(),
    `${name} `,
    ` ${client}`,
    name.replace(".", "__"),
    client.replace("_", "."),
    `${client}_`,
    `${name}.`,
    name.replace(".", "._"),
    client.replace("_", "-"),
    name.slice(0, -1),
    `${client}s`,
    name.slice(name.indexOf(".") + 1),
    name.slice(0, name.indexOf(".")),
  ].filter((candidate) => candidate !== name && candidate !== client);
}

const ODD_NAMES = [
  "",
  ".",
  "_",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "LedgerApi_",
  "TasksApi.",
];

describe("a tool's row by either name, without the catalog", () => {
  it.each(allTools.map((row) => [row.name, row] as const))(
    "%s: both names load the catalog's row",
    async (_n, row) => {
      for (const name of [row.name, clientNameOf(row)]) {
        expect(toolNameOf(name)).toBe(row.name);
        expect(await toolRowByAnyName(name)).toStrictEqual(row);
      }
      // One module instance: the same object each time, so caches keyed by the row keep working.
      expect(await toolRowByAnyName(row.name)).toBe(await toolRowByAnyName(clientNameOf(row)));
    },
  );

  it("answers as findToolByAnyName for names near the tools' names and odd ones", async () => {
    const names = [...ODD_NAMES, ...allTools.flatMap((row) => nearMisses(row.name))];
    let unknown = 0;
    for (const name of names) {
      const row = findToolByAnyName(name);
      if (!row) unknown++;
      expect(toolNameOf(name), name).toBe(row?.name);
      expect(await toolRowByAnyName(name), name).toStrictEqual(row);
    }
    expect(unknown).toBeGreaterThan(names.length * 0.9);
  });

  it("loads the module of the named tool and no other", async () => {
    const loads: string[] = [];
    const row = allTools[0];
    if (!row) throw new Error("no rows");
    const modules: RowModules = Object.fromEntries(
      allTools.map((each) => [
        each.name,
        async () => {
          loads.push(each.name);
          return { row: each };
        },
      ]),
    );
    expect(await toolRowByAnyName(clientNameOf(row), modules)).toBe(row);
    expect(await toolRowByAnyName("NoSuch_Tool", modules)).toBeUndefined();
    expect(loads).toEqual([row.name]);
  });

  it("spells a canonical name's client form as clientNameOf does", () => {
    for (const row of allTools) expect(clientFormOf(row.name)).toBe(clientNameOf(row));
  });
});

describe("a list's record tool, from the generated table", () => {
  it("is what the search over every row finds, for every row", () => {
    const found = allTools.filter((row) => recordToolAmong(row, allTools) !== undefined);
    expect(found.length).toBeGreaterThan(20);
    for (const row of allTools) expect(recordToolOf(row), row.name).toEqual(recordToolAmong(row, allTools));
  });
});

describe("tool mentions in descriptions", () => {
  it("each name a tool, so spelling the client form is the lookup's answer", () => {
    let mentions = 0;
    for (const row of allTools) {
      for (const mention of row.description.match(CANONICAL_MENTION) ?? []) {
        mentions++;
        expect(findToolByAnyName(mention), `${row.name} mentions ${mention}`).toBeDefined();
      }
      const looked = row.description.replace(CANONICAL_MENTION, (mention) => {
        const found = findToolByAnyName(mention);
        return found ? clientNameOf(found) : mention;
      });
      expect(withClientNames(row.description)).toBe(looked);
    }
    expect(mentions).toBeGreaterThan(0);
  });
});
