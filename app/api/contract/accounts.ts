/**
 * Accounts (accounts spec 3, 4, 7; decision 0016). The spec gives no lengths or lifetimes for
 * sign-in codes and e-mailed links, so these are the reference back end's: 6-digit codes valid
 * 10 minutes, burnt after 5 wrong tries, at most 5 messages per recipient and kind per 15 minutes from
 * one client (20 from all clients together; decision 0100);
 * activation and password-reset links valid 24 hours, single use.
 *
 * Plain values, no zod: browser code may import them (through app.config.ts, which re-exports them).
 */
export const ACCOUNTS = {
  codeLength: 6,
  codeTtlSeconds: 10 * 60,
  codeMaxAttempts: 5,
  linkTtlSeconds: 24 * 3600,
  /** Messages (codes, links) one client may have sent to one recipient, per kind and window; more answer 429 (codes) or are not sent. The recipient's ceiling from all clients is the back end's (decision 0100). */
  sendsPerRecipient: 5,
  sendWindowSeconds: 15 * 60,
  passwordMinLength: 8,
  /** Longest password any form or call takes. */
  passwordMaxLength: 200,
  /**
   * Where e-mailed links lead, on the shop's origin (the back end's SHOP_URL): the home page of the
   * e-mail's language with query parameters, so no page cache entry is ever made for them.
   * `action` tells the storefront which call to make with uid and token.
   */
  links: {
    activation: '/{locale}/?action=activate&uid={uid}&token={token}',
    passwordReset: '/{locale}/?action=reset_password&uid={uid}&token={token}',
    /** The account deletion confirmation (decision 0020): the storefront calls confirm-delete-account without the auth header. */
    accountDeletion: '/{locale}/?action=delete_account&uid={uid}&token={token}',
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
    /** Activation by a browser other than the registering one: the opener sets the password (decision 0064). */
    passwordRequired: 'password_required',
    /** Registration over the per-address limit: a link was already sent, check the mailbox (429). */
    activationSent: 'activation_sent',
    /** Registrations (e-mail or phone) over the per-client limit (429). */
    tooManyRegistrations: 'too_many_registrations',
  },
  /** Registrations (e-mail and phone) one client IP may make per window (issue 50). */
  registrationsPerIp: 10,
  registrationWindowSeconds: 60 * 60,
  /**
   * The personal cabinet (issue 17, decision 0020). The spec gives no limits for the profile image;
   * these are the reference back end's: PNG, JPEG or WebP (checked by the file's first bytes), at
   * most 1 MiB (D1 keeps a value up to 2 MB), sent as the multipart field `profile_image`.
   */
  profileImage: {
    field: 'profile_image',
    maxBytes: 1024 * 1024,
    types: ['image/png', 'image/jpeg', 'image/webp'],
  },
  /** Page sizes of the cabinet lists (orders take page_size too, up to 100). */
  ordersPageSize: 10,
  companiesPageSize: 10,
  /** Acts come in one page (spec 3, 9: the total count is fixed at 9999999, one page): at most this many, newest first. */
  actsMax: 500,
  actsTotalCount: 9_999_999,
  /** Most companies one account may hold, and most sent in one create-company-multi call. */
  companiesMax: 20,
  /**
   * The user-group id (`group_user_type.id`, the `user-group-id` cookie) of company accounts: the
   * reference back end's group 2 ('company'; 1 is 'customer'). Company users may pay by the methods
   * GET /base/payment-systems marks `only_company` (bank transfer) and send the quote cart.
   */
  companyGroupId: 2,
  /** A company's check by the shop: new and re-coded companies are `pending` (decision 0020). */
  companyStatuses: ['pending', 'active', 'rejected'] as const,
  /** Most extra phones and e-mails one account may list (the primary ones included). */
  contactsMax: 10,
  /** The support form's message body: 1 to this many characters. */
  supportBodyMax: 5000,
  /** GET /api/static-content/{id}/: the spec's ids and the site's static pages they answer. */
  staticContent: { 2: 'terms_and_privacy_policy' },
} as const
export type SocialProvider = (typeof ACCOUNTS.socialProviders)[number]
