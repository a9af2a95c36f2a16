export function stateToReset(options: { stateDir: string; port: number; ownsBackEnd: boolean }): string[]
export function storefrontStateDir(stateDir: string, port: number): string
