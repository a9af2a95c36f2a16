import { describe, expect, it } from 'vitest'
import { contractErrors, slugOfTitle } from './advert-save'

describe("contractErrors (the back end's 400/413 bodies as the form shows them)", () => {
  it.each([
    [
      { fields: { price: ['Required to publish'], category: ['Required to publish', 'Unknown'] } },
      { fields: { price: 'Required to publish', category: 'Required to publish Unknown' }, messages: [] },
    ],
    // what no field carries (the Worker's advertRefusal: non_field_errors, detail) shows with the fields
    [
      { error: 'Add at least one image', fields: { title_ro: ['This field is required.'] } },
      { fields: { title_ro: 'This field is required.' }, messages: ['Add at least one image'] },
    ],
    [
      { error: 'Payload Too Large: a.jpg is over 5 MB' },
      { fields: {}, messages: ['Payload Too Large: a.jpg is over 5 MB'] },
    ],
    [
      { error: 'Invalid advert', fields: { price: [] } },
      { fields: {}, messages: ['Invalid advert'] },
    ],
    // No English 'Unknown error': the form shows advertsArea.form.saveFailed in the page's language (issue 51 point 1).
    ['<html>502</html>', { fields: {}, messages: [] }],
    [null, { fields: {}, messages: [] }],
    [{ error: '  ' }, { fields: {}, messages: [] }],
  ])('%j', (body, expected) => expect(contractErrors(body)).toEqual(expected))
})

describe("slugOfTitle: the slug a new advert proposes (the spec's POST /api/adverts/{slug}/)", () => {
  it.each([
    ['Casă de vânzare, 3 camere', 'casa-de-vanzare-3-camere'],
    ['  Apartament   nou!  ', 'apartament-nou'],
    ['Дом у моря', ''],
    ['x'.repeat(70), 'x'.repeat(60)],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%j -> %j', (title, slug) => expect(slugOfTitle(title)).toBe(slug))
})
