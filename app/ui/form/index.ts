/**
 * The shop's form kit (decision 0051): TanStack Form for the state, zod/mini for the checks.
 * Server errors render through ../FormErrors (a list) or a field's error text, as returned. A
 * noValidate form whose inputs keep their own checks (required, type="email", lengths) reads them with
 * controlProblems and shows each at its field with CheckedField, in the page's language.
 */

export { CheckedField } from './CheckedField'
export { type ControlCheck, controlProblem, controlProblems } from './control-problems'
export {
  type ControlProps,
  Field,
  FieldFrame,
  type FieldProps,
  FormMessages,
  Input,
  PhoneFieldInput,
  Select,
  SubmitButton,
  TextArea,
} from './Field'
export { checked, checkForm, email, FIELD_ERRORS, type FieldRule, phone, raw, rulesSchema, text } from './schema'
export { type FieldProblem, type SendResult, type ShopForm, type ShopFormOptions, useShopForm } from './useShopForm'
