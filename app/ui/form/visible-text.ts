/*
 * Apart from checks.ts: the footer's newsletter form imports that one on every first load, and a
 * module the entry imports goes into it whole (decision 0086); only the form kit needs this.
 */
/**
 * What was typed, trimmed, or '' when nothing of it shows: spaces and invisible format characters
 * alone (zero-width space U+200B, direction marks U+200E/F and U+202E, word joiner U+2060, BOM) are no
 * name, address or message. trim() leaves them, and an order went out with a blank-looking name and
 * address. A visible text keeps them (a zero-width joiner belongs to some words and emoji).
 */
export const visibleText = (typed: string) => {
  const trimmed = typed.trim()
  return /[^\s\p{Cf}]/u.test(trimmed) ? trimmed : ''
}
