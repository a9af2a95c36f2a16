import { describe, expect, it } from 'vitest'
import { isStorageAvailable, STORAGE_DISABLED_TEXT, storageTextFor } from './storage-guard'

/** Storefront spec 2: with browser storage disabled, a full-page message in ro, ru or en with a reload link. */
const memory = (): Storage => {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size
    },
  }
}

describe('isStorageAvailable', () => {
  it.each<[string, () => Storage, boolean]>([
    ['working storage', memory, true],
    [
      'reading localStorage throws (cookies blocked)',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      false,
    ],
    [
      'writing throws (quota 0)',
      () => ({
        ...memory(),
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError')
        },
      }),
      false,
    ],
    ['writes are dropped', () => ({ ...memory(), getItem: () => null }), false],
  ])('%s -> %s', (_name, storage, expected) => expect(isStorageAvailable(storage)).toBe(expected))

  it('leaves nothing behind', () => {
    const storage = memory()
    isStorageAvailable(() => storage)
    expect(storage.length).toBe(0)
  })
})

describe('storageTextFor', () => {
  it.each([
    ['ro', 'Pagina nu poate fi afișată în acest moment'],
    ['ru', 'Страница не может быть отображена в данный момент'],
    ['en', 'The page cannot be displayed at the moment'],
    ['uk', 'The page cannot be displayed at the moment'],
  ] as const)('%s -> %s', (locale, title) => {
    expect(storageTextFor(locale).title).toBe(title)
    expect(storageTextFor(locale).body).toMatch(/cookie/i)
  })
  it('every language has a reload link text', () => {
    for (const text of Object.values(STORAGE_DISABLED_TEXT)) expect(text.reload.length).toBeGreaterThan(0)
  })
})
