// Failures our code recognises, named by a machine code. The data layer throws them and holds no
// copy; the screens word them through userMessage (error-messages.ts).

export type ErrorCode =
  | 'not_found'
  | 'order_not_found'
  | 'product_not_found'
  | 'option_not_found'
  | 'option_group_not_found'
  | 'zone_not_found'
  | 'zone_name_taken'
  | 'connection'
  | 'rate_limited'
  | 'wrong_credentials'
  | 'wrong_current_password'
  | 'same_password'
  | 'weak_password'
  | 'reset_code_invalid'
  | 'password_change_failed'
  | 'username_unchanged'
  | 'username_change_failed'
  | 'save_settings_failed'
  | 'image_refused'
  | 'pix_key_invalid'
  | 'pix_key_type_missing'
  | 'pix_merchant_name_invalid'
  | 'pix_merchant_city_invalid'
  | 'promo_code_taken'
  | 'promo_code_save_failed'
  | 'promo_code_delete_failed'
  | 'team_change_failed'
  | 'push_blocked'
  | 'push_unavailable'
  | 'push_not_allowed';

export interface AppErrorOptions extends ErrorOptions {
  /** The pt-BR sentence when the server (or a check of the input) already wrote one. */
  userText?: string;
}

export class AppError extends Error {
  readonly userText?: string;

  constructor(
    readonly code: ErrorCode,
    { userText, ...options }: AppErrorOptions = {},
  ) {
    super(userText ?? code, options);
    this.name = 'AppError';
    this.userText = userText;
  }
}

/** A failure that belongs to one form field: the form shows it under that field. */
export class FieldError<Field extends string = string> extends AppError {
  constructor(
    readonly field: Field,
    code: ErrorCode,
    options?: AppErrorOptions,
  ) {
    super(code, options);
    this.name = 'FieldError';
  }
}
