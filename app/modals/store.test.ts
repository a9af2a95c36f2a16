import { beforeEach, describe, expect, it } from 'vitest'
import { closeModal, modalState, openModal } from './store'

describe('modal store', () => {
  beforeEach(() => {
    modalState.open = null
    modalState.authTab = 'login'
  })

  it.each([
    [['auth'], 'auth'],
    [['auth', 'city'], 'city'],
    [['age', 'city', 'auth'], 'auth'],
    [['mobileMenu', 'callUs'], 'callUs'],
  ] as const)('opening %j leaves only %s open', (sequence, expected) => {
    for (const name of sequence) openModal(name)
    expect(modalState.open).toBe(expected)
  })

  it('auth opens on the login tab by default, or the given tab', () => {
    openModal('auth', { tab: 'register' })
    expect(modalState.authTab).toBe('register')
    openModal('auth')
    expect(modalState.authTab).toBe('login')
  })

  it('closing another modal leaves the open one alone', () => {
    openModal('city')
    closeModal('age')
    expect(modalState.open).toBe('city')
    closeModal('city')
    expect(modalState.open).toBeNull()
  })
})
