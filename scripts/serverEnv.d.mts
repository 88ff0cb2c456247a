export declare function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
