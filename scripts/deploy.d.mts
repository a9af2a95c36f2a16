export const THEMES: string[]

export interface FlatConfig {
  name?: string
  targetEnvironment?: string
  vars?: Record<string, string | undefined>
  kv_namespaces?: { binding: string; id?: string }[]
  durable_objects?: { bindings?: { name: string; class_name: string; script_name?: string }[] }
  secrets?: { required?: string[] }
  assets?: { directory?: string }
  routes?: (string | { pattern: string; custom_domain?: boolean; zone_name?: string; zone_id?: string })[]
  route?: string | { pattern: string; custom_domain?: boolean; zone_name?: string; zone_id?: string }
  services?: { binding: string; service: string }[]
  /** Whether the Worker is also served on its workers.dev address. */
  workers_dev?: boolean
}
export interface Placeholder {
  setting: string
  value: string
  /** What is wrong ("lacks https:// ..."); absent: "is the placeholder <value>". */
  problem?: string
  fix: string
}
export const MIN_SECRET_LENGTH: number
export function problemLine(p: Placeholder): string
export function dryRunSummary(found: Placeholder[]): string[]
export function usage(theme?: string): string
export function parseArgs(argv: string[]): {
  theme: string | undefined
  dryRun: boolean
  viteConfig: string | undefined
  vars: Record<string, string>
  passThrough: string[]
}
export function placeholders(config: FlatConfig, vars?: Record<string, string>): Placeholder[]
export function describe(config: FlatConfig, vars?: Record<string, string>): string[]
export function readBuiltConfig(serverDir: string, theme: string): FlatConfig
export class DeployError extends Error {}
export function routeHosts(config: FlatConfig): string[]
