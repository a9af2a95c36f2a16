import { galleryPhotos } from '#app/features/content/rules.ts'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'

/**
 * The gallery page's "All photos" (`GET /base/gallery/all_images`, issue 29 point 4, decision 0048):
 * under the albums, loaded as the shopper nears it, the back end's photos in its order.
 */

for (const [lang, viewport, size] of [
  ['ru', PHONE, 390],
  ['uk', PHONE, 390],
  ['ro', DESKTOP, 1440],
] as const) {
  test(`${lang} at ${size} px: the gallery shows every photo of the back end under the albums`, async ({ page }) => {
    const res = await fetch(`${ADMIN}/base/gallery/all_images`, {
      headers: { 'Site-Token': 'demo-electro-token', 'Accept-Language': lang },
    })
    const photos = galleryPhotos((await res.json()) as { id: number; url: string; title: string }[])
    expect(photos.length).toBeGreaterThan(0)
    await page.setViewportSize(viewport)
    await page.goto(`/${lang}/gallery`)
    await hydrated(page)
    const albums = page.locator('.card-grid')
    await expect(albums).toBeVisible()
    const all = page.getByTestId('gallery-all-photos')
    await expect
      .poll(async () => {
        const waiting = page.locator('.near-viewport-placeholder').first()
        if (await waiting.count()) await waiting.scrollIntoViewIfNeeded()
        return all.count()
      })
      .toBe(1)
    await all.scrollIntoViewIfNeeded()
    await expect(all.getByRole('heading', { level: 2 })).toBeVisible()
    const imgs = all.getByRole('img')
    await expect(imgs).toHaveCount(photos.length)
    expect(await imgs.evaluateAll((list) => list.map((i) => i.getAttribute('alt')))).toEqual(photos.map((p) => p.title))
    // The page's addresses are the back end's, made absolute against it.
    expect(
      await imgs.evaluateAll((list) =>
        list.map((i) => new URL((i as HTMLImageElement).src).pathname + new URL((i as HTMLImageElement).src).search),
      ),
    ).toEqual(photos.map((p) => new URL(p.url, ADMIN).pathname + new URL(p.url, ADMIN).search))
    // Under the albums.
    const albumsBottom = await albums.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
    expect(await all.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBeGreaterThan(albumsBottom)
    await expect(imgs.first()).toBeVisible()
    if (size === 390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, `gallery-all-photos-${lang}-${size}`)
  })
}
