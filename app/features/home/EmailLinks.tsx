import { lazy, Suspense, useEffect, useState } from 'react'
import { linkSearch } from '#platform/shared/link-stash.ts'
import { loadDeleteAccountLink } from '../account'
import { loadEmailLinkAction } from '../auth'

const EmailLinkAction = lazy(() => loadEmailLinkAction().then((m) => ({ default: m.EmailLinkAction })))
const DeleteAccountLink = lazy(() => loadDeleteAccountLink().then((m) => ({ default: m.DeleteAccountLink })))

/**
 * The e-mailed links that land on the home page as `?action=...&uid=..&token=..` (activation,
 * password reset: decision 0021; account deletion: decision 0023). Their handlers load only when the
 * address carries an action, so a shopper's home page does not download them; read after hydration,
 * in the browser only, as the handlers require. On a page with tags the link was already moved out of
 * the address into sessionStorage (platform/shared/link-stash.ts) before any tag ran.
 */
export function EmailLinks() {
  const [hasAction, setHasAction] = useState(false)
  useEffect(() => setHasAction(new URLSearchParams(linkSearch()).has('action')), [])
  if (!hasAction) return null
  return (
    <Suspense fallback={null}>
      <EmailLinkAction />
      <DeleteAccountLink />
    </Suspense>
  )
}
