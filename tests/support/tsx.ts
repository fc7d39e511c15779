import { join } from "node:path";

/** tsx, and the arguments it needs to run a fixture that imports server modules (see tsconfig.node.json). */
export const TSX = join(process.cwd(), "node_modules/.bin/tsx");
export const TSX_ARGS = ["--tsconfig", join(process.cwd(), "tsconfig.node.json")];
