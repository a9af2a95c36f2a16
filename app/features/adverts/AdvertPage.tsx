import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { closeModal, modalState, openModal } from '#app/modals/store.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { phoneMaskName, shownPhone } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import { ADVERTS } from '#contract/advert-rules.ts'
import { loginPath } from '#platform/shared/protected-pages.ts'
import { readSessionHint } from '../auth'
import { AdvertFacts } from './AdvertFacts'
import { AdvertMap } from './AdvertMap'
import { AdvertPrice } from './AdvertPrice'
import { advertPoint } from './advert-facts'
import { advertPlace, numberAttributeText, otherTextLanguage } from './advert-format'
import { useAdvertOwnership } from './advert-ownership'
import type { AdvertDetail } from './adverts.server'
import { type ContactBox, contactBox } from './contact-box'
import { FavoriteButton } from './FavoriteButton'
import { useAdvertUserData } from './favorites-store'
import type { Rate } from './list-search'
import { ownerBanner } from './mine-rules'
import { NoPhoto } from './NoPhoto'
import { OwnerBanner } from './OwnerBanner'
import { ReportAdvertForm } from './ReportAdvert'
import './adverts.css'

const Dialog = lazy(() => import('#app/ui/Dialog.tsx').then((m) => ({ default: m.Dialog })))

/**
 * /{lang}/adverts/{slug}: one advert - its images (the first is the preview), price (its own
 * currency and MDL), attributes, description, the seller's contacts (a userDataMobile panel on
 * phones) and sharing (postShare: the link to copy). Decision 0024. `owner`: the owner's view of a
 * paused advert or a draft (/{lang}/adverts/my/{slug}, issue 51 point 5) with its banner and actions.
 * The contacts are the advert's own (contact-box.ts: never the account's name); the report button
 * is left out where the page knows the viewer owns the advert (the back end refuses that complaint).
 */
