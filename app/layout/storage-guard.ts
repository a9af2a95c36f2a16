import type { Locale } from '#config'

/** The full-page message for a browser with storage disabled: ro, ru or en (uk readers get en). */
export const STORAGE_DISABLED_TEXT = {
  ro: {
    title: 'Pagina nu poate fi afișată în acest moment',
    body: 'Site-ul are nevoie de cookie-uri și de stocarea locală a browserului pentru coș și preferințe. Permiteți cookie-urile pentru acest site și reîncărcați pagina.',
    reload: 'Reîncarcă pagina',
  },
  ru: {
    title: 'Страница не может быть отображена в данный момент',
    body: 'Сайту нужны cookie и локальное хранилище браузера для корзины и настроек. Разрешите cookie для этого сайта и перезагрузите страницу.',
    reload: 'Перезагрузить страницу',
  },
  en: {
    title: 'The page cannot be displayed at the moment',
    body: 'This site needs cookies and browser storage for your cart and preferences. Please allow cookies for this site and reload the page.',
    reload: 'Reload the page',
  },
} as const

export function storageTextFor(locale: Locale) {
  return locale === 'ro' || locale === 'ru' ? STORAGE_DISABLED_TEXT[locale] : STORAGE_DISABLED_TEXT.en
}

/** True when localStorage can be written and read back. */
export function isStorageAvailable(getStorage: () => Storage = () => window.localStorage): boolean {
  try {
    const storage = getStorage()
    const key = '__storage_probe__'
    storage.setItem(key, '1')
    const ok = storage.getItem(key) === '1'
    storage.removeItem(key)
    return ok
  } catch {
    return false
  }
}
