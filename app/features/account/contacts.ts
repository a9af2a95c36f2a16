import type { Contact } from './cabinet.server'

/** A change of the phones or e-mails the back end took (2xx). */
export type ContactChange =
  | { kind: 'added'; value: string; primary: boolean }
  | { kind: 'primary'; value: string }
  | { kind: 'deleted'; id: number }

/**
 * The list after a saved change: the back end's list read again when there is one (`fresh`), else
 * the shown list with the change made in it - the write was taken, and a back end may answer 204
 * and refuse the list read (accounts spec 7 shows neither answer). An entry added that way has id 0
 * until the page is loaded again: the page offers it no actions (they need its id).
 */
export function contactsAfterSave(
  shown: readonly Contact[],
  change: ContactChange,
  fresh: Contact[] | null,
): Contact[] {
  if (fresh) return fresh
  switch (change.kind) {
    case 'deleted':
      return shown.filter((c) => c.id !== change.id)
    case 'primary':
      return shown.map((c) => ({ ...c, isPrimary: c.value === change.value }))
    case 'added': {
      const known = shown.some((c) => c.value === change.value)
      const list = known ? [...shown] : [...shown, { id: 0, value: change.value, isPrimary: false, isVerified: true }]
      return change.primary ? list.map((c) => ({ ...c, isPrimary: c.value === change.value })) : list
    }
  }
}
