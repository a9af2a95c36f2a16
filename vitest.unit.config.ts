import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** Pure rules and components, beside their code as *.test.ts(x); architecture rules in tests/architecture. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'unit',
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
  },
})
