/**
 * Accounts (accounts spec 3, 4, 7; decision 0016). The spec gives no lengths or lifetimes for
 * sign-in codes and e-mailed links, so these are the reference back end's: 6-digit codes valid
 * 10 minutes, burnt after 5 wrong tries, at most 5 messages per recipient and kind per 15 minutes;
 * activation and password-reset links valid 24 hours, single use.
 *
 * Plain values, no zod: browser code may import them (through app.config.ts, which re-exports them).
 */
export const ACCOUNTS = {
  codeLength: 6,
  codeTtlSeconds: 10 * 60,
  codeMaxAttempts: 5,
  linkTtlSeconds: 24 * 3600,
  /** Messages (codes, links) per recipient and kind per window; more answer 429 (codes) or are not sent. */
  sendsPerRecipient: 5,
  sendWindowSeconds: 15 * 60,
  passwordMinLength: 8,
  /**
   * Where e-mailed links lead, on the shop's origin (the back end's SHOP_URL): the home page of the
   * e-mail's language with query parameters, so no page cache entry is ever made for them.
   * `action` tells the storefront which call to make with uid and token.
   */
  links: {
    activation: '/{locale}/?action=activate&uid={uid}&token={token}',
    passwordReset: '/{locale}/?action=reset_password&uid={uid}&token={token}',
  },
  /** Social sign-in providers and their paths (accounts spec 7: google-auth "or another social path"). */
  socialProviders: ['google', 'facebook', 'twitter'] as const,
  /**
   * The `code` of error answers the storefront acts on: social_email_required opens the
   * social-login error modal (spec 4, 8: Facebook without an e-mail).
   */
  errorCodes: {
    socialEmailRequired: 'social_email_required',
    invalidCode: 'invalid_code',
    invalidLink: 'invalid_link',
    socialTokenInvalid: 'social_token_invalid',
    socialNotConfigured: 'social_not_configured',
  },
} as const
export type SocialProvider = (typeof ACCOUNTS.socialProviders)[number]
