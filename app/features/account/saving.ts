import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { TIMINGS } from '#config'

/**
 * A form's loading flag (accounts spec 4 "Profile saves", 9): set while saving and held
 * TIMINGS.notification (3 s) after a successful save, so the form cannot be sent twice while the
 * notice shows; a failed save clears it at once so the shopper can correct the fields.
 */
export function createSaveFlag(onChange: (busy: boolean) => void, holdMs: number = TIMINGS.notification) {
  let timer: ReturnType<typeof setTimeout> | null = null
  return {
    async run<T extends { ok: boolean }>(save: () => Promise<T>): Promise<T> {
      if (timer) clearTimeout(timer)
      onChange(true)
      try {
        const result = await save()
        if (result.ok) timer = setTimeout(() => onChange(false), holdMs)
        else onChange(false)
        return result
      } catch (error) {
        onChange(false)
        throw error
      }
    },
    dispose() {
      if (timer) clearTimeout(timer)
    },
  }
}

export function useSaveFlag() {
  const [busy, setBusy] = useState(false)
  const flag = useRef<ReturnType<typeof createSaveFlag> | null>(null)
  if (!flag.current) flag.current = createSaveFlag(setBusy)
  useEffect(() => () => flag.current?.dispose(), [])
  const run = useCallback(
    <T extends { ok: boolean }>(save: () => Promise<T>) =>
      (flag.current as ReturnType<typeof createSaveFlag>).run(save),
    [],
  )
  /**
   * The form's onSubmit while the flag is up (a save running, or held after it): a press sends
   * nothing. The button then rests with aria-disabled - disabled, it dropped the focus of the shopper
   * who pressed it.
   */
  const unlessBusy =
    (submit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>) => (event: FormEvent<HTMLFormElement>) => {
      if (busy) event.preventDefault()
      else void submit(event)
    }
  return { busy, run, unlessBusy }
}
