import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiRequest } from './client'
import { absoluteImagePaths, mayHoldImagePaths } from './image-paths'

/** Review R1: a back end that sends its images as paths on itself (`/media/...`). */
describe('image paths on the back end become absolute URLs on its origin', () => {
  it('cards, menus, logos and galleries of image paths', () => {
    const body = {
      data: {
        products: [{ productId: '1', img: '/media/p/1.svg', images: ['/media/p/1.svg', 'https://cdn.x/2.png'] }],
      },
      logo: { logo: '/media/logo.svg', logoDark: null },
      icons: { favicon: '/favicon.ico' },
      menu: [{ icon: 'cpu', image: '/media/c/3.svg', url: '/telefoane' }],
    }
    expect(absoluteImagePaths(body, 'https://admin.example.md/api/')).toEqual({
      data: {
        products: [
          {
            productId: '1',
            img: 'https://admin.example.md/media/p/1.svg',
            images: ['https://admin.example.md/media/p/1.svg', 'https://cdn.x/2.png'],
          },
        ],
      },
      logo: { logo: 'https://admin.example.md/media/logo.svg', logoDark: null },
      icons: { favicon: 'https://admin.example.md/favicon.ico' },
      // a link is no image, an icon's name no path
      menu: [{ icon: 'cpu', image: 'https://admin.example.md/media/c/3.svg', url: '/telefoane' }],
    })
  })
  // Session 61's operator audit: the object's relative `file` showed as <img src="/media/adverts/a.jpg">
  // on the shop's host while the bare string beside it was made absolute.
  it.each([
    ['file', { id: 5, file: '/media/adverts/a.jpg' }, { id: 5, file: 'https://admin.md/media/adverts/a.jpg' }],
    ['url', { id: 5, url: '/media/adverts/a.jpg' }, { id: 5, url: 'https://admin.md/media/adverts/a.jpg' }],
    ['src', { src: '/media/adverts/a.jpg' }, { src: 'https://admin.md/media/adverts/a.jpg' }],
    ['preview', { preview: '/media/adverts/a.jpg' }, { preview: 'https://admin.md/media/adverts/a.jpg' }],
    ['image', { image: '/media/adverts/a.jpg' }, { image: 'https://admin.md/media/adverts/a.jpg' }],
    ['file as a URL', { file: '//cdn.md/a.jpg' }, { file: '//cdn.md/a.jpg' }],
  ])("an image object's %s in an image list is made absolute as a bare path is", (_key, image, read) => {
    const body = { data: [{ slug: 'a', images: [image, 6, '/media/adverts/b.jpg'], url: '/ru/adverts/a' }] }
    expect(absoluteImagePaths(body, 'https://admin.md/api/', JSON.stringify(body))).toEqual({
      data: [{ slug: 'a', images: [read, 6, 'https://admin.md/media/adverts/b.jpg'], url: '/ru/adverts/a' }],
    })
  })

  // Session 63's operator audit (item 8): Django's `image.name` (`media/p/3.svg`) loaded from the page's
  // own path (/ro/product/media/p/3.svg, a 404). A path without its slash is a path from the root, on the
  // back end's origin whatever the base URL's path, as a `/`-path is.
  it.each([
    ['a path without its slash', 'media/p/3.svg', 'https://admin.md/media/p/3.svg'],
    ['a bare file name', 'logo.PNG', 'https://admin.md/logo.PNG'],
    ['a ./ path', './media/p/3.svg', 'https://admin.md/media/p/3.svg'],
    ['a path with a space', 'media/p/a b.jpg', 'https://admin.md/media/p/a%20b.jpg'],
    ['a path with a query', 'media/p/3.svg?v=2', 'https://admin.md/media/p/3.svg?v=2'],
    ['a /-path, as before', '/media/p/3.svg', 'https://admin.md/media/p/3.svg'],
    ['an https URL, as sent', 'https://cdn.md/3.svg', 'https://cdn.md/3.svg'],
    ['an http URL, as sent', 'http://cdn.md/3.svg', 'http://cdn.md/3.svg'],
    ['a protocol-relative URL, as sent', '//cdn.md/3.svg', '//cdn.md/3.svg'],
    ['a data: URL, as sent', 'data:image/svg+xml;base64,PHN2Zy8+', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['a blob: URL, as sent', 'blob:https://shop.md/1-2', 'blob:https://shop.md/1-2'],
    ["an icon's name, as sent", 'cpu', 'cpu'],
    ['empty, as sent', '', ''],
    // Item 11: a srcset splits on whitespace and strips commas at a URL's ends; encoded, the URL is one candidate.
    ['a URL with a space', 'https://cdn.md/p/a b.jpg', 'https://cdn.md/p/a%20b.jpg'],
    ['a protocol-relative URL with a space', '//cdn.md/p/a b.jpg', '//cdn.md/p/a%20b.jpg'],
    ['a /-path with a space', '/media/a b.jpg', 'https://admin.md/media/a%20b.jpg'],
    ['a URL ending in a comma', 'https://cdn.md/p/a.jpg,', 'https://cdn.md/p/a.jpg%2C'],
    ['a path ending in a comma', 'media/a.jpg,', 'https://admin.md/media/a.jpg%2C'],
    [
      "an image service's commas inside, as sent",
      'https://cdn.md/upload/w_300,h_200/a.jpg',
      'https://cdn.md/upload/w_300,h_200/a.jpg',
    ],
    [
      'a data: URL with a comma and a space, as sent',
      'data:image/svg+xml,<svg a=1 b=2></svg>',
      'data:image/svg+xml,<svg a=1 b=2></svg>',
    ],
  ])('%s: %j -> %j (text check and walk agree)', (_name, value, read) => {
    type Walked = { img: string; images: [string | { file: string }, string] }
    const shapes: [unknown, (walked: Walked) => unknown][] = [
      [{ img: value }, (w) => w.img],
      [{ images: ['https://cdn.md/0.png', value] }, (w) => w.images[1]],
      [{ images: [{ id: 1, file: value }] }, (w) => (w.images[0] as { file: string }).file],
    ]
    for (const [body, pick] of shapes) {
      const text = JSON.stringify(body)
      expect(pick(absoluteImagePaths(structuredClone(body), 'https://admin.md/api/v2/', text) as Walked)).toBe(read)
      expect(mayHoldImagePaths(text)).toBe(read !== value)
    }
  })

  it('absolute and protocol-relative URLs stay as sent', () => {
    const body = { img: '//cdn.example.md/a.png', image: 'https://cdn.example.md/b.png' }
    expect(absoluteImagePaths(structuredClone(body), 'http://127.0.0.1:9320')).toEqual(body)
  })
  it('apiRequest gives the contract absolute URLs (the shop showed broken images, loaded from its own origin)', async () => {
    const fetcher = async () =>
      new Response(JSON.stringify({ img: '/media/p/7.svg' }), { headers: { 'content-type': 'application/json' } })
    const result = await apiRequest(
      { baseUrl: 'http://127.0.0.1:9320', siteToken: 't', locale: 'ro', fetcher },
      '/general/x',
      { schema: z.object({ img: z.string() }) },
    )
    expect(result.ok && result.data.img).toBe('http://127.0.0.1:9320/media/p/7.svg')
  })

  // The walk costs about a JSON.parse of the answer: an answer whose text holds no image path is not walked.
  it.each([
    ['a path', '{"img":"/m/1.png"}', true],
    ['a path after spaces', '{"image" : "/m/1.png"}', true],
    ['a path in a gallery after a URL', '{"images":["https://a.md/1.png","/m/2.png"]}', true],
    ["a path with escaped slashes (PHP's json_encode)", '{"img":"\\/m\\/1.png"}', true],
    ['a URL', '{"img":"https://a.md/1.png"}', false],
    ['a protocol-relative URL', '{"img":"//cdn.md/1.png"}', false],
    ['an escaped protocol-relative URL', '{"img":"\\/\\/cdn.md/1.png"}', false],
    ['a link, no image', '{"url":"/telefoane","img":"https://a.md/1.png"}', false],
    ["an icon's name", '{"icon":"cpu"}', false],
    [
      "an image object's file in a gallery (the spec's Advert: images as file or id)",
      '{"images":[{"id":5,"file":"/m/a.jpg"}]}',
      true,
    ],
    ["an image object's URL in a gallery", '{"images":[{"id":5,"url":"https://a.md/1.png"}]}', false],
  ])('mayHoldImagePaths: %s -> %s', (_name, text, expected) => {
    expect(mayHoldImagePaths(text)).toBe(expected)
    // and the walk agrees: what it would rewrite is exactly what the text check lets through
    const body = JSON.parse(text)
    const walked = JSON.stringify(absoluteImagePaths(structuredClone(body), 'https://admin.md'))
    expect(walked !== JSON.stringify(body)).toBe(expected)
  })

  it('apiRequest makes escaped paths absolute too, and leaves an answer of URLs untouched', async () => {
    const answer = (text: string) => async () => new Response(text, { headers: { 'content-type': 'application/json' } })
    const schema = z.object({ img: z.string() })
    const cfg = { baseUrl: 'https://admin.md', siteToken: 't', locale: 'ro' as const }
    const escaped = await apiRequest({ ...cfg, fetcher: answer('{"img":"\\/m\\/7.svg"}') }, '/x', { schema })
    expect(escaped.ok && escaped.data.img).toBe('https://admin.md/m/7.svg')
    const urls = await apiRequest({ ...cfg, fetcher: answer('{"img":"https://cdn.md/7.svg"}') }, '/x', { schema })
    expect(urls.ok && urls.data.img).toBe('https://cdn.md/7.svg')
  })
})
