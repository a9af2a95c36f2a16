import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import type { MessageId } from '#app/i18n/messages.ts'
import { closeModal, type ModalName, modalState, openModal } from '#app/modals/store.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Dialog } from '#app/ui/Dialog.tsx'
import { FileInput } from '#app/ui/FileInput.tsx'
import { Field, FieldFrame, FormMessages, rulesSchema, SubmitButton, useShopForm } from '#app/ui/form/index.ts'
import { phoneMaskName } from '#app/ui/phone-mask.ts'
import { bookConsultationFn, sendResumeFn } from './content.functions'
import { fileToBase64 } from './forms'
import { contentModalState, openSendCv } from './modal-state'
import { CV_MAX_BYTES, CV_TYPES, checkCvFile, formFailure } from './rules'
import { RichText } from './ui'

const CV_ACCEPT = '.pdf,.doc,.docx,.rtf,.txt'
const CV_SCHEMA = rulesSchema(
  { name: { required: true }, phone: { required: true, kind: 'phone' }, email: { kind: 'email' } },
  ['message'],
)
const CONSULTATION_SCHEMA = rulesSchema({ name: { required: true }, phone: { required: true, kind: 'phone' } }, [
  'date',
  'message',
])

function useModal(name: ModalName) {
  const { open } = useSnapshot(modalState)
  const intl = useIntl()
  return { open: open === name, onClose: () => closeModal(name), closeLabel: intl.formatMessage({ id: 'modal.close' }) }
}

export function VacancyModal() {
  const modal = useModal('vacancy')
  const { vacancy } = useSnapshot(contentModalState)
  if (!vacancy) return null
  return (
    <Dialog {...modal} title={vacancy.title} testId="vacancy-modal">
      <p className="content-muted">
        {vacancy.city}
        {vacancy.salary ? ` · ${vacancy.salary}` : ''}
      </p>
      <RichText html={vacancy.description} />
      {vacancy.requirements.length > 0 ? (
        <>
          <h3>
            <FormattedMessage id="content.career.requirements" />
          </h3>
          <ul>
            {vacancy.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => openSendCv(contentModalState.vacancy)}>
          <FormattedMessage id="content.career.sendCv" />
        </button>
      </div>
    </Dialog>
  )
}

export function SendCvModal() {
  const modal = useModal('sendCv')
  const intl = useIntl()
  const lang = useLocale()
  const { vacancy } = useSnapshot(contentModalState)
  const phoneMask = phoneMaskName(useShell().settings)
  const t = (id: MessageId) => intl.formatMessage({ id })
  const fileOf = (): File | null =>
    (form.formRef.current?.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0] ?? null
  const form = useShopForm({
    schema: CV_SCHEMA,
    defaultValues: { name: '', phone: '', email: '', message: '' },
    extraChecks: (): Record<string, MessageId> => {
      const check = checkCvFile(fileOf(), CV_TYPES, CV_MAX_BYTES)
      return check ? { file: `content.form.error.${check}` } : {}
    },
    send: async (values) => {
      const file = fileOf()
      const result = await sendResumeFn({
        data: {
          lang,
          body: {
            name: values.name,
            phone: values.phone,
            email: values.email || undefined,
            message: values.message || undefined,
            vacancy_id: vacancy?.id,
            file: file ? { name: file.name, type: file.type, data: await fileToBase64(file) } : undefined,
          },
        },
      })
      return formFailure(result, t('globalMessageSomethingWentWrong'))
    },
  })
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (await form.onSubmit(event)) openModal('sendCvSuccess')
  }
  return (
    <Dialog
      {...modal}
      title={t('content.career.sendCv')}
      description={vacancy ? vacancy.title : undefined}
      testId="send-cv-modal"
    >
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        <Field form={form} name="name" label={t('content.form.name')} required autoComplete="name" />
        <Field
          form={form}
          name="phone"
          label={t('content.form.phone')}
          phoneMask={phoneMask}
          required
          autoComplete="tel"
        />
        <Field
          form={form}
          name="email"
          label={t('content.form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <Field form={form} name="message" label={t('content.form.message')} multiline />
        <FieldFrame label={t('content.career.file')} error={form.errors.file}>
          {(common) => <FileInput {...common} name="file" accept={CV_ACCEPT} />}
          <p className="field__hint">
            <FormattedMessage id="content.career.fileHint" values={{ size: Math.round(CV_MAX_BYTES / 1024) }} />
          </p>
        </FieldFrame>
        <FormMessages messages={form.messages} />
        <SubmitButton pending={form.pending} labelId="content.form.send" />
      </form>
    </Dialog>
  )
}

export function ConsultationModal() {
  const modal = useModal('consultation')
  const intl = useIntl()
  const lang = useLocale()
  const form = useShopForm({
    schema: CONSULTATION_SCHEMA,
    defaultValues: { name: '', phone: '', date: '', message: '' },
    send: async (values) =>
      formFailure(
        await bookConsultationFn({
          data: {
            lang,
            body: {
              name: values.name,
              phone: values.phone,
              date: values.date || undefined,
              message: values.message || undefined,
            },
          },
        }),
        intl.formatMessage({ id: 'globalMessageSomethingWentWrong' }),
      ),
  })
  const phoneMask = phoneMaskName(useShell().settings)
  const t = (id: MessageId) => intl.formatMessage({ id })
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (await form.onSubmit(event)) openModal('consultationSuccess')
  }
  return (
    <Dialog {...modal} title={t('content.consultation.title')} testId="consultation-modal">
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        <Field form={form} name="name" label={t('content.form.name')} required autoComplete="name" />
        <Field
          form={form}
          name="phone"
          label={t('content.form.phone')}
          phoneMask={phoneMask}
          required
          autoComplete="tel"
        />
        <Field form={form} name="date" label={t('content.consultation.date')} type="date" />
        <Field form={form} name="message" label={t('content.form.message')} multiline />
        <FormMessages messages={form.messages} />
        <SubmitButton pending={form.pending} labelId="content.form.send" />
      </form>
    </Dialog>
  )
}

function SuccessModal({ name, titleId, textId }: { name: ModalName; titleId: MessageId; textId: MessageId }) {
  const modal = useModal(name)
  const intl = useIntl()
  return (
    <Dialog {...modal} title={intl.formatMessage({ id: titleId })} testId={`${name}-modal`}>
      <p>
        <FormattedMessage id={textId} />
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={modal.onClose}>
          <FormattedMessage id="content.form.ok" />
        </button>
      </div>
    </Dialog>
  )
}

export function SendCvSuccessModal() {
  return <SuccessModal name="sendCvSuccess" titleId="content.career.successTitle" textId="content.career.successText" />
}

export function ConsultationSuccessModal() {
  return (
    <SuccessModal
      name="consultationSuccess"
      titleId="content.consultation.successTitle"
      textId="content.consultation.successText"
    />
  )
}
