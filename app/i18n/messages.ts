import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Locale } from '../../app.config'

/**
 * One language's messages. The build precompiles them to ICU ASTs (app/i18n/precompile.ts), so the
 * browser needs no message parser; unit tests and scripts that read the JSON files see strings.
 */
export type Messages = Record<string, string | MessageFormatElement[]>

const loaders = import.meta.glob<{ default: Messages }>('../../locales/*.json')

/** The messages of one language, loaded as its own chunk so a page ships one language only. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`../../locales/${locale}.json`]
  if (!load) throw new Error(`No messages for ${locale}`)
  return (await load()).default
}

/**
 * The plain text of a message without placeholders (titles, meta descriptions), from a string or
 * a precompiled AST; '' for a missing id. Arguments print as `{name}`.
 */
export function messageText(messages: Messages | undefined, id: string): string {
  const message = messages?.[id]
  if (message === undefined) return ''
  if (typeof message === 'string') return message
  return message.map((el) => ('value' in el && typeof el.value === 'string' ? (el.type === 0 ? el.value : `{${el.value}}`) : '')).join('')
}
