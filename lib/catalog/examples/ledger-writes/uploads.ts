// Worked examples of the attachment uploads by file name, for the 11 records that take attachments writes (lib/catalog/ledger/writes/uploads.ts), against the
// sandbox's Demo Company as lib/catalog/examples/ledger.ts's are.
import type { ToolExamples } from "../types";

export const UPLOADS_EXAMPLES: ToolExamples = {};
