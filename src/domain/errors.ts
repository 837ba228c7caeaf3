import { notMediaMessage, tooLargeMessage } from './community/media-rules';
import { formatDate } from './format';
import { BABY_BUDDY_READ_MESSAGES } from './imports/babybuddy-read-limits';
import { IMPORT_MESSAGES, IMPORT_UNDO_DAYS } from './imports/import-rows';
import { LIMIT_MESSAGES } from './limits';
import { QUOTA_FULL_MESSAGE, tooManyPixelsMessage, uploadRateMessage } from './media/media-limits';
import { REPORT_LINK_FUTURE_MESSAGE } from './reports/report-link';

/** The HTTP statuses an error may answer with. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 414 | 422 | 429 | 500 | 502 | 503 | 504;

interface ErrorEntry {
  status: ErrorStatus;
  /** The stable code sent to the client; several cases may share one (five things are `not_found`). */
  code: string;
  /** The pt-BR words the mother reads; a function when the text names a file, a wait, a reason. */
  message: string | ((...params: never[]) => string);
}

const INVALID_CREDENTIALS = 'E-mail ou senha incorretos';
const EMAIL_TAKEN = 'Este e-mail já está cadastrado';

/**
 * Every error the server answers with, by a key of its own: its status, its wire code and its
 * words, each written here once. The server throws `new AppError(key)`; the web compares codes and
 * reuses words from here. A wire code, once sent, never changes: clients and tests depend on it.
 */
