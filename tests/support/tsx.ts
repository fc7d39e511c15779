import { join } from "node:path";

/** Arguments for tsx running a fixture that imports server modules (see tsconfig.node.json). */
export const TSX_ARGS = ["--tsconfig", join(process.cwd(), "tsconfig.node.json")];
