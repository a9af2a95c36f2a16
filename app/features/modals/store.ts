// Moved to app/modals/store.ts (decision 0014). Kept only for app/features/auth/AuthModal.tsx, whose owner
// is editing it now: remove this file when AuthModal imports app/modals/store.ts itself.
export * from '../../modals/store'
