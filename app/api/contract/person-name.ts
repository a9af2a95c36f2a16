/**
 * A person's name as the profile keeps it, written without zod so the browser's register form can
 * check it too: no angle brackets, no control characters (by code point), at most NAME_MAX characters
 * for a first or last name. The profile's name fields (cabinet.ts) and both ways to register
 * (auth.ts, adverts.ts: phone registration) have this rule, so a name taken at registration (and
 * written into the activation e-mail) is one the owner can save again.
 */
export const plainName = (s: string) => !/[<>]/.test(s) && ![...s].some((ch) => (ch.codePointAt(0) ?? 0) < 32)
/** The refusal's text (the back end translates it: admin-api/src/lib/messages.ts `plainName`). */
export const PLAIN_NAME_MESSAGE = 'letters, spaces and punctuation only'
/** The most characters of a first or last name (registration and the profile). */
export const NAME_MAX = 100
