export function inlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function inlineScriptHashes(html: string): string[];
