import { FormattedMessage } from 'react-intl'
import { closeModal } from '#app/modals/store.ts'

/** The delete modal's action row (the advert form and the own adverts list): delete, or cancel and close. */
export function DeleteAdvertActions({ onDelete }: { onDelete: () => void }) {
  return (
    <div className="advert-form__actions">
      <button type="button" className="button button--danger" onClick={onDelete} data-testid="advert-delete-confirm">
        <FormattedMessage id="adverts.form.delete" />
      </button>
      <button type="button" className="button" onClick={() => closeModal('delete')}>
        <FormattedMessage id="adverts.form.cancel" />
      </button>
    </div>
  )
}
