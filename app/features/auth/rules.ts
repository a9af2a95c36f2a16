import { InputError, optionalText, text } from '#app/api/input.ts'
import { NAME_MAX, plainName } from '#contract/person-name.ts'

/**
 * The register fallback of spec 5, as the server functions return it; the page shows it translated
 * (`shownErrors` in form-errors.ts).
 */
export const UNKNOWN_ERROR = 'Unknown error occurred'

/** Keys of an error body that are machine data, not text for the shopper (`{error, code, provider, fields}`). */
const NOT_MESSAGES = new Set(['code', 'provider', 'status', 'retry_after'])

/** A machine-readable error code (ACCOUNTS.errorCodes: `invalid_code`, `password_required`). */
const MACHINE_CODE = /^[a-z_]{1,64}$/

/**
 * Server field errors are shown as returned: `{ field: [msg] }`, `{ error, fields }`, a string or a
 * list. Anything else gives the fallback text. `fields` names the form's own fields among the keys
 * kept as machine data: the code sign-in's `code` is a field, so `{ code: ['Invalid code'] }` is its
 * refusal, while `{ error, code: 'invalid_code' }` stays a machine code there too.
 */
export function authErrorMessages(body: unknown, fallback: string, fields: readonly string[] = []): string[] {
  if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) return [body.trim().slice(0, 300)]
  if (Array.isArray(body)) {
    const list = body.filter((v): v is string => typeof v === 'string')
    return list.length > 0 ? list : [fallback]
  }
  if (body && typeof body === 'object') {
    const messages: string[] = []
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (NOT_MESSAGES.has(key) && !(fields.includes(key) && !isMachineCode(value))) continue
      if (typeof value === 'string') messages.push(value)
      else if (Array.isArray(value)) messages.push(...value.filter((v): v is string => typeof v === 'string'))
      else if (value && typeof value === 'object') messages.push(...authErrorMessages(value, '').filter(Boolean))
    }
    return messages.length > 0 ? [...new Set(messages)] : [fallback]
  }
  return [fallback]
}

/**
 * A failed sign-in: 429 (the back end's sign-in rate limit) is flagged so the form shows its own
 * translated message; anything else shows the server's messages as returned. The HTTP status goes
 * with it (accounts spec 8, rule 290: in the adverts area the login failure's status is stored).
 */
export function loginFailure(
  status: number,
  body: unknown,
): { ok: false; status: number; errors: string[]; rateLimited?: true } {
  if (status === 429) return { ok: false, status, errors: [], rateLimited: true }
  return { ok: false, status, errors: authErrorMessages(body, UNKNOWN_ERROR) }
}

const isMachineCode = (value: unknown): value is string => typeof value === 'string' && MACHINE_CODE.test(value)

/** The machine-readable `code` of an error body (ACCOUNTS.errorCodes), or null. */
export function errorCodeOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const code = (body as { code?: unknown }).code
  return isMachineCode(code) ? code : null
}

/** The login failure's status the page keeps (accounts spec 8: "in the adverts area, store the HTTP status code"); the shop keeps none. */
export function storedLoginStatus(area: 'adverts' | 'shop', status: number): number | null {
  return area === 'adverts' ? status : null
}

/**
 * A first or last name as registerFn takes it: trimmed, 1 (when required) to NAME_MAX characters, the
 * profile's rule; anything else an InputError (the form checks the same first: registerFieldProblems).
 */
export function personName(value: unknown, field: string, required: boolean): string | undefined {
  const name = required ? text(value, { min: 1, max: NAME_MAX }) : optionalText(value, { max: NAME_MAX })
  if (name !== undefined && !plainName(name)) throw new InputError(`${field}: letters, spaces and punctuation only`)
  return name
}
