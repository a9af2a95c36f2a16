import { proxy } from 'valtio'
import { openModal } from '#app/modals/store.ts'

/** The text the search window starts with (what was typed in the header before it opened). */
export const searchWindowState = proxy({ initial: '' })

export function openSearch(initial = '') {
  searchWindowState.initial = initial
  openModal('search')
}
