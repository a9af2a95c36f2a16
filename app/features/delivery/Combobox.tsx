import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { DELIVERY } from '#config'

/**
 * An accessible search combobox (WAI-ARIA 1.2 list autocomplete): an input with role combobox, a
 * listbox of options, aria-activedescendant for the highlighted option, arrows / Home / End /
 * Enter / Escape. `search` runs debounced after the last key press, from `minChars` characters on;
 * stale answers are dropped.
 */
export function Combobox<T>({
  label,
  value,
  search,
  optionKey,
  optionLabel,
  onSelect,
  onTextChange,
  minChars = DELIVERY.carrierQueryMinChars,
  placeholder,
  hint,
  emptyText,
  errorText,
  disabled,
  testId,
  inputMode,
}: {
  label: string
  /** The text of the current selection (shown when not typing). */
  value: string
  search: (query: string) => Promise<T[] | null>
  optionKey: (o: T) => string
  optionLabel: (o: T) => string
  onSelect: (o: T) => void
  /** The text the field shows, as it changes: typed, chosen, or put back on leaving the field. */
  onTextChange?: (text: string) => void
  minChars?: number
  placeholder?: string
  hint?: string
  emptyText: string
  errorText: string
  disabled?: boolean
  testId?: string
  inputMode?: 'text' | 'numeric'
}) {
  const id = useId()
  const [text, setText] = useState(value)
  const [options, setOptions] = useState<T[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState<'idle' | 'loading' | 'empty' | 'error'>('idle')
  const seq = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const typing = useRef(false)

  useEffect(() => {
    if (!typing.current) setText(value)
  }, [value])
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])

  const run = (query: string) => {
    if (timer.current) clearTimeout(timer.current)
    const mine = ++seq.current
    if (query.trim().length < minChars) {
      setOptions([])
      setOpen(false)
      setStatus('idle')
      return
    }
    timer.current = setTimeout(() => {
      setStatus('loading')
      search(query.trim()).then(
        (found) => {
          if (mine !== seq.current) return
          if (found === null) {
            setOptions([])
            setStatus('error')
            setOpen(true)
            return
          }
          setOptions(found)
          setActive(found.length ? 0 : -1)
          setStatus(found.length ? 'idle' : 'empty')
          setOpen(true)
        },
        () => {
          if (mine === seq.current) {
            setOptions([])
            setStatus('error')
            setOpen(true)
          }
        },
      )
    }, DELIVERY.carrierSearchDebounce)
  }

  const choose = (o: T) => {
    typing.current = false
    seq.current++
    setText(optionLabel(o))
    onTextChange?.(optionLabel(o))
    setOpen(false)
    setOptions([])
    onSelect(o)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) {
        if (options.length) setOpen(true)
        else if (minChars === 0 || text.trim().length >= minChars) run(text)
        return
      }
      if (!options.length) return
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % options.length : (i - 1 + options.length) % options.length))
    } else if (e.key === 'Home' && open && options.length) {
      e.preventDefault()
      setActive(0)
    } else if (e.key === 'End' && open && options.length) {
      e.preventDefault()
      setActive(options.length - 1)
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault()
      choose(options[active]!)
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      e.stopPropagation()
      setOpen(false)
    }
  }

  const listId = `${id}-list`
  const optionId = (i: number) => `${id}-opt-${i}`
  return (
    <div className="combobox field" data-testid={testId}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoComplete="off"
        inputMode={inputMode}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        maxLength={100}
        onChange={(e) => {
          typing.current = true
          setText(e.target.value)
          onTextChange?.(e.target.value)
          run(e.target.value)
        }}
        onFocus={() => {
          if (minChars === 0 && !options.length && !disabled) run(text)
        }}
        onBlur={() => {
          // let a click on an option land first; then the field shows the choice again, or with none
          // what was typed (it used to empty itself, and a street typed but not chosen went unnoticed)
          const typed = text
          setTimeout(() => {
            setOpen(false)
            typing.current = false
            setText(value || typed)
            onTextChange?.(value || typed)
          }, 150)
        }}
        onKeyDown={onKeyDown}
      />
      {hint ? (
        <small id={`${id}-hint`} className="combobox__hint">
          {hint}
        </small>
      ) : null}
      <div id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!open}>
        {options.map((o, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (aria-activedescendant); options never take focus
          <div
            key={optionKey(o)}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className="combobox__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(o)}
            onMouseMove={() => setActive(i)}
          >
            {optionLabel(o)}
          </div>
        ))}
      </div>
      {open && status === 'empty' ? (
        <p className="combobox__note" role="status">
          {emptyText}
        </p>
      ) : null}
      {open && status === 'error' ? (
        <p className="combobox__note combobox__note--error" role="status">
          {errorText}
        </p>
      ) : null}
    </div>
  )
}
