import { describe, expect, it } from 'vitest'
import { send } from './helpers'

describe('server-rendered pages', () => {
  it.each([
    ['ro', 'ro'],
    ['ru', 'ru'],
    ['uk', 'uk'],
    ['en', 'en'],
  ])('/%s renders with <html lang="%s">, canonical and hreflang alternates', async (lang, htmlLang) => {
    const res = await send(`/${lang}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<html lang="${htmlLang}"`)
    expect(html).toContain(`<link rel="canonical" href="https://shop.test/${lang}"`)
    for (const alt of ['ro', 'ru', 'uk', 'en'])
      expect(html).toContain(`hrefLang="${alt}" href="https://shop.test/${alt}"`)
    // x-default: the main language (the double's settings: ru), where `/` without a choice goes.
    expect(html).toContain('hrefLang="x-default" href="https://shop.test/ru"')
  })

  // Spec 8 "404 on calls flagged for redirect: go to /404": a page whose own data call answers 404
  // (product, brand, category, article) is the /404 page, status 404, at its own address (decision 0028).
  it.each([
    '/ro/no-such-page',
    '/en/a/b/c/d',
    '/uk/product-that-is-not-here',
    '/ro/404',
    '/ro/product/missing-product',
    '/ro/brands/missing-brand',
    '/ro/articles/missing-article',
  ])('%s is the not-found page with status 404', async (path) => {
    const res = await send(path)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('error-page')
    expect(html).toMatch(/Pagina nu a fost găsită|Page not found|Сторінку не знайдено/)
  })

  it.each([
    ['/ru/cart', 'Корзина'],
    ['/uk/cart', 'Кошик'],
    ['/ro/cart', 'Coșul'],
  ])('%s is titled "%s | <shop>" and not indexed', async (path, title) => {
    const html = await (await send(path)).text()
    expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`))
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"[^>]*>/)
  })

  // Spec 2.5: "A server-level missing page reads 'This page could not be found' (404)".
  it.each([['/api/nope'], ['/api/cart/nothing'], ['/ws/nope']])(
    '%s is the server-level 404 text, not a shop page',
    async (path) => {
      const res = await send(path)
      expect(res.status).toBe(404)
      expect(await res.text()).toBe('This page could not be found')
    },
  )

  it('the 404 page keeps the layout and a link home in its language', async () => {
    const html = await (await send('/en/nothing')).text()
    expect(html).toContain('Page not found')
    expect(html).toContain('Go to the home page')
    expect(html).toContain('class="footer"')
  })

  it.each([
    ['/ru/nothing-here', 'Страница не найдена'],
    ['/uk/product/no-such-product', 'Сторінку не знайдено'],
    ['/ro/articles/no-such-article', 'Pagina nu a fost găsită'],
  ])('%s answers 404 titled "%s | <shop>"', async (path, title) => {
    const res = await send(path)
    expect(res.status).toBe(404)
    expect(await res.text()).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`))
  })
})
