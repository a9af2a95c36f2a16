import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { productHref } from '#app/lib/product-href.ts'
import { closeModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { Dialog } from '#app/ui/Dialog.tsx'
import { giftState } from './gift'
import { productsByIdsQuery } from './products.functions'

/**
 * The gift modal (storefront spec 2.5 "gift"; decision 0048): what the shopper gets with the product,
 * the gift product as the back end has it now (its card by id), linked to its page in the page's
 * language. A gift the back end no longer has reads as no longer available. Focus returns to the
 * card's gift button on close (the modal store's opener).
 */
export default function GiftModal() {
  const intl = useIntl()
  const lang = useLocale()
  const { title, giftId } = useSnapshot(giftState)
  const { data, isPending } = useQuery(productsByIdsQuery(lang, giftId ? [giftId] : []))
  const gift = data?.[0]
  return (
    <Dialog
      open
      onClose={() => closeModal('gift')}
      title={<FormattedMessage id="gift.title" />}
      description={<FormattedMessage id="gift.with" values={{ title }} />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="gift-modal"
    >
      {gift ? (
        <a className="gift" href={productHref(lang, gift)} data-testid="gift-product">
          <img src={gift.img} alt="" width={96} height={96} />
          <span className="gift__title">{gift.title}</span>
        </a>
      ) : isPending && giftId ? (
        <p className="content-muted" role="status">
          <FormattedMessage id="gift.loading" />
        </p>
      ) : (
        <p role="status">
          <FormattedMessage id="gift.unavailable" />
        </p>
      )}
    </Dialog>
  )
}
