import { describe, expect, it } from 'vitest'
import { contractErrors } from './advert-save'

describe("contractErrors (the back end's 400/413 bodies as the form shows them)", () => {
  it.each([
    [
      {
        error: 'Invalid advert',
        fields: { price: ['Required to publish'], category: ['Required to publish', 'Unknown'] },
      },
      { fields: { price: 'Required to publish', category: 'Required to publish Unknown' }, messages: [] },
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
