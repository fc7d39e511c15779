export function hiddenActionInputs(html: string): Record<string, string>;
export function actionIdOf(hidden: Record<string, string>): string;
export function nativeActionInputs(id: string): Record<string, string>;
export function scriptedFieldName(name: string): string;
export function scriptedArguments(state?: unknown): string;
export function scriptedCallEntries<V>(fields: [string, V][], state?: unknown): [string, V | string][];
