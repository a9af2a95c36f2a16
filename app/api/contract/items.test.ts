import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { groupDrops, itemsOf, parseCollectingDrops } from './items'

const option = z.object({ id: z.number(), keyword: z.string() })
const group = z.object({ keyword: z.string(), options: itemsOf(option, 'options') })
const answer = z.object({ filters: itemsOf(group, 'filters'), total: z.number() })

describe('itemsOf: a list read item by item', () => {
  it('drops the failing items, keeps the rest in order, and names each drop by its field path', () => {
    const { result, drops } = parseCollectingDrops(answer, {
      total: 2,
      filters: [
        {
          keyword: 'color',
          options: [
            { id: 1, keyword: 'black' },
            { id: 'x', keyword: 'red' },
            { id: 3, keyword: 'white' },
          ],
        },
        { options: [] },
        { keyword: 'size', options: [] },
      ],
    })
    expect(result.success && result.data.filters.map((g) => [g.keyword, g.options.map((o) => o.id)])).toEqual([
      ['color', [1, 3]],
      ['size', []],
    ])
    expect(drops.map((d) => d.path)).toEqual(['filters[*].options[*].id', 'filters[*].keyword'])
    expect(drops.map((d) => d.example)).toEqual(['filters[0].options[1].id', 'filters[1].keyword'])
  })

  it.each([
    ['the list is not an array', { total: 1, filters: 'nope' }],
    ['the list is missing', { total: 1 }],
    ['a required top-level field is missing', { filters: [] }],
    ['the answer is not an object', 'text'],
  ])('fails the answer only when its envelope is broken: %s', (_, body) => {
    expect(parseCollectingDrops(answer, body).result.success).toBe(false)
  })

  it('an answer that is the list itself names its items [*]', () => {
    const { result, drops } = parseCollectingDrops(itemsOf(option, ''), [{ id: 1, keyword: 'a' }, { id: 2 }])
    expect(result.success && result.data).toEqual([{ id: 1, keyword: 'a' }])
    expect(drops).toEqual([
      expect.objectContaining({
        path: '[*].keyword',
        example: '[1].keyword',
        issue: expect.any(String),
        item: { id: 2 },
      }),
    ])
  })

  it('ignores unknown fields of the items', () => {
    const { result, drops } = parseCollectingDrops(itemsOf(option, ''), [
      { id: 1, keyword: 'a', theirs: { deep: true } },
    ])
    expect(result.success && result.data).toEqual([{ id: 1, keyword: 'a' }])
    expect(drops).toEqual([])
  })

  it('a parse outside parseCollectingDrops drops silently, and a nested collection keeps its own drops', () => {
    expect(itemsOf(option, 'x').parse([{ id: 'bad' }])).toEqual([])
    const outer = parseCollectingDrops(
      z.array(z.unknown()).transform((v) => {
        const inner = parseCollectingDrops(itemsOf(option, 'inner'), v)
        expect(inner.drops.map((d) => d.path)).toEqual(['inner[*].keyword'])
        return v
      }),
      [{ id: 1 }],
    )
    expect(outer.drops).toEqual([])
  })

  it('groupDrops counts the drops of one field path', () => {
    const drop = (path: string, issue: string) => ({
      path,
      issue,
      example: path,
      item: null,
      first: undefined,
      list: '',
      listLength: 3,
    })
    expect(groupDrops([drop('a', 'x'), drop('b', 'y'), drop('a', 'z')])).toEqual([
      { path: 'a', issue: 'x', count: 2 },
      { path: 'b', issue: 'y', count: 1 },
    ])
  })
})

describe("an answer that is a list, wrapped (session 59's operator audit: the sliders in { data })", () => {
  const list = itemsOf(z.object({ id: z.number() }), '')
  it.each([
    ['bare', [{ id: 1 }, { id: 2 }]],
    ['in { data }', { data: [{ id: 1 }, { id: 2 }] }],
    ["in DRF's { results }", { count: 2, next: null, results: [{ id: 1 }, { id: 2 }] }],
  ])('%s: the items', (_name, answer) => {
    expect(list.parse(answer)).toEqual([{ id: 1 }, { id: 2 }])
  })
  it('an object without a list is still no answer; a nested list is named by its field, not unwrapped', () => {
    expect(list.safeParse({ data: 'x' }).success).toBe(false)
    expect(itemsOf(z.number(), 'products').safeParse({ data: [1] }).success).toBe(false)
  })
})
