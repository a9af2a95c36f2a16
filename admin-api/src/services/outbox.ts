import { ACCOUNTS } from '#contract/accounts.ts'
import type { OutboxKind } from '#contract/auth.ts'
import { type ConfigVars, shopUrls } from '../lib/config'
import type { Ctx } from '../lib/http'
import type { Loc } from '../lib/listing'
import { deliver, newRowDelivery } from './outbox-delivery'

/**
 * The outbox (migration 0009): every e-mail and SMS the back end sends is a row here - recipient,
 * kind, subject and body in the request's language, and the link, uid, token or code it carries.
 * With a provider configured for its channel (MAIL_PROVIDER, SMS_PROVIDER; decision 0069) the row
 * is delivered through it (services/outbox-delivery.ts); otherwise, the development default, it stays
 * here: GET /__dev/outbox reads it (routes/dev.ts).
 */

export type Channel = 'email' | 'sms'

interface Texts {
  subject: string
  body: string
}
type Vars = Record<string, string | number>

const HOURS = ACCOUNTS.linkTtlSeconds / 3600
const MINUTES = ACCOUNTS.codeTtlSeconds / 60

/** Message texts per kind and language; {name}, {link}, {code}, {hours}, {minutes} are filled in. */
const TEXTS: Record<OutboxKind, Record<Loc, Texts>> = {
  activation: {
    en: {
      subject: 'Activate your account',
      body: 'Hello, {name}!\nTo activate your account, open this link: {link}\nThe link is valid for {hours} hours.\nIf you did not register, ignore this e-mail.',
    },
    ro: {
      subject: 'Activați contul',
      body: 'Bună ziua, {name}!\nPentru a activa contul, deschideți acest link: {link}\nLinkul este valabil {hours} h.\nDacă nu v-ați înregistrat, ignorați acest mesaj.',
    },
    ru: {
      subject: 'Активируйте учётную запись',
      body: 'Здравствуйте, {name}!\nЧтобы активировать учётную запись, откройте ссылку: {link}\nСсылка действует {hours} ч.\nЕсли вы не регистрировались, проигнорируйте это письмо.',
    },
    uk: {
      subject: 'Активуйте обліковий запис',
      body: 'Вітаємо, {name}!\nЩоб активувати обліковий запис, відкрийте посилання: {link}\nПосилання діє {hours} год.\nЯкщо ви не реєструвалися, проігноруйте цей лист.',
    },
  },
  activation_other: {
    en: {
      subject: 'Someone registered with your e-mail address',
      body: 'Hello!\nSomeone registered an account in our shop with this e-mail address ({name}). It may not have been you.\nThis link does not sign anyone in by itself: it proves this mailbox is yours and asks you to set your own password, which will then be the only one that works: {link}\nThe link is valid for {hours} hours.\nIf you do not want an account, ignore this e-mail: the account stays inactive for e-mail sign-in.',
    },
    ro: {
      subject: 'Cineva s-a înregistrat cu adresa dvs. de e-mail',
      body: 'Bună ziua!\nCineva a creat un cont în magazinul nostru cu această adresă de e-mail ({name}). Este posibil să nu fi fost dvs.\nAcest link nu autentifică pe nimeni de la sine: dovedește că această căsuță este a dvs. și vă cere să setați propria parolă, care va fi apoi singura valabilă: {link}\nLinkul este valabil {hours} h.\nDacă nu doriți un cont, ignorați acest mesaj: contul rămâne inactiv pentru autentificarea cu e-mail.',
    },
    ru: {
      subject: 'Кто-то зарегистрировался с вашим адресом',
      body: 'Здравствуйте!\nКто-то создал учётную запись в нашем магазине с этим адресом электронной почты ({name}). Возможно, это были не вы.\nЭта ссылка сама никого не авторизует: она подтверждает, что ящик ваш, и просит задать собственный пароль, который станет единственным действующим: {link}\nСсылка действует {hours} ч.\nЕсли учётная запись вам не нужна, проигнорируйте письмо: вход по этому адресу останется закрытым.',
    },
    uk: {
      subject: 'Хтось зареєструвався з вашою адресою',
      body: 'Вітаємо!\nХтось створив обліковий запис у нашому магазині з цією адресою електронної пошти ({name}). Можливо, це були не ви.\nЦе посилання саме нікого не авторизує: воно підтверджує, що скринька ваша, і просить задати власний пароль, який стане єдиним дійсним: {link}\nПосилання діє {hours} год.\nЯкщо обліковий запис вам не потрібен, проігноруйте лист: вхід за цією адресою залишиться закритим.',
    },
  },
  password_reset: {
    en: {
      subject: 'Password reset',
      body: 'To set a new password, open this link: {link}\nThe link is valid for {hours} hours.\nIf you did not ask for it, ignore this e-mail: your password stays the same.',
    },
    ro: {
      subject: 'Resetarea parolei',
      body: 'Pentru a seta o parolă nouă, deschideți acest link: {link}\nLinkul este valabil {hours} h.\nDacă nu ați cerut acest lucru, ignorați mesajul: parola rămâne aceeași.',
    },
    ru: {
      subject: 'Сброс пароля',
      body: 'Чтобы задать новый пароль, откройте ссылку: {link}\nСсылка действует {hours} ч.\nЕсли вы этого не запрашивали, проигнорируйте письмо: пароль останется прежним.',
    },
    uk: {
      subject: 'Скидання пароля',
      body: 'Щоб задати новий пароль, відкрийте посилання: {link}\nПосилання діє {hours} год.\nЯкщо ви цього не запитували, проігноруйте лист: пароль залишиться тим самим.',
    },
  },
  account_exists: {
    en: {
      subject: 'Someone tried to register with your e-mail',
      body: 'Someone tried to create an account with this e-mail address, which already has one.\nIf it was you, sign in or reset your password. Otherwise ignore this e-mail.',
    },
    ro: {
      subject: 'Încercare de înregistrare cu adresa dvs.',
      body: 'Cineva a încercat să creeze un cont cu această adresă de e-mail, care are deja un cont.\nDacă ați fost dvs., autentificați-vă sau resetați parola. Altfel ignorați acest mesaj.',
    },
    ru: {
      subject: 'Попытка регистрации с вашим адресом',
      body: 'Кто-то пытался создать учётную запись с этим адресом электронной почты, но она уже существует.\nЕсли это были вы, войдите или сбросьте пароль. Иначе проигнорируйте это письмо.',
    },
    uk: {
      subject: 'Спроба реєстрації з вашою адресою',
      body: 'Хтось намагався створити обліковий запис з цією адресою електронної пошти, але він уже існує.\nЯкщо це були ви, увійдіть або скиньте пароль. Інакше проігноруйте цей лист.',
    },
  },
  email_code: {
    en: {
      subject: 'Your sign-in code',
      body: 'Your sign-in code: {code}\nIt is valid for {minutes} minutes. Do not share it with anyone.',
    },
    ro: {
      subject: 'Codul de autentificare',
      body: 'Codul dvs. de autentificare: {code}\nEste valabil {minutes} min. Nu-l comunicați nimănui.',
    },
    ru: {
      subject: 'Код для входа',
      body: 'Ваш код для входа: {code}\nОн действует {minutes} мин. Никому его не сообщайте.',
    },
    uk: {
      subject: 'Код для входу',
      body: 'Ваш код для входу: {code}\nВін діє {minutes} хв. Нікому його не повідомляйте.',
    },
  },
  sms_code: {
    en: { subject: '', body: '{code} is your sign-in code (valid {minutes} minutes).' },
    ro: { subject: '', body: '{code} este codul de autentificare (valabil {minutes} min).' },
    ru: { subject: '', body: '{code} — ваш код для входа (действует {minutes} мин).' },
    uk: { subject: '', body: '{code} — ваш код для входу (діє {minutes} хв).' },
  },
  phone_verification: {
    en: { subject: '', body: '{code} is the code to confirm this number (valid {minutes} minutes).' },
    ro: { subject: '', body: '{code} este codul de confirmare a numărului (valabil {minutes} min).' },
    ru: { subject: '', body: '{code} — код подтверждения номера (действует {minutes} мин).' },
    uk: { subject: '', body: '{code} — код підтвердження номера (діє {minutes} хв).' },
  },
  email_verification: {
    en: {
      subject: 'Confirm your e-mail address',
      body: 'The code to add this address to your account: {code}\nIt is valid for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
    },
    ro: {
      subject: 'Confirmați adresa de e-mail',
      body: 'Codul pentru a adăuga această adresă în cont: {code}\nEste valabil {minutes} min. Dacă nu l-ați cerut, ignorați acest mesaj.',
    },
    ru: {
      subject: 'Подтвердите адрес электронной почты',
      body: 'Код для добавления этого адреса в учётную запись: {code}\nОн действует {minutes} мин. Если вы его не запрашивали, проигнорируйте письмо.',
    },
    uk: {
      subject: 'Підтвердьте адресу електронної пошти',
      body: 'Код для додавання цієї адреси до облікового запису: {code}\nВін діє {minutes} хв. Якщо ви його не запитували, проігноруйте лист.',
    },
  },
  account_deletion: {
    en: {
      subject: 'Confirm the deletion of your account',
      body: 'Hello, {name}!\nTo delete your account and its personal data for good, open this link: {link}\nThe link is valid for {hours} hours.\nIf you did not ask for it, ignore this e-mail: your account stays.',
    },
    ro: {
      subject: 'Confirmați ștergerea contului',
      body: 'Bună ziua, {name}!\nPentru a șterge definitiv contul și datele personale, deschideți acest link: {link}\nLinkul este valabil {hours} h.\nDacă nu ați cerut acest lucru, ignorați mesajul: contul rămâne.',
    },
    ru: {
      subject: 'Подтвердите удаление учётной записи',
      body: 'Здравствуйте, {name}!\nЧтобы навсегда удалить учётную запись и личные данные, откройте ссылку: {link}\nСсылка действует {hours} ч.\nЕсли вы этого не запрашивали, проигнорируйте письмо: учётная запись останется.',
    },
    uk: {
      subject: 'Підтвердьте видалення облікового запису',
      body: 'Вітаємо, {name}!\nЩоб назавжди видалити обліковий запис і особисті дані, відкрийте посилання: {link}\nПосилання діє {hours} год.\nЯкщо ви цього не запитували, проігноруйте лист: обліковий запис залишиться.',
    },
  },
  support_message: {
    en: { subject: 'Support request from {name}', body: 'From: {name} <{from}>\n\n{message}' },
    ro: { subject: 'Cerere de suport de la {name}', body: 'De la: {name} <{from}>\n\n{message}' },
    ru: { subject: 'Обращение в поддержку от {name}', body: 'От: {name} <{from}>\n\n{message}' },
    uk: { subject: 'Звернення до підтримки від {name}', body: 'Від: {name} <{from}>\n\n{message}' },
  },
}

