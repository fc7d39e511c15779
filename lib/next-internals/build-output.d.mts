export function readBuildId(distDir: string): string;
export function prerenderedHtmlDir(distDir?: string): string;
export function htmlFileFor(route: string): string;
export function prerenderedPages(prerender: {
  routes: Record<string, { dataRoute?: string | null; initialRevalidateSeconds?: number | false }>;
}): { route: string; file: string }[];
export function pagesRenderedOnRequest(
  appPathRoutes: Record<string, string>,
  routes: {
    staticRoutes: { page: string; regex: string }[];
    dynamicRoutes: { page: string; regex: string }[];
  },
  prerenderedRoutes: string[],
): string[];
export function prerenderedPageFiles(distDir?: string): string[];
export function staticAssetPath(distDir: string, href: string): string;
export function readBuildOutput(distDir?: string): {
  buildId: string;
  pages: { route: string; html: string }[];
  renderedOnRequest: string[];
};
export function serverActionIds(distDir?: string): Record<string, string>;
export function serverActionIdList(distDir?: string): string[];
