import type { Locale } from '../../app.config'

export type Messages = Record<string, string>

const loaders = import.meta.glob<{ default: Messages }>('../../locales/*.json')

/** The messages of one language, loaded as its own chunk so a page ships one language only. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`../../locales/${locale}.json`]
  if (!load) throw new Error(`No messages for ${locale}`)
  return (await load()).default
}
