import { useId } from 'react'
import type { MessageId } from '#app/i18n/messages.ts'
import { CheckedField, Input, type ShopForm } from '#app/ui/form/index.ts'
import { ACCOUNTS } from '#contract/accounts.ts'

/**
 * The password inputs of every account form (sign-in and register modals, the reset link's form, the
 * cabinet's change-password form): one labelled field with the contract's lengths and the autocomplete
 * a password manager expects - `current` the one the shopper has, `new` one being chosen (at least
 * ACCOUNTS.passwordMinLength). The forms are noValidate: a problem shows at the field (controlProblems).
 */
export function PasswordField({
  name,
  labelId,
  kind,
  id,
  form,
}: {
  name: string
  labelId: MessageId
  kind: 'current' | 'new'
  id?: string
  form: ShopForm
}) {
  const ownId = useId()
  const inputId = id ?? ownId
  const props = {
    id: inputId,
    type: 'password',
    autoComplete: kind === 'new' ? 'new-password' : 'current-password',
    required: true,
    minLength: kind === 'new' ? ACCOUNTS.passwordMinLength : undefined,
    maxLength: ACCOUNTS.passwordMaxLength,
  }
  return (
    <CheckedField form={form} id={inputId} name={name} labelId={labelId}>
      {(aria) => <Input {...props} {...aria} form={form} name={name} />}
    </CheckedField>
  )
}

/** A new password and its repeat (register, reset link, change password); `names` are the call's field names. */
export function NewPasswordFields({
  names,
  labelId = 'authFlow.newPassword',
  id,
  form,
}: {
  names: [string, string]
  labelId?: MessageId
  id?: (name: string) => string
  form: ShopForm
}) {
  return (
    <>
      <PasswordField name={names[0]} labelId={labelId} kind="new" id={id?.(names[0])} form={form} />
      <PasswordField name={names[1]} labelId="authFlow.repeatPassword" kind="new" id={id?.(names[1])} form={form} />
    </>
  )
}
