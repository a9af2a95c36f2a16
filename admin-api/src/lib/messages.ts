import type { Loc } from './listing'

/**
 * Every message the reference back end answers, in the shop's four languages (issue 28). Route code
 * keeps writing the English text (`throw badRequest('Invalid promo code')`); the response passes
 * through `localizeBody` (index.ts), which looks the English text up here and answers the request's
 * language (Accept-Language, or the /{locale}/ path segment). `{name}` marks a value the code puts
 * in (a count, an amount, a list); it is carried over into the translation as it is.
 *
 * admin-api/test/messages.test.ts checks that each entry has all four languages with the same
 * placeholders and that every message string in admin-api/src has an entry: a new message without
 * its translations fails the test. It also finds each entry's writer by its English text, so code
 * writes a text out (`kind === 'phone' ? 'Unknown phone' : 'Unknown email'`) rather than building
 * it from a word (`Unknown ${kind}`), which would leave the entry looking unused.
 */
type Texts = Readonly<Record<Loc, string>>

export const MESSAGES = {
  // ---- requests in general ----
  badRequest: { en: 'Bad request', ro: 'Cerere greșită', ru: 'Неверный запрос', uk: 'Неправильний запит' },
  internalError: { en: 'Internal error', ro: 'Eroare internă', ru: 'Внутренняя ошибка', uk: 'Внутрішня помилка' },
  notFound: { en: 'Not found', ro: 'Nu a fost găsit', ru: 'Не найдено', uk: 'Не знайдено' },
  pathTooLong: { en: 'Path too long', ro: 'Adresa este prea lungă', ru: 'Слишком длинный адрес', uk: 'Задовга адреса' },
  missingHeader: {
    en: 'Missing {header} header',
    ro: 'Lipsește antetul {header}',
    ru: 'Нет заголовка {header}',
    uk: 'Немає заголовка {header}',
  },
  unknownHeader: {
    en: 'Unknown {header}',
    ro: '{header} necunoscut',
    ru: 'Неизвестный {header}',
    uk: 'Невідомий {header}',
  },
  bodyTooLarge: {
    en: 'Body larger than {n} bytes',
    ro: 'Cererea depășește {n} octeți',
    ru: 'Запрос больше {n} байт',
    uk: 'Запит більший за {n} байт',
  },
  unreadableBody: {
    en: 'Unreadable body',
    ro: 'Conținutul cererii nu poate fi citit',
    ru: 'Не удалось прочитать запрос',
    uk: 'Не вдалося прочитати запит',
  },
  invalidJson: { en: 'Invalid JSON body', ro: 'JSON invalid', ru: 'Неверный JSON', uk: 'Неправильний JSON' },
  invalidBody: { en: 'Invalid body', ro: 'Date invalide', ru: 'Неверные данные', uk: 'Неправильні дані' },
  invalidQuery: {
    en: 'Invalid query',
    ro: 'Parametri invalizi',
    ru: 'Неверные параметры',
    uk: 'Неправильні параметри',
  },
  invalidParams: { en: 'Invalid params', ro: 'Adresă invalidă', ru: 'Неверный адрес', uk: 'Неправильна адреса' },
  invalidRequest: { en: 'Invalid request', ro: 'Cerere invalidă', ru: 'Неверный запрос', uk: 'Неправильний запит' },
  required: { en: 'required', ro: 'obligatoriu', ru: 'обязательно', uk: "обов'язково" },
  tooManyRequests: {
    en: 'Too many requests, try again later',
    ro: 'Prea multe cereri, încercați mai târziu',
    ru: 'Слишком много запросов, попробуйте позже',
    uk: 'Забагато запитів, спробуйте пізніше',
  },
  tooManyAttempts: {
    en: 'Too many attempts, try again later',
    ro: 'Prea multe încercări, încercați mai târziu',
    ru: 'Слишком много попыток, попробуйте позже',
    uk: 'Забагато спроб, спробуйте пізніше',
  },
  tooManyLogins: {
    en: 'Too many login attempts, try again later',
    ro: 'Prea multe încercări de autentificare, încercați mai târziu',
    ru: 'Слишком много попыток входа, попробуйте позже',
    uk: 'Забагато спроб входу, спробуйте пізніше',
  },
  // ---- write limits (services/write-limits.ts) ----
  tooManyReviews: {
    en: 'Too many reviews from your network today, try again tomorrow',
    ro: 'Prea multe recenzii din rețeaua dvs. astăzi, încercați mâine',
    ru: 'Слишком много отзывов из вашей сети за сегодня, попробуйте завтра',
    uk: 'Забагато відгуків із вашої мережі за сьогодні, спробуйте завтра',
  },
  productReviewedToday: {
    en: 'You have already reviewed this product today',
    ro: 'Ați scris deja astăzi o recenzie pentru acest produs',
    ru: 'Вы уже оставили отзыв об этом товаре сегодня',
    uk: 'Ви вже залишили відгук про цей товар сьогодні',
  },
  reviewVotedAlready: {
    en: 'You have already rated this review',
    ro: 'Ați evaluat deja această recenzie',
    ru: 'Вы уже оценили этот отзыв',
    uk: 'Ви вже оцінили цей відгук',
  },
  tooManyVotes: {
    en: 'Too many votes on this review from your network today, try again tomorrow',
    ro: 'Prea multe voturi pentru această recenzie din rețeaua dvs. astăzi, încercați mâine',
    ru: 'Слишком много оценок этого отзыва из вашей сети за сегодня, попробуйте завтра',
    uk: 'Забагато оцінок цього відгуку з вашої мережі за сьогодні, спробуйте завтра',
  },
  tooManyForms: {
    en: 'This form was sent too many times from your network, try again later',
    ro: 'Acest formular a fost trimis de prea multe ori din rețeaua dvs., încercați mai târziu',
    ru: 'Эта форма отправлялась из вашей сети слишком много раз, попробуйте позже',
    uk: 'Цю форму надсилали з вашої мережі забагато разів, спробуйте пізніше',
  },
  tooManyOrders: {
    en: 'Too many orders from your network, try again later',
    ro: 'Prea multe comenzi din rețeaua dvs., încercați mai târziu',
    ru: 'Слишком много заказов из вашей сети, попробуйте позже',
    uk: 'Забагато замовлень із вашої мережі, спробуйте пізніше',
  },
  tooManyUnits: {
    en: 'Too many of one product ordered from your network today, try again tomorrow',
    ro: 'Prea multe bucăți dintr-un produs comandate din rețeaua dvs. astăzi, încercați mâine',
    ru: 'Слишком много единиц одного товара заказано из вашей сети сегодня, попробуйте завтра',
    uk: 'Забагато одиниць одного товару замовлено з вашої мережі сьогодні, спробуйте завтра',
  },
  tooManySubscriptions: {
    en: 'Too many newsletter subscriptions from your network, try again later',
    ro: 'Prea multe abonări la newsletter din rețeaua dvs., încercați mai târziu',
    ru: 'Слишком много подписок на рассылку из вашей сети, попробуйте позже',
    uk: 'Забагато підписок на розсилку з вашої мережі, спробуйте пізніше',
  },
  tooManyPromoTries: {
    en: 'Too many promo codes tried from your network, try again later',
    ro: 'Prea multe coduri promoționale încercate din rețeaua dvs., încercați mai târziu',
    ru: 'Слишком много попыток ввести промокод из вашей сети, попробуйте позже',
    uk: 'Забагато спроб ввести промокод із вашої мережі, спробуйте пізніше',
  },
  tooManyAccountPromoTries: {
    en: 'Too many promo codes tried from this account, try again later',
    ro: 'Prea multe coduri promoționale încercate de pe acest cont, încercați mai târziu',
    ru: 'Слишком много попыток ввести промокод с этой учётной записи, попробуйте позже',
    uk: 'Забагато спроб ввести промокод з цього облікового запису, спробуйте пізніше',
  },
  tooManyAdvertPhotos: {
    en: "Today's photo upload limit is reached ({n} photos or {mb} MB a day), try again tomorrow",
    ro: 'Limita de fotografii pentru astăzi a fost atinsă ({n} fotografii sau {mb} MB pe zi), încercați mâine',
    ru: 'Дневной лимит загрузки фото исчерпан ({n} фото или {mb} МБ в день), попробуйте завтра',
    uk: 'Денний ліміт завантаження фото вичерпано ({n} фото або {mb} МБ на день), спробуйте завтра',
  },
  tooManyAdverts: {
    en: 'An account may have at most {n} adverts, drafts included: delete one to add another',
    ro: 'Un cont poate avea cel mult {n} anunțuri, inclusiv ciornele: ștergeți unul pentru a adăuga altul',
    ru: 'На одной учётной записи может быть не больше {n} объявлений, включая черновики: удалите одно, чтобы добавить новое',
    uk: 'Один обліковий запис може мати не більше {n} оголошень, разом із чернетками: видаліть одне, щоб додати нове',
  },
  imageStorageMissing: {
    en: 'Image storage is not configured on this server (R2 binding ADVERT_IMAGES)',
    ro: 'Stocarea imaginilor nu este configurată pe acest server (R2 binding ADVERT_IMAGES)',
    ru: 'Хранилище изображений не настроено на этом сервере (R2 binding ADVERT_IMAGES)',
    uk: 'Сховище зображень не налаштоване на цьому сервері (R2 binding ADVERT_IMAGES)',
  },
  injectedFailure: {
    en: 'Injected failure after commit',
    ro: 'Eroare provocată după salvare',
    ru: 'Искусственная ошибка после сохранения',
    uk: 'Штучна помилка після збереження',
  },
  errorOrDelay: { en: 'error or delay', ro: 'error sau delay', ru: 'error или delay', uk: 'error або delay' },
  noSetting: { en: 'No {kind}', ro: 'Lipsește {kind}', ru: 'Нет {kind}', uk: 'Немає {kind}' },
  unknownStaticContent: {
    en: 'Unknown static content',
    ro: 'Conținut static necunoscut',
    ru: 'Неизвестная страница',
    uk: 'Невідома сторінка',
  },

  // ---- sign-in, accounts ----
  invalidToken: {
    en: 'Invalid or expired token',
    ro: 'Sesiune invalidă sau expirată',
    ru: 'Сеанс недействителен или истёк',
    uk: 'Сеанс недійсний або закінчився',
  },
  authRequired: {
    en: 'Authentication required',
    ro: 'Este necesară autentificarea',
    ru: 'Требуется вход',
    uk: 'Потрібно увійти',
  },
  badCredentials: {
    en: 'No active account found with the given credentials',
    ro: 'Nu există un cont activ cu aceste date de autentificare',
    ru: 'Активная учётная запись с такими данными не найдена',
    uk: 'Активний обліковий запис із такими даними не знайдено',
  },
  invalidPassword: { en: 'Invalid password', ro: 'Parolă greșită', ru: 'Неверный пароль', uk: 'Неправильний пароль' },
  invalidRefreshToken: {
    en: 'Invalid or expired refresh token',
    ro: 'Sesiune invalidă sau expirată',
    ru: 'Сеанс недействителен или истёк',
    uk: 'Сеанс недійсний або закінчився',
  },
  invalidActivationLink: {
    en: 'Invalid or expired activation link',
    ro: 'Link de activare invalid sau expirat',
    ru: 'Ссылка активации недействительна или устарела',
    uk: 'Посилання активації недійсне або застаріле',
  },
  invalidResetLink: {
    en: 'Invalid or expired password reset link',
    ro: 'Link de resetare a parolei invalid sau expirat',
    ru: 'Ссылка для сброса пароля недействительна или устарела',
    uk: 'Посилання для скидання пароля недійсне або застаріле',
  },
  invalidDeletionLink: {
    en: 'Invalid or expired deletion link',
    ro: 'Link de ștergere invalid sau expirat',
    ru: 'Ссылка удаления недействительна или устарела',
    uk: 'Посилання видалення недійсне або застаріле',
  },
  invalidLink: {
    en: 'Invalid or expired {what} link',
    ro: 'Link {what} invalid sau expirat',
    ru: 'Ссылка {what} недействительна или устарела',
    uk: 'Посилання {what} недійсне або застаріле',
  },
  // issue 50 (decision 0064): registration limits, activation that asks for a password, SMS budgets
  activationSent: {
    en: 'We already sent an activation link to this address: check your mailbox (and the spam folder)',
    ro: 'Am trimis deja un link de activare la această adresă: verificați căsuța poștală (și dosarul spam)',
    ru: 'Мы уже отправили ссылку для активации на этот адрес: проверьте почту (и папку «Спам»)',
    uk: 'Ми вже надіслали посилання для активації на цю адресу: перевірте пошту (і теку «Спам»)',
  },
  tooManyRegistrations: {
    en: 'Too many registrations from your network, try again later',
    ro: 'Prea multe înregistrări din rețeaua dvs., încercați mai târziu',
    ru: 'Слишком много регистраций из вашей сети, попробуйте позже',
    uk: 'Забагато реєстрацій із вашої мережі, спробуйте пізніше',
  },
  passwordRequired: {
    en: 'Set a password for this account to finish the activation',
    ro: 'Setați o parolă pentru acest cont pentru a finaliza activarea',
    ru: 'Задайте пароль для этой учётной записи, чтобы завершить активацию',
    uk: 'Задайте пароль для цього облікового запису, щоб завершити активацію',
  },
  smsCountryNotServed: {
    en: 'We do not send SMS to this country',
    ro: 'Nu trimitem SMS în această țară',
    ru: 'Мы не отправляем SMS в эту страну',
    uk: 'Ми не надсилаємо SMS у цю країну',
  },
  smsPaused: {
    en: 'SMS sending is paused, try again later',
    ro: 'Trimiterea SMS este suspendată, încercați mai târziu',
    ru: 'Отправка SMS приостановлена, попробуйте позже',
    uk: 'Надсилання SMS призупинено, спробуйте пізніше',
  },
  invalidCode: {
    en: 'Invalid or expired code',
    ro: 'Cod invalid sau expirat',
    ru: 'Код неверен или устарел',
    uk: 'Код неправильний або застарів',
  },
  socialNotConfigured: {
    en: '{provider} sign-in is not configured on this server (no verifier for its tokens)',
    ro: 'Autentificarea prin {provider} nu este configurată pe acest server',
    ru: 'Вход через {provider} не настроен на этом сервере',
    uk: 'Вхід через {provider} не налаштований на цьому сервері',
  },
  socialUnavailable: {
    en: '{provider} did not answer, try again later',
    ro: '{provider} nu a răspuns, încercați mai târziu',
    ru: '{provider} не ответил, попробуйте позже',
    uk: '{provider} не відповів, спробуйте пізніше',
  },
  socialTokenInvalid: {
    en: 'Invalid or expired {provider} token',
    ro: 'Autentificarea prin {provider} a expirat sau nu este validă',
    ru: 'Вход через {provider} недействителен или устарел',
    uk: 'Вхід через {provider} недійсний або застарів',
  },
  socialEmailRequired: {
    en: 'Your {provider} account did not share an e-mail address. Allow access to your e-mail or sign in another way.',
    ro: 'Contul dvs. {provider} nu a transmis adresa de e-mail. Permiteți accesul la e-mail sau autentificați-vă în alt mod.',
    ru: 'Ваш аккаунт {provider} не передал адрес e-mail. Разрешите доступ к e-mail или войдите другим способом.',
    uk: 'Ваш акаунт {provider} не передав адресу e-mail. Дозвольте доступ до e-mail або увійдіть іншим способом.',
  },
  accountDisabled: {
    en: 'This account is disabled',
    ro: 'Acest cont este dezactivat',
    ru: 'Эта учётная запись отключена',
    uk: 'Цей обліковий запис вимкнено',
  },
  unknownUser: {
    en: 'Unknown user',
    ro: 'Utilizator necunoscut',
    ru: 'Неизвестный пользователь',
    uk: 'Невідомий користувач',
  },
  unknownUserGroup: {
    en: 'Unknown user group',
    ro: 'Grup de utilizatori necunoscut',
    ru: 'Неизвестная группа пользователей',
    uk: 'Невідома група користувачів',
  },
  emailTakenSignIn: {
    en: 'An account with this e-mail exists: sign in instead',
    ro: 'Există deja un cont cu acest e-mail: autentificați-vă',
    ru: 'Учётная запись с этим e-mail уже есть: войдите',
    uk: 'Обліковий запис із цим e-mail уже є: увійдіть',
  },
  emailTaken: {
    en: 'An account with this e-mail exists',
    ro: 'Există deja un cont cu acest e-mail',
    ru: 'Учётная запись с этим e-mail уже есть',
    uk: 'Обліковий запис із цим e-mail уже є',
  },
  phoneTakenSignIn: {
    en: 'An account with this phone exists: sign in instead',
    ro: 'Există deja un cont cu acest telefon: autentificați-vă',
    ru: 'Учётная запись с этим телефоном уже есть: войдите',
    uk: 'Обліковий запис із цим телефоном уже є: увійдіть',
  },
  phoneTaken: {
    en: 'An account with this phone exists',
    ro: 'Există deja un cont cu acest telefon',
    ru: 'Учётная запись с этим телефоном уже есть',
    uk: 'Обліковий запис із цим телефоном уже є',
  },
  contactsMax: {
    en: 'At most {n} per account',
    ro: 'Cel mult {n} pe cont',
    ru: 'Не больше {n} на учётную запись',
    uk: 'Не більше {n} на обліковий запис',
  },
  unknownPhone: { en: 'Unknown phone', ro: 'Telefon necunoscut', ru: 'Неизвестный телефон', uk: 'Невідомий телефон' },
  unknownEmail: { en: 'Unknown email', ro: 'E-mail necunoscut', ru: 'Неизвестный e-mail', uk: 'Невідомий e-mail' },
  primaryPhone: {
    en: 'The primary phone number cannot be deleted',
    ro: 'Numărul de telefon principal nu poate fi șters',
    ru: 'Основной номер телефона нельзя удалить',
    uk: 'Основний номер телефону не можна видалити',
  },
  primaryEmail: {
    en: 'The primary e-mail address cannot be deleted',
    ro: 'Adresa de e-mail principală nu poate fi ștearsă',
    ru: 'Основной адрес e-mail нельзя удалить',
    uk: 'Основну адресу e-mail не можна видалити',
  },
  hasSignInNumber: {
    en: 'The account has a sign-in number already: change it instead',
    ro: 'Contul are deja un număr de autentificare: modificați-l',
    ru: 'У учётной записи уже есть номер для входа: измените его',
    uk: 'Обліковий запис уже має номер для входу: змініть його',
  },
  noSignInNumber: {
    en: 'The account has no sign-in number yet: create it instead',
    ro: 'Contul nu are încă un număr de autentificare: adăugați-l',
    ru: 'У учётной записи ещё нет номера для входа: добавьте его',
    uk: 'Обліковий запис ще не має номера для входу: додайте його',
  },
  numberTaken: {
    en: 'Another account signs in with this number',
    ro: 'Alt cont se autentifică cu acest număr',
    ru: 'С этим номером входит другая учётная запись',
    uk: 'З цим номером входить інший обліковий запис',
  },
  emailUsed: {
    en: 'Another account signs in with this e-mail',
    ro: 'Alt cont se autentifică cu acest e-mail',
    ru: 'С этим e-mail входит другая учётная запись',
    uk: 'З цим e-mail входить інший обліковий запис',
  },
  verifiedPrimary: {
    en: 'Only a verified e-mail can become primary',
    ro: 'Doar un e-mail confirmat poate deveni principal',
    ru: 'Основным может стать только подтверждённый e-mail',
    uk: 'Основним може стати лише підтверджений e-mail',
  },
  sendMultipartFile: {
    en: 'Send multipart/form-data with the file in the field {field}',
    ro: 'Trimiteți multipart/form-data cu fișierul în câmpul {field}',
    ru: 'Отправьте multipart/form-data с файлом в поле {field}',
    uk: 'Надішліть multipart/form-data з файлом у полі {field}',
  },
  unreadableMultipart: {
    en: 'Unreadable multipart body',
    ro: 'Formularul nu poate fi citit',
    ru: 'Не удалось прочитать форму',
    uk: 'Не вдалося прочитати форму',
  },
  noFileInField: {
    en: 'No file in the field {field}',
    ro: 'Niciun fișier în câmpul {field}',
    ru: 'Нет файла в поле {field}',
    uk: 'Немає файлу в полі {field}',
  },
  fileEmpty: { en: 'The file is empty', ro: 'Fișierul este gol', ru: 'Файл пуст', uk: 'Файл порожній' },
  fileTooLarge: {
    en: 'The file is larger than {n} bytes',
    ro: 'Fișierul depășește {n} octeți',
    ru: 'Файл больше {n} байт',
    uk: 'Файл більший за {n} байт',
  },
  onlyImageTypes: {
    en: 'Only {types} images',
    ro: 'Doar imagini {types}',
    ru: 'Только изображения {types}',
    uk: 'Лише зображення {types}',
  },
  namesTooLong: {
    en: 'at most 100 characters per name',
    ro: 'cel mult 100 de caractere pentru fiecare nume',
    ru: 'не больше 100 символов в имени',
    uk: 'не більше 100 символів в імені',
  },
  noProfileImage: {
    en: 'No profile image',
    ro: 'Nu există imagine de profil',
    ru: 'Нет фото профиля',
    uk: 'Немає фото профілю',
  },
  idnoTwice: {
    en: 'This IDNO is already one of your companies',
    ro: 'Acest IDNO este deja una dintre companiile dvs.',
    ru: 'Этот IDNO уже есть среди ваших компаний',
    uk: 'Цей IDNO вже є серед ваших компаній',
  },
  companiesMax: {
    en: 'At most {n} companies per account',
    ro: 'Cel mult {n} companii pe cont',
    ru: 'Не больше {n} компаний на учётную запись',
    uk: 'Не більше {n} компаній на обліковий запис',
  },
  unknownCompany: {
    en: 'Unknown company',
    ro: 'Companie necunoscută',
    ru: 'Неизвестная компания',
    uk: 'Невідома компанія',
  },
  notYourCompany: {
    en: 'not one of your companies',
    ro: 'nu este una dintre companiile dvs.',
    ru: 'это не ваша компания',
    uk: 'це не ваша компанія',
  },

  // ---- catalogue ----
  unknownProduct: { en: 'Unknown product', ro: 'Produs necunoscut', ru: 'Неизвестный товар', uk: 'Невідомий товар' },
  unknownCategory: {
    en: 'Unknown category',
    ro: 'Categorie necunoscută',
    ru: 'Неизвестная категория',
    uk: 'Невідома категорія',
  },
  unknownBrand: { en: 'Unknown brand', ro: 'Brand necunoscut', ru: 'Неизвестный бренд', uk: 'Невідомий бренд' },
  unknownReview: { en: 'Unknown review', ro: 'Recenzie necunoscută', ru: 'Неизвестный отзыв', uk: 'Невідомий відгук' },
  unknownSlug: { en: 'Unknown slug', ro: 'Adresă necunoscută', ru: 'Неизвестный адрес', uk: 'Невідома адреса' },
  productOrClearAll: {
    en: 'product_id or clear_all is required',
    ro: 'este necesar product_id sau clear_all',
    ru: 'нужен product_id или clear_all',
    uk: 'потрібен product_id або clear_all',
  },

  // ---- credit ----
  noCredit: {
    en: 'This shop offers no credit',
    ro: 'Acest magazin nu oferă credit',
    ru: 'Этот магазин не предлагает кредит',
    uk: 'Цей магазин не пропонує кредит',
  },
  noIuteCredit: {
    en: 'This shop offers no iute credit',
    ro: 'Acest magazin nu oferă credit iute',
    ru: 'Этот магазин не предлагает кредит iute',
    uk: 'Цей магазин не пропонує кредит iute',
  },
  oneOf: { en: 'One of {list}', ro: 'Una dintre: {list}', ru: 'Одно из: {list}', uk: 'Одне з: {list}' },
  atLeast: { en: 'At least {n}', ro: 'Cel puțin {n}', ru: 'Не меньше {n}', uk: 'Не менше {n}' },
  atMost: { en: 'At most {n}', ro: 'Cel mult {n}', ru: 'Не больше {n}', uk: 'Не більше {n}' },
  unknownCreditCompany: {
    en: 'Unknown credit company',
    ro: 'Companie de credit necunoscută',
    ru: 'Неизвестная кредитная компания',
    uk: 'Невідома кредитна компанія',
  },
  notAvailable: {
    en: 'Not available: {list}',
    ro: 'Indisponibile: {list}',
    ru: 'Недоступны: {list}',
    uk: 'Недоступні: {list}',
  },
  unknownBranch: { en: 'Unknown branch', ro: 'Filială necunoscută', ru: 'Неизвестный филиал', uk: 'Невідома філія' },
  amountOrProducts: {
    en: 'amount or product_ids is required',
    ro: 'este necesară suma sau lista de produse',
    ru: 'нужна сумма или список товаров',
    uk: 'потрібна сума або список товарів',
  },

  // ---- cart, promo codes ----
  cartOwnerRequired: {
    en: 'no_user_id or a bearer token is required',
    ro: 'este necesar no_user_id sau autentificarea',
    ru: 'нужен no_user_id или вход',
    uk: 'потрібен no_user_id або вхід',
  },
  cartEmpty: { en: 'The cart is empty', ro: 'Coșul este gol', ru: 'Корзина пуста', uk: 'Кошик порожній' },
  productNotSold: {
    en: 'Product is no longer sold',
    ro: 'Produsul nu se mai vinde',
    ru: 'Товар больше не продаётся',
    uk: 'Товар більше не продається',
  },
  productUnavailable: {
    en: 'Product is unavailable',
    ro: 'Produsul nu este disponibil',
    ru: 'Товар недоступен',
    uk: 'Товар недоступний',
  },
  notHomeDelivery: {
    en: 'Cannot be delivered home: pick it up in a store',
    ro: 'Nu poate fi livrat la domiciliu: ridicați-l din magazin',
    ru: 'Нельзя доставить на дом: заберите в магазине',
    uk: 'Не можна доставити додому: заберіть у магазині',
  },
  productNotSoldNow: {
    en: 'product is not sold now',
    ro: 'produsul nu se vinde acum',
    ru: 'товар сейчас не продаётся',
    uk: 'товар зараз не продається',
  },
  countMultiple: {
    en: 'Count must be a multiple of {n}',
    ro: 'Cantitatea trebuie să fie multiplu de {n}',
    ru: 'Количество должно быть кратно {n}',
    uk: 'Кількість має бути кратною {n}',
  },
  countMultipleField: {
    en: 'must be a multiple of {n}',
    ro: 'trebuie să fie multiplu de {n}',
    ru: 'должно быть кратно {n}',
    uk: 'має бути кратною {n}',
  },
  outOfStock: { en: 'Out of stock', ro: 'Stoc epuizat', ru: 'Нет в наличии', uk: 'Немає в наявності' },
  outOfStockField: { en: 'out of stock', ro: 'stoc epuizat', ru: 'нет в наличии', uk: 'немає в наявності' },
  onlyLeft: { en: 'Only {n} left', ro: 'Au rămas doar {n}', ru: 'Осталось только {n}', uk: 'Залишилося лише {n}' },
  cartInvalid: {
    en: 'Cart is invalid',
    ro: 'Coșul conține erori',
    ru: 'В корзине есть ошибки',
    uk: 'У кошику є помилки',
  },
  notInCart: {
    en: 'Product is not in the cart',
    ro: 'Produsul nu este în coș',
    ru: 'Товара нет в корзине',
    uk: 'Товару немає в кошику',
  },
  promoInvalid: {
    en: 'Invalid promo code',
    ro: 'Cod promoțional invalid',
    ru: 'Неверный промокод',
    uk: 'Неправильний промокод',
  },
  promoExpired: {
    en: 'Promo code expired',
    ro: 'Codul promoțional a expirat',
    ru: 'Срок действия промокода истёк',
    uk: 'Термін дії промокоду минув',
  },
  promoMinTotal: {
    en: 'Promo code needs an order of at least {n}',
    ro: 'Codul promoțional cere o comandă de cel puțin {n}',
    ru: 'Промокод действует для заказа от {n}',
    uk: 'Промокод діє для замовлення від {n}',
  },
  quoteCompanyOnly: {
    en: 'Quote requests are for company accounts with a company the shop has confirmed',
    ro: 'Cererile de ofertă sunt pentru conturile de companie cu o companie confirmată de magazin',
    ru: 'Запросы коммерческого предложения доступны только аккаунтам компаний с компанией, подтверждённой магазином',
    uk: 'Запити комерційної пропозиції доступні лише акаунтам компаній з компанією, підтвердженою магазином',
  },
  companyNotConfirmed: {
    en: 'not yet confirmed by the shop',
    ro: 'încă neconfirmată de magazin',
    ru: 'ещё не подтверждена магазином',
    uk: 'ще не підтверджена магазином',
  },
  promoNotForAccount: {
    en: 'Promo codes are not available for this account',
    ro: 'Codurile promoționale nu sunt disponibile pentru acest cont',
    ru: 'Промокоды недоступны для этого аккаунта',
    uk: 'Промокоди недоступні для цього акаунта',
  },
  promoNotApplicable: {
    en: 'Promo code does not apply to these products',
    ro: 'Codul promoțional nu se aplică acestor produse',
    ru: 'Промокод не действует на эти товары',
    uk: 'Промокод не діє на ці товари',
  },

  // ---- delivery, addresses, stores ----
  unknownLocality: {
    en: 'Unknown locality',
    ro: 'Localitate necunoscută',
    ru: 'Неизвестный населённый пункт',
    uk: 'Невідомий населений пункт',
  },
  unknownLocalityField: {
    en: 'unknown locality',
    ro: 'localitate necunoscută',
    ru: 'неизвестный населённый пункт',
    uk: 'невідомий населений пункт',
  },
  localityNotInRegion: {
    en: 'locality is not in the region',
    ro: 'localitatea nu este în această regiune',
    ru: 'населённый пункт не в этом регионе',
    uk: 'населений пункт не в цьому регіоні',
  },
  unknownRegion: { en: 'Unknown region', ro: 'Regiune necunoscută', ru: 'Неизвестный регион', uk: 'Невідомий регіон' },
  unknownCity: { en: 'Unknown city', ro: 'Oraș necunoscut', ru: 'Неизвестный город', uk: 'Невідоме місто' },
  unknownCityField: { en: 'unknown city', ro: 'oraș necunoscut', ru: 'неизвестный город', uk: 'невідоме місто' },
  unknownStreet: { en: 'unknown street', ro: 'stradă necunoscută', ru: 'неизвестная улица', uk: 'невідома вулиця' },
  streetNotInCity: {
    en: 'street not in this city',
    ro: 'strada nu este în acest oraș',
    ru: 'улица не в этом городе',
    uk: 'вулиця не в цьому місті',
  },
  unknownAddress: { en: 'Unknown address', ro: 'Adresă necunoscută', ru: 'Неизвестный адрес', uk: 'Невідома адреса' },
  unknownStore: { en: 'Unknown store', ro: 'Magazin necunoscut', ru: 'Неизвестный магазин', uk: 'Невідомий магазин' },
  unknownStoreField: {
    en: 'unknown store',
    ro: 'magazin necunoscut',
    ru: 'неизвестный магазин',
    uk: 'невідомий магазин',
  },
  unknownWarehouse: {
    en: 'Unknown warehouse',
    ro: 'Depozit necunoscut',
    ru: 'Неизвестное отделение',
    uk: 'Невідоме відділення',
  },
  unknownPostmachine: {
    en: 'Unknown postmachine',
    ro: 'Terminal poștal necunoscut',
    ru: 'Неизвестный почтомат',
    uk: 'Невідомий поштомат',
  },
  unknownWarehouseField: {
    en: 'unknown warehouse',
    ro: 'depozit necunoscut',
    ru: 'неизвестное отделение',
    uk: 'невідоме відділення',
  },
  unknownPostmachineField: {
    en: 'unknown postmachine',
    ro: 'terminal poștal necunoscut',
    ru: 'неизвестный почтомат',
    uk: 'невідомий поштомат',
  },
  streetRequiredCourier: {
    en: 'street required for courier delivery',
    ro: 'strada este obligatorie pentru livrarea prin curier',
    ru: 'для доставки курьером нужна улица',
    uk: "для доставки кур'єром потрібна вулиця",
  },

  // ---- orders ----
  idempotencyReused: {
    en: 'This idempotency key was used for a different order',
    ro: 'Această cheie a fost folosită pentru altă comandă',
    ru: 'Этот ключ уже использован для другого заказа',
    uk: 'Цей ключ уже використано для іншого замовлення',
  },
  usedForOtherOrder: {
    en: 'used for a different order',
    ro: 'folosită pentru altă comandă',
    ru: 'использован для другого заказа',
    uk: 'використано для іншого замовлення',
  },
  idempotencyOtherBuyer: {
    en: 'This idempotency key was used by another buyer',
    ro: 'Această cheie a fost folosită de alt cumpărător',
    ru: 'Этот ключ уже использован другим покупателем',
    uk: 'Цей ключ уже використав інший покупець',
  },
  usedByOtherBuyer: {
    en: 'used by another buyer',
    ro: 'folosită de alt cumpărător',
    ru: 'использован другим покупателем',
    uk: 'використав інший покупець',
  },
  signInToOrder: {
    en: 'Sign in to place an order',
    ro: 'Autentificați-vă pentru a plasa comanda',
    ru: 'Войдите, чтобы оформить заказ',
    uk: 'Увійдіть, щоб оформити замовлення',
  },
  orderOwnerRequired: {
    en: 'products, no_user_id or a bearer token is required',
    ro: 'sunt necesare produsele, no_user_id sau autentificarea',
    ru: 'нужны товары, no_user_id или вход',
    uk: 'потрібні товари, no_user_id або вхід',
  },
  onlyForCompanies: {
    en: 'only for company accounts with a company the shop has confirmed',
    ro: 'doar pentru conturile de companie cu o companie confirmată de magazin',
    ru: 'только для аккаунтов компаний с компанией, подтверждённой магазином',
    uk: 'лише для облікових записів компаній з компанією, підтвердженою магазином',
  },
  unknownPaymentSystem: {
    en: 'unknown payment system',
    ro: 'metodă de plată necunoscută',
    ru: 'неизвестный способ оплаты',
    uk: 'невідомий спосіб оплати',
  },
  requiredForPickup: {
    en: 'required for pickup',
    ro: 'obligatoriu pentru ridicare',
    ru: 'обязательно для самовывоза',
    uk: "обов'язково для самовивозу",
  },
  requiredForDelivery: {
    en: 'required for delivery',
    ro: 'obligatoriu pentru livrare',
    ru: 'обязательно для доставки',
    uk: "обов'язково для доставки",
  },
  endBeforeStart: {
    en: 'end_date is before start_date',
    ro: 'data de sfârșit este înaintea datei de început',
    ru: 'дата окончания раньше даты начала',
    uk: 'дата закінчення раніше дати початку',
  },
  unknownOrder: { en: 'Unknown order', ro: 'Comandă necunoscută', ru: 'Неизвестный заказ', uk: 'Невідоме замовлення' },
  orderMinimum: {
    en: 'The minimum order is {n}',
    ro: 'Comanda minimă este {n}',
    ru: 'Минимальная сумма заказа {n}',
    uk: 'Мінімальна сума замовлення {n}',
  },
  orderMaxCount: {
    en: 'At most {n} of one product',
    ro: 'Cel mult {n} dintr-un produs',
    ru: 'Не больше {n} одного товара',
    uk: 'Не більше {n} одного товару',
  },
  guestMaxUnits: {
    en: 'Without an account at most {n} of one product a day: sign in to order more',
    ro: 'Fără cont cel mult {n} dintr-un produs pe zi: autentificați-vă pentru a comanda mai mult',
    ru: 'Без учётной записи не больше {n} одного товара в день: войдите, чтобы заказать больше',
    uk: 'Без облікового запису не більше {n} одного товару на день: увійдіть, щоб замовити більше',
  },
  pointsChanged: {
    en: 'Your loyalty points changed meanwhile, place the order again',
    ro: 'Punctele dvs. de fidelitate s-au schimbat între timp, plasați comanda din nou',
    ru: 'Ваши бонусные баллы тем временем изменились, оформите заказ ещё раз',
    uk: 'Ваші бонусні бали тим часом змінилися, оформіть замовлення ще раз',
  },
  notForOrdering: {
    en: 'Product is not available for ordering',
    ro: 'Produsul nu este disponibil pentru comandă',
    ru: 'Товар недоступен для заказа',
    uk: 'Товар недоступний для замовлення',
  },
  capitalOnly: {
    en: 'chisinau_delivery is delivery in the capital (region {n})',
    ro: 'chisinau_delivery este livrarea în capitală (regiunea {n})',
    ru: 'chisinau_delivery — доставка по столице (регион {n})',
    uk: 'chisinau_delivery — доставка по столиці (регіон {n})',
  },

  // ---- adverts ----
  sendAdvertMultipart: {
    en: 'Send the advert as multipart/form-data',
    ro: 'Trimiteți anunțul ca multipart/form-data',
    ru: 'Отправьте объявление как multipart/form-data',
    uk: 'Надішліть оголошення як multipart/form-data',
  },
  textNotFile: {
    en: 'a text value, not a file',
    ro: 'un text, nu un fișier',
    ru: 'текст, а не файл',
    uk: 'текст, а не файл',
  },
  sentTwice: {
    en: 'sent more than once',
    ro: 'trimis de mai multe ori',
    ru: 'отправлено несколько раз',
    uk: 'надіслано кілька разів',
  },
  unknownField: { en: 'unknown field', ro: 'câmp necunoscut', ru: 'неизвестное поле', uk: 'невідоме поле' },
  invalidAdvert: { en: 'Invalid advert', ro: 'Anunț invalid', ru: 'Неверное объявление', uk: 'Неправильне оголошення' },
  imagesMax: {
    en: 'At most {n} images per advert',
    ro: 'Cel mult {n} imagini pe anunț',
    ru: 'Не больше {n} фото в объявлении',
    uk: 'Не більше {n} фото в оголошенні',
  },
  imagesMaxSize: {
    en: 'At most {n} images of {mb} MB each',
    ro: 'Cel mult {n} imagini de câte {mb} MB',
    ru: 'Не больше {n} фото по {mb} МБ',
    uk: 'Не більше {n} фото по {mb} МБ',
  },
  imageFileOrId: {
    en: 'An image is a file or the id of a stored image',
    ro: 'O imagine este un fișier sau id-ul unei imagini salvate',
    ru: 'Фото - это файл или id сохранённого фото',
    uk: 'Фото - це файл або id збереженого фото',
  },
  unknownLocation: {
    en: 'Unknown location',
    ro: 'Localitate necunoscută',
    ru: 'Неизвестное место',
    uk: 'Невідоме місце',
  },
  notInRegion: {
    en: 'Not in the chosen region',
    ro: 'Nu este în regiunea aleasă',
    ru: 'Не в выбранном регионе',
    uk: 'Не у вибраному регіоні',
  },
  unknownSector: { en: 'Unknown sector', ro: 'Sector necunoscut', ru: 'Неизвестный сектор', uk: 'Невідомий сектор' },
  notInLocation: {
    en: 'Not in the chosen location',
    ro: 'Nu este în localitatea aleasă',
    ru: 'Не в выбранном месте',
    uk: 'Не у вибраному місці',
  },
  attributeTwice: {
    en: 'An attribute is given twice',
    ro: 'O caracteristică este dată de două ori',
    ru: 'Характеристика указана дважды',
    uk: 'Характеристику вказано двічі',
  },
  unknownAttribute: {
    en: 'Unknown attribute',
    ro: 'Caracteristică necunoscută',
    ru: 'Неизвестная характеристика',
    uk: 'Невідома характеристика',
  },
  notForCategory: {
    en: 'Does not apply to the category',
    ro: 'Nu se aplică acestei categorii',
    ru: 'Не относится к этой категории',
    uk: 'Не стосується цієї категорії',
  },
  unknownOption: {
    en: 'Unknown option',
    ro: 'Opțiune necunoscută',
    ru: 'Неизвестный вариант',
    uk: 'Невідомий варіант',
  },
  cannotPublish: {
    en: 'The advert cannot be published yet (save it as a draft)',
    ro: 'Anunțul nu poate fi publicat încă (salvați-l ca ciornă)',
    ru: 'Объявление пока нельзя опубликовать (сохраните черновик)',
    uk: 'Оголошення поки не можна опублікувати (збережіть чернетку)',
  },
  nothingToDelete: {
    en: 'Nothing to delete in a new advert',
    ro: 'Nimic de șters într-un anunț nou',
    ru: 'В новом объявлении нечего удалять',
    uk: 'У новому оголошенні нічого видаляти',
  },
  onlyOnEdit: {
    en: 'only on edit',
    ro: 'doar la editare',
    ru: 'только при редактировании',
    uk: 'лише під час редагування',
  },
  newAdvertNoStored: {
    en: 'A new advert has no stored images: send files',
    ro: 'Un anunț nou nu are imagini salvate: trimiteți fișiere',
    ru: 'У нового объявления нет сохранённых фото: отправьте файлы',
    uk: 'Нове оголошення не має збережених фото: надішліть файли',
  },
  imageNotOfAdvert: {
    en: "Image {id} is not one of this advert's",
    ro: 'Imaginea {id} nu aparține acestui anunț',
    ru: 'Фото {id} не из этого объявления',
    uk: 'Фото {id} не з цього оголошення',
  },
  imageKeptAndDeleted: {
    en: 'Image {id} is both kept and deleted',
    ro: 'Imaginea {id} este și păstrată, și ștearsă',
    ru: 'Фото {id} и оставлено, и удалено',
    uk: 'Фото {id} і залишено, і видалено',
  },
  imageListedTwice: {
    en: 'An image is listed twice',
    ro: 'O imagine apare de două ori',
    ru: 'Фото указано дважды',
    uk: 'Фото вказано двічі',
  },
  bothSetAndDeleted: {
    en: 'both set and deleted',
    ro: 'și setat, și șters',
    ru: 'и задано, и удалено',
    uk: 'і задано, і видалено',
  },
  unknownAdvert: {
    en: 'Unknown advert',
    ro: 'Anunț necunoscut',
    ru: 'Неизвестное объявление',
    uk: 'Невідоме оголошення',
  },
  imageEmpty: { en: '{name} is empty', ro: '{name} este gol', ru: '{name} пуст', uk: '{name} порожній' },
  imageTooLarge: {
    en: '{name} is larger than {mb} MB ({n} bytes)',
    ro: '{name} depășește {mb} MB ({n} octeți)',
    ru: '{name} больше {mb} МБ ({n} байт)',
    uk: '{name} більший за {mb} МБ ({n} байт)',
  },
  imageWrongType: {
    en: '{name} is not an image of an accepted type ({types})',
    ro: '{name} nu este o imagine de un tip acceptat ({types})',
    ru: '{name} - не изображение допустимого типа ({types})',
    uk: '{name} - не зображення допустимого типу ({types})',
  },
  signInForOwnAdverts: {
    en: 'Sign in to list your own adverts',
    ro: 'Autentificați-vă pentru a vedea anunțurile dvs.',
    ru: 'Войдите, чтобы увидеть свои объявления',
    uk: 'Увійдіть, щоб побачити свої оголошення',
  },
  requiresBearer: {
    en: 'requires a bearer token',
    ro: 'necesită autentificare',
    ru: 'нужен вход',
    uk: 'потрібен вхід',
  },
  noRateForUnit: {
    en: 'No rate for the price unit',
    ro: 'Nu există curs pentru această monedă',
    ru: 'Нет курса для этой валюты',
    uk: 'Немає курсу для цієї валюти',
  },
  noRateFor: {
    en: 'no rate for {unit}',
    ro: 'nu există curs pentru {unit}',
    ru: 'нет курса для {unit}',
    uk: 'немає курсу для {unit}',
  },
  tooManyNewAdverts: {
    en: 'Too many new adverts from this account, try again later',
    ro: 'Prea multe anunțuri noi de pe acest cont, încercați mai târziu',
    ru: 'Слишком много новых объявлений с этой учётной записи, попробуйте позже',
    uk: 'Забагато нових оголошень з цього облікового запису, спробуйте пізніше',
  },
  tooManyAdvertEdits: {
    en: 'Too many advert edits from this account, try again later',
    ro: 'Prea multe modificări de anunțuri de pe acest cont, încercați mai târziu',
    ru: 'Слишком много изменений объявлений с этой учётной записи, попробуйте позже',
    uk: 'Забагато змін оголошень з цього облікового запису, спробуйте пізніше',
  },
  tooManyQuotes: {
    en: 'Too many quote requests, try again later',
    ro: 'Prea multe cereri de ofertă, încercați mai târziu',
    ru: 'Слишком много запросов цен, попробуйте позже',
    uk: 'Забагато запитів цін, спробуйте пізніше',
  },
  invalidFilters: { en: 'Invalid filters', ro: 'Filtre invalide', ru: 'Неверные фильтры', uk: 'Неправильні фільтри' },
  optionIds: { en: 'option ids', ro: 'id-uri de opțiuni', ru: 'id вариантов', uk: 'id варіантів' },
  atMostAttributeFilters: {
    en: 'at most {n} attributes at once',
    ro: 'cel mult {n} atribute odată',
    ru: 'не больше {n} атрибутов за раз',
    uk: 'не більше {n} атрибутів за раз',
  },
  minMaxRange: {
    en: 'a [min, max] range',
    ro: 'un interval [min, max]',
    ru: 'диапазон [min, max]',
    uk: 'діапазон [min, max]',
  },
  notFavourite: { en: 'Not a favourite', ro: 'Nu este la favorite', ru: 'Нет в избранном', uk: 'Немає в обраному' },
  ownAdvertReport: {
    en: 'You cannot report your own advert',
    ro: 'Nu puteți reclama propriul anunț',
    ru: 'Нельзя пожаловаться на своё объявление',
    uk: 'Не можна поскаржитися на своє оголошення',
  },
  alreadyReported: {
    en: 'You have already reported this advert',
    ro: 'Ați reclamat deja acest anunț',
    ru: 'Вы уже пожаловались на это объявление',
    uk: 'Ви вже поскаржилися на це оголошення',
  },

  // ---- the shared contract's own field messages (app/api/contract) ----
  passwordsDiffer: {
    en: 'Passwords do not match',
    ro: 'Parolele nu coincid',
    ru: 'Пароли не совпадают',
    uk: 'Паролі не збігаються',
  },
  plainName: {
    en: 'letters, spaces and punctuation only',
    ro: 'doar litere, spații și semne de punctuație',
    ru: 'только буквы, пробелы и знаки препинания',
    uk: 'лише літери, пробіли та розділові знаки',
  },
  emailOrPhone: {
    en: 'email or phone (one of them)',
    ro: 'e-mail sau telefon (unul dintre ele)',
    ru: 'e-mail или телефон (одно из них)',
    uk: 'e-mail або телефон (одне з них)',
  },
  codeOrPassword: {
    en: 'code or password (one of them)',
    ro: 'cod sau parolă (unul dintre ele)',
    ru: 'код или пароль (одно из них)',
    uk: 'код або пароль (одне з них)',
  },
  passwordWithEmail: {
    en: 'a password signs in with an e-mail',
    ro: 'parola se folosește cu e-mailul',
    ru: 'пароль используется с e-mail',
    uk: 'пароль використовується з e-mail',
  },
  smsCode: { en: 'the code from the SMS', ro: 'codul din SMS', ru: 'код из SMS', uk: 'код із SMS' },
  phoneDigits: { en: '8 to 15 digits', ro: 'între 8 și 15 cifre', ru: 'от 8 до 15 цифр', uk: 'від 8 до 15 цифр' },
  phoneCountry: {
    en: 'a country code after the +',
    ro: 'prefixul țării după +',
    ru: 'код страны после +',
    uk: 'код країни після +',
  },
  thirteenDigits: {
    en: 'must be 13 digits',
    ro: 'trebuie să aibă 13 cifre',
    ru: 'нужно 13 цифр',
    uk: 'потрібно 13 цифр',
  },
  decimalNumber: {
    en: 'a number (a comma or a dot, two decimals)',
    ro: 'un număr (cu virgulă sau punct, două zecimale)',
    ru: 'число (с запятой или точкой, два знака после неё)',
    uk: 'число (з комою або крапкою, два знаки після неї)',
  },
  nothingToChange: { en: 'nothing to change', ro: 'nimic de modificat', ru: 'нечего менять', uk: 'нічого змінювати' },

  // ---- the contract's own texts (app/api/contract; issue 51 point 1) ----
  deviceKey: { en: 'device key', ro: 'cheia dispozitivului', ru: 'ключ устройства', uk: 'ключ пристрою' },
  digitsOnly: { en: 'digits only', ro: 'doar cifre', ru: 'только цифры', uk: 'лише цифри' },
  resumeFileType: {
    en: 'a file whose content and name are of the type it declares',
    ro: 'un fișier al cărui conținut și nume sunt de tipul declarat',
    ru: 'файл, содержимое и имя которого соответствуют заявленному типу',
    uk: 'файл, вміст і назва якого відповідають заявленому типу',
  },
  base64File: {
    en: 'the file as base64 text',
    ro: 'fișierul ca text base64',
    ru: 'файл в виде текста base64',
    uk: 'файл у вигляді тексту base64',
  },
  ibanFormat: {
    en: 'an IBAN: 2 letters, 2 digits, then 10 to 30 letters or digits',
    ro: 'un IBAN: 2 litere, 2 cifre, apoi 10-30 litere sau cifre',
    ru: 'IBAN: 2 буквы, 2 цифры, затем от 10 до 30 букв или цифр',
    uk: 'IBAN: 2 літери, 2 цифри, потім від 10 до 30 літер або цифр',
  },
  optionNeedsId: {
    en: 'an option needs id or sp_key',
    ro: 'o opțiune are nevoie de id sau sp_key',
    ru: 'у варианта должен быть id или sp_key',
    uk: 'варіант потребує id або sp_key',
  },
  optionNeedsTitle: {
    en: 'an option needs title or name',
    ro: 'o opțiune are nevoie de title sau name',
    ru: 'у варианта должен быть title или name',
    uk: 'варіант потребує title або name',
  },
  creditCompanyNeedsName: {
    en: 'a credit company needs title or name',
    ro: 'o companie de credit are nevoie de title sau name',
    ru: 'у кредитной компании должен быть title или name',
    uk: 'кредитна компанія потребує title або name',
  },
  orderStatusNeedsName: {
    en: 'an order status needs a name or a title',
    ro: 'starea unei comenzi are nevoie de name sau title',
    ru: 'у статуса заказа должен быть name или title',
    uk: 'статус замовлення потребує name або title',
  },
  paymentSystemNeedsName: {
    en: 'a payment system needs title or name',
    ro: 'o metodă de plată are nevoie de title sau name',
    ru: 'у способа оплаты должен быть title или name',
    uk: 'спосіб оплати потребує title або name',
  },
  orderLineNeedsProduct: {
    en: 'a line needs its product id',
    ro: 'o linie are nevoie de id-ul produsului',
    ru: 'у строки должен быть id товара',
    uk: 'рядок потребує id товару',
  },
  listingNeedsProducts: {
    en: 'a listing needs products or data.products',
    ro: 'o listă are nevoie de products sau data.products',
    ru: 'списку нужны products или data.products',
    uk: 'списку потрібні products або data.products',
  },
  multiplicityPositive: {
    en: 'multiplicity must be positive',
    ro: 'multiplicitatea trebuie să fie pozitivă',
    ru: 'кратность должна быть положительной',
    uk: 'кратність має бути додатною',
  },
  flagOneZero: {
    en: 'a flag: true/false or 1/0',
    ro: 'un indicator: true/false sau 1/0',
    ru: 'флаг: true/false или 1/0',
    uk: 'прапорець: true/false або 1/0',
  },
  popupShows: {
    en: 'a popup shows a title, a text or an image',
    ro: 'o fereastră afișează un titlu, un text sau o imagine',
    ru: 'всплывающее окно показывает заголовок, текст или изображение',
    uk: 'спливне вікно показує заголовок, текст або зображення',
  },
  numberOrDecimal: {
    en: 'a number or a decimal string',
    ro: 'un număr sau un șir zecimal',
    ru: 'число или десятичная строка',
    uk: 'число або десятковий рядок',
  },
  requiredToPublish: {
    en: 'Required to publish',
    ro: 'Obligatoriu pentru publicare',
    ru: 'Обязательно для публикации',
    uk: "Обов'язково для публікації",
  },
  titleToPublish: {
    en: 'A title in at least one language is required to publish',
    ro: 'Pentru publicare este nevoie de un titlu în cel puțin o limbă',
    ru: 'Для публикации нужен заголовок хотя бы на одном языке',
    uk: 'Для публікації потрібен заголовок хоча б однією мовою',
  },
  filtersJsonObject: {
    en: 'filters must be a JSON object',
    ro: 'filters trebuie să fie un obiect JSON',
    ru: 'filters должен быть объектом JSON',
    uk: 'filters має бути об’єктом JSON',
  },
  jsonList: { en: 'a JSON list', ro: 'o listă JSON', ru: 'список JSON', uk: 'список JSON' },
  anId: { en: 'an id', ro: 'un id', ru: 'идентификатор', uk: 'ідентифікатор' },
  aTextId: {
    en: 'an id: 1-64 letters, digits, _ . : - (no ..)',
    ro: 'un id: 1-64 litere, cifre, _ . : - (fără ..)',
    ru: 'идентификатор: 1-64 буквы, цифры, _ . : - (без ..)',
    uk: 'ідентифікатор: 1-64 літери, цифри, _ . : - (без ..)',
  },
  cadastralChars: {
    en: 'digits, letters and . / : -',
    ro: 'cifre, litere și . / : -',
    ru: 'цифры, буквы и . / : -',
    uk: 'цифри, літери та . / : -',
  },
  phoneNumber: { en: 'phone number', ro: 'număr de telefon', ru: 'номер телефона', uk: 'номер телефону' },
  emailIdOrAddress: {
    en: 'email_id or email_address (one of them)',
    ro: 'email_id sau email_address (unul dintre ele)',
    ru: 'email_id или email_address (одно из них)',
    uk: 'email_id або email_address (одне з них)',
  },
  lettersAndDigits: { en: 'letters and digits', ro: 'litere și cifre', ru: 'буквы и цифры', uk: 'літери та цифри' },
  keyChars8to64: {
    en: 'letters, digits, - and _ only (8-64)',
    ro: 'doar litere, cifre, - și _ (8-64)',
    ru: 'только буквы, цифры, - и _ (8-64)',
    uk: 'лише літери, цифри, - та _ (8-64)',
  },
  keyChars: {
    en: 'letters, digits, - and _ only',
    ro: 'doar litere, cifre, - și _',
    ru: 'только буквы, цифры, - и _',
    uk: 'лише літери, цифри, - та _',
  },
  linkTokenChars: {
    en: 'letters, digits, :, - and _ only',
    ro: 'doar litere, cifre, :, - și _',
    ru: 'только буквы, цифры, :, - и _',
    uk: 'лише літери, цифри, :, - та _',
  },
  carrierRef: { en: 'carrier ref', ro: 'referința curierului', ru: 'код перевозчика', uk: 'код перевізника' },
  carrierOverLimit: {
    en: 'The parcel is over {kg} kg: the carrier does not take it.',
    ro: 'Coletul depășește {kg} kg: transportatorul nu îl preia.',
    ru: 'Посылка тяжелее {kg} кг: перевозчик её не принимает.',
    uk: 'Посилка важча за {kg} кг: перевізник її не приймає.',
  },
  localityId: { en: 'locality id', ro: 'id-ul localității', ru: 'код населённого пункта', uk: 'код населеного пункту' },
  twoLetters: { en: 'two letters', ro: 'două litere', ru: 'две буквы', uk: 'дві літери' },
  idempotencyKey: {
    en: 'idempotency key',
    ro: 'cheie de idempotență',
    ru: 'ключ идемпотентности',
    uk: 'ключ ідемпотентності',
  },
  malformedFilters: {
    en: 'malformed filters: use key:v1,v2,key2:v3 or a JSON object',
    ro: 'filtre greșite: folosiți key:v1,v2,key2:v3 sau un obiect JSON',
    ru: 'неверные фильтры: используйте key:v1,v2,key2:v3 или объект JSON',
    uk: 'неправильні фільтри: використовуйте key:v1,v2,key2:v3 або об’єкт JSON',
  },
  articleOrProductSlug: {
    en: 'article_slug or product_slug is required',
    ro: 'este necesar article_slug sau product_slug',
    ru: 'нужен article_slug или product_slug',
    uk: 'потрібен article_slug або product_slug',
  },
  originLike: {
    en: 'an origin like https://shop.example.com',
    ro: 'o origine ca https://shop.example.com',
    ru: 'адрес сайта вида https://shop.example.com',
    uk: 'адреса сайту на зразок https://shop.example.com',
  },
  threeDecimals: {
    en: 'at most 3 decimals',
    ro: 'cel mult 3 zecimale',
    ru: 'не больше 3 знаков после запятой',
    uk: 'не більше 3 знаків після коми',
  },
  twoDecimals: {
    en: 'at most 2 decimals',
    ro: 'cel mult 2 zecimale',
    ru: 'не больше 2 знаков после запятой',
    uk: 'не більше 2 знаків після коми',
  },
  isoDate: { en: 'YYYY-MM-DD', ro: 'AAAA-LL-ZZ', ru: 'ГГГГ-ММ-ДД', uk: 'РРРР-ММ-ДД' },
  notADate: { en: 'not a date', ro: 'nu este o dată', ru: 'не дата', uk: 'не дата' },
  emailOrPhoneNumber: {
    en: 'an e-mail or a phone number',
    ro: 'un e-mail sau un număr de telefon',
    ru: 'e-mail или номер телефона',
    uk: 'e-mail або номер телефону',
  },
  slotOrder: {
    en: 'a slot ends after it starts',
    ro: 'un interval se termină după ce începe',
    ru: 'интервал заканчивается после начала',
    uk: 'інтервал закінчується після початку',
  },
} as const satisfies Record<string, Texts>

