import { applyD1Migrations, env } from 'cloudflare:test'
import { seedD1 } from './seed-d1'

export const TEST_SEED = { seed: 'test-shop', products: 200 }

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
const seeded = await env.DB.prepare("SELECT value FROM admin_meta WHERE key = 'seed'").first<{ value: string }>()
if (!seeded) await seedD1(env.DB, TEST_SEED)
