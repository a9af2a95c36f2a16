export function stateToReset(options: { stateDir: string; port: number; ownsBackEnd: boolean }): string[]
