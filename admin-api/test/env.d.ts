import type { D1Migration } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database
      ENVIRONMENT: string
      JWT_SECRET: string
      PAYMENT_SIGNING_SECRET: string
      FAKE_PAYMENTS: string
      TEST_FAULTS: string
      TEST_FAULTS_TOKEN: string
      DEV_OUTBOX: string
      FAKE_SOCIAL: string
      SHOP_URL: string
      SMS_BUDGET_PER_HOUR: string
      SMS_BUDGET_PER_DAY: string
      TEST_MIGRATIONS: D1Migration[]
      ADVERT_IMAGES: R2Bucket
      /** The local fake providers' base URL (fake-providers.global-setup.ts). */
      FAKE_PROVIDERS_URL: string
    }
  }
}
