export type DevVars = Record<string, string>
export function parseDevVars(text: string): DevVars
export function readDevVars(file: string): DevVars
export function ensureAdminDevVars(root: string): DevVars
export function ensureStorefrontDevVars(root: string): DevVars
