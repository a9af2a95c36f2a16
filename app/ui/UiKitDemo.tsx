import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PHONE_MASKS, type PhoneMaskName } from '#config'
import { DecimalInput } from './DecimalInput'
import { Dialog } from './Dialog'
import { FormErrors } from './FormErrors'
import { ICON_NAMES, Icon } from './icons'
import { Pager } from './Pager'
import { PhoneInput } from './PhoneInput'
import { Section } from './Section'

/**
 * /{lang}/ui-kit-demo (storefront spec 2.2, "internal demonstration page"): every shared building
 * block of app/ui in one place, in the page's language and the theme's look, so a designer or an
 * engineer can check a change to the kit on the demo sites. Not linked from the shop and noindex.
 */
export function UiKitDemo({ lang }: { lang: string }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const [page, setPage] = useState(2)
  const ids = { decimal: useId(), text: useId() }
  const masks = Object.keys(PHONE_MASKS) as PhoneMaskName[]
  return (
    <div className="ui-kit" data-testid="ui-kit">
      <h1>
        <FormattedMessage id="uiKit.title" />
      </h1>
      <Section id="ui-kit-buttons" titleId="uiKit.buttons">
        <div className="ui-kit__row">
          <button type="button" className="button">
            <FormattedMessage id="uiKit.button" />
          </button>
          <button type="button" className="button button--primary">
            <FormattedMessage id="uiKit.primary" />
          </button>
          <button type="button" className="button button--danger">
            <FormattedMessage id="uiKit.danger" />
          </button>
          <button type="button" className="button" disabled>
            <FormattedMessage id="uiKit.disabled" />
          </button>
        </div>
      </Section>
      <Section id="ui-kit-icons" titleId="uiKit.icons">
        <ul className="ui-kit__row ui-kit__icons">
          {ICON_NAMES.map((name) => (
            <li key={name}>
              <Icon name={name} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="ui-kit-fields" titleId="uiKit.fields">
        <div className="form">
          <div className="field">
            <label htmlFor={ids.text}>
              <FormattedMessage id="uiKit.text" />
            </label>
            <input id={ids.text} type="text" aria-invalid="true" aria-describedby={`${ids.text}-error`} />
            <p className="field__error" id={`${ids.text}-error`}>
              <FormattedMessage id="uiKit.fieldError" />
            </p>
          </div>
          <div className="field">
            <label htmlFor={ids.decimal}>
              <FormattedMessage id="uiKit.decimal" />
            </label>
            <DecimalInput id={ids.decimal} decimals={2} min={0} max={1000} defaultValue="12.5" />
          </div>
          {masks.map((mask) => (
            <div className="field" key={mask}>
              <label
                htmlFor={`${ids.text}-${mask}`}
              >{`${intl.formatMessage({ id: 'uiKit.phone' })}: ${PHONE_MASKS[mask]}`}</label>
              <PhoneInput id={`${ids.text}-${mask}`} mask={mask} />
            </div>
          ))}
          <FormErrors errors={[intl.formatMessage({ id: 'uiKit.formError' })]} />
        </div>
      </Section>
      <Section id="ui-kit-pager" titleId="uiKit.pager">
        <Pager
          current={page}
          total={5}
          link={(n, props) => (
            <a
              href={`/${lang}/ui-kit-demo?page=${n}`}
              {...props}
              onClick={(e) => {
                e.preventDefault()
                setPage(n)
              }}
            />
          )}
        />
      </Section>
      <Section id="ui-kit-dialog" titleId="uiKit.dialog">
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <FormattedMessage id="uiKit.openDialog" />
        </button>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={intl.formatMessage({ id: 'uiKit.dialog' })}
          closeLabel={intl.formatMessage({ id: 'modal.close' })}
          testId="ui-kit-dialog"
        >
          <p>
            <FormattedMessage id="uiKit.dialogText" />
          </p>
        </Dialog>
      </Section>
    </div>
  )
}