export function AdvertPage({
  advert,
  rates,
  origin,
  owner = false,
}: {
  advert: AdvertDetail
  rates: Rate[]
  origin: string
  owner?: boolean
}) {
  const intl = useIntl()
  const lang = useLocale()
  const { open } = useSnapshot(modalState)
  useAdvertUserData(lang)
  const [current, setCurrent] = useState(0)
  const image = advert.images[current] ?? advert.images[0]
  const url = `${origin}/${lang}/adverts/${advert.slug}`
  const place = advertPlace([advert.region?.title, advert.location?.title, advert.sector?.title, advert.address])
  const box = contactBox(advert.contacts)
  const contacts = box ? <SellerContacts box={box} /> : null
  // The public page is cached for everyone: a signed-in owner is learned after it loads (advert-ownership.ts).
  const mine = useAdvertOwnership(lang, advert.slug, owner || advert.is_mine === true)
  // The owner's view of a draft or a paused advert has its Edit in the banner.
  const editHere = mine && !(owner && ownerBanner(advert))
  const point = advertPoint(advert)
  // The title and description may be another language's, the seller's only one (marked with `lang`).
  // A draft may be saved before it has a title: its owner's page names it all the same.
  const title = advert.title.trim() || intl.formatMessage({ id: 'adverts.untitled' })
  const titleLang = advert.title.trim() ? otherTextLanguage(advert.titles, advert.title, lang) : undefined
  const descriptionLang = otherTextLanguage(advert.descriptions, advert.description, lang)
  return (
    <article className="advert-page">
      <Breadcrumbs
        home={`/${lang}`}
        items={[
          { title: intl.formatMessage({ id: 'adverts.title' }), href: `/${lang}/adverts` },
          ...(advert.category?.title
            ? [{ title: advert.category.title, href: `/${lang}/adverts?category=${advert.category.id}` }]
            : []),
          { title },
        ]}
        origin={origin}
      />
      <h1 lang={titleLang}>{title}</h1>
      {owner ? <OwnerBanner advert={advert} /> : null}
      <div className="advert-page__top">
        <div className="advert-page__gallery">
          {image ? (
            <img src={image.url} alt={title} lang={titleLang} width={800} height={500} data-testid="advert-image" />
          ) : (
            <NoPhoto />
          )}
          {advert.images.length > 1 ? (
            <ul className="advert-page__thumbs">
              {advert.images.map((img, i) => (
                <li key={img.id}>
                  <button
                    type="button"
                    aria-pressed={i === current}
                    aria-label={intl.formatMessage({ id: 'adverts.image' }, { n: i + 1 })}
                    onClick={() => setCurrent(i)}
                  >
                    <img src={img.url} alt="" width={80} height={50} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="advert-page__side">
          <AdvertPrice advert={advert} currency={ADVERTS.rateBase} rates={rates} className="advert-page__price" />
          {place ? <p className="advert-card__place">{place}</p> : null}
          <AdvertFacts advert={advert} />
          {contacts ? <div className="advert-page__contacts">{contacts}</div> : null}
          <div className="advert-page__actions">
            {contacts ? (
              <button
                type="button"
                className="button button--primary advert-page__contact-button"
                onClick={() => openModal('userDataMobile')}
              >
                <FormattedMessage id="adverts.contactSeller" />
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => openModal('postShare')} data-testid="advert-share">
              <FormattedMessage id="adverts.share" />
            </button>
            <FavoriteButton advert={advert.id} title={advert.title} />
            {editHere ? (
              <a
                className="button"
                href={`/${lang}/adverts/edit/${encodeURIComponent(advert.slug)}`}
                aria-label={intl.formatMessage({ id: 'advertsArea.own.editOne' }, { title })}
                data-testid="advert-edit"
              >
                <FormattedMessage id="advertsArea.own.edit" />
              </a>
            ) : null}
            {mine ? null : (
              <button
                type="button"
                className="button"
                onClick={() => (readSessionHint() ? openModal('reportUser') : window.location.assign(loginPath(lang)))}
                data-testid="advert-report"
              >
                <FormattedMessage id="advertsArea.report.open" />
              </button>
            )}
          </div>
        </div>
      </div>
      {advert.attributes.length > 0 ? (
        <section aria-labelledby="advert-attributes">
          <h2 id="advert-attributes">
            <FormattedMessage id="adverts.attributes" />
          </h2>
          <dl className="advert-page__attributes" data-testid="advert-attributes">
            {advert.attributes.map((a) => (
              <div key={a.attribute}>
                <dt>{a.title}</dt>
                <dd>
                  {a.type === 'select'
                    ? a.value_title
                    : numberAttributeText(
                        a,
                        (n, o) => intl.formatNumber(n, o),
                        (unit) => intl.formatMessage({ id: `adverts.attributeUnit.${unit}` }),
                      )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {advert.description ? (
        <section aria-labelledby="advert-description">
          <h2 id="advert-description">
            <FormattedMessage id="adverts.description" />
          </h2>
          <p className="advert-page__description" lang={descriptionLang}>
            {advert.description}
          </p>
        </section>
      ) : null}
      {point ? <AdvertMap lat={point.lat} lon={point.lon} title={advert.title} /> : null}
      {open === 'reportUser' || open === 'reportUserSuccess' ? (
        <Suspense fallback={null}>
          <Dialog
            open
            onClose={() => closeModal(open)}
            title={intl.formatMessage({
              id: open === 'reportUser' ? 'advertsArea.report.title' : 'advertsArea.report.sent',
            })}
            closeLabel={intl.formatMessage({ id: 'modal.close' })}
            testId={open}
          >
            {open === 'reportUser' ? (
              <ReportAdvertForm advert={advert.id} />
            ) : (
              <p>
                <FormattedMessage id="advertsArea.report.thanks" />
              </p>
            )}
          </Dialog>
        </Suspense>
      ) : null}
      {open === 'userDataMobile' || open === 'postShare' ? (
        <Suspense fallback={null}>
          <Dialog
            open
            variant={open === 'userDataMobile' ? 'sheet' : 'center'}
            onClose={() => closeModal(open)}
            title={intl.formatMessage({ id: open === 'userDataMobile' ? 'adverts.contactSeller' : 'adverts.share' })}
            closeLabel={intl.formatMessage({ id: 'modal.close' })}
            testId={open}
          >
            {open === 'userDataMobile' ? contacts : <ShareLink url={url} />}
          </Dialog>
        </Suspense>
      ) : null}
    </article>
  )
}

/**
 * The advert's phones, each written as the site writes numbers (`+(373) 69 123-456`; the form saves
 * `+37369123456`, which a buyer read as one run of digits) and dialled as saved; a number not whole in
 * the site's mask shows as saved.
 */
function SellerContacts({ box }: { box: ContactBox }) {
  const mask = PHONE_MASKS[phoneMaskName(useShell().settings)]
  return (
    <div className="advert-seller" data-testid="advert-seller">
      {box.name ? <p className="advert-seller__name">{box.name}</p> : null}
      <ul>
        {box.lines.map((c) => (
          <li key={c.phone}>
            {c.name ? `${c.name}: ` : ''}
            <a href={`tel:${c.phone}`}>{shownPhone(c.phone, mask)}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The postShare modal: the advert's address to copy (the spec names no call: the URL is the share data). */
function ShareLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('yes')
    } catch {
      setCopied('no')
    }
  }
  return (
    <div className="advert-share">
      <label className="field">
        <span>
          <FormattedMessage id="adverts.shareLink" />
        </span>
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="advert-share-url" />
      </label>
      <button type="button" className="button button--primary" onClick={() => void copy()}>
        <FormattedMessage id="adverts.copyLink" />
      </button>
      <p role="status" className="advert-share__status">
        {copied ? <FormattedMessage id={copied === 'yes' ? 'adverts.copied' : 'adverts.copyFailed'} /> : null}
      </p>
    </div>
  )
}
