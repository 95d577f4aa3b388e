// The names Amazon Bedrock AgentCore Gateway gives this project's tools (docs/agentcore.md): one
// Lambda target per family, named after the family, and each tool listed as
// `<target>___<tool>` (AWS's "Understand how AgentCore Gateway tools are named"), where the tool
// part is the tool's client name (`LedgerApi_RetrieveInvoices`: no dot, lib/catalog/names.ts).
// Pure data and string work: the family functions' start loads this module and nothing else of it.
import type { Family } from "../catalog/types";

/** Between a gateway tool name's target and tool (three underscores). */
export const GATEWAY_NAME_SEPARATOR = "___";

/** A gateway target name: letters, digits and single hyphens between them, at most 100 (the CDK's check). */
export const TARGET_NAME_PATTERN = /^([0-9a-zA-Z][-]?){1,100}$/;

/** Family names are already valid target names (`ledger-read`); checked by the schema generator. */
export function targetNameOf(family: Family): string {
  return family;
}

/** The tool name the gateway lists and puts in the Lambda's client context. */
export function gatewayToolName(family: Family, clientName: string): string {
  return `${targetNameOf(family)}${GATEWAY_NAME_SEPARATOR}${clientName}`;
}

/**
 * The tool part of a gateway tool name: after the first `___`, since a target name cannot hold an
 * underscore. A name without the separator is taken as it is (a gateway that stops prefixing).
 */
export function toolOfGatewayName(name: string): string {
  const at = name.indexOf(GATEWAY_NAME_SEPARATOR);
  return at < 0 ? name : name.slice(at + GATEWAY_NAME_SEPARATOR.length);
}
