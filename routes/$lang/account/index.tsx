import { createFileRoute, redirect } from '@tanstack/react-router'

/** /{lang}/account -> /{lang}/account/orders (accounts spec 2). */
export const Route = createFileRoute('/$lang/account/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/account/orders', params: { lang: params.lang }, statusCode: 301 })
  },
})
