import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from '../i18n/LocaleProvider'
import { LabeledField } from './LabeledField'
import { Section } from './Section'

const render = (node: React.ReactNode) =>
  renderToString(
    <LocaleProvider locale="en" messages={{ 'addresses.add': 'Stores', 'addresses.city': 'Name' }}>
      {node}
    </LocaleProvider>,
  )

describe('Section and LabeledField', () => {
  it('a section is named by its h2', () => {
    expect(
      render(
        <Section id="stores" titleId="addresses.add" className="content-section">
          <p>x</p>
        </Section>,
      ),
    ).toBe('<section class="content-section" aria-labelledby="stores"><h2 id="stores">Stores</h2><p>x</p></section>')
  })

  it('a field wraps its control in the label', () => {
    expect(
      render(
        <LabeledField labelId="addresses.city">
          <input name="name" />
        </LabeledField>,
      ),
    ).toBe('<label class="field"><span>Name</span><input name="name"/></label>')
  })
})
