import { proxy } from 'valtio'
import { openModal } from '#app/modals/store.ts'

export interface VacancyRef {
  id: number
  title: string
  city: string
  salary: string | null
  description: string
  requirements: string[]
}

/** What the content modals show: the chosen vacancy (null: a resume without a vacancy). */
export const contentModalState = proxy<{ vacancy: VacancyRef | null }>({ vacancy: null })

export function openVacancy(vacancy: VacancyRef) {
  contentModalState.vacancy = vacancy
  openModal('vacancy')
}

export function openSendCv(vacancy: VacancyRef | null) {
  contentModalState.vacancy = vacancy
  openModal('sendCv')
}
