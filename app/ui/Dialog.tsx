import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

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
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" data-closing={closing || undefined} />
        <RadixDialog.Content className={`dialog dialog--${variant}`} data-testid={testId} data-closing={closing || undefined} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description> : null}
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