export const ERRORS = {
  // The HTTP layer: routes, request limits, validation, the unexpected.
  route_not_found: { status: 404, code: 'not_found', message: 'Não encontrado.' },
  bad_request: { status: 400, code: 'bad_request', message: 'Requisição inválida.' },
  content_too_large: { status: 413, code: 'bad_request', message: 'Arquivo ou conteúdo grande demais.' },
  body_too_large: { status: 413, code: 'too_large', message: 'O conteúdo enviado é grande demais.' },
  url_too_long: { status: 414, code: 'url_too_long', message: 'O endereço pedido é longo demais.' },
  forbidden_origin: { status: 403, code: 'forbidden_origin', message: 'Requisição de outra origem recusada.' },
  /** The first issue of a failed schema, in the schema's own words. */
  validation: { status: 400, code: 'validation', message: (issue: string) => issue },
  invalid_body: {
    status: 400,
    code: 'validation',
    message: 'Requisição inválida: envie os campos do formulário em JSON.',
  },
  invalid_character: {
    status: 400,
    code: 'validation',
    message: 'O texto tem um caractere inválido. Apague-o e tente novamente.',
  },
  database_unavailable: {
    status: 503,
    code: 'unavailable',
    message: 'O Lumma está com uma instabilidade agora. Nada do que você salvou se perdeu: tente de novo em instantes.',
  },
  disk_full: {
    status: 503,
    code: 'disk_full',
    message: 'Não foi possível salvar agora: o servidor está sem espaço. Tente de novo mais tarde.',
  },
  internal: { status: 500, code: 'internal', message: 'Algo deu errado do nosso lado. Tente novamente.' },
  // A write the phone's outbox sends with an Idempotency-Key (src/server/http/idempotency.ts).
  idempotency_key_invalid: {
    status: 400,
    code: 'idempotency_key_invalid',
    message: 'O identificador deste registro é inválido. Atualize o app e tente novamente.',
  },
  idempotency_key_reused: {
    status: 422,
    code: 'idempotency_key_reused',
    message: 'Este registro já foi enviado com outro conteúdo. Descarte-o ou edite-o para enviar de novo.',
  },
  idempotency_in_progress: {
    status: 409,
    code: 'idempotency_in_progress',
    message: 'Este registro ainda está sendo salvo. Tente de novo em instantes.',
  },

  // Sessions and roles.
  session_expired: { status: 401, code: 'unauthenticated', message: 'Sessão expirada. Entre novamente.' },
  login_to_post: { status: 401, code: 'unauthenticated', message: 'Faça login para criar posts' },
  login_to_like: { status: 401, code: 'unauthenticated', message: 'Faça login para curtir posts' },
  login_to_comment: { status: 401, code: 'unauthenticated', message: 'Faça login para comentar' },
  login_to_favorite: { status: 401, code: 'unauthenticated', message: 'Faça login para favoritar' },
  admin_only: { status: 403, code: 'forbidden', message: 'Acesso restrito a administradoras.' },
  // Personal access tokens ("Acesso por aplicativos").
  token_invalid: {
    status: 401,
    code: 'token_invalid',
    message: 'Token de acesso inválido, revogado ou expirado. Crie outro em Perfil → Acesso por aplicativos.',
  },
  token_read_only: {
    status: 403,
    code: 'token_read_only',
    message: 'Este token é só de leitura: ele não pode registrar nem alterar nada.',
  },
  token_not_allowed: {
    status: 403,
    code: 'token_not_allowed',
    message: 'Um token de acesso não alcança esta parte do Lumma. Entre no app para fazer isso.',
  },
  token_rate_limited: {
    status: 429,
    code: 'rate_limited',
    message: (seconds: number) => `Muitas chamadas com este token. Aguarde ${seconds} segundos e tente novamente.`,
  },
  access_token_not_found: { status: 404, code: 'not_found', message: 'Acesso não encontrado.' },
  too_many_access_tokens: {
    status: 409,
    code: 'too_many_tokens',
    message: 'Você já tem 20 acessos. Revogue um que não use mais para criar outro.',
  },
  admin_exists: {
    status: 409,
    code: 'admin_exists',
    message: 'Já existe um administrador. Entre com a conta de administrador para continuar.',
  },
  last_admin: {
    status: 409,
    code: 'last_admin',
    message: 'Você é a única administradora. Crie outro administrador antes de excluir a sua conta.',
  },

  // Signing in, up and back: the keys of better-auth's refusals keep its codes, lower-cased.
  rate_limited: {
    status: 429,
    code: 'rate_limited',
    message: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.',
  },
  /** Too many failed sign-ins for one e-mail: the same words whether an account has it or not. */
  account_locked: {
    status: 429,
    code: 'rate_limited',
    message: (minutes: number) =>
      `Muitas tentativas de entrar com este e-mail. Por segurança, aguarde ${minutes} minutos e tente novamente.`,
  },
  invalid_email_or_password: { status: 401, code: 'invalid_email_or_password', message: INVALID_CREDENTIALS },
  credential_account_not_found: { status: 401, code: 'credential_account_not_found', message: INVALID_CREDENTIALS },
  user_already_exists: { status: 409, code: 'user_already_exists', message: EMAIL_TAKEN },
  user_already_exists_use_another_email: {
    status: 409,
    code: 'user_already_exists_use_another_email',
    message: EMAIL_TAKEN,
  },
  invalid_token: {
    status: 400,
    code: 'invalid_token',
    message: 'Este link de recuperação é inválido ou já expirou. Peça um novo link.',
  },
  invalid_password: { status: 400, code: 'invalid_password', message: 'Senha atual incorreta' },
  invalid_email: { status: 400, code: 'invalid_email', message: 'E-mail inválido' },
  password_too_short: { status: 400, code: 'password_too_short', message: 'A senha deve ter no mínimo 6 caracteres' },
  password_too_long: { status: 400, code: 'password_too_long', message: 'Senha muito longa' },
  /** Any other refusal of better-auth: passed on with its own status and code (AppError.relayed). */
  auth_failed: { status: 500, code: 'auth_error', message: 'Não foi possível concluir agora. Tente novamente.' },
  email_read_only: { status: 400, code: 'email_read_only', message: 'O email não pode ser alterado' },

  // Photos and the community's files.
  photo_too_large: { status: 413, code: 'too_large', message: 'A imagem deve ter no máximo 5MB' },
  not_an_image: { status: 400, code: 'not_an_image', message: 'Por favor, selecione uma imagem' },
  heic_not_supported: {
    status: 400,
    code: 'heic_not_supported',
    message: 'Fotos no formato HEIC não são aceitas. Escolha uma foto em JPEG ou PNG.',
  },
  too_many_pixels: { status: 413, code: 'too_many_pixels', message: tooManyPixelsMessage },
  media_too_large: { status: 413, code: 'too_large', message: tooLargeMessage },
  not_media: { status: 400, code: 'not_media', message: notMediaMessage },
  /** An upload's position past the post's last file; the post's schema words a bad file alike. */
  invalid_file: { status: 400, code: 'bad_index', message: 'Arquivo inválido' },
  upload_rate_limited: { status: 429, code: 'upload_rate_limited', message: uploadRateMessage },
  storage_quota: { status: 413, code: 'storage_quota', message: QUOTA_FULL_MESSAGE },
  media_file_not_found: { status: 404, code: 'not_found', message: 'Arquivo não encontrado.' },

  // The community.
  post_not_found: { status: 404, code: 'not_found', message: 'Post não encontrado.' },
  comment_not_found: { status: 404, code: 'not_found', message: 'Comentário não encontrado.' },
  /**
   * A block covers what other mothers see from her: posts, comments, likes (and media uploads).
   * What stays hers alone (favourites, saved tips) and reporting, which protects the others, go on.
   */
  blocked: {
    status: 403,
    code: 'blocked',
    message:
      'Sua conta está bloqueada na comunidade: você pode ler, favoritar e denunciar posts, mas não pode publicar, comentar ou curtir.',
  },
  post_check_failed: {
    status: 503,
    code: 'moderation_failed',
    message: 'Erro ao verificar conteúdo. Tente novamente.',
  },
  comment_check_failed: {
    status: 503,
    code: 'moderation_failed',
    message: 'Erro ao verificar comentário. Tente novamente.',
  },
  /** The moderator's reason when it gives one. */
  post_refused: {
    status: 422,
    code: 'moderation_refused',
    message: (reason?: string | null) => reason ?? 'Conteúdo não permitido',
  },
  comment_refused: {
    status: 422,
    code: 'moderation_refused',
    message: (reason?: string | null) => reason ?? 'Comentário bloqueado pela moderação',
  },
  bad_media: {
    status: 400,
    code: 'bad_media',
    message: 'Um dos arquivos não foi encontrado. Envie as fotos e vídeos de novo.',
  },
  bad_cursor: { status: 400, code: 'bad_cursor', message: 'Página inválida. Recarregue a comunidade.' },
  own_post: { status: 400, code: 'own_post', message: 'Você não pode denunciar o seu próprio post.' },
  already_reported: {
    status: 409,
    code: 'already_reported',
    message: 'Você já denunciou este post. Nossa equipe vai analisar.',
  },

  // The back office.
  user_not_found: { status: 404, code: 'not_found', message: 'Usuário não encontrado.' },
  no_pending_reports: { status: 404, code: 'not_found', message: 'Nenhuma denúncia pendente para este post.' },
  not_blocked: { status: 404, code: 'not_found', message: 'Esta usuária não está bloqueada.' },
  block_admin: { status: 400, code: 'admin', message: 'Não é possível bloquear uma administradora.' },
  plan_not_found: { status: 400, code: 'bad_plan', message: 'Plano não encontrado.' },
  delete_self: {
    status: 400,
    code: 'self',
    message: 'Para excluir a sua própria conta, use "Excluir minha conta" no perfil.',
  },

  // Babies, agenda, vaccines, saved tips.
  baby_not_found: { status: 404, code: 'baby_not_found', message: 'Bebê não encontrado.' },
  // Importar de outro app (issue #40).
  import_not_found: { status: 404, code: 'import_not_found', message: 'Importação não encontrada.' },
  import_too_large: { status: 413, code: 'too_large', message: IMPORT_MESSAGES.tooLarge },
  import_too_many_rows: { status: 413, code: 'too_large', message: IMPORT_MESSAGES.tooManyRows },
  import_not_huckleberry: { status: 400, code: 'import_unreadable', message: IMPORT_MESSAGES.notHuckleberry },
  import_no_file: { status: 400, code: 'import_no_file', message: IMPORT_MESSAGES.noFile },
  import_empty: { status: 400, code: 'import_empty', message: IMPORT_MESSAGES.empty },
  /** Past a limit of the .xlsx reader, or its reading ran out of memory or time in its own process. */
  import_too_complex: { status: 413, code: 'too_large', message: IMPORT_MESSAGES.tooComplex },
  import_busy: {
    status: 429,
    code: 'import_limit',
    message: (most: number) => `Você já tem ${most} importações em andamento. Espere uma terminar para começar outra.`,
  },
  import_install_busy: {
    status: 503,
    code: 'import_busy',
    message: 'Muitas importações estão sendo recebidas agora. Tente de novo em um minuto.',
  },
  import_daily_limit: {
    status: 429,
    code: 'import_limit',
    message: (most: number) => `Você já fez ${most} importações nas últimas 24 horas. Tente de novo amanhã.`,
  },
  import_kept_too_large: {
    status: 413,
    code: 'too_large',
    message: (hours: number) =>
      `Você tem prévias demais esperando confirmação. Confirme uma delas, ou espere: uma prévia não confirmada é apagada depois de ${hours} horas.`,
  },
  import_expired: {
    status: 409,
    code: 'import_expired',
    message: (hours: number) =>
      `Esta prévia expirou: ela fica guardada por ${hours} horas. Importe o histórico de novo.`,
  },
  import_before_birth: {
    status: 409,
    code: 'import_before_birth',
    message: (firstDay: string, name: string, birthDate: string) =>
      `Estes registros começam em ${formatDate(firstDay)}, antes do nascimento de ${name} (${formatDate(birthDate)}). Confira o bebê escolhido.`,
  },
  import_confirmed: { status: 409, code: 'import_state', message: 'Esta importação já foi confirmada.' },
  import_running: {
    status: 409,
    code: 'import_state',
    message: 'A importação ainda está em andamento. Espere terminar para desfazer.',
  },
  import_undone: { status: 409, code: 'import_state', message: 'Esta importação já foi desfeita.' },
  babybuddy_address: {
    status: 400,
    code: 'babybuddy_address',
    // With http allowed (IMPORT_ALLOW_PRIVATE, a Baby Buddy at home), https is not the rule.
    message: (httpAllowed: boolean) =>
      httpAllowed
        ? 'Informe o endereço do seu Baby Buddy começando com http:// ou https://'
        : 'Informe o endereço do seu Baby Buddy começando com https://',
  },
  babybuddy_not_https: {
    status: 400,
    code: 'babybuddy_address',
    message: (httpAllowed: boolean) =>
      httpAllowed
        ? 'Este servidor não fala https: tente o endereço com http://'
        : 'Este servidor não fala https, e a Lumma só lê um Baby Buddy por https. Peça a quem cuida dele para ativar o https.',
  },
  babybuddy_empty: {
    status: 400,
    code: 'import_empty',
    message: 'Não encontramos nenhum registro desta criança no seu Baby Buddy.',
  },
  babybuddy_private: {
    status: 400,
    code: 'babybuddy_address',
    message:
      'Este endereço é de uma rede privada. Peça a quem administra a Lumma para permitir importações da rede de casa.',
  },
  babybuddy_unauthorized: {
    status: 400,
    code: 'babybuddy_unauthorized',
    message: 'O Baby Buddy recusou a chave de API. Copie a chave de novo em Configurações do usuário no Baby Buddy.',
  },
  babybuddy_unreachable: {
    status: 502,
    code: 'babybuddy_unreachable',
    message: 'Não foi possível ler o seu Baby Buddy. Confira o endereço e tente de novo.',
  },
  babybuddy_page_too_large: { status: 413, code: 'too_large', message: BABY_BUDDY_READ_MESSAGES.pageTooLarge },
  babybuddy_too_large: { status: 413, code: 'too_large', message: BABY_BUDDY_READ_MESSAGES.tooLarge },
  babybuddy_too_many_pages: {
    status: 502,
    code: 'babybuddy_unreachable',
    message: BABY_BUDDY_READ_MESSAGES.tooManyPages,
  },
  babybuddy_cut: { status: 502, code: 'babybuddy_unreachable', message: BABY_BUDDY_READ_MESSAGES.cut },
  babybuddy_timeout: { status: 504, code: 'babybuddy_timeout', message: BABY_BUDDY_READ_MESSAGES.timeout },
  babybuddy_stalled: { status: 504, code: 'babybuddy_timeout', message: BABY_BUDDY_READ_MESSAGES.stalled },
  babybuddy_no_child: {
    status: 400,
    code: 'babybuddy_child',
    message: 'Esta conta do Baby Buddy não tem nenhuma criança.',
  },
  import_undo_expired: {
    status: 409,
    code: 'import_state',
    message: `Passaram-se ${IMPORT_UNDO_DAYS} dias: esta importação não pode mais ser desfeita.`,
  },
  no_baby: { status: 400, code: 'no_baby', message: 'Nenhum bebê cadastrado. Cadastre um bebê primeiro.' },
  already_listed: { status: 409, code: 'already_listed', message: 'Este item já está na lista.' },
  event_id_taken: {
    status: 409,
    code: 'id_taken',
    message: 'Não foi possível adicionar o evento. Tente novamente.',
  },
  event_not_found: { status: 404, code: 'event_not_found', message: 'Evento não encontrado.' },
  /** An edit or removal sent with the version the phone saw (If-Match), after someone else changed the event. */
  event_changed: {
    status: 409,
    code: 'event_changed',
    message: 'Este registro foi alterado por outra pessoa depois que você o viu. Escolha qual versão fica.',
  },
  if_match_invalid: { status: 400, code: 'bad_request', message: 'Versão do registro inválida. Atualize a página.' },
  vaccine_not_found: { status: 404, code: 'vaccine_not_found', message: 'Vacina não encontrada.' },
  dose_recorded: { status: 409, code: 'dose_recorded', message: 'Esta dose já está registrada.' },
  vaccine_before_birth: {
    status: 400,
    code: 'validation',
    message: 'A data de aplicação não pode ser antes do nascimento.',
  },
  onboarding_done: {
    status: 409,
    code: 'onboarding_done',
    message: 'A carteira de vacinação deste bebê já foi preenchida.',
  },
  none_selected: { status: 400, code: 'none_selected', message: 'Nenhuma vacina selecionada' },
  tip_not_found: { status: 404, code: 'tip_not_found', message: 'Dica não encontrada.' },
  timer_not_found: {
    status: 404,
    code: 'timer_not_found',
    message: 'Cronômetro não encontrado. Ele pode já ter sido parado.',
  },
  feeding_timer_running: {
    status: 409,
    code: 'timer_running',
    message: 'Já há uma mamada em andamento para este bebê.',
  },
  sleep_timer_running: { status: 409, code: 'timer_running', message: 'Já há um sono em andamento para este bebê.' },
  timer_start_invalid: {
    status: 400,
    code: 'validation',
    message: 'O início não pode estar no futuro nem há mais de 24 horas.',
  },
  timer_sides_invalid: {
    status: 400,
    code: 'validation',
    message: 'Os tempos por peito não cabem no tempo da mamada.',
  },

  // Crescimento e desenvolvimento.
  measurement_not_found: { status: 404, code: 'measurement_not_found', message: 'Medida não encontrada.' },
  measurement_before_birth: {
    status: 400,
    code: 'validation',
    message: 'A data da medida não pode ser antes do nascimento.',
  },
  /** A value far from the baby's previous one: the form asks "Confira o valor" and may send it again, confirmed. */
  measurement_unusual: {
    status: 409,
    code: 'check_value',
    message: 'Confira o valor: ele está muito longe da medida anterior. Se estiver certo, confirme para salvar.',
  },
  milestone_not_found: { status: 404, code: 'milestone_not_found', message: 'Marco não encontrado.' },
  mark_before_birth: { status: 400, code: 'validation', message: 'A data não pode ser antes do nascimento.' },

  // Lembretes: appointments, medicine schedules, devices and the reminders list.
  consultation_not_found: { status: 404, code: 'consultation_not_found', message: 'Consulta não encontrada.' },
  consultation_in_past: { status: 400, code: 'validation', message: 'Escolha uma data e um horário no futuro' },
  schedule_not_found: { status: 404, code: 'schedule_not_found', message: 'Repetição não encontrada.' },
  not_a_medicine: {
    status: 400,
    code: 'validation',
    message: 'Só um evento de Remédio pode ser repetido.',
  },
  schedule_running: {
    status: 409,
    code: 'schedule_running',
    message: 'Este remédio já está sendo repetido. Pare a repetição antes de criar outra.',
  },
  reminder_not_found: { status: 404, code: 'reminder_not_found', message: 'Lembrete não encontrado.' },
  not_a_dose: { status: 400, code: 'validation', message: 'Este lembrete não é de uma dose de remédio.' },
  dose_answered: { status: 409, code: 'dose_answered', message: 'Esta dose já foi respondida.' },
  device_not_found: { status: 404, code: 'device_not_found', message: 'Aparelho não encontrado.' },
  push_endpoint_refused: {
    status: 400,
    code: 'validation',
    message: 'Este endereço de notificação não é de um serviço de push conhecido (https).',
  },
  push_device_taken: {
    status: 409,
    code: 'device_taken',
    message:
      'Este aparelho já recebe as notificações de outra conta. Para recebê-las nesta, desative as notificações na outra conta primeiro.',
  },
  report_link_not_found: { status: 404, code: 'report_link_not_found', message: 'Link não encontrado.' },
  report_link_future: { status: 400, code: 'validation', message: REPORT_LINK_FUTURE_MESSAGE },
  report_before_birth: {
    status: 400,
    code: 'validation',
    message: 'O período termina antes do nascimento do bebê.',
  },
  /** One PDF at a time per account and per shared link. */
  report_busy: {
    status: 429,
    code: 'report_busy',
    message: 'Já estamos gerando um relatório seu. Espere ele ficar pronto e tente de novo em instantes.',
  },
  /** The process's PDFs queue is full: everyone's reports are being made. */
  report_queue_full: {
    status: 503,
    code: 'report_queue_full',
    message: 'Muitos relatórios estão sendo gerados agora. Tente de novo em instantes.',
  },
  /** Its worker ran out of memory, crashed or took too long: this PDF fails, the server goes on. */
  report_failed: {
    status: 503,
    code: 'report_failed',
    message:
      'Não conseguimos gerar este PDF agora. Tente de novo em instantes; se continuar, escolha um período menor.',
  },
  unsubscribe_link_invalid: {
    status: 400,
    code: 'unsubscribe_link_invalid',
    message: 'Este link de desativação não é válido.',
  },

  // How much a family or a person may keep at once (src/domain/limits.ts).
  schedule_limit: { status: 429, code: 'limit_reached', message: LIMIT_MESSAGES.runningSchedules },
  report_link_limit: { status: 429, code: 'limit_reached', message: LIMIT_MESSAGES.activeReportLinks },
  device_limit: { status: 429, code: 'limit_reached', message: LIMIT_MESSAGES.pushDevices },
  booklet_limit: { status: 429, code: 'limit_reached', message: LIMIT_MESSAGES.bookletEntries },
  consultation_limit: { status: 429, code: 'limit_reached', message: LIMIT_MESSAGES.upcomingConsultations },
  vaccine_record_limit: { status: 429, code: 'limit_reached', message: LIMIT_MESSAGES.vaccineRecords },
  measurement_day_limit: { status: 429, code: 'limit_reached', message: LIMIT_MESSAGES.measurementsPerDay },
  baby_limit: { status: 429, code: 'limit_reached', message: LIMIT_MESSAGES.babiesPerAccount },

  // Família: a baby shared with the people who care for it.
  responsible_only: {
    status: 403,
    code: 'responsible_only',
    message: 'Só um(a) responsável pelo bebê pode fazer isso.',
  },
  entry_not_yours: {
    status: 403,
    code: 'entry_not_yours',
    message: 'Só quem registrou ou um(a) responsável pelo bebê pode alterar ou excluir este registro.',
  },
  member_not_found: { status: 404, code: 'member_not_found', message: 'Pessoa não encontrada nesta família.' },
  last_responsible: {
    status: 409,
    code: 'last_responsible',
    message: 'O bebê precisa de um(a) responsável. Torne outra pessoa responsável antes.',
  },
  first_responsible: {
    status: 403,
    code: 'first_responsible',
    message:
      'Esta pessoa é a primeira responsável pelo bebê: só ela mesma pode sair da família ou deixar de ser responsável.',
  },
  shared_babies: {
    status: 409,
    code: 'shared_babies',
    message: (names: string) =>
      `Você é a única responsável por ${names}, que tem outras pessoas na família. Em Família, torne outra pessoa responsável, ou exclua junto com a sua conta.`,
  },
  invitation_not_found: { status: 404, code: 'invitation_not_found', message: 'Convite não encontrado.' },
  invitation_expired: { status: 409, code: 'invitation_expired', message: 'Convite expirado' },
  invitation_used: { status: 409, code: 'invitation_used', message: 'Convite já usado' },
  invitation_cancelled: { status: 409, code: 'invitation_cancelled', message: 'Convite cancelado' },
  invitation_own: {
    status: 409,
    code: 'invitation_own',
    message: 'Este convite é seu. Envie o link para a pessoa que você quer convidar.',
  },
  invite_self: { status: 409, code: 'invite_self', message: 'Você não pode convidar a si mesma.' },
  invite_member: { status: 409, code: 'invite_member', message: 'Esta pessoa já faz parte da família do bebê.' },
  already_member: { status: 409, code: 'already_member', message: 'Você já faz parte da família deste bebê.' },
  invitation_rate_limited: {
    status: 429,
    code: 'rate_limited',
    message: 'Muitos convites em pouco tempo. Tente novamente mais tarde.',
  },
  /** Too many lookups of invitation links that do not exist from one address: a guesser, not a mother. */
  invitation_lookup_rate_limited: {
    status: 429,
    code: 'rate_limited',
    message: (minutes: number) =>
      `Muitas tentativas com links de convite que não existem. Aguarde ${minutes} minutos e tente novamente.`,
  },
  invitation_other_email: {
    status: 409,
    code: 'invitation_other_email',
    message: 'Este convite já foi enviado para outro e-mail. Para convidar outra pessoa, crie um novo convite.',
  },
  invitation_mail_rate_limited: {
    status: 429,
    code: 'rate_limited',
    message: 'Você já enviou muitos convites por e-mail hoje. Envie o link por WhatsApp ou tente de novo amanhã.',
  },
  // Not the server failing: this install has no SMTP, and the screen offers the link instead.
  family_mail_unavailable: {
    status: 409,
    code: 'mail_unavailable',
    message: 'O envio de e-mail não está configurado neste servidor.',
  },

  // Health units (decision 051). Whatever a caller may not see of a unit answers the same 404.
  unit_not_found: { status: 404, code: 'unit_not_found', message: 'Unidade de saúde não encontrada.' },
  unit_code_not_found: {
    status: 404,
    code: 'unit_not_found',
    message: 'Nenhuma unidade de saúde com este código. Confira o código com a unidade.',
  },
  unit_baby_not_found: { status: 404, code: 'not_found', message: 'Bebê não encontrado nesta unidade.' },
  unit_member_not_found: { status: 404, code: 'not_found', message: 'Profissional não encontrado nesta unidade.' },
  unit_invitation_other_email: {
    status: 403,
    code: 'unit_invitation_other_email',
    message: 'Este convite foi enviado para outro e-mail. Entre com o e-mail que recebeu o convite.',
  },
  unit_member_elsewhere: {
    status: 409,
    code: 'unit_member_elsewhere',
    message: 'Você já faz parte da equipe de outra unidade de saúde.',
  },
  unit_closed: { status: 409, code: 'unit_closed', message: 'Esta unidade de saúde foi encerrada.' },
  consent_not_found: { status: 404, code: 'not_found', message: 'Vínculo com a unidade não encontrado.' },
  consent_exists: {
    status: 409,
    code: 'consent_exists',
    message: 'Este bebê já está vinculado a uma unidade de saúde. Retire o vínculo antes de escolher outra.',
  },
  unit_reminder_too_soon: {
    status: 429,
    code: 'rate_limited',
    message: 'Já foi enviado um lembrete para esta família nos últimos 7 dias.',
  },
  unit_vaccine_before_birth: {
    status: 400,
    code: 'validation',
    message: 'A data da vacina não pode ser antes do nascimento.',
  },
  unit_vaccine_future: { status: 400, code: 'validation', message: 'A data da vacina não pode ser no futuro.' },

  // Lu, the assistant.
  chat_rate_limited: {
    status: 429,
    code: 'rate_limited',
    message: 'Você mandou muitas mensagens em pouco tempo. Aguarde um minuto e tente de novo.',
  },
  ai_credits: { status: 402, code: 'credits', message: 'Os créditos do assistente acabaram. Fale com o suporte.' },
  ai_rate_limited: {
    status: 429,
    code: 'rate_limited',
    message: 'O assistente recebeu muitas mensagens. Aguarde um pouco e tente de novo.',
  },
  ai_timeout: { status: 504, code: 'ai_timeout', message: 'O assistente demorou demais para responder.' },
  ai_unreachable: {
    status: 502,
    code: 'ai_unavailable',
    message: (reason: string) => `O assistente não está disponível (${reason}).`,
  },
  ai_failed: {
    status: 502,
    code: 'ai_unavailable',
    message: (httpStatus: number) => `O assistente respondeu com erro (HTTP ${httpStatus}).`,
  },
  ai_interrupted: { status: 502, code: 'ai_unavailable', message: 'A resposta do assistente foi interrompida.' },
} as const satisfies Record<string, ErrorEntry>;

