import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** Pure rules and components, beside their code as *.test.ts(x); architecture rules in tests/architecture. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'unit',
    maxWorkers: 2,
    // Node by default: a DOM for every file cost half the project's time; a test that needs one says
    // so in its first line (`// @vitest-environment happy-dom`).
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
  },
})
