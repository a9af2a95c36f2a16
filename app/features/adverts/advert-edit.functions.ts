import { createServerFn } from '@tanstack/react-start'
import { ADVERTS } from '../../../app.config'
import { InputError, int, lang, optionalText, record, text } from '../../api/input'
import { deleteAdvert, loadFormLookups, loadLocations, loadOwnAdvert, saveAdvert } from './advert-edit.server'

export const getFormLookupsFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ lang: lang(record(input).lang) }))
  .handler(({ data }) => loadFormLookups(data.lang))

export const getLocationsFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ lang: lang(record(input).lang), region: int(record(input).region, 1, 999_999_999) }))
  .handler(({ data }) => loadLocations(data.lang, data.region))

export const getOwnAdvertFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ lang: lang(record(input).lang), slug: text(record(input).slug, { min: 1, max: 200 }) }))
  .handler(({ data }) => loadOwnAdvert(data.lang, data.slug))

/** Add or edit: FormData with `lang`, `slug` (edit only) and the advertFormData fields; at most the contract's image count and size. */
export const saveAdvertFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    if (!(input instanceof FormData)) throw new InputError('expected form data')
    const body = new FormData()
    let images = 0
    for (const [k, v] of input.entries()) {
      if (k === 'lang' || k === 'slug') continue
      if (k === ADVERTS.images.field && typeof v !== 'string') {
        images++
        if (v.size > ADVERTS.images.maxBytes) throw new InputError(`an image may be at most ${ADVERTS.images.maxBytes / 1024 / 1024} MB`)
      }
      body.append(k, v)
    }
    if (images > ADVERTS.images.maxPerAdvert) throw new InputError(`at most ${ADVERTS.images.maxPerAdvert} images`)
    return { lang: lang(input.get('lang')), slug: optionalText(input.get('slug'), { max: 200 }), body }
  })
  .handler(({ data }) => saveAdvert(data.lang, data.slug, data.body))

export const deleteAdvertFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ lang: lang(record(input).lang), slug: text(record(input).slug, { min: 1, max: 200 }) }))
  .handler(({ data }) => deleteAdvert(data.lang, data.slug))
