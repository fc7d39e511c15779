import { MIN_FILL_MS } from "../../lib/forms/state";

/** Resolves once a form page served at `servedAt` is past the bot time trap, so its posts are validated and stored. */
export function pastTimeTrap(servedAt = Date.now()): Promise<void> {
  const wait = servedAt + MIN_FILL_MS + 200 - Date.now();
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
}