/** A catalogue key: what the server throws. */
export type ErrorKey = keyof typeof ERRORS;

/** A wire code: what `error.code` of a response may be. */
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

/** The keys whose wire code is `C`, e.g. every 401 that says how to sign in. */
export type ErrorKeyWithCode<C extends ErrorCode> = {
  [K in ErrorKey]: (typeof ERRORS)[K]['code'] extends C ? K : never;
}[ErrorKey];

/** What a key's text needs: nothing, or the file name, the wait, the reason... */
export type ErrorParams<K extends ErrorKey> = (typeof ERRORS)[K]['message'] extends (...params: infer P) => string
  ? P
  : [];

/** A key with its text's parameters, e.g. `['post_not_found']` or `['too_many_pixels', 'foto.png']`. */
export type ErrorArgs<K extends ErrorKey = ErrorKey> = { [P in K]: [key: P, ...params: ErrorParams<P>] }[K];

/** The pt-BR text of an error. */
export function errorMessage(...[key, ...params]: ErrorArgs): string {
  const message = ERRORS[key].message as string | ((...params: unknown[]) => string);
  return typeof message === 'function' ? message(...params) : message;
}

// Kept in their own module, so the web's API layer loads these three, not the whole catalogue.
export { CLIENT_ERRORS } from './client-errors';
