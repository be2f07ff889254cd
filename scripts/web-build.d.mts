export declare const ROOT_DIR: string;
export declare const WEB_DIST_INDEX: string;
export declare const webBuildStaleReason: () => string | undefined;
export declare const buildWeb: () => Promise<void>;
export declare const ensureWebBuild: (log?: (line: string) => void) => Promise<boolean>;
