// The types of layers.js for its test (the ESLint config itself is plain JavaScript).
export const FEATURE_IMPORTS: Record<string, string[]>;
export const SERVER_MODULE_IMPORTS: Record<string, string[]>;
export const layerZones: Array<{ target: string | string[]; from: string | string[]; except?: string[]; message: string }>;