/** The origin a site's e-mailed links go to: SHOP_URLS' entry for its token, else SHOP_URL, else '' (relative). */
export function shopOrigin(env: ConfigVars, siteToken: string | undefined): string {
  const own = siteToken === undefined ? undefined : shopUrls(env.SHOP_URLS).get(siteToken)
  return (own ?? env.SHOP_URL ?? '').trim().replace(/\/+$/, '')
}

const fill = (text: string, vars: Vars) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m))

/**
 * The storefront link of an e-mail (ACCOUNTS.links) on the site's own storefront, in the request's
 * language: its entry in SHOP_URLS (one back end serving several variants, audit H1: the second
 * shop's links went to the first), else SHOP_URL. Without either the link is relative (the
 * storefront's origin is not the back end's to guess: a Host or Origin header could be forged into a
 * reset e-mail).
 */
export function accountLink(c: Ctx, which: keyof typeof ACCOUNTS.links, uid: string, token: string): string {
  const origin = shopOrigin(c.env, c.get('site')?.token)
  return (
    origin +
    fill(ACCOUNTS.links[which], {
      locale: c.get('locale') ?? 'ro',
      uid: encodeURIComponent(uid),
      token: encodeURIComponent(token),
    })
  )
}

export interface OutgoingMessage {
  channel: Channel
  /** A lowercased e-mail or a `+digits` phone number. */
  to: string
  kind: OutboxKind
  name?: string
  link?: string
  uid?: string
  token?: string
  code?: string
  /** support_message: the sender's e-mail and text. */
  from?: string
  message?: string
}

