import { useStore } from '@tanstack/react-form'
import { useEffect, useId, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import * as z from 'zod/mini'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { dismissToast, showToast } from '#app/toasts/store.ts'
import { Input, type SendResult, text, useShopForm } from '#app/ui/form/index.ts'
import { cartBackend, cartState, promoState, remoteCartState } from './store'

/** The code, trimmed; an empty one is never sent. */
const PROMO = z.object({ code: text() })
const NONE: SendResult = { ok: true, fields: {}, messages: [] }

/**
 * The promo code form, a kit form (decision 0078) loaded by PromoForm: preview through the back end,
 * then the discount applies until the cart changes. The preview carries the payment type (spec 7.3):
 * the default payment system's here; the checkout previews again when the shopper picks another.
 */
export function PromoCodeForm({ paymentType }: { paymentType?: string }) {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  const cart = useSnapshot(cartState)
  const { invalidPromo } = useSnapshot(remoteCartState)
  const { removed } = useSnapshot(promoState)
  const id = useId()
  const appliedToast = useRef<number | null>(null)
  const refusal = (id: MessageId): SendResult => ({ ok: false, fields: {}, messages: [intl.formatMessage({ id })] })
  const form = useShopForm({
    schema: PROMO,
    defaultValues: { code: '' },
    clearOnSend: true,
    send: async ({ code }) => {
      try {
        // The cart's backend prices the code: promo-code/update_prices (server cart; a refused code
        // sets the invalid-promo flag) or preview-promo (local cart; a refused code shows the first
        // message of the back end's list, in the page's language).
        const answer = await cartBackend().applyPromo(code, { lang, paymentType })
        if (answer.outcome === 'applied') {
          promoState.removed = null
          appliedToast.current = showToast(intl.formatMessage({ id: 'promo.applied' }), 'success')
        }
        // The lines changed while the code was checked: its discount is for other lines.
        else if (answer.outcome === 'stale') promoState.removed = code
        else if (answer.outcome === 'failed') return refusal('promo.failed')
        else if (answer.outcome === 'not-allowed') return refusal('promo.notAllowed')
        else if (answer.outcome === 'refused')
          return answer.message ? { ok: false, fields: {}, messages: [answer.message] } : refusal('promo.unknownError')
        return NONE
      } catch {
        return refusal('promo.failed')
      }
    },
  })
  const code = useStore(form.api.store, (s) => String(s.values.code ?? ''))
  // The form gives way to the applied code and back (a code applied, or removed): the focus in the part
  // that went goes on to the part that came ("Remove", the code's field), not to the page. Read while
  // rendering the change, when the part that goes still holds the focus.
  const focusMove = useRef({ code: cart.promoCode, had: false })
  if (focusMove.current.code !== cart.promoCode)
    focusMove.current = {
      code: cart.promoCode,
      had: !!document.activeElement?.closest('.promo__form, .promo__applied'),
    }
  const removeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!focusMove.current.had) return
    focusMove.current.had = false
    const active = document.activeElement
    if (active && active !== document.body) return
    if (cart.promoCode) removeButton.current?.focus()
    else document.getElementById(id)?.focus()
  }, [cart.promoCode, id])
  // A change of the lines took the code away (spec 4): the "applied" notice goes, the form offers the code again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new removal refills the form
  useEffect(() => {
    if (!removed) return
    if (appliedToast.current !== null) dismissToast(appliedToast.current)
    form.api.setFieldValue('code', removed)
    form.setMessages([])
  }, [removed])
  // The language switched with the cart page open (the page stays mounted): a refusal in the old language goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new language clears it
  useEffect(() => {
    form.setMessages([])
  }, [lang])
  const error = form.messages[0]
  // Only the server cart sets the invalid-promo flag.
  const showInvalid = invalidPromo && !cart.promoCode
  return (
    <>
      {cart.promoCode ? (
        <p className="promo__applied" data-testid="promo-applied">
          <FormattedMessage id="promo.active" values={{ code: cart.promoCode }} />{' '}
          <button
            ref={removeButton}
            type="button"
            className="link-button"
            onClick={() => {
              promoState.removed = null
              cartState.promoCode = null
              cartState.discount = 0
            }}
          >
            <FormattedMessage id="promo.remove" />
          </button>
        </p>
      ) : (
        <form
          ref={form.formRef}
          className="promo__form"
          noValidate
          onSubmit={(e) => {
            // An empty code: nothing is sent and nothing shown changes.
            if (!code.trim()) return e.preventDefault()
            void form.onSubmit(e)
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            <FormattedMessage id="promo.title" />
          </label>
          <Input
            form={form}
            name="code"
            id={id}
            maxLength={40}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'promo.placeholder' })}
            onInput={() => {
              if (invalidPromo) remoteCartState.invalidPromo = false
            }}
            aria-invalid={error || showInvalid ? true : undefined}
            aria-describedby={error || showInvalid ? `${id}-error` : undefined}
          />
          {/* resting, not disabled while the code is checked (the kit sends once): a disabled button drops the focus */}
          {/* at the form's right edge, where the call-us button floats on a phone (review r57): kept clear */}
          <button type="submit" className="button" aria-disabled={form.pending} data-keep-clear>
            <FormattedMessage id="promo.apply" />
          </button>
        </form>
      )}
      {/* A live region is heard when its text changes: it stays mounted, the notice comes and goes inside it
          (a region inserted with its text already in it is skipped by many screen readers). */}
      <div role="status">
        {!cart.promoCode && removed ? (
          <p className="promo__removed" data-testid="promo-removed">
            <FormattedMessage id="promo.removed" values={{ code: removed }} />
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="form__errors" role="alert" data-testid="promo-error">
          {error}
        </p>
      ) : showInvalid ? (
        <p id={`${id}-error`} className="form__errors" role="alert" data-testid="promo-invalid">
          <FormattedMessage id="promo.invalid" />
        </p>
      ) : null}
    </>
  )
}
