/** Types of seed.mjs for the tests that call it (tests/unit/admin-migrations.test.ts). */
export function applyMigrations(stateDir: string): Promise<void>
export function findDatabaseFile(stateDir: string): Promise<string | null>
