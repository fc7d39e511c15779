export const MAX_REQUEST_TARGET: number;
export const MAX_PATH: number;
export const TOO_LONG_PATH: string;
export function fittedTarget(target: string): string;
