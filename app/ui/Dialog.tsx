import * as RadixDialog from '@radix-ui/react-dialog'
import { type KeyboardEvent, type ReactNode, useRef } from 'react'

/**
 * Where dialogs mount: inside the shop's root element (app/layout/Shell.tsx), which carries the site's
 * colours, font and dark mode as custom properties and classes. Radix's default, document.body, is
 * outside it: every dialog showed the default theme's colours (the pharmacy's age modal a yellow
 * button beside the page's green one). Without a shell (a test, a bare page's early render) the body.
 */
const SITE_ROOT_SELECTOR = '.app'
function siteRoot(): HTMLElement | undefined {
  return typeof document === 'undefined'
    ? undefined
    : (document.querySelector<HTMLElement>(SITE_ROOT_SELECTOR) ?? undefined)
}

/**
 * The accessible dialog every modal uses (Radix: focus trap, Escape, labelled by its title,
 * focus returns to the opener). `variant="sheet"` slides in from the side for mobile panels,
 * `variant="drawer"` from the right (the cart drawer), `variant="bottom"` rises from the bottom and
 * `variant="page"` covers the whole screen (the phone filters, by mobile_filter_view_type); `closing` plays the exit animation while the
 * caller waits to unmount it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  variant = 'center',
  children,
  testId,
  closing = false,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  closeLabel: string
  variant?: 'center' | 'sheet' | 'drawer' | 'bottom' | 'page'
  children: ReactNode
  testId?: string
  closing?: boolean
}) {
  // Radix returns focus to its Trigger; a dialog opened by state (no Trigger) returns it to whatever had it.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal container={siteRoot()}>
        <RadixDialog.Overlay className="dialog-overlay" data-closing={closing || undefined} />
        <RadixDialog.Content
          className={`dialog dialog--${variant}`}
          data-testid={testId}
          data-closing={closing || undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current
            opener.current = null
            if (target?.isConnected) {
              event.preventDefault()
              // the page did not move while the dialog was open: the opener is where the shopper left it (a
              // plain focus scrolled the fixed header's cart or menu button out of the scroll padding: 700 -> 257 px)
              target.focus({ preventScroll: true })
            }
          }}
        >
          <div className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          ) : null}
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/**
 * The keys of a tab list inside a dialog (the sign-in's, the phone menu's), as the WAI-ARIA tabs pattern
 * has them and a screen reader announces them: ← and → (round the end) and Home and End move to the tab
 * beside and select it. With it each tab sets `tabIndex={selected ? 0 : -1}`: the list is one Tab stop.
 * Here, in the module every dialog already loads: a module of its own would be a chunk of its own, named
 * in every page's first-load preload list.
 */
export function onTabListKeyDown(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')]
  const at = tabs.indexOf(event.target as HTMLElement)
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key]
  if (at < 0 || to === undefined) return
  event.preventDefault()
  const tab = tabs[(to + tabs.length) % tabs.length]
  tab?.focus()
  tab?.click()
}
