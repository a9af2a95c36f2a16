import { type ReactNode, useEffect, useState } from 'react'
import { inOwnTask } from '#app/lib/own-task.ts'
import { useLocale } from '../shell/useShell'
import { isStorageAvailable, storageTextFor } from './storage-guard'

/** Replaces the page with the spec's message when browser storage is disabled. */
export function StorageGuard({ children }: { children: ReactNode }) {
  const lang = useLocale()
  const [available, setAvailable] = useState(true)
  useEffect(() => inOwnTask(() => setAvailable(isStorageAvailable())), [])
  if (available) return <>{children}</>
  const text = storageTextFor(lang)
  return (
    <section className="storage-disabled" role="alert" data-testid="storage-disabled">
      <h1>{text.title}</h1>
      <p>{text.body}</p>
      <a href={typeof window === 'undefined' ? '/' : window.location.href}>{text.reload}</a>
    </section>
  )
}
