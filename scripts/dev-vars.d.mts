export type DevVars = Record<string, string>
export function parseDevVars(text: string): DevVars
export function readDevVars(file: string): DevVars
export function ensureAdminDevVars(root: string): DevVars
export function ensureStorefrontDevVars(root: string): DevVars
export const PASSED_WORKER_VARS: readonly string[]
export function passedWorkerVars(env: Record<string, string | undefined>): string[]
