import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { ISOLATED_UNIT_FILES, lazyLocaleJson, unitTestBase } from './vitest.unit.config.ts'

/** The unit files that mock modules or globals, each in a fresh module graph (see vitest.unit.config.ts). */
export default defineConfig({
  plugins: [react(), lazyLocaleJson],
  test: { ...unitTestBase, name: 'unit-isolated', include: ISOLATED_UNIT_FILES },
})
