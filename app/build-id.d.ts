/** Set by vite.config.ts at build time; undefined in tests that do not run the build. */
declare const __BUILD_ID__: string | undefined
