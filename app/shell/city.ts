import { COOKIES } from '#config'
import { getBrowserCookie, parseJsonCookie } from '../lib/browser-cookies'

export interface SelectedCity {
  id: number
  title?: string
}

export function isSelectedCity(value: unknown): value is SelectedCity {
  return typeof value === 'object' && value !== null && Number.isInteger((value as { id?: unknown }).id)
}

/** The selected_city cookie: an object with an id; anything else counts as no city. */
export function readSelectedCity(): SelectedCity | undefined {
  return parseJsonCookie(getBrowserCookie(COOKIES.selectedCity), isSelectedCity)
}
