// @vitest-environment happy-dom
import axe from 'axe-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormErrors } from './FormErrors'

describe('FormErrors', () => {
  it('announces the errors as an alert around a plain list (axe: no "listitem" or "list" violation)', async () => {
    const host = document.createElement('main')
    host.innerHTML = renderToStaticMarkup(<FormErrors errors={['Wrong code', 'Try later']} testId="errs" />)
    document.body.appendChild(host)
    const alert = host.querySelector('[role="alert"]')
    expect(alert?.textContent).toBe('Wrong codeTry later')
    expect(host.querySelector('[data-testid="errs"]')?.tagName).toBe('UL')
    expect(host.querySelector('ul')?.hasAttribute('role')).toBe(false)
    const result = await axe.run(host, { runOnly: ['list', 'listitem', 'aria-allowed-role'] })
    expect(result.violations.map((v) => v.id)).toEqual([])
    host.remove()
  })

  it('renders nothing without errors', () => {
    expect(renderToStaticMarkup(<FormErrors errors={[]} />)).toBe('')
  })
})
