export interface E2EPorts {
  storefront: number
  admin: number
  pharma: number
  home: number
  uah: number
  business: number
  meals: number
  market: number
}
export interface E2EServer {
  name: string
  url: string
  env: Record<string, string | undefined>
}
export function e2ePorts(env?: NodeJS.ProcessEnv): E2EPorts
export function e2eServers(env?: NodeJS.ProcessEnv): E2EServer[]
