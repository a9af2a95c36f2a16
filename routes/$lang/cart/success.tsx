import { createFileRoute } from '@tanstack/react-router'
import { OrderSuccess } from '#app/features/checkout/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/cart/success')({
  validateSearch: (raw: Record<string, unknown>) => ({
    // the order's number, else its id as text (`shop:17`, 64 characters at most: contract order-id.ts)
    order: typeof raw.order === 'string' && /^[\w.:-]{1,64}$/.test(raw.order) ? raw.order : undefined,
  }),
  // Titled as its heading says ("Thank you for your order!", a core message already); never indexed.
  head: ({ matches }) => pageHead(matches, { titleId: 'success.title' }, [{ name: 'robots', content: 'noindex' }]),
  component: () => <OrderSuccess order={Route.useSearch().order} />,
})
