// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '#config'
import {
  isTransId,
  parsePaymentSecrets,
  paymentSecretFor,
  rememberPaymentSecret,
  takeKeptLines,
  withPaymentSecret,
} from './payment-secrets'

afterEach(() => window.localStorage.clear())

describe('payment secrets kept by the browser', () => {
  it.each([
    ['TR1a2b3c', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['', false],
    ['has space', false],
    ['<script>', false],
    [42, false],
    [null, false],
  ])('%j is a trans_id: %s', (value, ok) => {
    expect(isTransId(value)).toBe(ok)
  })

  it.each([
    [null, []],
    ['not json', []],
    ['{"orderId":1}', []],
    [
      '[{"orderId":1,"transId":"T1"},{"orderId":-2,"transId":"T2"},{"orderId":3,"transId":"bad id"},{"orderId":4,"transId":"T4"}]',
      [
        { orderId: '1', transId: 'T1' },
        { orderId: '4', transId: 'T4' },
      ],
    ],
    // text ids (session 63): kept as they are; one that could not go into a path is dropped
    [
      '[{"orderId":"ORD-5005","transId":"T1"},{"orderId":"a/b","transId":"T2"},{"orderId":"","transId":"T3"},{"orderId":0,"transId":"T4"}]',
      [{ orderId: 'ORD-5005', transId: 'T1' }],
    ],
  ])('parses %j', (raw, expected) => {
    expect(parsePaymentSecrets(raw)).toEqual(expected)
  })

  it('keeps the payment link and the number shown with an order paid online, when they are such', () => {
    rememberPaymentSecret('1011', 'TR1', { payUrl: 'https://pay.test/p/1011', number: 'SO-MXCP' })
    rememberPaymentSecret('1012', 'TR2', { payUrl: 'javascript:alert(1)', number: 'x'.repeat(65) })
    rememberPaymentSecret('1013', 'TR3', { payUrl: null, number: null })
    expect(parsePaymentSecrets(window.localStorage.getItem(STORAGE_KEYS.paymentSecrets))).toEqual([
      { orderId: '1013', transId: 'TR3' },
      { orderId: '1012', transId: 'TR2' },
      { orderId: '1011', transId: 'TR1', payUrl: 'https://pay.test/p/1011', number: 'SO-MXCP' },
    ])
  })

  it("keeps the newest order's cart lines, and hands them out once", () => {
    const line = (id: number) => ({ product: { productId: id, title: `P${id}` }, count: 2 })
    rememberPaymentSecret('1011', 'TR1', { number: 'SO-A', lines: [line(1), line(2)] })
    rememberPaymentSecret('1012', 'TR2', { number: 'SO-B', lines: [line(3)] })
    rememberPaymentSecret('1013', 'TR3', { lines: Array.from({ length: 501 }, (_, i) => line(i)) })
    // the older orders lost theirs (storage), the 501 lines were too many
    expect(takeKeptLines('1011')).toEqual([])
    expect(takeKeptLines('1013')).toEqual([])
    rememberPaymentSecret('1014', 'TR4', { lines: [line(4)] })
    rememberPaymentSecret('1014', 'TR4', { number: 'SO-D', lines: [line(4), line(5)] })
    expect(takeKeptLines('1014')).toEqual([line(4), line(5)])
    expect(takeKeptLines('1014')).toEqual([])
    // the rest of the entry stays: the page still checks the payment with its secret
    expect(paymentSecretFor('1014', '')).toBe('TR4')
  })

  it('keeps the newest ten, one per order, newest first', () => {
    let list = parsePaymentSecrets(null)
    for (let i = 1; i <= 12; i += 1) list = withPaymentSecret(list, { orderId: String(i), transId: `T${i}` })
    list = withPaymentSecret(list, { orderId: '5', transId: 'T5b' })
    expect(list).toHaveLength(10)
    expect(list[0]).toEqual({ orderId: '5', transId: 'T5b' })
    expect(list.filter((e) => e.orderId === '5')).toHaveLength(1)
    expect(list.some((e) => e.orderId === '1')).toBe(false)
  })

  it('the page asks with the URL trans_id first, else the remembered one, else none', () => {
    rememberPaymentSecret('7', 'TR7secret')
    rememberPaymentSecret('8', null)
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.paymentSecrets) ?? '[]')).toHaveLength(1)
    expect(paymentSecretFor('7', '?trans_id=FROMBANK')).toBe('FROMBANK')
    expect(paymentSecretFor('7', '?trans_id=bad%20id')).toBe('TR7secret')
    expect(paymentSecretFor('7', '')).toBe('TR7secret')
    expect(paymentSecretFor('8', '')).toBeUndefined()
    rememberPaymentSecret('order_01HQ8Z', 'TRtext')
    expect(paymentSecretFor('order_01HQ8Z', '')).toBe('TRtext')
    expect(paymentSecretFor('7', '')).toBe('TR7secret')
  })
})
