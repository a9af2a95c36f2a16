import { describe, expect, it } from 'vitest'
import { attemptFor, newAttemptKey, orderFingerprint, parseAttempt } from './attempt'

const order = { lines: [{ id: 1, count: 2 }], customer: { name: 'Ana', phone: '+37369111222' } }
const fp = orderFingerprint(order)
const stored = { key: 'k'.repeat(20), fingerprint: fp }
const fresh = () => 'n'.repeat(20)

describe('attemptFor: the same order keeps its key until it succeeds', () => {
  it.each([
    ['first attempt', null, fp, { key: 'n'.repeat(20), fingerprint: fp }],
    ['a retry of the same order', stored, fp, stored],
    [
      'a changed order',
      stored,
      orderFingerprint({ ...order, comment: 'x' }),
      { key: 'n'.repeat(20), fingerprint: orderFingerprint({ ...order, comment: 'x' }) },
    ],
  ])('%s', (_n, s, f, expected) => expect(attemptFor(s, f, fresh)).toEqual(expected))
})

describe('orderFingerprint', () => {
  it.each([
    ['same content, same print', order, { ...order }, true],
    ['another count', order, { ...order, lines: [{ id: 1, count: 3 }] }, false],
    ['another phone', order, { ...order, customer: { name: 'Ana', phone: '+37369111223' } }, false],
  ])('%s', (_n, a, b, same) => expect(orderFingerprint(a) === orderFingerprint(b)).toBe(same))
})

describe('parseAttempt', () => {
  it.each([
    [null, null],
    ['', null],
    ['{', null],
    ['42', null],
    ['{"key":"short","fingerprint":"x"}', null],
    ['{"key":"has spaces in the key 123","fingerprint":"x"}', null],
    [JSON.stringify(stored), stored],
  ])('%j', (raw, expected) => expect(parseAttempt(raw)).toEqual(expected))
})

it('new keys fit the back end pattern and differ', () => {
  const a = newAttemptKey()
  expect(a).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
  expect(newAttemptKey()).not.toBe(a)
})
