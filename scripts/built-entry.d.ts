/** Types of built-entry.js (plain JavaScript, so the launchers need no TypeScript loader). */
export declare const APP_BUNDLES: Record<'widget' | 'admin' | 'site', string>;
export declare const BUILD_INFO: string;
export declare function currentBuiltEntry(root: string, name: 'cli' | 'server'): string | null;
