export function absoluteUrls(css: string, href: string): string;
export function inlineStylesheets(html: string, cssFor: (href: string) => string): string;
export function claimInlinedStylesheets(html: string): string;
export function deferFrameworkScripts(html: string): string;
export function deferredScripts(html: string): string[];
export function prepareForFirstPaint(html: string, cssFor: (href: string) => string, file?: string): string;
export function prepareFirstPaint(distDir?: string): void;
