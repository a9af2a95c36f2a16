import { type ChangeEvent, type InputHTMLAttributes, useState } from 'react'
import { FormattedMessage } from 'react-intl'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Shows the chosen files' names beside the button (off where the form shows previews instead). */
  showNames?: boolean
}

/**
 * A file input that speaks the page's language. The browser draws its own button and "no file chosen"
 * in the browser's language ("Choose File" on a Ukrainian page); here the real input lies, transparent,
 * over a button drawn in the page's language, so a tap, a click and the keyboard still reach the
 * browser's own picker, the label still names the input, and tests set files on it as before.
 */
export function FileInput({ showNames = true, onChange, multiple, className, ...props }: Props) {
  const [names, setNames] = useState<string[]>([])
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setNames([...(event.target.files ?? [])].map((file) => file.name))
    onChange?.(event)
  }
  return (
    <span className={`file-input${className ? ` ${className}` : ''}`}>
      <span className="file-input__picker">
        <input {...props} type="file" multiple={multiple} className="file-input__native" onChange={change} />
        <span className="button file-input__button" aria-hidden="true">
          <FormattedMessage id={multiple ? 'fileInput.chooseMany' : 'fileInput.choose'} />
        </span>
      </span>
      {showNames ? (
        <span className="file-input__names" aria-hidden="true">
          {names.length ? names.join(', ') : <FormattedMessage id="fileInput.none" />}
        </span>
      ) : null}
    </span>
  )
}
