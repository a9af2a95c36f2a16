/** Types of bench/sizes.mjs's pure parts (tests/unit/bundle-groups.test.ts). */
export declare function moduleGroup(id: string): string
export declare function moduleGroups(
  chunks: { modules: Record<string, number>; gzipBytes: number }[],
): { group: string; sourceKB: number; gzipKB: number }[]
export declare function inStableOrder(files: string[], read?: (file: string) => Buffer): string[]
