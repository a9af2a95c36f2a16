import { describe, expect, it } from 'vitest'
import { complaintErrors } from './complaint-errors'

describe('complaintErrors: a refused complaint reads as a whole sentence', () => {
  const own = 'Nu puteți reclama propriul anunț'
  it.each([
    [
      'the owner’s own advert, as this back end answered before: the fragment gives way to the message',
      { error: own, fields: { advert: ['propriul anunț'] } },
      { fields: {}, messages: [own] },
    ],
    [
      'the same sentence in both: shown once',
      { error: own, fields: { advert: [own] } },
      { fields: {}, messages: [own] },
    ],
    [
      'a list body with no top-level message (DRF): the field’s own text',
      { advert: ['You cannot report your own advert.'] },
      { fields: {}, messages: ['You cannot report your own advert.'] },
    ],
    ['a `detail` body', { detail: 'Not allowed' }, { fields: {}, messages: ['Not allowed'] }],
    [
      'the form’s own field stays by its field',
      { error: 'Invalid body', fields: { category: ['Unknown category'] } },
      { fields: { category: 'Unknown category' }, messages: [] },
    ],
    ['nothing to read', {}, { fields: {}, messages: ['Unknown error'] }],
  ])('%s', (_name, body, expected) => expect(complaintErrors(body)).toEqual(expected))
})
