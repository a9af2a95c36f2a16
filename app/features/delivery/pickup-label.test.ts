import { expect, it } from 'vitest'
import { pickupOptionLabel } from './pickup-label'

it.each([
  [
    { title: 'Magazin Centru', address: 'str. Ștefan cel Mare 1', isOpen: true },
    'Magazin Centru - str. Ștefan cel Mare 1',
  ],
  [
    { title: 'Depozit Botanica', address: 'bd. Dacia 10', isOpen: false },
    'Depozit Botanica - bd. Dacia 10 (Închis acum)',
  ],
  [{ title: 'bd. Dacia 10', address: 'bd. Dacia 10', isOpen: true }, 'bd. Dacia 10'],
  [{ title: '#4', address: '', isOpen: true }, '#4'],
  [{ title: 'Centru', address: 'Str. 1', isOpen: null }, 'Centru - Str. 1'],
])('%j -> %s', (store, label) => {
  expect(pickupOptionLabel(store, 'Închis acum')).toBe(label)
})
