export function chromiumPath(): string | undefined;
export function testBrowserPath(): string | undefined;
export const chromiumArgs: string[];
