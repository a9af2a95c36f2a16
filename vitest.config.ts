import { defineConfig } from 'vitest/config'

// One command runs every vitest suite; `--project <name>` picks one.
export default defineConfig({
  test: {
    projects: [
      './vitest.unit.config.ts',
      './vitest.unit-isolated.config.ts',
      './vitest.worker.config.ts',
      './admin-api/vitest.config.ts',
    ],
  },
})
