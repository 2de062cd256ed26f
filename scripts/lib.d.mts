export const root: string;
export function run(cmd: string, args: string[], opts?: object): number;
export function ensureDeps(): void;
export function ensureWebBuild(): void;
export function ensureChromium(): boolean;
