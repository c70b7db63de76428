// One error policy (DESIGN.md section 7): whatever fails, the person reads one pt-BR sentence, never
// PostgREST's or GoTrue's English. Our RPCs refuse with P0001 (or PT429) and a pt-BR message meant
// for the user; every other failure is mapped here by its code, its HTTP status, or as the network.

/** A failure whose message was written for the person using the app (pt-BR). */
export class UserFacingError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UserFacingError';
  }
}

/** The row is not there (deleted elsewhere, or hidden by RLS). */
export class NotFoundError extends UserFacingError {
  constructor(message = 'Registro não encontrado. Atualize a página.') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** A failure that belongs to one form field: the form shows it under that field. */
export class FieldError<Field extends string = string> extends UserFacingError {
  constructor(
    readonly field: Field,
    message: string,
  ) {
    super(message);
    this.name = 'FieldError';
  }
}

export const FALLBACK_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';
export const CONNECTION_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
export const RATE_LIMIT_MESSAGE =
  'Muitas tentativas seguidas. Aguarde um instante e tente novamente.';
export const PERMISSION_MESSAGE =
  'Você não tem permissão para isso. Entre novamente como administrador.';

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

/** The machine code the server sent in `details` (place_order's codes), or ''. */
export function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const details = field(error, 'details');
  return typeof details === 'string' ? details : '';
}

/** The pt-BR sentence a failure shows. */
export function userMessage(error: unknown): string {
  if (error instanceof UserFacingError) return error.message;
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
