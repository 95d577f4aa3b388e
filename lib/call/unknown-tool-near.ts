// The answer to a tool name a family function does not serve, with the nearest real names. Imported
// on that error path only (validate-call.ts), since it loads the whole catalog: a suggestion is a real
// tool name of any family, and one of another family says which function serves it.
import { allTools } from "../catalog/index";
import { clientNameOf, findToolByAnyName } from "../catalog/names";
import { ToolError } from "../runtime/errors";
import { nearestNames } from "../runtime/nearest-names";
import { unknownCatalogTool } from "./unknown-tool";

const CANONICAL_NAMES = allTools.map((row) => row.name);

/** The caller wrote the client form (`LedgerApi_RetrieveInvoice`): suggestions come in it too. */
function writesClientForm(name: string): boolean {
  return !name.includes(".") && name.includes("_");
}

/**
 * Why `name` is refused here. `serves` says which canonical names this function serves; without it
 * (the local gateway's route, which takes canonical names) every catalog tool counts as served.
 */
export function unknownToolHere(name: string, serves?: (name: string) => boolean): ToolError {
  const servedHere = (canonical: string) => serves?.(canonical) ?? true;
  const exact = findToolByAnyName(name);
  if (exact && !servedHere(exact.name)) {
    return new ToolError(
      "ValidationError",
      `${name} is not served by this function: it is a ${exact.family} tool, served by the ${exact.family} function.`,
      {
        details: {
          problems: [{ parameter: "tool", message: `served by the ${exact.family} function` }],
          family: exact.family,
        },
      },
    );
  }
  // An exact name served here that still came this far is in a form the route does not take.
  const near = exact ? [exact.name] : nearestNames(name, CANONICAL_NAMES);
  const rows = near.map((canonical) => findToolByAnyName(canonical)).filter((row) => row !== undefined);
  const suggestions = rows.map((row) =>
    writesClientForm(name) && clientNameOf(row) !== name ? clientNameOf(row) : row.name,
  );
  const elsewhere = rows
    .map((row, index) =>
      servedHere(row.name) ? undefined : `${suggestions[index]} is served by the ${row.family} function.`,
    )
    .filter((sentence) => sentence !== undefined);
  return unknownCatalogTool(name, {
    suggestions,
    ...(elsewhere.length > 0 ? { aside: elsewhere.join(" ") } : {}),
  });
}
