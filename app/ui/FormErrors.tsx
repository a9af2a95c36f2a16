/** Server or client errors of a form, announced to screen readers. */
export function FormErrors({ errors, testId }: { errors: readonly string[]; testId?: string }) {
  if (errors.length === 0) return null
  return (
    <ul className="form__errors" role="alert" data-testid={testId}>
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}
