import { describe, expect, it } from 'vitest'
import { configuredSocialProviders, socialUrlVar } from './social-config'

describe('configuredSocialProviders (a provider without an authorize URL has no button)', () => {
  it.each([
    ['nothing set', {}, {}],
    [
      'google only',
      { SOCIAL_AUTH_URL_GOOGLE: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x' },
      { google: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x' },
    ],
    [
      'all three (the fake provider of npm start)',
      {
        SOCIAL_AUTH_URL_GOOGLE: 'http://127.0.0.1:8788/__dev/social/google/authorize',
        SOCIAL_AUTH_URL_FACEBOOK: 'http://127.0.0.1:8788/__dev/social/facebook/authorize',
        SOCIAL_AUTH_URL_TWITTER: 'http://127.0.0.1:8788/__dev/social/twitter/authorize',
      },
      {
        google: 'http://127.0.0.1:8788/__dev/social/google/authorize',
        facebook: 'http://127.0.0.1:8788/__dev/social/facebook/authorize',
        twitter: 'http://127.0.0.1:8788/__dev/social/twitter/authorize',
      },
    ],
    ['an empty value', { SOCIAL_AUTH_URL_FACEBOOK: '' }, {}],
    ['not a URL', { SOCIAL_AUTH_URL_FACEBOOK: 'facebook' }, {}],
    ['another scheme', { SOCIAL_AUTH_URL_TWITTER: 'javascript:alert(1)' }, {}],
    ['not a string', { SOCIAL_AUTH_URL_GOOGLE: 42 }, {}],
    ['spaces around', { SOCIAL_AUTH_URL_GOOGLE: ' https://p.example/auth ' }, { google: 'https://p.example/auth' }],
  ])('%s', (_name, vars, expected) => expect(configuredSocialProviders(vars)).toEqual(expected))

  it('names the variables per provider', () =>
    expect(['google', 'facebook', 'twitter'].map((p) => socialUrlVar(p as 'google'))).toEqual([
      'SOCIAL_AUTH_URL_GOOGLE',
      'SOCIAL_AUTH_URL_FACEBOOK',
      'SOCIAL_AUTH_URL_TWITTER',
    ]))
})
