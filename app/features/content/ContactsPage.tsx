import { useSuspenseQuery } from '@tanstack/react-query'
import { Fragment, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { telHref } from '#app/i18n/format.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { openModal } from '#app/modals/store.ts'
import { useLocale, useShell, useView } from '#app/shell/useShell.tsx'
import { Field, FormMessages, rulesSchema, SubmitButton, useShopForm } from '#app/ui/form/index.ts'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import { phoneMaskName } from '#app/ui/phone-mask.ts'
import { Section } from '#app/ui/Section.tsx'
import { ShopState } from '#app/ui/ShopState.tsx'
import { openInMapHref } from '#platform/shared/map-tiles.ts'
import { contentQuery, userRequestFn } from './content.functions'
import { formFailure, sortStores } from './rules'
import { ShopsMap } from './ShopsMap'
import { ContentPage, Empty } from './ui'
import './content.css'

const REQUEST_SCHEMA = rulesSchema({
  name: { required: true },
  phone: { kind: 'phone' },
  email: { kind: 'email' },
  message: { required: true },
})

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

function UserRequestForm() {
  const intl = useIntl()
  const lang = useLocale()
  const [sent, setSent] = useState(false)
  const form = useShopForm({
    schema: REQUEST_SCHEMA,
    defaultValues: { name: '', phone: '', email: '', message: '' },
    send: async (values) =>
      formFailure(
        await userRequestFn({
          data: {
            lang,
            body: {
              name: values.name,
              phone: values.phone || undefined,
              email: values.email || undefined,
              message: values.message,
            },
          },
        }),
        intl.formatMessage({ id: 'globalMessageSomethingWentWrong' }),
      ),
  })
  const phoneMask = phoneMaskName(useShell().settings)
  const t = (id: MessageId) => intl.formatMessage({ id })
  if (sent) {
    return (
      <div className="notice notice--success" role="status">
        <p>
          <strong>
            <FormattedMessage id="content.request.successTitle" />
          </strong>
        </p>
        <p>
          <FormattedMessage id="content.request.successText" />
        </p>
        <button type="button" className="link-button" onClick={() => setSent(false)}>
          <FormattedMessage id="content.request.again" />
        </button>
      </div>
    )
  }
  return (
    <form
      ref={form.formRef}
      className="form content-form"
      noValidate
      aria-labelledby="user-request-title"
      onSubmit={async (event) => {
        if (!(await form.onSubmit(event))) return
        form.reset()
        setSent(true)
      }}
    >
      <Field form={form} name="name" label={t('content.form.name')} required autoComplete="name" />
      <Field form={form} name="phone" label={t('content.form.phone')} phoneMask={phoneMask} autoComplete="tel" />
      <Field
        form={form}
        name="email"
        label={t('content.form.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <Field form={form} name="message" label={t('content.form.message')} required multiline />
      <FormMessages messages={form.messages} />
      <SubmitButton pending={form.pending} labelId="content.form.send" />
    </form>
  )
}

export function ContactsPage() {
  const lang = useLocale()
  const intl = useIntl()
  // Open/closed changes by the hour and the HTML may come from the page cache: refresh after hydration.
  const { data } = useSuspenseQuery({ ...contentQuery({ kind: 'contacts', lang }), refetchOnMount: 'always' })
  const stores = sortStores(data.stores)
  const view = useView('contacts_view_type')
  const { page } = data
  return (
    <ContentPage title={page?.title || intl.formatMessage({ id: 'content.contacts.title' })} wide>
      {/* The contact text or the stores failed to load: one notice, no "nothing here" (a 503, decision 0099). */}
      {data.unavailable ? <PageUnavailable /> : null}
      <div className={`contacts contacts--${view}`} data-view={view} data-testid="contacts">
        <Section id="contacts-main" titleId="content.contacts.office" className="card contacts__main">
          {page ? (
            <>
              {page.address ? <p>{page.address}</p> : null}
              <ul className="plain-list">
                {page.phones.map((p) => (
                  <li key={p}>
                    <a href={telHref(p)}>{p}</a>
                  </li>
                ))}
                {page.emails.map((e) => (
                  <li key={e}>
                    <a href={`mailto:${e}`}>{e}</a>
                  </li>
                ))}
              </ul>
              {page.schedule.length > 0 ? (
                <dl className="schedule">
                  {page.schedule.map((s) => (
                    <div key={s.days}>
                      <dt>{s.days}</dt>
                      <dd>{s.hours}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </>
          ) : data.pageUnavailable ? null : (
            <Empty />
          )}
          <button type="button" className="button button--primary" onClick={() => openModal('consultation')}>
            <FormattedMessage id="content.consultation.open" />
          </button>
        </Section>
        {/* A group with no contacts has no heading over an empty list; a contact's missing parts leave no empty link or stray "·". */}
        {data.groups
          .filter((group) => group.contacts.length > 0)
          .map((group) => (
            <section key={group.id} className="card" aria-labelledby={`group-${group.id}`}>
              <h2 id={`group-${group.id}`}>{group.title}</h2>
              <ul className="plain-list">
                {group.contacts.map((c) => (
                  <li key={c.id}>
                    {c.title ? <strong>{c.title}</strong> : null}
                    <Joined
                      parts={[
                        c.phone ? (
                          <a key="phone" href={telHref(c.phone)}>
                            {c.phone}
                          </a>
                        ) : null,
                        c.email ? (
                          <a key="email" href={`mailto:${c.email}`}>
                            {c.email}
                          </a>
                        ) : null,
                      ]}
                    />
                    <Joined parts={[c.address || null, c.schedule || null]} muted />
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>

      <Section id="stores-title" titleId="content.contacts.stores" className="content-section">
        {stores.length === 0 ? (
          data.storesUnavailable ? null : (
            <Empty />
          )
        ) : (
          <div className={`stores stores--${view}`}>
            <ul className="stores__list">
              {stores.map((s) => (
                <li key={s.shopId} className="card store" data-testid="store">
                  <p className="store__head">
                    <strong>{s.title}</strong>
                    <ShopState isOpen={s.isOpen} badge />
                  </p>
                  {/* a shop the back end gave no address or phone has no empty line, nor an empty tel: link */}
                  {s.address.trim() ? <p>{s.address}</p> : null}
                  {s.phone.trim() ? (
                    <p>
                      <a href={telHref(s.phone)}>{s.phone}</a>
                    </p>
                  ) : null}
                  {s.lat !== null && s.lon !== null ? <OpenInMap lat={s.lat} lon={s.lon} title={s.title} /> : null}
                  {s.schedule.length > 0 ? (
                    <details>
                      <summary>
                        <FormattedMessage id="content.contacts.hours" />
                      </summary>
                      <dl className="schedule">
                        {s.schedule.map((d) => (
                          <div key={d.day}>
                            <dt>
                              <FormattedMessage id={`content.day.${DAY_KEYS[(d.day - 1 + 7) % 7] ?? 'mon'}`} />
                            </dt>
                            <dd>
                              {d.open && d.close
                                ? `${d.open}–${d.close}`
                                : intl.formatMessage({ id: 'content.contacts.dayOff' })}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
            <ShopsMap shops={stores} />
          </div>
        )}
      </Section>

      {data.sellers.length > 0 ? (
        <Section id="sellers-title" titleId="content.contacts.sellers" className="content-section">
          <ul className="card-grid">
            {data.sellers.map((s) => (
              <li key={s.id} className="card">
                <strong>{s.name}</strong>
                <br />
                <a href={telHref(s.phone)}>{s.phone}</a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="user-request-title" titleId="content.request.title" className="content-section">
        <UserRequestForm />
      </Section>
    </ContentPage>
  )
}

/** A link opening the store in OpenStreetMap (new tab): the way to a store when no map is drawn, and beside one. */
function OpenInMap({ lat, lon, title }: { lat: number; lon: number; title: string }) {
  const intl = useIntl()
  const href = openInMapHref(lat, lon)
  if (!href) return null
  return (
    <p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="store__map-link"
        aria-label={intl.formatMessage({ id: 'content.contacts.openInMapOf' }, { title })}
      >
        <FormattedMessage id="content.contacts.openInMap" />
      </a>
    </p>
  )
}

/** One line of a contact's parts, those given, between "·"; no line when none is given. */
function Joined({ parts, muted }: { parts: (ReactNode | null)[]; muted?: boolean }) {
  const given = parts.filter((p) => p !== null)
  if (given.length === 0) return null
  const line = given.map((p, i) => (
    // The parts are fixed in place (phone then e-mail; address then hours): the index is their key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={i}>
      {i > 0 ? ' · ' : null}
      {p}
    </Fragment>
  ))
  return <div className={muted ? 'content-muted' : undefined}>{line}</div>
}
