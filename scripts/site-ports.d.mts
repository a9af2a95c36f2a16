export const SITE_PORT_THEMES: string[]
export interface SitePort {
  port: number
  token: string
  theme?: string
}
export function parseSitePorts(text: string | undefined): { variants: SitePort[]; ignored: string[] }
export function sitePortVars(entry: SitePort): string[]
