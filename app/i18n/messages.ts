import { createIntlCache, type IntlShape, type OnErrorFn } from '@formatjs/intl'
import type { MessageFormatElement } from 'react-intl'
import { LOCALE_ISO, type Locale, SITE_TIME_ZONE } from '#config'
import type ro from '#locales/ro.json'
import { withDecimalFormats } from './decimal-formats'
import { formatjsIntl } from './intl-object'
import type { IN_CORE_CHUNK } from './lazy-keys'
import { memoiseMessageFormats } from './message-formats'

/** Every message id: the keys of the reference catalogue (locales/ro.json; the others have the same keys, tests/architecture/messages.test.ts). */
export type MessageId = keyof typeof ro

// formatjs's documented way to type message ids: react-intl's `FormattedMessage id`, `formatMessage({ id })`
// and @formatjs/intl's take only these ids, so a misspelt id fails the typecheck.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}

/**
 * One language's messages as the build ships them (app/i18n/precompile.ts): an ICU AST per message,
 * plain text as its string (it would parse to one literal). `catalogue()` turns them into what
 * react-intl takes; unit tests that import the JSON files directly see strings everywhere.
 */
export type Messages = Record<string, string | MessageFormatElement[]>

/** Messages as react-intl and @formatjs/intl take them: every one an AST, so no parser is needed (the browser has none). */
export type Catalogue = Record<MessageId, MessageFormatElement[]>

/**
 * A language's core chunk (`?core`, app/i18n/precompile.ts): its messages, and the loaders of the
 * groups whose chunks only pages of their own load (IN_CORE_CHUNK, decision 0103).
 */
type CoreChunk = { default: Messages } & Record<(typeof IN_CORE_CHUNK)[number], () => Promise<{ default: Messages }>>

const loaders = import.meta.glob<CoreChunk>('../../locales/*.json', { query: '?core' })

const ready = new Map<Locale, Messages>()
const chunks = new Map<Locale, Promise<CoreChunk>>()

/** A language's core chunk, loaded once. */
export function loadCoreChunk(locale: Locale): Promise<CoreChunk> {
  let chunk = chunks.get(locale)
  if (!chunk) {
    const load = loaders[`../../locales/${locale}.json`]
    if (!load) return Promise.reject(new Error(`No messages for ${locale}`))
    chunk = load()
    chunks.set(locale, chunk)
  }
  return chunk
}

/**
 * The messages of one language, loaded as its own chunk so a page ships one language only, and kept
 * for `readyMessages`. They are not in the page's HTML (issue 31): the server render reads them from
 * its bundle, the browser loads the same chunk before it hydrates (app/i18n/hydrate-messages.ts) and
 * keeps it in its HTTP cache for every later page.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const known = ready.get(locale)
  if (known) return known
  const messages = (await loadCoreChunk(locale)).default
  ready.set(locale, messages)
  return messages
}

/** The messages of a language loaded so far (loadMessages), or undefined before. */
export function readyMessages(locale: Locale): Messages | undefined {
  return ready.get(locale)
}

const expanded = new WeakMap<Messages, Catalogue>()

/**
 * The shipped messages as ASTs: a plain-text string is the one literal its parse gives (app/i18n/plain-text.ts),
 * an empty one no element. A new object each call, which the caller may extend (lazy messages join it later).
 * The expansion itself is made once per message set (a loaded chunk's object, kept for the isolate's or the
 * page's life): every server render and every hydration used to rebuild ~950 entries, and the same AST
 * objects each time also keep the formatters memoised by message (app/i18n/message-formats.ts).
 */
export function catalogue(messages: Messages | undefined): Catalogue {
  if (!messages) return {} as Catalogue
  let ready = expanded.get(messages)
  if (!ready) {
    const out: Record<string, MessageFormatElement[]> = {}
    for (const [id, message] of Object.entries(messages)) {
      out[id] = typeof message !== 'string' ? message : message === '' ? [] : [{ type: 0, value: message }]
    }
    ready = out as Catalogue
    expanded.set(messages, ready)
  }
  return { ...ready }
}

/**
 * What react-intl and @formatjs/intl report: a missing message is a bug the tests catch (warned, the id is
 * shown), a message that cannot be formatted (a value left out) is an error (its id is shown).
 */
export const onIntlError: OnErrorFn = (error) => {
  if (error.code === 'MISSING_TRANSLATION') console.warn(`[intl] ${error.message}`)
  else console.error(`[intl] ${error.message}`)
}

const cache = createIntlCache()
const texts = new WeakMap<Messages, IntlShape>()

/**
 * @formatjs/intl for text formatted outside React: page titles and descriptions in `head()` and the
 * language layout's loader, on the server and in the browser. One intl object per message set.
 */
export function textIntl(locale: Locale, messages: Messages): IntlShape {
  let intl = texts.get(messages)
  if (!intl) {
    intl = memoiseMessageFormats(
      withDecimalFormats(
        formatjsIntl(
          { locale: LOCALE_ISO[locale], messages: catalogue(messages), onError: onIntlError, timeZone: SITE_TIME_ZONE },
          cache,
        ),
      ),
    )
    texts.set(messages, intl)
  }
  return intl
}

/** The text of a message without values (titles, meta descriptions); '' for an id the messages lack. */
export function messageText(locale: Locale, messages: Messages | undefined, id: MessageId): string {
  if (!messages || !Object.hasOwn(messages, id)) return ''
  return textIntl(locale, messages).formatMessage({ id })
}
