import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { openModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { FileInput } from '#app/ui/FileInput.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, useShopForm } from '#app/ui/form/index.ts'
import { LabeledField } from '#app/ui/LabeledField.tsx'
import { ACCOUNTS } from '#contract/accounts.ts'
import type { UserGroup } from '#contract/auth.ts'
import { ChangePasswordForm } from '../auth'
import { scaledAvatar } from './avatar'
import { CabinetFrame, Notice } from './CabinetFrame'
import { ContactList } from './ContactList'
import { deleteProfileImageFn, savePersonalFn, uploadProfileImageFn } from './cabinet.functions'
import type { Contact } from './cabinet.server'
import { PERSONAL } from './forms'
import { avatarInitial, avatarProblem, birthdayChange } from './rules'
import { useSaveFlag } from './saving'

export interface ProfileData {
  group: UserGroup
  phones: Contact[]
  emails: Contact[]
  listsFailed: boolean
}

const MAX_KB = Math.round(ACCOUNTS.profileImage.maxBytes / 1024)

/**
 * /{lang}/profile (accounts spec 2 "Profile page", 3, 4, 7): the full name and birthday, the avatar (checked
 * against the contract's type and size before the upload, previewed, deletable), the phones and
 * e-mails, and the account deletion request. The personal form's loading flag is held 3 s after a
 * save; server field errors are shown as returned.
 */
export function ProfilePage({ origin, data }: { origin: string; data: ProfileData | null }) {
  if (!data) {
    return (
      <CabinetFrame titleId="cabinetNav.profile" origin={origin}>
        <Notice testId="profile-error">
          <FormattedMessage id="cabinet.unavailable" />
        </Notice>
      </CabinetFrame>
    )
  }
  return <ProfileForms origin={origin} data={data} />
}

function ProfileForms({ origin, data }: { origin: string; data: ProfileData }) {
  const intl = useIntl()
  const lang = useLocale()
  const id = useId()
  const user = data.group.user
  const t = (key: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values)
  const name = useSaveFlag()
  // the birthday as last saved: what the next save compares with
  const [birthday, setBirthday] = useState(user.birthday)
  const [avatar, setAvatar] = useState<string | null>(user.profile_image)
  const [preview, setPreview] = useState<{ url: string; file: File } | null>(null)
  const [avatarErrors, setAvatarErrors] = useState<string[]>([])
  const image = useSaveFlag()

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview])

  const nameForm = useShopForm({
    schema: PERSONAL,
    defaultValues: {
      full_name: user.full_name || `${user.firstName} ${user.lastName}`.trim(),
      birthday: user.birthday ?? '',
    },
    send: async (v) => {
      const invalid = controlProblems(nameForm.formRef.current, t)
      if (invalid) return invalid
      const change = birthdayChange(birthday, v.birthday)
      try {
        const r = await name.run(() =>
          savePersonalFn({
            data: {
              lang,
              fullName: v.full_name,
              ...(change === undefined ? {} : { birthday: change }),
            },
          }),
        )
        if (r.ok) {
          if (change !== undefined) setBirthday(change)
          showToast(t('cabinetProfile.saved'), 'success')
          return { ok: true, fields: {}, messages: [] }
        }
        const placed = [r.fields.full_name, r.fields.birthday]
        const fields = Object.fromEntries(
          Object.entries(r.fields).filter(([f]) => f === 'full_name' || f === 'birthday'),
        )
        return {
          ok: false,
          fields,
          messages: [...Object.values(r.fields), ...r.errors].filter(
            (m, i, all) => !placed.includes(m) && all.indexOf(m) === i,
          ),
        }
      } catch {
        return { ok: false, fields: {}, messages: [t('cabinet.failed')] }
      }
    },
  })
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    setAvatarErrors([])
    setPreview(null)
    if (!file) return
    const problem = avatarProblem(file)
    if (problem) {
      event.currentTarget.value = ''
      return setAvatarErrors([t(`cabinetProfile.avatar.${problem}`, { max: MAX_KB })])
    }
    setPreview({ url: URL.createObjectURL(file), file })
  }
  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // the resting button (aria-disabled does not stop a submit): nothing picked, or an upload under way or held
    if (!preview || image.busy) return
    try {
      const r = await image.run(async () => {
        const form = new FormData()
        form.set('lang', lang)
        form.set(ACCOUNTS.profileImage.field, await scaledAvatar(preview.file), 'avatar')
        return uploadProfileImageFn({ data: form })
      })
      if (r.ok) {
        setAvatar(r.data.profile_image)
        setPreview(null)
        event.currentTarget?.reset()
        showToast(t('cabinetProfile.avatar.saved'), 'success')
      } else setAvatarErrors(r.errors.length ? r.errors : Object.values(r.fields))
    } catch {
      setAvatarErrors([t('cabinetProfile.avatar.unreadable')])
    }
  }
  const onDeleteAvatar = async () => {
    try {
      const r = await image.run(() => deleteProfileImageFn({ data: { lang } }))
      if (r.ok) {
        setAvatar(null)
        showToast(t('cabinetProfile.avatar.deleted'), 'success')
      } else setAvatarErrors(r.errors)
    } catch {
      setAvatarErrors([t('cabinet.failed')])
    }
  }
  const shown = preview?.url ?? avatar
  return (
    <CabinetFrame titleId="cabinetNav.profile" origin={origin}>
      <section className="cabinet__card" aria-labelledby={`${id}-name`}>
        <h2 id={`${id}-name`} className="cabinet__name">
          <FormattedMessage id="cabinetProfile.personal" />
        </h2>
        <form
          ref={nameForm.formRef}
          className="form"
          onSubmit={name.unlessBusy(nameForm.onSubmit)}
          noValidate
          data-testid="name-form"
          aria-busy={name.busy}
        >
          <CheckedField
            form={nameForm}
            id={`${id}-full-name`}
            name="full_name"
            labelId="cabinetProfile.fullName"
            errorTestId="name-field-error"
          >
            {(aria) => (
              <Input
                {...aria}
                form={nameForm}
                id={`${id}-full-name`}
                name="full_name"
                required
                maxLength={200}
                autoComplete="name"
              />
            )}
          </CheckedField>
          <CheckedField
            form={nameForm}
            id={`${id}-birthday`}
            name="birthday"
            labelId="cabinetProfile.birthday"
            errorTestId="birthday-field-error"
          >
            {(aria) => (
              <Input
                {...aria}
                form={nameForm}
                id={`${id}-birthday`}
                name="birthday"
                type="date"
                min="1900-01-01"
                autoComplete="bday"
              />
            )}
          </CheckedField>
          <FormErrors errors={nameForm.messages} />
          <button type="submit" className="button button--primary" aria-disabled={name.busy} data-testid="name-save">
            <FormattedMessage id={name.busy ? 'cabinetProfile.saving' : 'cabinetProfile.save'} />
          </button>
        </form>
      </section>
      <section className="cabinet__card" aria-labelledby={`${id}-avatar`}>
        <h2 id={`${id}-avatar`} className="cabinet__name">
          <FormattedMessage id="cabinetProfile.avatar.title" />
        </h2>
        <div className="avatar-row">
          {shown ? (
            <img
              className="avatar"
              src={shown}
              alt={t(preview ? 'cabinetProfile.avatar.preview' : 'cabinetProfile.avatar.current')}
              width={96}
              height={96}
              data-testid="avatar-image"
            />
          ) : (
            <span className="avatar avatar--empty" aria-hidden="true">
              {avatarInitial(user)}
            </span>
          )}
          <form
            className="form avatar-form"
            onSubmit={(e) => void onUpload(e)}
            data-testid="avatar-form"
            aria-busy={image.busy}
          >
            <LabeledField labelId="cabinetProfile.avatar.choose">
              <FileInput
                name="file"
                accept={ACCOUNTS.profileImage.types.join(',')}
                onChange={onPick}
                data-testid="avatar-input"
              />
            </LabeledField>
            <p className="cabinet-hint">
              <FormattedMessage id="cabinetProfile.avatar.limits" values={{ max: MAX_KB }} />
            </p>
            <div className="cabinet-actions">
              <button
                type="submit"
                className="button button--primary"
                // aria-disabled, not disabled: an upload clears the preview, and a disabled button dropped the focus to the page
                aria-disabled={!preview || image.busy}
                data-testid="avatar-upload"
              >
                <FormattedMessage id="cabinetProfile.avatar.upload" />
              </button>
              {avatar && !preview ? (
                <button
                  type="button"
                  className="button"
                  aria-disabled={image.busy}
                  onClick={() => image.busy || void onDeleteAvatar()}
                  data-testid="avatar-delete"
                >
                  <FormattedMessage id="cabinetProfile.avatar.delete" />
                </button>
              ) : null}
            </div>
            <FormErrors errors={avatarErrors} testId="avatar-errors" />
          </form>
        </div>
      </section>
      {/* Accounts spec 2: the profile page has name, avatar, password, phones, e-mails (rule 40). */}
      <ChangePasswordForm />
      {data.listsFailed ? <Notice>{t('cabinet.failed')}</Notice> : null}
      <ContactList kind="phone" initial={data.phones} />
      <ContactList kind="email" initial={data.emails} />
      <section className="cabinet__card cabinet__card--danger" aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`} className="cabinet__name">
          <FormattedMessage id="cabinetDelete.title" />
        </h2>
        <p className="cabinet-hint">
          <FormattedMessage id="cabinetDelete.hint" />
        </p>
        <button
          type="button"
          className="button button--danger"
          onClick={() => openModal('deleteAccountRequest')}
          data-testid="delete-account"
        >
          <FormattedMessage id="cabinetDelete.open" />
        </button>
      </section>
    </CabinetFrame>
  )
}
