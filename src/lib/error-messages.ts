// One error policy: whatever fails, the person reads one pt-BR sentence, never PostgREST's or
// GoTrue's English. Our RPCs refuse with P0001 (or PT429) and a pt-BR message meant for the user;
// our own failures carry a code (errors.ts) worded here; everything else is mapped by its
// PostgreSQL or PostgREST code, its HTTP status, or as the network.
import { AppError, type ErrorCode } from '@/lib/errors';

const FALLBACK_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';
const CONNECTION_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
const RATE_LIMIT_MESSAGE = 'Muitas tentativas seguidas. Aguarde um instante e tente novamente.';
const PERMISSION_MESSAGE = 'Você não tem permissão para isso. Entre novamente como administrador.';

const BY_APP_CODE: Record<ErrorCode, string> = {
  not_found: 'Registro não encontrado. Atualize a página.',
  order_not_found: 'Pedido não encontrado.',
  product_not_found: 'Produto não encontrado',
  option_not_found: 'Opção não encontrada. Atualize a página.',
  option_group_not_found: 'Grupo de complementos não encontrado.',
  zone_not_found: 'Bairro não encontrado. Atualize a página.',
  zone_name_taken: 'Já existe um bairro com esse nome.',
  connection: CONNECTION_MESSAGE,
  rate_limited: RATE_LIMIT_MESSAGE,
  wrong_credentials: 'Nome de usuário ou senha incorretos.',
  wrong_current_password: 'Senha atual incorreta.',
  same_password: 'A nova senha deve ser diferente da atual.',
  reset_code_invalid: 'Código inválido ou expirado.',
  weak_password: 'O servidor recusou esta senha por ser fraca. Escolha outra, mais longa.',
  password_change_failed: 'Não foi possível alterar a senha. Tente novamente.',
  username_unchanged: 'Este já é o seu nome de usuário.',
  username_change_failed: 'Não foi possível alterar o nome de usuário. Tente novamente.',
  save_settings_failed: 'Erro ao salvar as configurações',
  image_refused: FALLBACK_MESSAGE,
  pix_key_invalid: 'O servidor recusou a chave: ela não é válida para o tipo escolhido.',
  pix_key_type_missing: 'Escolha o tipo da chave.',
  pix_merchant_name_invalid: 'O nome deve ter de 1 a 25 caracteres, sem emojis.',
  pix_merchant_city_invalid: 'A cidade deve ter de 1 a 15 caracteres, sem emojis.',
  promo_code_taken: 'Já existe um código promocional com este nome.',
  promo_code_save_failed: 'Não foi possível salvar o código promocional. Tente novamente.',
  promo_code_delete_failed: 'Não foi possível excluir o código promocional. Tente novamente.',
  team_change_failed: 'Não foi possível salvar a alteração na equipe. Tente novamente.',
  push_blocked:
    'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site e tente de novo.',
  push_unavailable: 'Este navegador não conseguiu ativar os avisos. Tente novamente.',
  push_not_allowed: 'Somente o dono e os atendentes recebem os pedidos com o painel fechado.',
};

const BY_CODE: Record<string, string> = {
  '42501': PERMISSION_MESSAGE,
  PGRST301: 'Sua sessão expirou. Entre novamente.',
  PGRST303: 'Sua sessão expirou. Entre novamente.',
  '23505': 'Já existe um registro com esses dados.',
  '23503': 'Este registro está em uso e não pode ser removido.',
  '23514': 'Algum valor não é aceito. Confira os campos e tente novamente.',
  '23502': 'Falta preencher um campo obrigatório.',
  '22001': 'Um dos textos é longo demais.',
  '22P02': 'Algum valor não é válido. Confira os campos e tente novamente.',
  '57014': 'O servidor demorou demais para responder. Tente novamente.',
};

const BY_STATUS: Record<number, string> = {
  401: PERMISSION_MESSAGE,
  403: PERMISSION_MESSAGE,
  429: RATE_LIMIT_MESSAGE,
};

function field(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key];
}

/** The pt-BR sentence a failure shows. */
export function userMessage(error: unknown): string {
  if (error instanceof AppError) return error.userText ?? BY_APP_CODE[error.code];
  if (typeof error !== 'object' || error === null) return FALLBACK_MESSAGE;
  const code = field(error, 'code');
  const message = field(error, 'message');
  if ((code === 'P0001' || code === 'PT429') && typeof message === 'string' && message) {
    return message;
  }
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code];
  const status = field(error, 'status');
  if (typeof status === 'number') {
    if (BY_STATUS[status]) return BY_STATUS[status];
    if (status === 0 || status >= 500) return CONNECTION_MESSAGE;
  }
  // fetch's own failure (offline, DNS, CORS) and supabase-js's wrappers of it.
  if (error instanceof TypeError || field(error, 'name') === 'AuthRetryableFetchError') {
    return CONNECTION_MESSAGE;
  }
  return FALLBACK_MESSAGE;
}