/** Writes one message into the outbox, its texts in the request's language, and tries its provider after the answer. */
export async function send(c: Ctx, m: OutgoingMessage): Promise<void> {
  const locale: Loc = c.get('locale') ?? 'ro'
  const texts = TEXTS[m.kind][locale]
  const vars: Vars = {
    name: m.name || m.to,
    link: m.link ?? '',
    code: m.code ?? '',
    hours: HOURS,
    minutes: MINUTES,
    from: m.from ?? '',
    message: m.message ?? '',
  }
  const delivery = newRowDelivery(c.env, m.channel)
  const row = await c.env.DB.prepare(
    `INSERT INTO outbox (site_id, channel, recipient, kind, locale, subject, body, link, uid, token, code, created_at, status, provider, next_attempt_at, idempotency_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      c.get('site')?.id ?? null,
      m.channel,
      m.to,
      m.kind,
      locale,
      m.channel === 'sms' ? null : fill(texts.subject, vars),
      fill(texts.body, vars),
      m.link ?? null,
      m.uid ?? null,
      m.token ?? null,
      m.code ?? null,
      new Date().toISOString(),
      delivery.status,
      delivery.provider,
      delivery.next_attempt_at,
      delivery.idempotency_key,
    )
    .first<{ id: number }>()
  if (row && delivery.status === 'pending') afterAnswer(c, deliver(c.env, row.id))
  // Now and then, drop what is older than a week (sent, dead or kept alike).
  if (Math.random() < 0.02)
    await c.env.DB.prepare('DELETE FROM outbox WHERE created_at < ?')
      .bind(new Date(Date.now() - 7 * 86_400_000).toISOString())
      .run()
}

/** Work that runs after the answer; without an execution context (some tests) the cron drain does it instead. */
function afterAnswer(c: Ctx, work: Promise<unknown>) {
  const logged = work.catch((error) => console.error('admin-api: outbox delivery failed', error))
  try {
    c.executionCtx.waitUntil(logged)
  } catch {
    // No execution context: the attempt still runs; the cron drain retries what it leaves.
  }
}
