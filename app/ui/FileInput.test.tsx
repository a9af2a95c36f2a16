// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import uk from '#locales/uk.json'
import { LocaleProvider } from '../i18n/LocaleProvider'
import { FileInput } from './FileInput'

const inUkrainian = (node: React.ReactNode) => (
  <LocaleProvider locale="uk" messages={uk}>
    {node}
  </LocaleProvider>
)

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

describe('FileInput', () => {
  it.each([
    [false, 'Обрати файл'],
    [true, 'Обрати файли'],
  ])(
    'speaks the page language, not the browser’s (multiple: %s): the button and "no file chosen"',
    (multiple, button) => {
      const html = renderToString(inUkrainian(<FileInput id="f" name="file" accept="image/png" multiple={multiple} />))
      expect(html).toContain(`>${button}</span>`)
      expect(html).toContain('>Файл не обрано</span>')
      // the browser's own input stays: named by the page's label, reached by tap, click and keyboard
      const input = /<input[^>]*>/.exec(html)?.[0] ?? ''
      for (const attribute of [
        'id="f"',
        'name="file"',
        'type="file"',
        'accept="image/png"',
        'class="file-input__native"',
      ])
        expect(input).toContain(attribute)
    },
  )

  it('shows the chosen names and passes the change on; without names where the form shows previews', () => {
    const host = document.createElement('div')
    document.body.appendChild(host)
    const onChange = vi.fn()
    root = createRoot(host)
    act(() => root!.render(inUkrainian(<FileInput name="file" onChange={onChange} />)))
    const input = host.querySelector('input') as HTMLInputElement
    const files = [new File(['a'], 'фото.png', { type: 'image/png' })]
    Object.defineProperty(input, 'files', { value: files, configurable: true })
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(host.querySelector('.file-input__names')?.textContent).toBe('фото.png')

    act(() => root!.render(inUkrainian(<FileInput name="file" showNames={false} />)))
    expect(host.querySelector('.file-input__names')).toBeNull()
  })
})
