/**
 * Text with none of ICU's syntax characters (`{ } ' < #`) is its own message: it parses to one
 * literal with the same text (or to nothing when empty). The build ships such messages as strings
 * (app/i18n/precompile.ts) and `catalogue()` (app/i18n/messages.ts) turns each back into that one
 * literal for react-intl.
 */
export function isPlainText(message: string): boolean {
  return !/[{}'<#]/.test(message)
}
