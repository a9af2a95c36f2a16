/**
 * The adverts area's registration by phone (accounts spec 5, 7): the phone as typed becomes what
 * POST /api/register/ gets - every whitespace removed (spec 5), then `+` and 8 to 15 digits, with the
 * usual separators (dashes, dots, brackets) allowed while typing. Null when it cannot be a phone.
 */
export function registrationPhone(raw: string): string | null {
  const compact = raw.replace(/\s+/g, '')
  if (!/^\+?[\d\-().]{8,30}$/.test(compact)) return null
  const digits = compact.replace(/\D/g, '')
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null
}
