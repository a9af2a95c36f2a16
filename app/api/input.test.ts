import { describe, expect, it } from 'vitest'
import { email, InputError, idList, int, lang, oneOf, optionalText, record, text } from './input'

describe('input validators', () => {
  it.each<[string, () => unknown]>([
    ['record of null', () => record(null)],
    ['record of an array', () => record([])],
    ['unknown language', () => lang('de')],
    ['text of a number', () => text(5)],
    ['text too long', () => text('abc', { max: 2 })],
    ['text too short after trim', () => text('   ', { min: 1 })],
    ['int of a float', () => int(1.5, 0, 10)],
    ['int out of range', () => int(11, 0, 10)],
    ['int of a string', () => int('3', 0, 10)],
    ['oneOf unknown', () => oneOf('x', ['a', 'b'])],
    ['idList empty', () => idList([], 5)],
    ['idList too long', () => idList([1, 2, 3], 2)],
    ['idList with junk', () => idList([1, -2], 5)],
    ['email without @', () => email('nope')],
  ])('%s throws InputError', (_n, fn) => expect(fn).toThrow(InputError))

  it.each<[string, () => unknown, unknown]>([
    ['lang', () => lang('uk'), 'uk'],
    ['text trims', () => text('  hi  '), 'hi'],
    ['optional text empty', () => optionalText(''), undefined],
    ['int', () => int(3, 0, 10), 3],
    ['oneOf', () => oneOf('b', ['a', 'b']), 'b'],
    ['idList', () => idList([3, 1], 5), [3, 1]],
    ['email', () => email(' a@b.md '), 'a@b.md'],
  ])('%s accepts', (_n, fn, expected) => expect(fn()).toEqual(expected))
})
