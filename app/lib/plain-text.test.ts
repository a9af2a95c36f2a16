import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text'

describe('plainText', () => {
  it.each([
    ['<p>Boxe &amp; căști la &quot;preț&quot; mic</p>', 'Boxe & căști la "preț" mic'],
    ['<p>a&nbsp;b</p><p>c &lt;3 &#39;d&#39;</p>', "a b c <3 'd'"],
    ['<script>alert(1)</script><b>Pro</b>  <i>x</i>', 'Pro x'],
    ['&copy; stays', '&copy; stays'],
  ])('%s -> %s', (html, text) => expect(plainText(html)).toBe(text))
})
