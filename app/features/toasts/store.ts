// Moved to app/toasts/store.ts (decision 0014). Kept only for app/features/auth/AuthModal.tsx, whose owner
// is editing it now: remove this file when AuthModal imports app/toasts/store.ts itself.
export * from '../../toasts/store'
