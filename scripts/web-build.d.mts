export declare const repoRoot: string;
export declare function buildState(builtFile: string, sources: string[]): 'missing' | 'stale' | 'fresh';
export declare function buildWeb(): Promise<void>;
export declare function ensureWebBuild(options?: { log?: (message: string) => void }): Promise<boolean>;
