import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../app/features/home/HomePage'

export const Route = createFileRoute('/$lang/')({
  component: HomePage,
})
