export declare const serverMain: string;
export declare function buildServer(options?: { outDir?: string }): Promise<void>;
export declare function ensureServerBuild(options?: { log?: (message: string) => void }): Promise<boolean>;
