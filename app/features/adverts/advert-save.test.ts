import { describe, expect, it } from 'vitest'
import { contractErrors } from './advert-save'

describe("contractErrors (the back end's 400/413 bodies as the form shows them)", () => {
  it.each([
    [
      { error: 'Invalid advert', fields: { price: ['Required to publish'], category: ['Required to publish', 'Unknown'] } },
      { fields: { price: 'Required to publish', category: 'Required to publish Unknown' }, messages: [] },
    ],
    [{ error: 'Payload Too Large: a.jpg is over 5 MB' }, { fields: {}, messages: ['Payload Too Large: a.jpg is over 5 MB'] }],
    [
      { error: 'Invalid advert', fields: { price: [] } },
      { fields: {}, messages: ['Invalid advert'] },
    ],
    ['<html>502</html>', { fields: {}, messages: ['Unknown error'] }],
    [null, { fields: {}, messages: ['Unknown error'] }],
  ])('%j', (body, expected) => expect(contractErrors(body)).toEqual(expected))
})
