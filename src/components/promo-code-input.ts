/**
 * How a promo code is typed, where the owner creates it and where the customer applies it:
 * in capitals, without autocorrect, at most 40 characters (the promo code schema's limit).
 */
export const promoCodeInputProps = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 40,
  placeholder: 'Ex.: BEMVINDO10',
  className: 'uppercase placeholder:normal-case',
} as const;
