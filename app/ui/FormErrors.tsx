/**
 * Server or client errors of a form, announced to screen readers. The alert is a wrapper: a list that
 * is itself role="alert" is no list, and its items were list items outside one (axe "listitem").
 */
export function FormErrors({ errors, testId }: { errors: readonly string[]; testId?: string }) {
  if (errors.length === 0) return null
  return (
    <div role="alert">
      <ul className="form__errors" data-testid={testId}>
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  )
}
