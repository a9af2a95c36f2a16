import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'

/** The support form works for guests too (accounts spec 3 "Support message"; issue 29, decision 0038). */
const TEXT = {
  ru: { title: 'Поддержка', name: 'Имя', email: 'Эл. почта', body: 'Сообщение' },
  uk: { title: 'Підтримка', name: "Ім'я", email: 'Ел. пошта', body: 'Повідомлення' },
} as const

for (const lang of ['ru', 'uk'] as const) {
  test(`a guest writes to support from the footer link (${lang})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(DESKTOP)
    await page.goto(`/${lang}`)
    await hydrated(page)
    await page.getByTestId('footer-support').click()
    await page.waitForURL(new RegExp(`/${lang}/support$`))
    await hydrated(page)
    const form = page.getByTestId('support-form')
    await expect(form).toBeVisible()
    await screenshot(page, `support-guest-${lang}-1440x900`)
    await page.setViewportSize(PHONE)
    await screenshot(page, `support-guest-${lang}-390x844`)
    const t = TEXT[lang]
    await form.getByLabel(t.name).fill('Guest Tester')
    await form.getByLabel(t.email).fill(`guest-${Date.now()}@example.com`)
    await form.getByLabel(t.body).fill('A question from a guest.')
    await page.getByTestId('support-send').click()
    await expect(page.getByTestId('support-sent')).toBeVisible()
  })
}
