import { CheckedField, Input, type ShopForm } from '#app/ui/form/index.ts'
import { ACCOUNTS } from '#contract/accounts.ts'

/**
 * The texted or e-mailed one-time code's field (code sign-in, phone registration): required, its
 * problem shown at the field (the forms are noValidate). At most the code's digits with a space
 * between each two: codeOf drops the spaces (a shopper audit's `523 558` was cut to `523 55` by a
 * limit of ACCOUNTS.codeLength characters). No `pattern`: a code that is not its digits is the
 * form's codeOf check, whose message says how many.
 */
export function CodeField({ form, id }: { form: ShopForm; id: string }) {
  return (
    <CheckedField form={form} id={id} name="code" labelId="authFlow.code.code">
      {(aria) => (
        <Input
          {...aria}
          form={form}
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ACCOUNTS.codeLength * 2 - 1}
          required
        />
      )}
    </CheckedField>
  )
}
