import { createFileRoute } from '@tanstack/react-router'
import { OrderSuccess } from '#app/features/checkout/index.ts'

export const Route = createFileRoute('/$lang/cart/success')({
  validateSearch: (raw: Record<string, unknown>) => ({
    order: typeof raw.order === 'string' && /^[\w-]{1,40}$/.test(raw.order) ? raw.order : undefined,
  }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: () => <OrderSuccess order={Route.useSearch().order} />,
})
