// Browser stand-in for `node:perf_hooks` (the ismcts bot times its search with it).
/** The page's performance clock. */
export const performance = globalThis.performance;
