import type { Page } from '@playwright/test'
import {
  animationsDone,
  axe,
  DESKTOP,
  expect,
  holdScripts,
  hydrated,
  isHydrated,
  PHONE,
  screenshot,
  settled,
  test,
} from './fixtures'

/** Issue 16: a non-price range group (the screen size) filters the listing like the price range. */

const count = async (page: Page) =>
  Number(((await page.locator('.listing__count').textContent()) ?? '').replace(/\D/g, ''))

const TEXT = {
  ro: {
    path: '/ro/electronice',
    group: 'Diagonala ecranului',
    from: 'Diagonala ecranului: de la',
    to: 'Diagonala ecranului: până la',
    apply: 'Aplică',
    reset: 'Resetează filtrele',
  },
  ru: {
    path: '/ru/elektronika',
    group: 'Диагональ экрана',
    from: 'Диагональ экрана: от',
    to: 'Диагональ экрана: до',
    apply: 'Применить',
    reset: 'Сбросить фильтры',
  },
}

test.describe('non-price range filters', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP)
  })

  test('ro: a screen range narrows the list, lives in the URL, counts only once moved, reset restores the defaults', async ({
    page,
  }) => {
    const t = TEXT.ro
    await page.goto(t.path)
    await hydrated(page)
    const panel = page.locator('.listing__filters')
    const group = panel.locator('form', { has: page.getByRole('group', { name: t.group }) })
    const from = panel.getByLabel(t.from, { exact: true })
    const to = panel.getByLabel(t.to, { exact: true })
    const min = await from.inputValue()
    const max = await to.inputValue()
    expect(Number(min)).toBeLessThan(14)
    expect(Number(max)).toBeGreaterThan(27)
    const all = await count(page)
    const reset = panel.getByRole('button', { name: t.reset })
    await expect(reset).toBeDisabled()

    // applying the untouched defaults is no filter
    await group.getByRole('button', { name: t.apply }).click()
    await settled(page)
    await expect(page).not.toHaveURL(/filter=/)
    await expect(reset).toBeDisabled()

    await from.fill('14')
    await to.fill('27')
    await group.getByRole('button', { name: t.apply }).click()
    await expect(page).toHaveURL(/filter=screen%3A14-27/)
    await expect.poll(() => count(page)).toBeLessThan(all)
    const narrowed = await count(page)
    expect(narrowed).toBeGreaterThan(0)
    await expect(reset).toBeEnabled()

    // the price range (the same inputs) combines with it
    const priceMax = await panel.getByLabel('Preț până la', { exact: true }).inputValue()
    await panel.getByLabel('Preț până la', { exact: true }).fill(String(Math.floor(Number(priceMax) / 2)))
    await panel
      .locator('form', { has: page.getByRole('group', { name: 'Preț' }) })
      .getByRole('button', { name: t.apply })
      .click()
    await expect(page).toHaveURL(/filter=screen%3A14-27%2Cprice%3A-\d+/)
    await expect.poll(() => count(page)).toBeLessThan(narrowed)
    await page.goBack()
    await expect(page).toHaveURL(/filter=screen%3A14-27$/)

    await page.reload()
    await hydrated(page)
    await expect(panel.getByLabel(t.from, { exact: true })).toHaveValue('14')
    await expect(panel.getByLabel(t.to, { exact: true })).toHaveValue('27')
    expect(await count(page)).toBe(narrowed)

    const a11y = await axe(page).include('.listing__filters').analyze()
    expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await panel.locator('form', { has: page.getByRole('group', { name: t.group }) }).scrollIntoViewIfNeeded()
    await screenshot(page, 'range-filter-1440x900')

    await panel.getByRole('button', { name: t.reset }).click()
    await expect(page).not.toHaveURL(/filter=/)
    await expect.poll(() => count(page)).toBe(all)
    await expect(panel.getByLabel(t.from, { exact: true })).toHaveValue(min)
    await expect(panel.getByLabel(t.to, { exact: true })).toHaveValue(max)
  })

  test('ru: an open range (from only) narrows the list and reset clears it; the phone sheet shows the range', async ({
    page,
  }) => {
    const t = TEXT.ru
    await page.goto(t.path)
    await hydrated(page)
    const panel = page.locator('.listing__filters')
    const all = await count(page)
    await panel.getByLabel(t.from, { exact: true }).fill('43')
    await panel
      .locator('form', { has: page.getByRole('group', { name: t.group }) })
      .getByRole('button', { name: t.apply })
      .click()
    await expect(page).toHaveURL(/filter=screen%3A43-(&|$)/)
    await expect.poll(() => count(page)).toBeLessThan(all)
    expect(await count(page)).toBeGreaterThan(0)
    await panel.getByRole('button', { name: t.reset }).click()
    await expect(page).not.toHaveURL(/filter=/)
    await expect.poll(() => count(page)).toBe(all)

    await page.setViewportSize(PHONE)
    await page.goto(`${t.path}?filter=screen:14-27`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Фильтры' }).click()
    const sheet = page.getByTestId('mobile-filters')
    await expect(sheet).toBeVisible()
    await expect(sheet.getByLabel(t.from, { exact: true })).toHaveValue('14')
    await sheet.getByLabel(t.from, { exact: true }).scrollIntoViewIfNeeded()
    await animationsDone(sheet) // the sheet's slide-in
    const a11y = await axe(page).include('[data-testid="mobile-filters"]').analyze()
    expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await screenshot(page, 'range-filter-390x844')
  })
})

test('two ranges applied before the listing is interactive are held, then both applied (desktop)', async ({ page }) => {
  const t = TEXT.ro
  await page.setViewportSize(DESKTOP)
  // The scripts wait until the shopper has applied: the filter column is painted, nothing is hydrated.
  const release = await holdScripts(page)
  await page.goto(t.path, { waitUntil: 'domcontentloaded' })
  const panel = page.locator('.listing__filters')
  const screen = panel.locator('form', { has: page.getByRole('group', { name: t.group }) })
  const price = panel.locator('form', { has: page.getByRole('group', { name: 'Preț' }) })
  const priceTo = panel.getByLabel('Preț până la', { exact: true })
  const half = Math.floor(Number(await priceTo.inputValue()) / 2)
  await panel.getByLabel(t.from, { exact: true }).fill('14')
  await panel.getByLabel(t.to, { exact: true }).fill('27')
  await screen.getByRole('button', { name: t.apply }).click()
  // Enter in a field submits its form too (the browser clicks the form's button)
  await priceTo.fill(String(half))
  await priceTo.press('Enter')
  // held: the page stays as it is (no native submit with ?from=&to=) and keeps what was typed
  for (const form of [screen, price]) {
    const button = form.getByRole('button', { name: t.apply })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    // and shows it was taken
    await expect(button).toHaveCSS('cursor', 'progress')
    await expect(button).toHaveCSS('opacity', '0.55')
  }
  await expect(page).not.toHaveURL(/[?&](from|to|filter)=/)
  await expect(priceTo).toHaveValue(String(half))
  expect(await isHydrated(page)).toBe(false)
  release()
  await expect(page).toHaveURL(
    new RegExp(`filter=screen%3A14-27%2Cprice%3A-${half}|filter=price%3A-${half}%2Cscreen%3A14-27`),
    { timeout: 30_000 },
  )
  await hydrated(page)
  await expect(panel.getByLabel(t.from, { exact: true })).toHaveValue('14')
  await expect(priceTo).toHaveValue(String(half))
  await expect(panel.locator('button[aria-busy="true"]')).toHaveCount(0)
})
