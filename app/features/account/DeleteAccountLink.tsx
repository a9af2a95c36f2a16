import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { openModal } from '#app/modals/store.ts'
import { dropLinkStash, linkSearch } from '#platform/shared/link-stash.ts'
import { deletionLinkOf, deletionState, withoutDeletionLink } from './deletion-link'

/**
 * On the home page: an e-mailed deletion link opens the confirm modal (browser only, so a mail
 * scanner fetching the link deletes nothing; the confirmation is the shopper's click). The link's
 * parameters leave the address bar at once; a malformed link shows the confirm modal's error.
 */
export function DeleteAccountLink() {
  const router = useRouter()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    const link = deletionLinkOf(linkSearch())
    if (!link) return
    done.current = true
    dropLinkStash()
    void router.navigate({
      href: window.location.pathname + withoutDeletionLink(window.location.search),
      replace: true,
    })
    deletionState.link = link.valid ? { uid: link.uid, token: link.token } : null
    deletionState.deleteError = !link.valid
    deletionState.errors = []
    openModal('deleteAccountConfirm')
  }, [router])
  return null
}
