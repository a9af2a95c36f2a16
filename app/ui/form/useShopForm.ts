import { type AnyFormApi, useForm } from '@tanstack/react-form'
import { type FormEvent, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { z } from 'zod/mini'
import type { MessageId } from '#app/i18n/messages.ts'
import { checkForm } from './schema'

/** What a send returns: the back end's field errors and messages, shown as returned. */
export interface SendResult {
  ok: boolean
  fields: Record<string, string>
  messages: string[]
}

export interface ShopFormOptions<S extends z.ZodMiniType, R extends SendResult> {
  /** The fields' schema (./schema.ts): it validates and cleans (trims) the values that are sent. */
  schema: S
  defaultValues: z.input<S>
  /**
   * Checks the schema cannot make (a file input's file, a count by the product's rule), given the
   * values as typed: field -> message id, or the id with its values.
   */
  extraChecks?: (values: Record<string, unknown>) => Record<string, FieldProblem>
  /** Clear the shown errors when the send starts (else they stay until its result). */
  clearOnSend?: boolean
  /** The form's message shown with the client checks' field errors (the advert form's "check the fields"); else none. */
  invalidMessage?: MessageId
  /** Sends the cleaned values; its field errors and messages show as returned. */
  send: (values: z.output<S>) => Promise<R>
  /**
   * A send's field errors the form shows itself where no control has the name (the advert form's
   * lists, its map's coordinates). Any other name no control has is shown among the form's messages.
   */
  showsOwn?: (name: string) => boolean
}

const hasControl = (form: HTMLFormElement | null, name: string) => Boolean(form?.elements.namedItem(name))

/**
 * A send's messages, then each field error no field of the form shows (DRF's `non_field_errors`, a
 * nested serialiser's `address.city`, a field this form does not have): the back end's words are
 * never dropped because the form has no place named for them. Each text once.
 */
export function withUnplaced(result: SendResult, placed: (name: string) => boolean): string[] {
  const unplaced = Object.entries(result.fields).flatMap(([name, message]) => (placed(name) ? [] : [message]))
  return [...new Set([...result.messages, ...unplaced])]
}

/** A field's problem: a message id, or one with values (`{max}`). */
export type FieldProblem = MessageId | { id: MessageId; values: Record<string, string | number> }

const localise = (intl: ReturnType<typeof useIntl>, problem: FieldProblem) =>
  typeof problem === 'string'
    ? intl.formatMessage({ id: problem })
    : intl.formatMessage({ id: problem.id }, problem.values)

export interface ShopForm<R extends SendResult = SendResult> {
  /** The TanStack form: values and their fields. */
  api: AnyFormApi
  /** Shown field errors (localised), set by the last submit only. */
  errors: Record<string, string>
  /** Shown messages of the whole form (the back end's, or "something went wrong"). */
  messages: string[]
  /** True while the send runs (not during the client checks). */
  pending: boolean
  formRef: React.RefObject<HTMLFormElement | null>
  /** The form's onSubmit: client checks, then the send; the send's result when it succeeded, else null. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<R | null>
  setErrors: (errors: Record<string, string>) => void
  setMessages: (messages: string[]) => void
  /** Back to the default values (the DOM's uncontrolled inputs too). */
  reset: () => void
}

/**
 * The shop's one form hook (decision 0051): TanStack Form holds the values and runs the zod/mini
 * schema as its submit validator; the shown errors change only on submit (client checks first,
 * localised; then the send, whose field errors and messages show as the back end returned them),
 * and the first field with an error gets the focus.
 */
export function useShopForm<S extends z.ZodMiniType, R extends SendResult = SendResult>({
  schema,
  defaultValues,
  extraChecks,
  clearOnSend,
  invalidMessage,
  send,
  showsOwn,
}: ShopFormOptions<S, R>): ShopForm<R> {
  const intl = useIntl()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [messages, setMessages] = useState<string[]>([])
  const [pending, setPending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const busy = useRef(false)
  // The latest render's schema, checks and send (the form is created once).
  const latest = useRef({ schema, extraChecks, send, showsOwn })
  latest.current = { schema, extraChecks, send, showsOwn }
  const outcome = useRef<{ failed: Record<string, FieldProblem> | null; value: unknown; result: R | null }>({
    failed: null,
    value: null,
    result: null,
  })

  // the first field in the form's order, whichever check found it
  const focusFirst = (names: string[]) => {
    const controls = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[]
    controls.find((el) => names.includes(el.name))?.focus()
  }

  const api = useForm({
    defaultValues: defaultValues as Record<string, unknown>,
    canSubmitWhenInvalid: true,
    validators: {
      onSubmit: ({ value }) => {
        const checked = checkForm(latest.current.schema, value)
        const failed = { ...(checked.ok ? {} : checked.fields), ...latest.current.extraChecks?.(value) }
        outcome.current = {
          failed: Object.keys(failed).length ? failed : null,
          value: checked.ok ? checked.value : null,
          result: null,
        }
        // A form-level error, never TanStack's field errors: the kit shows its own (set below), and a
        // field error left in TanStack's field meta (a name no field has, or a field not changed
        // since) would fail the next submit before this validator runs again.
        return outcome.current.failed ? 'invalid' : undefined
      },
    },
    onSubmitInvalid: () => {
      const failed = outcome.current.failed ?? {}
      setErrors(Object.fromEntries(Object.entries(failed).map(([name, problem]) => [name, localise(intl, problem)])))
      setMessages(invalidMessage ? [intl.formatMessage({ id: invalidMessage })] : [])
      focusFirst(Object.keys(failed))
    },
    onSubmit: async () => {
      setPending(true)
      if (clearOnSend) {
        setErrors({})
        setMessages([])
      }
      try {
        const result = await latest.current.send(outcome.current.value as z.output<S>)
        setErrors(result.fields)
        setMessages(
          withUnplaced(result, (name) => hasControl(formRef.current, name) || latest.current.showsOwn?.(name) === true),
        )
        if (!result.ok) focusFirst(Object.keys(result.fields))
        if (result.ok) outcome.current.result = result
      } catch {
        setMessages([intl.formatMessage({ id: 'globalMessageSomethingWentWrong' })])
      } finally {
        setPending(false)
      }
    },
  })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return null
    busy.current = true
    outcome.current = { failed: null, value: null, result: null }
    try {
      await api.handleSubmit()
      return outcome.current.result
    } finally {
      busy.current = false
    }
  }

  const reset = () => {
    formRef.current?.reset()
    api.reset()
  }

  return {
    api: api as unknown as AnyFormApi,
    errors,
    messages,
    pending,
    formRef,
    onSubmit,
    setErrors,
    setMessages,
    reset,
  }
}
