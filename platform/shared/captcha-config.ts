/*
 * Not in app.config.ts: app.config.ts rides in every page's entry chunk whole, and only the checkout's
 * lazy captcha code and the Worker's CSP read this (decision 0086).
 */

/**
 * reCAPTCHA at checkout (spec 5, 8): on when the site's settings give captcha.site_key; the version
 * defaults to 2. The origins join the cart page's CSP only for such a site.
 */
export const CAPTCHA = {
  scriptUrl: 'https://www.google.com/recaptcha/api.js',
  origins: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
  defaultVersion: 2,
  versions: [2, 3] as const,
  /** The v3 action name sent with the order token. */
  action: 'checkout',
} as const
