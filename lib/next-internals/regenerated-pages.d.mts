export const ROUTE_CACHE_DIR: string;
export function regeneratedPageFile(distDir: string, route: string): { path: string; mtimeMs: number } | null;
