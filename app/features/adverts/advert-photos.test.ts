import { describe, expect, it } from 'vitest'
import { specAdvertAnswer } from '#contract/advert-answer.fixture.ts'
import { advertDetailSchema } from '#contract/adverts.ts'
import { absoluteImagePaths } from '#platform/backend/image-paths.ts'

/**
 * An advert's photos as a spec-only back end sends them (accounts spec 3: "images (file or id)"),
 * through what the client does to every answer (absoluteImagePaths) and the contract (session 61's
 * operator audit: the object's relative file loaded from the shop's own host).
 */
const advert = specAdvertAnswer()

describe('advert photos as the spec gives them (images: file or id)', () => {
  it("an object's relative file is made absolute on the back end, as a bare path is; an id alone is left out", () => {
    const body = { ...advert, images: [{ id: 5, file: '/media/adverts/a.jpg' }, 6, '/media/adverts/b.jpg'] }
    const page = advertDetailSchema.parse(absoluteImagePaths(body, 'https://admin.md/api/', JSON.stringify(body)))
    expect(page.images.map((i) => i.url)).toEqual([
      'https://admin.md/media/adverts/a.jpg',
      'https://admin.md/media/adverts/b.jpg',
    ])
    expect(page.preview).toBe('https://admin.md/media/adverts/a.jpg')
  })
})
