import type { MessageId } from '#app/i18n/messages.ts'
import { pageHead, unavailableHead } from '#app/lib/head.ts'

/** Each key's pair must be `content.{key}.title` and `content.{key}.description`, both in the catalogue. */
type Checked<
  T extends { [N in keyof T & string]: [`content.${N}.title` & MessageId, `content.${N}.description` & MessageId] },
> = T

/**
 * The content pages whose head is `contentHead(name)`, with the title and description message ids it
 * reads. A type, so the route tree carries only the name; the ids are spelled out so a search for one
 * (and the catalogue's "every message is used" check) finds the page that shows it.
 */
type ContentHeads = Checked<{
  about: ['content.about.title', 'content.about.description']
  cookies: ['content.cookies.title', 'content.cookies.description']
  credit: ['content.credit.title', 'content.credit.description']
  delivery: ['content.delivery.title', 'content.delivery.description']
  discount: ['content.discount.title', 'content.discount.description']
  insurance: ['content.insurance.title', 'content.insurance.description']
  policy: ['content.policy.title', 'content.policy.description']
  terms: ['content.terms.title', 'content.terms.description']
  articles: ['content.articles.title', 'content.articles.description']
  services: ['content.services.title', 'content.services.description']
  orderGuide: ['content.orderGuide.title', 'content.orderGuide.description']
  partners: ['content.partners.title', 'content.partners.description']
  gallery: ['content.gallery.title', 'content.gallery.description']
  customList: ['content.customList.title', 'content.customList.description']
  career: ['content.career.title', 'content.career.description']
  reviews: ['content.reviews.title', 'content.reviews.description']
  contacts: ['content.contacts.title', 'content.contacts.description']
  faq: ['content.faq.title', 'content.faq.description']
}>

/**
 * The head() of a content page's route. It sits in the route tree, which every first load carries,
 * so it is one function for all of them: "Title | Project" from `content.{name}.title` (or the
 * loader's `title`: an album, a custom list; or its `seoTitle` as it is), the loader's
 * `seoDescription` or `content.{name}.description`; robots noindex when the page's main content
 * failed to load (the Worker answers 503, decision 0099). A page of the articles past the first is
 * indexed, its own canonical (its loader's addresses), as a category's.
 */
export const contentHead =
  (name: keyof ContentHeads) =>
  ({
    matches,
    loaderData: d,
  }: {
    matches: Parameters<typeof pageHead>[0]
    loaderData?: { title?: string; seoTitle?: string; seoDescription?: string; unavailable?: boolean }
  }) => {
    const titleId: MessageId = `content.${name}.title`
    const descriptionId: MessageId = `content.${name}.description`
    return pageHead(
      matches,
      {
        title: d?.title,
        titleId,
        seoTitle: d?.seoTitle,
        description: d?.seoDescription,
        descriptionId,
      },
      d?.unavailable ? unavailableHead.meta : [],
    )
  }
