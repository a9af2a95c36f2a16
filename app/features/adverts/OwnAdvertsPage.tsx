import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { closeModal, modalState, openModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { Pager } from '#app/ui/Pager.tsx'
import { ADVERTS } from '#contract/advert-rules.ts'
import { AdvertCardView } from './AdvertCard'
import { OwnAreaTabs } from './AreaLinks'
import { deleteAdvert, saveAdvert } from './advert-save'
import type { AdvertCard } from './adverts.server'
import { DeleteAdvertActions } from './DeleteAdvertActions'
import { useAdvertUserData } from './favorites-store'
import { activeBody } from './form-rules'
import type { Rate } from './list-search'
import { type OwnListKind, ownAdvertHref } from './mine-rules'
import './adverts.css'

const Dialog = lazy(() => import('#app/ui/Dialog.tsx').then((m) => ({ default: m.Dialog })))

/**
 * /{lang}/adverts/my and /{lang}/adverts/drafts: the owner's published adverts and drafts
 * (decision 0029), each with an edit link, pause/resume (spec 3 is_active: a PATCH of the flags
 * only; a paused advert leaves the public list but stays here) and a delete button (the delete
 * modal; a 204 flags the advert deleted, spec 4). On phones the three sit in the
 * toolsAnnouncements modal, one card's at a time.
 */
export function OwnAdvertsPage({
  kind,
  adverts,
  pages,
  page,
  rates,
  origin,
  unsaid = false,
}: {
  kind: OwnListKind
  adverts: AdvertCard[]
  pages: number
  /** The back end did not say which adverts are the shopper's: none is listed, and the page says why. */
  unsaid?: boolean
  page: number
  rates: Rate[]
  origin: string
}) {
  const intl = useIntl()
  const lang = useLocale()
  useAdvertUserData(lang)
  const { open } = useSnapshot(modalState)
  const [deleted, setDeleted] = useState<string[]>([])
  const [asking, setAsking] = useState<AdvertCard | null>(null)
  const [tooled, setTooled] = useState<AdvertCard | null>(null)
  const [active, setActive] = useState<Record<string, boolean>>({})
  const [busy, setBusy] = useState<string | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const isActive = (a: AdvertCard) => active[a.id] ?? a.is_active
  // A draft may be saved before it has a title (as its card says, AdvertCardView): its buttons and
  // its sheet are named all the same - "Edit " and an untitled sheet said nothing of which advert.
  const nameOf = (a: AdvertCard) => a.title.trim() || intl.formatMessage({ id: 'adverts.untitled' })
  const toggle = async (a: AdvertCard) => {
    if (busy === a.id) return
    const next = !isActive(a)
    setBusy(a.id)
    setErrors([])
    try {
      const r = await saveAdvert(lang, a.slug, activeBody(a, next))
      if (r.ok) setActive((m) => ({ ...m, [a.id]: next }))
      else setErrors([intl.formatMessage({ id: 'advertsArea.own.toggleFailed' })])
    } catch {
      setErrors([intl.formatMessage({ id: 'advertsArea.own.toggleFailed' })])
    } finally {
      setBusy(null)
    }
  }
  const tools = (a: AdvertCard) => (
    <>
      <a
        className="button"
        href={`/${lang}/adverts/edit/${a.slug}`}
        aria-label={intl.formatMessage({ id: 'advertsArea.own.editOne' }, { title: nameOf(a) })}
      >
        <FormattedMessage id="advertsArea.own.edit" />
      </a>
      {a.is_draft ? null : (
        <button
          type="button"
          className="button"
          // aria-disabled, not disabled: a disabled button loses the focus to the page (shopper audit a4)
          aria-disabled={busy === a.id || undefined}
          onClick={() => void toggle(a)}
          data-testid="own-advert-toggle"
        >
          <FormattedMessage id={isActive(a) ? 'advertsArea.own.pause' : 'advertsArea.own.resume'} />
        </button>
      )}
      <button
        type="button"
        className="button button--danger"
        aria-label={intl.formatMessage({ id: 'advertsArea.own.deleteOne' }, { title: nameOf(a) })}
        onClick={() => {
          setAsking(a)
          openModal('delete')
        }}
        data-testid="own-advert-delete"
      >
        <FormattedMessage id="advertsArea.own.delete" />
      </button>
    </>
  )
  const title = intl.formatMessage({ id: `advertsArea.own.${kind}` })
  const confirm = async () => {
    if (!asking) return
    const r = await deleteAdvert(lang, asking.slug)
    closeModal('delete')
    if (r.ok) setDeleted((d) => [...d, asking.id])
    else setErrors([intl.formatMessage({ id: 'adverts.form.deleteFailed' })])
  }
  return (
    <div className="adverts-page">
      <Breadcrumbs
        home={`/${lang}`}
        items={[{ title: intl.formatMessage({ id: 'adverts.title' }), href: `/${lang}/adverts` }, { title }]}
        origin={origin}
      />
      <h1>{title}</h1>
      <OwnAreaTabs current={kind} />
      <FormErrors errors={errors} testId="own-adverts-errors" />
      {adverts.length === 0 ? (
        <p className="listing__empty" data-testid="own-adverts-empty">
          <FormattedMessage id={unsaid ? 'advertsArea.own.unsaid' : `advertsArea.own.${kind}Empty`} />
        </p>
      ) : (
        <ul className="advert-grid" data-testid="advert-list">
          {adverts.map((a) => (
            <li key={a.id}>
              <AdvertCardView
                advert={a}
                currency={ADVERTS.queryDefaults.price_unit}
                rates={rates}
                href={ownAdvertHref(lang, { ...a, is_active: isActive(a) })}
                actions={
                  deleted.includes(a.id) ? (
                    <p className="notice" role="status" data-testid="own-advert-deleted">
                      <FormattedMessage id="adverts.form.deleted" />
                    </p>
                  ) : (
                    <>
                      {isActive(a) ? null : (
                        <p className="advert-card__status" data-testid="own-advert-paused">
                          <FormattedMessage id="advertsArea.own.paused" />
                        </p>
                      )}
                      <div className="advert-card__actions advert-card__inline-tools">{tools(a)}</div>
                      <button
                        type="button"
                        className="button advert-card__tools-button"
                        aria-label={intl.formatMessage({ id: 'advertsArea.own.toolsOne' }, { title: nameOf(a) })}
                        onClick={() => {
                          setTooled(a)
                          openModal('toolsAnnouncements')
                        }}
                        data-testid="own-advert-tools"
                      >
                        <FormattedMessage id="advertsArea.own.tools" />
                      </button>
                    </>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        current={page}
        total={pages}
        link={(p, props) => <a href={`/${lang}/adverts/${kind}${p > 1 ? `?page=${p}` : ''}`} {...props} />}
      />
      {open === 'toolsAnnouncements' && tooled ? (
        <Suspense fallback={null}>
          <Dialog
            open
            onClose={() => closeModal('toolsAnnouncements')}
            title={nameOf(tooled)}
            closeLabel={intl.formatMessage({ id: 'modal.close' })}
            testId="toolsAnnouncements"
          >
            <div className="advert-tools">{tools(tooled)}</div>
          </Dialog>
        </Suspense>
      ) : null}
      {open === 'delete' && asking ? (
        <Suspense fallback={null}>
          <Dialog
            open
            onClose={() => closeModal('delete')}
            title={intl.formatMessage({ id: 'adverts.form.deleteQuestion' })}
            closeLabel={intl.formatMessage({ id: 'modal.close' })}
            testId="delete"
          >
            <p>{nameOf(asking)}</p>
            <DeleteAdvertActions onDelete={() => void confirm()} />
          </Dialog>
        </Suspense>
      ) : null}
    </div>
  )
}
