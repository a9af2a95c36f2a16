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