export type MessageKey = keyof typeof MESSAGES

const PLACEHOLDER = /\{(\w+)\}/g
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Pattern {
  key: MessageKey
  names: string[]
  re: RegExp
}

let exact: Map<string, MessageKey> | null = null
let patterns: Pattern[] = []

function index() {
  if (exact) return exact
  exact = new Map()
  patterns = []
  for (const [key, texts] of Object.entries(MESSAGES) as [MessageKey, Texts][]) {
    const names = [...texts.en.matchAll(PLACEHOLDER)].map((m) => m[1] as string)
    if (!names.length) {
      exact.set(texts.en, key)
      continue
    }
    const source = texts.en
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part)))
      .join('')
    patterns.push({ key, names, re: new RegExp(`^${source}$`, 's') })
  }
  // The most specific template first: the one with the most literal text.
  patterns.sort((a, b) => b.re.source.replace(/\(\.\+\?\)/g, '').length - a.re.source.replace(/\(\.\+\?\)/g, '').length)
  return exact
}

/** The entry an English message comes from, with the values it was built with; null when it has none. */
export function findMessage(text: string): { key: MessageKey; values: Record<string, string> } | null {
  const key = index().get(text)
  if (key) return { key, values: {} }
  for (const p of patterns) {
    const m = p.re.exec(text)
    if (m) return { key: p.key, values: Object.fromEntries(p.names.map((name, i) => [name, m[i + 1] ?? ''])) }
  }
  return null
}

