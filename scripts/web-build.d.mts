export declare const repoRoot: string;
export declare function webBuildState(): 'missing' | 'stale' | 'fresh';
export declare function ensureWebBuild(options?: { log?: (message: string) => void }): Promise<boolean>;
