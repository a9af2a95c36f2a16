import { describe, expect, it } from 'vitest'
import { SERVER_TIMINGS, TIMINGS } from '#config'

/** Every timing, the browser's and the server's (SERVER_TIMINGS: decision 0107). */
const ALL = { ...TIMINGS, ...SERVER_TIMINGS }

/**
 * Every timing of app.config.ts against the number the spec gives (storefront section 9 and 5,
 * accounts section 9). The effect of each is tested where it acts (listed beside it); this table
 * catches a constant drifting from the spec, and a new timing added without a line here.
 */
const SPEC: Record<keyof typeof ALL, [ms: number, source: string, effectTestedIn: string]> = {
  chunkReloadGuard: [60_000, 'storefront 9: chunk reload guard 60000 ms', 'app/layout/client-rules.test.ts'],
  savedScrollDelay: [
    500,
    'storefront 9: saved scroll delay 500 ms',
    'tests/e2e/rules-audit.spec.ts (the restore; the 500 ms only here)',
  ],
  loadingBarThrottle: [200, 'storefront 9: loading bar throttle 200 ms', 'app/layout/LoadingBar.test.tsx'],
  loadingBarDuration: [5_000, 'storefront 9: loading bar duration 5000 ms', 'app/layout/LoadingBar.test.tsx'],
  loadingBarHideDelay: [500, 'storefront 9: loading bar hide delay 500 ms', 'app/layout/LoadingBar.test.tsx'],
  notification: [
    3_000,
    'storefront 9 / accounts 9: notifications 3 s',
    'app/toasts/store.test.ts, tests/e2e/rules-audit.spec.ts',
  ],
  addToCartTooltip: [8_000, 'storefront 9: tooltip 8 s', 'tests/e2e/rules-audit.spec.ts'],
  compareFavoritesNotice: [1_000, 'storefront 9: compare/favorites notice 1 s', 'tests/e2e/rules-audit.spec.ts'],
  drawerAnimation: [300, 'storefront 9: drawer animation 300 ms', 'app/features/cart/drawer-rules.test.ts'],
  productLoadingFlag: [700, 'storefront 9: product flag 700 ms', 'tests/e2e/rules-audit.spec.ts'],
  loadingFlagClear: [100, 'storefront 9 / accounts 9: loading flag clear 100 ms', 'app/features/meals/load.test.ts'],
  reloadAfterLogin: [200, 'storefront 9 / accounts 9: reload after login 200 ms', 'app/features/auth/social.test.ts'],
  legacyReloadAfterLogin: [
    1000,
    'accounts 9: a legacy auth flow reloads after 1000 ms',
    'app/features/auth/social.test.ts',
  ],
  advertsRedirectAfterLogin: [
    1_000,
    'accounts 4, 9: adverts area goes home after 1 s',
    'app/features/auth/social.test.ts',
  ],
  batchedLookupDebounce: [
    200,
    'storefront 5: batched product lookups debounced by 200 ms',
    'app/features/catalogue/batcher.test.ts',
  ],
  lockLease: [15_000, 'storefront 9 / accounts 9: lease 15 s', 'tests/worker/cart-store.test.ts'],
  lockRenewal: [
    5_000,
    'storefront 9 / accounts 9: renewal 5 s',
    'tests/worker/cart-store.test.ts, app/features/cart/sync/migrate.test.ts',
  ],
  lockWait: [20_000, 'storefront 9 / accounts 9: wait 20 s', 'app/features/cart/sync/migrate.test.ts'],
  lockPoll: [150, 'storefront 9 / accounts 9: poll 150 ms', 'app/features/cart/sync/migrate.test.ts'],
  guestCartFirstIdle: [
    24 * 3600 * 1000,
    'shop: a guest cart stored without its cookie lives a day unless the cookie comes back (decision 0105)',
    'tests/worker/guest-cart-bounds.test.ts',
  ],
  tokenExpirySkew: [30_000, 'storefront 9: token expiry skew 30 s', 'platform/shared/session-cookies.test.ts'],
  cartSocketReconnectMin: [
    1_000,
    'storefront 4 / accounts 9: reconnect delay 1 to 5 s',
    'app/features/cart/sync/socket.test.ts',
  ],
  cartSocketReconnectMax: [
    5_000,
    'storefront 4 / accounts 9: reconnect delay 1 to 5 s',
    'app/features/cart/sync/socket.test.ts',
  ],
  cartSocketPing: [
    20_000,
    'shop: a cart socket silent this long is replaced (a half-open socket, review r54)',
    'app/features/cart/sync/socket.test.ts',
  ],
  pageCacheStoreTimeout: [2_000, 'storefront 9: cache store timeout 2 s', 'tests/worker/page-cache.test.ts'],
  // Not spec numbers: the shop's own limits, recorded so a change is deliberate.
  adminApiTimeout: [4_000, 'shop: a back-end call gives up after 4 s', 'platform/backend/client.test.ts'],
  orderCreateTimeout: [12_000, "shop: an order's create call gives up after 12 s", 'platform/backend/call.test.ts'],
  serverFnTimeout: [
    20_000,
    'shop: a server function the browser called gives up after 20 s',
    'app/features/auth/session-client.test.ts',
  ],
  advertUploadTimeout: [
    120_000,
    'shop: an advert upload with up to 50 MB of images',
    'worker/api/advert.ts (not tested: a 2-minute wait)',
  ],
  serverCartValidateDelay: [
    400,
    'shop: validate-products after the last change on the cart page',
    'not tested (see issue 29 report)',
  ],
  deliveryCostDebounce: [
    400,
    'shop: delivery-cost after the last change of lines or place on the cart page',
    'tests/e2e/delivery-cost.spec.ts (three quick taps, one call)',
  ],
  isolateAnswerReuse: [
    60_000,
    'shop: an isolate reuses settings and shared answers for a minute (decision 0095)',
    'platform/backend/shared-answers.test.ts, platform/site.server.test.ts',
  ],
  unavailableRetryAfter: [
    60_000,
    'shop: a page without its main content is a 503 the client may ask again in a minute (decision 0099)',
    'tests/worker/unavailable-pages.test.ts',
  ],
}

describe('TIMINGS match the spec', () => {
  it.each(Object.entries(SPEC))('%s', (key, [ms]) => expect(ALL[key as keyof typeof ALL]).toBe(ms))

  it('every timing has a line in this table', () => expect(Object.keys(SPEC).sort()).toEqual(Object.keys(ALL).sort()))
})
