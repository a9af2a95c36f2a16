// Moved to app/shell/useShell.tsx (decision 0014). Kept only for app/features/auth/AuthModal.tsx,
// whose owner is editing it now: remove this file when AuthModal imports app/shell/useShell.tsx itself.
export * from '../../shell/useShell'