/** A message in `loc`: the table's text with the entry's values; a text the table lacks stays as it is. */
export function localize(loc: Loc, text: string): string {
  if (loc === 'en') return text
  const hit = findMessage(text)
  if (!hit) return text
  return (MESSAGES[hit.key] as Texts)[loc].replace(PLACEHOLDER, (all, name: string) => hit.values[name] ?? all)
}

/**
 * An error body in `loc`: its `error`, `detail` and `message` texts, the field messages of
 * `fields` (or of a body of lists) and the cart's `errors[].message`. Codes, ids and counts are left
 * as they are.
 */
export function localizeBody(loc: Loc, body: unknown): unknown {
  if (loc === 'en' || !body || typeof body !== 'object' || Array.isArray(body)) return body
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if ((k === 'error' || k === 'detail' || k === 'message') && typeof v === 'string') out[k] = localize(loc, v)
    else if (k === 'fields' && v && typeof v === 'object' && !Array.isArray(v))
      out[k] = localizeFields(loc, v as Record<string, unknown>)
    else if (k === 'errors' && Array.isArray(v))
      out[k] = v.map((e) => (e && typeof e === 'object' && !Array.isArray(e) ? localizeBody(loc, e) : e))
    else out[k] = v
  }
  return out
}

function localizeFields(loc: Loc, fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, list]) => [
      k,
      Array.isArray(list) ? list.map((m) => (typeof m === 'string' ? localize(loc, m) : m)) : list,
    ]),
  )
}
