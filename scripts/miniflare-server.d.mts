export function moduleList(main: string): { type: 'ESModule'; path: string }[]
export function withoutEmpty(options: Record<string, unknown>): Record<string, unknown>
export function varsObject(vars: string[]): Record<string, string>
export function bundleWorker(configPath: string, outDir: string, env: NodeJS.ProcessEnv): string
export function serveWithMiniflare(options: {
  name: string
  configPath: string
  main?: string
  port: number
  stateDir: string
  vars?: string[]
  inspectorPort?: number
}): Promise<{ dispose(): Promise<void> }>
